* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-timeindexed:tiny-rar-s0'
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_con(_assign(j0)_)_
 E  c_e_con(_assign(j1)_)_
 E  c_e_con(_assign(j2)_)_
 E  c_e_con(_assign(j3)_)_
 L  c_u_con(_cap(h0_t3_r0)_)_
 L  c_u_con(_cap(h0_t3_r1)_)_
 L  c_u_con(_cap(h0_t3_r2)_)_
 L  c_u_con(_cap(h0_t4_r0)_)_
 L  c_u_con(_cap(h0_t4_r1)_)_
 L  c_u_con(_cap(h0_t4_r2)_)_
 L  c_u_con(_cap(h0_t4_r3)_)_
 L  c_u_con(_cap(h0_t5_r0)_)_
 L  c_u_con(_cap(h0_t5_r1)_)_
 L  c_u_con(_cap(h0_t5_r2)_)_
 L  c_u_con(_cap(h0_t5_r3)_)_
 L  c_u_con(_cap(h0_t6_r0)_)_
 L  c_u_con(_cap(h0_t6_r1)_)_
 L  c_u_con(_cap(h0_t6_r2)_)_
 L  c_u_con(_cap(h0_t7_r0)_)_
 L  c_u_con(_cap(h0_t7_r1)_)_
 L  c_u_con(_cap(h0_t7_r2)_)_
 L  c_u_con(_cap(h1_t3_r2)_)_
 L  c_u_con(_cap(h1_t4_r0)_)_
 L  c_u_con(_cap(h1_t4_r1)_)_
 L  c_u_con(_cap(h1_t4_r2)_)_
 L  c_u_con(_cap(h1_t5_r0)_)_
 L  c_u_con(_cap(h1_t5_r1)_)_
 L  c_u_con(_cap(h1_t5_r2)_)_
 L  c_u_con(_cap(h1_t6_r2)_)_
 L  c_u_con(_cap(h1_t7_r2)_)_
 L  c_u_con(_coloc(j1_h0_m1)_)_
 L  c_u_con(_coloc(j1_h1_m1)_)_
 L  c_u_con(_coloc(j2_h0_m0)_)_
 L  c_u_con(_coloc(j2_h0_m1)_)_
 L  c_u_con(_coloc(j2_h1_m0)_)_
 L  c_u_con(_coloc(j2_h1_m1)_)_
 L  c_u_con(_coloc(j3_h0_m0)_)_
 L  c_u_con(_coloc(j3_h0_m1)_)_
 L  c_u_con(_coloc(j3_h1_m0)_)_
 L  c_u_con(_coloc(j3_h1_m1)_)_
 E  c_e_con(_home(j1)_)_
 E  c_e_con(_home(j2)_)_
 E  c_e_con(_home(j3)_)_
 E  c_e_con(_running(j1_t3)_)_
 E  c_e_con(_running(j1_t4)_)_
 E  c_e_con(_running(j1_t5)_)_
 E  c_e_con(_running(j2_t4)_)_
 E  c_e_con(_running(j2_t5)_)_
 E  c_e_con(_running(j2_t6)_)_
 E  c_e_con(_running(j2_t7)_)_
 E  c_e_con(_running(j3_t3)_)_
 E  c_e_con(_running(j3_t4)_)_
 E  c_e_con(_running(j3_t5)_)_
 E  c_e_con(_running(j3_t6)_)_
 E  c_e_con(_running(j3_t7)_)_
 G  c_l_con(_use(j1_h0_t3_r0)_)_
 G  c_l_con(_use(j1_h0_t3_r1)_)_
 G  c_l_con(_use(j1_h0_t3_r2)_)_
 G  c_l_con(_use(j1_h0_t4_r0)_)_
 G  c_l_con(_use(j1_h0_t4_r1)_)_
 G  c_l_con(_use(j1_h0_t4_r2)_)_
 G  c_l_con(_use(j1_h0_t4_r3)_)_
 G  c_l_con(_use(j1_h0_t5_r0)_)_
 G  c_l_con(_use(j1_h0_t5_r1)_)_
 G  c_l_con(_use(j1_h0_t5_r2)_)_
 G  c_l_con(_use(j1_h0_t5_r3)_)_
 G  c_l_con(_use(j1_h1_t3_r2)_)_
 G  c_l_con(_use(j1_h1_t4_r0)_)_
 G  c_l_con(_use(j1_h1_t4_r1)_)_
 G  c_l_con(_use(j1_h1_t4_r2)_)_
 G  c_l_con(_use(j1_h1_t5_r0)_)_
 G  c_l_con(_use(j1_h1_t5_r1)_)_
 G  c_l_con(_use(j1_h1_t5_r2)_)_
 G  c_l_con(_use(j2_h0_t4_r0)_)_
 G  c_l_con(_use(j2_h0_t4_r1)_)_
 G  c_l_con(_use(j2_h0_t4_r2)_)_
 G  c_l_con(_use(j2_h0_t4_r3)_)_
 G  c_l_con(_use(j2_h0_t5_r0)_)_
 G  c_l_con(_use(j2_h0_t5_r1)_)_
 G  c_l_con(_use(j2_h0_t5_r2)_)_
 G  c_l_con(_use(j2_h0_t5_r3)_)_
 G  c_l_con(_use(j2_h0_t6_r0)_)_
 G  c_l_con(_use(j2_h0_t6_r1)_)_
 G  c_l_con(_use(j2_h0_t6_r2)_)_
 G  c_l_con(_use(j2_h0_t7_r0)_)_
 G  c_l_con(_use(j2_h0_t7_r1)_)_
 G  c_l_con(_use(j2_h0_t7_r2)_)_
 G  c_l_con(_use(j2_h1_t4_r0)_)_
 G  c_l_con(_use(j2_h1_t4_r1)_)_
 G  c_l_con(_use(j2_h1_t4_r2)_)_
 G  c_l_con(_use(j2_h1_t5_r0)_)_
 G  c_l_con(_use(j2_h1_t5_r1)_)_
 G  c_l_con(_use(j2_h1_t5_r2)_)_
 G  c_l_con(_use(j2_h1_t6_r2)_)_
 G  c_l_con(_use(j2_h1_t7_r2)_)_
 G  c_l_con(_use(j3_h0_t3_r0)_)_
 G  c_l_con(_use(j3_h0_t3_r1)_)_
 G  c_l_con(_use(j3_h0_t3_r2)_)_
 G  c_l_con(_use(j3_h0_t4_r0)_)_
 G  c_l_con(_use(j3_h0_t4_r1)_)_
 G  c_l_con(_use(j3_h0_t4_r2)_)_
 G  c_l_con(_use(j3_h0_t4_r3)_)_
 G  c_l_con(_use(j3_h0_t5_r0)_)_
 G  c_l_con(_use(j3_h0_t5_r1)_)_
 G  c_l_con(_use(j3_h0_t5_r2)_)_
 G  c_l_con(_use(j3_h0_t5_r3)_)_
 G  c_l_con(_use(j3_h0_t6_r0)_)_
 G  c_l_con(_use(j3_h0_t6_r1)_)_
 G  c_l_con(_use(j3_h0_t6_r2)_)_
 G  c_l_con(_use(j3_h0_t7_r0)_)_
 G  c_l_con(_use(j3_h0_t7_r1)_)_
 G  c_l_con(_use(j3_h0_t7_r2)_)_
 G  c_l_con(_use(j3_h1_t3_r2)_)_
 G  c_l_con(_use(j3_h1_t4_r0)_)_
 G  c_l_con(_use(j3_h1_t4_r1)_)_
 G  c_l_con(_use(j3_h1_t4_r2)_)_
 G  c_l_con(_use(j3_h1_t5_r0)_)_
 G  c_l_con(_use(j3_h1_t5_r1)_)_
 G  c_l_con(_use(j3_h1_t5_r2)_)_
 G  c_l_con(_use(j3_h1_t6_r2)_)_
 G  c_l_con(_use(j3_h1_t7_r2)_)_
 E  c_e_con(_workers(j0_m1)_)_
 E  c_e_con(_workers(j1_m1)_)_
 E  c_e_con(_workers(j2_m0)_)_
 E  c_e_con(_workers(j2_m1)_)_
 E  c_e_con(_workers(j3_m0)_)_
 E  c_e_con(_workers(j3_m1)_)_
COLUMNS
     x(_g(j1_h0_t3_r0)_) c_u_con(_cap(h0_t3_r0)_)_ 1
     x(_g(j1_h0_t3_r0)_) c_l_con(_use(j1_h0_t3_r0)_)_ 1
     x(_g(j1_h0_t3_r1)_) c_u_con(_cap(h0_t3_r1)_)_ 1
     x(_g(j1_h0_t3_r1)_) c_l_con(_use(j1_h0_t3_r1)_)_ 1
     x(_g(j1_h0_t3_r2)_) c_u_con(_cap(h0_t3_r2)_)_ 1
     x(_g(j1_h0_t3_r2)_) c_l_con(_use(j1_h0_t3_r2)_)_ 1
     x(_g(j1_h0_t4_r0)_) c_u_con(_cap(h0_t4_r0)_)_ 1
     x(_g(j1_h0_t4_r0)_) c_l_con(_use(j1_h0_t4_r0)_)_ 1
     x(_g(j1_h0_t4_r1)_) c_u_con(_cap(h0_t4_r1)_)_ 1
     x(_g(j1_h0_t4_r1)_) c_l_con(_use(j1_h0_t4_r1)_)_ 1
     x(_g(j1_h0_t4_r2)_) c_u_con(_cap(h0_t4_r2)_)_ 1
     x(_g(j1_h0_t4_r2)_) c_l_con(_use(j1_h0_t4_r2)_)_ 1
     x(_g(j1_h0_t4_r3)_) c_u_con(_cap(h0_t4_r3)_)_ 1
     x(_g(j1_h0_t4_r3)_) c_l_con(_use(j1_h0_t4_r3)_)_ 1
     x(_g(j1_h0_t5_r0)_) c_u_con(_cap(h0_t5_r0)_)_ 1
     x(_g(j1_h0_t5_r0)_) c_l_con(_use(j1_h0_t5_r0)_)_ 1
     x(_g(j1_h0_t5_r1)_) c_u_con(_cap(h0_t5_r1)_)_ 1
     x(_g(j1_h0_t5_r1)_) c_l_con(_use(j1_h0_t5_r1)_)_ 1
     x(_g(j1_h0_t5_r2)_) c_u_con(_cap(h0_t5_r2)_)_ 1
     x(_g(j1_h0_t5_r2)_) c_l_con(_use(j1_h0_t5_r2)_)_ 1
     x(_g(j1_h0_t5_r3)_) c_u_con(_cap(h0_t5_r3)_)_ 1
     x(_g(j1_h0_t5_r3)_) c_l_con(_use(j1_h0_t5_r3)_)_ 1
     x(_g(j1_h1_t3_r2)_) c_u_con(_cap(h1_t3_r2)_)_ 1
     x(_g(j1_h1_t3_r2)_) c_l_con(_use(j1_h1_t3_r2)_)_ 1
     x(_g(j1_h1_t4_r0)_) c_u_con(_cap(h1_t4_r0)_)_ 1
     x(_g(j1_h1_t4_r0)_) c_l_con(_use(j1_h1_t4_r0)_)_ 1
     x(_g(j1_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j1_h1_t4_r1)_) c_l_con(_use(j1_h1_t4_r1)_)_ 1
     x(_g(j1_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j1_h1_t4_r2)_) c_l_con(_use(j1_h1_t4_r2)_)_ 1
     x(_g(j1_h1_t5_r0)_) c_u_con(_cap(h1_t5_r0)_)_ 1
     x(_g(j1_h1_t5_r0)_) c_l_con(_use(j1_h1_t5_r0)_)_ 1
     x(_g(j1_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j1_h1_t5_r1)_) c_l_con(_use(j1_h1_t5_r1)_)_ 1
     x(_g(j1_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j1_h1_t5_r2)_) c_l_con(_use(j1_h1_t5_r2)_)_ 1
     x(_g(j2_h0_t4_r0)_) c_u_con(_cap(h0_t4_r0)_)_ 1
     x(_g(j2_h0_t4_r0)_) c_l_con(_use(j2_h0_t4_r0)_)_ 1
     x(_g(j2_h0_t4_r1)_) c_u_con(_cap(h0_t4_r1)_)_ 1
     x(_g(j2_h0_t4_r1)_) c_l_con(_use(j2_h0_t4_r1)_)_ 1
     x(_g(j2_h0_t4_r2)_) c_u_con(_cap(h0_t4_r2)_)_ 1
     x(_g(j2_h0_t4_r2)_) c_l_con(_use(j2_h0_t4_r2)_)_ 1
     x(_g(j2_h0_t4_r3)_) c_u_con(_cap(h0_t4_r3)_)_ 1
     x(_g(j2_h0_t4_r3)_) c_l_con(_use(j2_h0_t4_r3)_)_ 1
     x(_g(j2_h0_t5_r0)_) c_u_con(_cap(h0_t5_r0)_)_ 1
     x(_g(j2_h0_t5_r0)_) c_l_con(_use(j2_h0_t5_r0)_)_ 1
     x(_g(j2_h0_t5_r1)_) c_u_con(_cap(h0_t5_r1)_)_ 1
     x(_g(j2_h0_t5_r1)_) c_l_con(_use(j2_h0_t5_r1)_)_ 1
     x(_g(j2_h0_t5_r2)_) c_u_con(_cap(h0_t5_r2)_)_ 1
     x(_g(j2_h0_t5_r2)_) c_l_con(_use(j2_h0_t5_r2)_)_ 1
     x(_g(j2_h0_t5_r3)_) c_u_con(_cap(h0_t5_r3)_)_ 1
     x(_g(j2_h0_t5_r3)_) c_l_con(_use(j2_h0_t5_r3)_)_ 1
     x(_g(j2_h0_t6_r0)_) c_u_con(_cap(h0_t6_r0)_)_ 1
     x(_g(j2_h0_t6_r0)_) c_l_con(_use(j2_h0_t6_r0)_)_ 1
     x(_g(j2_h0_t6_r1)_) c_u_con(_cap(h0_t6_r1)_)_ 1
     x(_g(j2_h0_t6_r1)_) c_l_con(_use(j2_h0_t6_r1)_)_ 1
     x(_g(j2_h0_t6_r2)_) c_u_con(_cap(h0_t6_r2)_)_ 1
     x(_g(j2_h0_t6_r2)_) c_l_con(_use(j2_h0_t6_r2)_)_ 1
     x(_g(j2_h0_t7_r0)_) c_u_con(_cap(h0_t7_r0)_)_ 1
     x(_g(j2_h0_t7_r0)_) c_l_con(_use(j2_h0_t7_r0)_)_ 1
     x(_g(j2_h0_t7_r1)_) c_u_con(_cap(h0_t7_r1)_)_ 1
     x(_g(j2_h0_t7_r1)_) c_l_con(_use(j2_h0_t7_r1)_)_ 1
     x(_g(j2_h0_t7_r2)_) c_u_con(_cap(h0_t7_r2)_)_ 1
     x(_g(j2_h0_t7_r2)_) c_l_con(_use(j2_h0_t7_r2)_)_ 1
     x(_g(j2_h1_t4_r0)_) c_u_con(_cap(h1_t4_r0)_)_ 1
     x(_g(j2_h1_t4_r0)_) c_l_con(_use(j2_h1_t4_r0)_)_ 1
     x(_g(j2_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j2_h1_t4_r1)_) c_l_con(_use(j2_h1_t4_r1)_)_ 1
     x(_g(j2_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j2_h1_t4_r2)_) c_l_con(_use(j2_h1_t4_r2)_)_ 1
     x(_g(j2_h1_t5_r0)_) c_u_con(_cap(h1_t5_r0)_)_ 1
     x(_g(j2_h1_t5_r0)_) c_l_con(_use(j2_h1_t5_r0)_)_ 1
     x(_g(j2_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j2_h1_t5_r1)_) c_l_con(_use(j2_h1_t5_r1)_)_ 1
     x(_g(j2_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j2_h1_t5_r2)_) c_l_con(_use(j2_h1_t5_r2)_)_ 1
     x(_g(j2_h1_t6_r2)_) c_u_con(_cap(h1_t6_r2)_)_ 1
     x(_g(j2_h1_t6_r2)_) c_l_con(_use(j2_h1_t6_r2)_)_ 1
     x(_g(j2_h1_t7_r2)_) c_u_con(_cap(h1_t7_r2)_)_ 1
     x(_g(j2_h1_t7_r2)_) c_l_con(_use(j2_h1_t7_r2)_)_ 1
     x(_g(j3_h0_t3_r0)_) c_u_con(_cap(h0_t3_r0)_)_ 1
     x(_g(j3_h0_t3_r0)_) c_l_con(_use(j3_h0_t3_r0)_)_ 1
     x(_g(j3_h0_t3_r1)_) c_u_con(_cap(h0_t3_r1)_)_ 1
     x(_g(j3_h0_t3_r1)_) c_l_con(_use(j3_h0_t3_r1)_)_ 1
     x(_g(j3_h0_t3_r2)_) c_u_con(_cap(h0_t3_r2)_)_ 1
     x(_g(j3_h0_t3_r2)_) c_l_con(_use(j3_h0_t3_r2)_)_ 1
     x(_g(j3_h0_t4_r0)_) c_u_con(_cap(h0_t4_r0)_)_ 1
     x(_g(j3_h0_t4_r0)_) c_l_con(_use(j3_h0_t4_r0)_)_ 1
     x(_g(j3_h0_t4_r1)_) c_u_con(_cap(h0_t4_r1)_)_ 1
     x(_g(j3_h0_t4_r1)_) c_l_con(_use(j3_h0_t4_r1)_)_ 1
     x(_g(j3_h0_t4_r2)_) c_u_con(_cap(h0_t4_r2)_)_ 1
     x(_g(j3_h0_t4_r2)_) c_l_con(_use(j3_h0_t4_r2)_)_ 1
     x(_g(j3_h0_t4_r3)_) c_u_con(_cap(h0_t4_r3)_)_ 1
     x(_g(j3_h0_t4_r3)_) c_l_con(_use(j3_h0_t4_r3)_)_ 1
     x(_g(j3_h0_t5_r0)_) c_u_con(_cap(h0_t5_r0)_)_ 1
     x(_g(j3_h0_t5_r0)_) c_l_con(_use(j3_h0_t5_r0)_)_ 1
     x(_g(j3_h0_t5_r1)_) c_u_con(_cap(h0_t5_r1)_)_ 1
     x(_g(j3_h0_t5_r1)_) c_l_con(_use(j3_h0_t5_r1)_)_ 1
     x(_g(j3_h0_t5_r2)_) c_u_con(_cap(h0_t5_r2)_)_ 1
     x(_g(j3_h0_t5_r2)_) c_l_con(_use(j3_h0_t5_r2)_)_ 1
     x(_g(j3_h0_t5_r3)_) c_u_con(_cap(h0_t5_r3)_)_ 1
     x(_g(j3_h0_t5_r3)_) c_l_con(_use(j3_h0_t5_r3)_)_ 1
     x(_g(j3_h0_t6_r0)_) c_u_con(_cap(h0_t6_r0)_)_ 1
     x(_g(j3_h0_t6_r0)_) c_l_con(_use(j3_h0_t6_r0)_)_ 1
     x(_g(j3_h0_t6_r1)_) c_u_con(_cap(h0_t6_r1)_)_ 1
     x(_g(j3_h0_t6_r1)_) c_l_con(_use(j3_h0_t6_r1)_)_ 1
     x(_g(j3_h0_t6_r2)_) c_u_con(_cap(h0_t6_r2)_)_ 1
     x(_g(j3_h0_t6_r2)_) c_l_con(_use(j3_h0_t6_r2)_)_ 1
     x(_g(j3_h0_t7_r0)_) c_u_con(_cap(h0_t7_r0)_)_ 1
     x(_g(j3_h0_t7_r0)_) c_l_con(_use(j3_h0_t7_r0)_)_ 1
     x(_g(j3_h0_t7_r1)_) c_u_con(_cap(h0_t7_r1)_)_ 1
     x(_g(j3_h0_t7_r1)_) c_l_con(_use(j3_h0_t7_r1)_)_ 1
     x(_g(j3_h0_t7_r2)_) c_u_con(_cap(h0_t7_r2)_)_ 1
     x(_g(j3_h0_t7_r2)_) c_l_con(_use(j3_h0_t7_r2)_)_ 1
     x(_g(j3_h1_t3_r2)_) c_u_con(_cap(h1_t3_r2)_)_ 1
     x(_g(j3_h1_t3_r2)_) c_l_con(_use(j3_h1_t3_r2)_)_ 1
     x(_g(j3_h1_t4_r0)_) c_u_con(_cap(h1_t4_r0)_)_ 1
     x(_g(j3_h1_t4_r0)_) c_l_con(_use(j3_h1_t4_r0)_)_ 1
     x(_g(j3_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j3_h1_t4_r1)_) c_l_con(_use(j3_h1_t4_r1)_)_ 1
     x(_g(j3_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j3_h1_t4_r2)_) c_l_con(_use(j3_h1_t4_r2)_)_ 1
     x(_g(j3_h1_t5_r0)_) c_u_con(_cap(h1_t5_r0)_)_ 1
     x(_g(j3_h1_t5_r0)_) c_l_con(_use(j3_h1_t5_r0)_)_ 1
     x(_g(j3_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j3_h1_t5_r1)_) c_l_con(_use(j3_h1_t5_r1)_)_ 1
     x(_g(j3_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j3_h1_t5_r2)_) c_l_con(_use(j3_h1_t5_r2)_)_ 1
     x(_g(j3_h1_t6_r2)_) c_u_con(_cap(h1_t6_r2)_)_ 1
     x(_g(j3_h1_t6_r2)_) c_l_con(_use(j3_h1_t6_r2)_)_ 1
     x(_g(j3_h1_t7_r2)_) c_u_con(_cap(h1_t7_r2)_)_ 1
     x(_g(j3_h1_t7_r2)_) c_l_con(_use(j3_h1_t7_r2)_)_ 1
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_m1)_)_ -2
     x(_o(j1_h0)_) c_e_con(_home(j1)_)_ 1
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_m1)_)_ -1
     x(_o(j1_h1)_) c_e_con(_home(j1)_)_ 1
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m0)_)_ -2
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m1)_)_ -2
     x(_o(j2_h0)_) c_e_con(_home(j2)_)_ 1
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m0)_)_ -2
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m1)_)_ -1
     x(_o(j2_h1)_) c_e_con(_home(j2)_)_ 1
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m0)_)_ -3
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m1)_)_ -2
     x(_o(j3_h0)_) c_e_con(_home(j3)_)_ 1
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m0)_)_ -3
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m1)_)_ -1
     x(_o(j3_h1)_) c_e_con(_home(j3)_)_ 1
     x(_run(j1_t3)_) c_e_con(_running(j1_t3)_)_ 1
     x(_run(j1_t3)_) c_l_con(_use(j1_h0_t3_r0)_)_ -8
     x(_run(j1_t3)_) c_l_con(_use(j1_h0_t3_r1)_)_ -24
     x(_run(j1_t3)_) c_l_con(_use(j1_h0_t3_r2)_)_ -128
     x(_run(j1_t3)_) c_l_con(_use(j1_h1_t3_r2)_)_ -64
     x(_run(j1_t4)_) c_e_con(_running(j1_t4)_)_ 1
     x(_run(j1_t4)_) c_l_con(_use(j1_h0_t4_r0)_)_ -8
     x(_run(j1_t4)_) c_l_con(_use(j1_h0_t4_r1)_)_ -24
     x(_run(j1_t4)_) c_l_con(_use(j1_h0_t4_r2)_)_ -128
     x(_run(j1_t4)_) c_l_con(_use(j1_h0_t4_r3)_)_ -8
     x(_run(j1_t4)_) c_l_con(_use(j1_h1_t4_r0)_)_ -4
     x(_run(j1_t4)_) c_l_con(_use(j1_h1_t4_r1)_)_ -12
     x(_run(j1_t4)_) c_l_con(_use(j1_h1_t4_r2)_)_ -64
     x(_run(j1_t5)_) c_e_con(_running(j1_t5)_)_ 1
     x(_run(j1_t5)_) c_l_con(_use(j1_h0_t5_r0)_)_ -8
     x(_run(j1_t5)_) c_l_con(_use(j1_h0_t5_r1)_)_ -24
     x(_run(j1_t5)_) c_l_con(_use(j1_h0_t5_r2)_)_ -128
     x(_run(j1_t5)_) c_l_con(_use(j1_h0_t5_r3)_)_ -8
     x(_run(j1_t5)_) c_l_con(_use(j1_h1_t5_r0)_)_ -4
     x(_run(j1_t5)_) c_l_con(_use(j1_h1_t5_r1)_)_ -12
     x(_run(j1_t5)_) c_l_con(_use(j1_h1_t5_r2)_)_ -64
     x(_run(j2_t4)_) c_e_con(_running(j2_t4)_)_ 1
     x(_run(j2_t4)_) c_l_con(_use(j2_h0_t4_r0)_)_ -8
     x(_run(j2_t4)_) c_l_con(_use(j2_h0_t4_r1)_)_ -24
     x(_run(j2_t4)_) c_l_con(_use(j2_h0_t4_r2)_)_ -128
     x(_run(j2_t4)_) c_l_con(_use(j2_h0_t4_r3)_)_ -8
     x(_run(j2_t4)_) c_l_con(_use(j2_h1_t4_r0)_)_ -4
     x(_run(j2_t4)_) c_l_con(_use(j2_h1_t4_r1)_)_ -12
     x(_run(j2_t4)_) c_l_con(_use(j2_h1_t4_r2)_)_ -64
     x(_run(j2_t5)_) c_e_con(_running(j2_t5)_)_ 1
     x(_run(j2_t5)_) c_l_con(_use(j2_h0_t5_r0)_)_ -8
     x(_run(j2_t5)_) c_l_con(_use(j2_h0_t5_r1)_)_ -24
     x(_run(j2_t5)_) c_l_con(_use(j2_h0_t5_r2)_)_ -128
     x(_run(j2_t5)_) c_l_con(_use(j2_h0_t5_r3)_)_ -8
     x(_run(j2_t5)_) c_l_con(_use(j2_h1_t5_r0)_)_ -4
     x(_run(j2_t5)_) c_l_con(_use(j2_h1_t5_r1)_)_ -12
     x(_run(j2_t5)_) c_l_con(_use(j2_h1_t5_r2)_)_ -64
     x(_run(j2_t6)_) c_e_con(_running(j2_t6)_)_ 1
     x(_run(j2_t6)_) c_l_con(_use(j2_h0_t6_r0)_)_ -8
     x(_run(j2_t6)_) c_l_con(_use(j2_h0_t6_r1)_)_ -24
     x(_run(j2_t6)_) c_l_con(_use(j2_h0_t6_r2)_)_ -128
     x(_run(j2_t6)_) c_l_con(_use(j2_h1_t6_r2)_)_ -64
     x(_run(j2_t7)_) c_e_con(_running(j2_t7)_)_ 1
     x(_run(j2_t7)_) c_l_con(_use(j2_h0_t7_r0)_)_ -8
     x(_run(j2_t7)_) c_l_con(_use(j2_h0_t7_r1)_)_ -24
     x(_run(j2_t7)_) c_l_con(_use(j2_h0_t7_r2)_)_ -128
     x(_run(j2_t7)_) c_l_con(_use(j2_h1_t7_r2)_)_ -64
     x(_run(j3_t3)_) c_e_con(_running(j3_t3)_)_ 1
     x(_run(j3_t3)_) c_l_con(_use(j3_h0_t3_r0)_)_ -8
     x(_run(j3_t3)_) c_l_con(_use(j3_h0_t3_r1)_)_ -24
     x(_run(j3_t3)_) c_l_con(_use(j3_h0_t3_r2)_)_ -128
     x(_run(j3_t3)_) c_l_con(_use(j3_h1_t3_r2)_)_ -64
     x(_run(j3_t4)_) c_e_con(_running(j3_t4)_)_ 1
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r0)_)_ -8
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r1)_)_ -24
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r2)_)_ -128
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r3)_)_ -8
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r0)_)_ -4
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r1)_)_ -12
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r2)_)_ -64
     x(_run(j3_t5)_) c_e_con(_running(j3_t5)_)_ 1
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r0)_)_ -8
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r1)_)_ -24
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r2)_)_ -128
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r3)_)_ -8
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r0)_)_ -4
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r1)_)_ -12
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r2)_)_ -64
     x(_run(j3_t6)_) c_e_con(_running(j3_t6)_)_ 1
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r0)_)_ -8
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r1)_)_ -24
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r2)_)_ -128
     x(_run(j3_t6)_) c_l_con(_use(j3_h1_t6_r2)_)_ -64
     x(_run(j3_t7)_) c_e_con(_running(j3_t7)_)_ 1
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r0)_)_ -8
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r1)_)_ -24
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r2)_)_ -128
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j1_h0_m1)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t3_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t3_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t3_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t4_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t4_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t4_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t4_r3)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t5_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t5_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t5_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t5_r3)_)_ -4
     x(_y(j1_h0_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j1_h1_m1)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t3_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t4_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t4_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t4_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t5_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t5_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t5_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j2_h0_m0)_) c_u_con(_coloc(j2_h0_m0)_)_ 1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t4_r0)_)_ -1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t4_r1)_)_ -4
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t4_r2)_)_ -16
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t4_r3)_)_ -1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t5_r0)_)_ -1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t5_r1)_)_ -4
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t5_r2)_)_ -16
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t5_r3)_)_ -1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t6_r0)_)_ -1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t6_r1)_)_ -4
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t6_r2)_)_ -16
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t7_r0)_)_ -1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t7_r1)_)_ -4
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t7_r2)_)_ -16
     x(_y(j2_h0_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t4_r0)_)_ -4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t4_r1)_)_ -12
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t4_r2)_)_ -64
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t4_r3)_)_ -4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t5_r0)_)_ -4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t5_r1)_)_ -12
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t5_r2)_)_ -64
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t5_r3)_)_ -4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t6_r0)_)_ -4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t6_r1)_)_ -12
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t6_r2)_)_ -64
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t7_r0)_)_ -4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t7_r1)_)_ -12
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t7_r2)_)_ -64
     x(_y(j2_h0_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_coloc(j2_h1_m0)_)_ 1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r0)_)_ -1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r0)_)_ -1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t6_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t7_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r0)_)_ -4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r0)_)_ -4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t6_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t7_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j3_h0_m0)_) c_u_con(_coloc(j3_h0_m0)_)_ 1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t3_r0)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t3_r1)_)_ -4
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t3_r2)_)_ -16
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t4_r0)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t4_r1)_)_ -4
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t4_r2)_)_ -16
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t4_r3)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t5_r0)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t5_r1)_)_ -4
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t5_r2)_)_ -16
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t5_r3)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t6_r0)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t6_r1)_)_ -4
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t6_r2)_)_ -16
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t7_r0)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t7_r1)_)_ -4
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t7_r2)_)_ -16
     x(_y(j3_h0_m0)_) c_e_con(_workers(j3_m0)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t3_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t3_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t3_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t4_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t4_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t4_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t4_r3)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t5_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t5_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t5_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t5_r3)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t6_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t6_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t6_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j3_h1_m0)_) c_u_con(_coloc(j3_h1_m0)_)_ 1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t3_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t4_r0)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t4_r1)_)_ -4
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t4_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t5_r0)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t5_r1)_)_ -4
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t5_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t6_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t7_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_e_con(_workers(j3_m0)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t3_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t4_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t4_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t4_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t5_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t5_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t5_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t6_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_z(j0_k0_t1)_) obj 12312
     x(_z(j0_k0_t1)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t1)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j1_k0_t3)_) obj 25896
     x(_z(j1_k0_t3)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h0_m1)_)_ 2
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_z(j1_k0_t3)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k1_t3)_) obj 25896
     x(_z(j1_k1_t3)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k1_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k1_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k1_t3)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j2_k0_t10)_) obj 3685
     x(_z(j2_k0_t10)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t10)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t10)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t10)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t10)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t10)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t10)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t11)_) obj 4020
     x(_z(j2_k0_t11)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t11)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t11)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t11)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t11)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t11)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t11)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t12)_) obj 4355
     x(_z(j2_k0_t12)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t12)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t12)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t12)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t12)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t12)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t12)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t13)_) obj 4690
     x(_z(j2_k0_t13)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t13)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t13)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t13)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t13)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t13)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t13)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t14)_) obj 5025
     x(_z(j2_k0_t14)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t14)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t14)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t14)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t14)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t14)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t14)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t4)_) obj 1675
     x(_z(j2_k0_t4)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k0_t4)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t5)_) obj 2010
     x(_z(j2_k0_t5)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k0_t5)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t6)_) obj 2345
     x(_z(j2_k0_t6)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t6)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t6)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t6)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t6)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t6)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k0_t6)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t7)_) obj 2680
     x(_z(j2_k0_t7)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t7)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t7)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t7)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t7)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t7)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t7)_) c_e_con(_running(j2_t7)_)_ -1
     x(_z(j2_k0_t7)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t8)_) obj 3015
     x(_z(j2_k0_t8)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t8)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t8)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t8)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t8)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t8)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t8)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t9)_) obj 3350
     x(_z(j2_k0_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t9)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t9)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k1_t10)_) obj 3685
     x(_z(j2_k1_t10)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t10)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t11)_) obj 4020
     x(_z(j2_k1_t11)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t11)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t12)_) obj 4355
     x(_z(j2_k1_t12)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t12)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t13)_) obj 4690
     x(_z(j2_k1_t13)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t13)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t14)_) obj 5025
     x(_z(j2_k1_t14)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t14)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t4)_) obj 1675
     x(_z(j2_k1_t4)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k1_t4)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t5)_) obj 2010
     x(_z(j2_k1_t5)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k1_t5)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t6)_) obj 2345
     x(_z(j2_k1_t6)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k1_t6)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t7)_) obj 2680
     x(_z(j2_k1_t7)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t7)_) c_e_con(_running(j2_t7)_)_ -1
     x(_z(j2_k1_t7)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t8)_) obj 3015
     x(_z(j2_k1_t8)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t8)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t9)_) obj 3350
     x(_z(j2_k1_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t9)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t10)_) obj 3685
     x(_z(j2_k2_t10)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t10)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t10)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t10)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t10)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t10)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t10)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t11)_) obj 4020
     x(_z(j2_k2_t11)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t11)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t11)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t11)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t11)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t11)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t11)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t12)_) obj 4355
     x(_z(j2_k2_t12)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t12)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t12)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t12)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t12)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t12)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t12)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t13)_) obj 4690
     x(_z(j2_k2_t13)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t13)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t13)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t13)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t13)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t13)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t13)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t14)_) obj 5025
     x(_z(j2_k2_t14)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t14)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t14)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t14)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t14)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t14)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t14)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t4)_) obj 1675
     x(_z(j2_k2_t4)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k2_t4)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t5)_) obj 2010
     x(_z(j2_k2_t5)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k2_t5)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t6)_) obj 2345
     x(_z(j2_k2_t6)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t6)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t6)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t6)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t6)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t6)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k2_t6)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t7)_) obj 2680
     x(_z(j2_k2_t7)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t7)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t7)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t7)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t7)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t7)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t7)_) c_e_con(_running(j2_t7)_)_ -1
     x(_z(j2_k2_t7)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t8)_) obj 3015
     x(_z(j2_k2_t8)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t8)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t8)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t8)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t8)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t8)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t8)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t9)_) obj 3350
     x(_z(j2_k2_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t9)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t9)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k3_t10)_) obj 3685
     x(_z(j2_k3_t10)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t10)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t11)_) obj 4020
     x(_z(j2_k3_t11)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t11)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t12)_) obj 4355
     x(_z(j2_k3_t12)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t12)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t13)_) obj 4690
     x(_z(j2_k3_t13)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t13)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t14)_) obj 5025
     x(_z(j2_k3_t14)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t14)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t4)_) obj 1675
     x(_z(j2_k3_t4)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k3_t4)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t5)_) obj 2010
     x(_z(j2_k3_t5)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k3_t5)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t6)_) obj 2345
     x(_z(j2_k3_t6)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k3_t6)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t7)_) obj 2680
     x(_z(j2_k3_t7)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t7)_) c_e_con(_running(j2_t7)_)_ -1
     x(_z(j2_k3_t7)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t8)_) obj 3015
     x(_z(j2_k3_t8)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t8)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t9)_) obj 3350
     x(_z(j2_k3_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t9)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j3_k0_t3)_) obj 27928
     x(_z(j3_k0_t3)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k0_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k1_t3)_) obj 27928
     x(_z(j3_k1_t3)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k1_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k1_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k1_t3)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k1_t3)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k1_t3)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k2_t3)_) obj 24437
     x(_z(j3_k2_t3)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k2_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k2_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k2_t3)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k2_t3)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k2_t4)_) obj 27928
     x(_z(j3_k2_t4)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k2_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k2_t4)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k2_t4)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k2_t4)_) c_e_con(_workers(j3_m1)_)_ -3
RHS
     RHS c_e_con(_assign(j0)_)_ 1
     RHS c_e_con(_assign(j1)_)_ 1
     RHS c_e_con(_assign(j2)_)_ 1
     RHS c_e_con(_assign(j3)_)_ 1
     RHS c_u_con(_cap(h0_t3_r0)_)_ 11
     RHS c_u_con(_cap(h0_t3_r1)_)_ 44
     RHS c_u_con(_cap(h0_t3_r2)_)_ 235
     RHS c_u_con(_cap(h0_t4_r0)_)_ 11
     RHS c_u_con(_cap(h0_t4_r1)_)_ 44
     RHS c_u_con(_cap(h0_t4_r2)_)_ 235
     RHS c_u_con(_cap(h0_t4_r3)_)_ 21.5
     RHS c_u_con(_cap(h0_t5_r0)_)_ 11
     RHS c_u_con(_cap(h0_t5_r1)_)_ 44
     RHS c_u_con(_cap(h0_t5_r2)_)_ 235
     RHS c_u_con(_cap(h0_t5_r3)_)_ 21.5
     RHS c_u_con(_cap(h0_t6_r0)_)_ 11
     RHS c_u_con(_cap(h0_t6_r1)_)_ 44
     RHS c_u_con(_cap(h0_t6_r2)_)_ 235
     RHS c_u_con(_cap(h0_t7_r0)_)_ 11
     RHS c_u_con(_cap(h0_t7_r1)_)_ 44
     RHS c_u_con(_cap(h0_t7_r2)_)_ 235
     RHS c_u_con(_cap(h1_t3_r2)_)_ 118
     RHS c_u_con(_cap(h1_t4_r0)_)_ 11
     RHS c_u_con(_cap(h1_t4_r1)_)_ 28
     RHS c_u_con(_cap(h1_t4_r2)_)_ 118
     RHS c_u_con(_cap(h1_t5_r0)_)_ 11
     RHS c_u_con(_cap(h1_t5_r1)_)_ 28
     RHS c_u_con(_cap(h1_t5_r2)_)_ 118
     RHS c_u_con(_cap(h1_t6_r2)_)_ 118
     RHS c_u_con(_cap(h1_t7_r2)_)_ 118
     RHS c_u_con(_coloc(j1_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j1_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j2_h0_m0)_)_ 2
     RHS c_u_con(_coloc(j2_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j2_h1_m0)_)_ 2
     RHS c_u_con(_coloc(j2_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j3_h0_m0)_)_ 3
     RHS c_u_con(_coloc(j3_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j3_h1_m0)_)_ 3
     RHS c_u_con(_coloc(j3_h1_m1)_)_ 1
     RHS c_e_con(_home(j1)_)_ 0
     RHS c_e_con(_home(j2)_)_ 0
     RHS c_e_con(_home(j3)_)_ 0
     RHS c_e_con(_running(j1_t3)_)_ 0
     RHS c_e_con(_running(j1_t4)_)_ 0
     RHS c_e_con(_running(j1_t5)_)_ 0
     RHS c_e_con(_running(j2_t4)_)_ 0
     RHS c_e_con(_running(j2_t5)_)_ 0
     RHS c_e_con(_running(j2_t6)_)_ 0
     RHS c_e_con(_running(j2_t7)_)_ 0
     RHS c_e_con(_running(j3_t3)_)_ 0
     RHS c_e_con(_running(j3_t4)_)_ 0
     RHS c_e_con(_running(j3_t5)_)_ 0
     RHS c_e_con(_running(j3_t6)_)_ 0
     RHS c_e_con(_running(j3_t7)_)_ 0
     RHS c_l_con(_use(j1_h0_t3_r0)_)_ -8
     RHS c_l_con(_use(j1_h0_t3_r1)_)_ -24
     RHS c_l_con(_use(j1_h0_t3_r2)_)_ -128
     RHS c_l_con(_use(j1_h0_t4_r0)_)_ -8
     RHS c_l_con(_use(j1_h0_t4_r1)_)_ -24
     RHS c_l_con(_use(j1_h0_t4_r2)_)_ -128
     RHS c_l_con(_use(j1_h0_t4_r3)_)_ -8
     RHS c_l_con(_use(j1_h0_t5_r0)_)_ -8
     RHS c_l_con(_use(j1_h0_t5_r1)_)_ -24
     RHS c_l_con(_use(j1_h0_t5_r2)_)_ -128
     RHS c_l_con(_use(j1_h0_t5_r3)_)_ -8
     RHS c_l_con(_use(j1_h1_t3_r2)_)_ -64
     RHS c_l_con(_use(j1_h1_t4_r0)_)_ -4
     RHS c_l_con(_use(j1_h1_t4_r1)_)_ -12
     RHS c_l_con(_use(j1_h1_t4_r2)_)_ -64
     RHS c_l_con(_use(j1_h1_t5_r0)_)_ -4
     RHS c_l_con(_use(j1_h1_t5_r1)_)_ -12
     RHS c_l_con(_use(j1_h1_t5_r2)_)_ -64
     RHS c_l_con(_use(j2_h0_t4_r0)_)_ -8
     RHS c_l_con(_use(j2_h0_t4_r1)_)_ -24
     RHS c_l_con(_use(j2_h0_t4_r2)_)_ -128
     RHS c_l_con(_use(j2_h0_t4_r3)_)_ -8
     RHS c_l_con(_use(j2_h0_t5_r0)_)_ -8
     RHS c_l_con(_use(j2_h0_t5_r1)_)_ -24
     RHS c_l_con(_use(j2_h0_t5_r2)_)_ -128
     RHS c_l_con(_use(j2_h0_t5_r3)_)_ -8
     RHS c_l_con(_use(j2_h0_t6_r0)_)_ -8
     RHS c_l_con(_use(j2_h0_t6_r1)_)_ -24
     RHS c_l_con(_use(j2_h0_t6_r2)_)_ -128
     RHS c_l_con(_use(j2_h0_t7_r0)_)_ -8
     RHS c_l_con(_use(j2_h0_t7_r1)_)_ -24
     RHS c_l_con(_use(j2_h0_t7_r2)_)_ -128
     RHS c_l_con(_use(j2_h1_t4_r0)_)_ -4
     RHS c_l_con(_use(j2_h1_t4_r1)_)_ -12
     RHS c_l_con(_use(j2_h1_t4_r2)_)_ -64
     RHS c_l_con(_use(j2_h1_t5_r0)_)_ -4
     RHS c_l_con(_use(j2_h1_t5_r1)_)_ -12
     RHS c_l_con(_use(j2_h1_t5_r2)_)_ -64
     RHS c_l_con(_use(j2_h1_t6_r2)_)_ -64
     RHS c_l_con(_use(j2_h1_t7_r2)_)_ -64
     RHS c_l_con(_use(j3_h0_t3_r0)_)_ -8
     RHS c_l_con(_use(j3_h0_t3_r1)_)_ -24
     RHS c_l_con(_use(j3_h0_t3_r2)_)_ -128
     RHS c_l_con(_use(j3_h0_t4_r0)_)_ -8
     RHS c_l_con(_use(j3_h0_t4_r1)_)_ -24
     RHS c_l_con(_use(j3_h0_t4_r2)_)_ -128
     RHS c_l_con(_use(j3_h0_t4_r3)_)_ -8
     RHS c_l_con(_use(j3_h0_t5_r0)_)_ -8
     RHS c_l_con(_use(j3_h0_t5_r1)_)_ -24
     RHS c_l_con(_use(j3_h0_t5_r2)_)_ -128
     RHS c_l_con(_use(j3_h0_t5_r3)_)_ -8
     RHS c_l_con(_use(j3_h0_t6_r0)_)_ -8
     RHS c_l_con(_use(j3_h0_t6_r1)_)_ -24
     RHS c_l_con(_use(j3_h0_t6_r2)_)_ -128
     RHS c_l_con(_use(j3_h0_t7_r0)_)_ -8
     RHS c_l_con(_use(j3_h0_t7_r1)_)_ -24
     RHS c_l_con(_use(j3_h0_t7_r2)_)_ -128
     RHS c_l_con(_use(j3_h1_t3_r2)_)_ -64
     RHS c_l_con(_use(j3_h1_t4_r0)_)_ -4
     RHS c_l_con(_use(j3_h1_t4_r1)_)_ -12
     RHS c_l_con(_use(j3_h1_t4_r2)_)_ -64
     RHS c_l_con(_use(j3_h1_t5_r0)_)_ -4
     RHS c_l_con(_use(j3_h1_t5_r1)_)_ -12
     RHS c_l_con(_use(j3_h1_t5_r2)_)_ -64
     RHS c_l_con(_use(j3_h1_t6_r2)_)_ -64
     RHS c_l_con(_use(j3_h1_t7_r2)_)_ -64
     RHS c_e_con(_workers(j0_m1)_)_ 0
     RHS c_e_con(_workers(j1_m1)_)_ 0
     RHS c_e_con(_workers(j2_m0)_)_ 0
     RHS c_e_con(_workers(j2_m1)_)_ 0
     RHS c_e_con(_workers(j3_m0)_)_ 0
     RHS c_e_con(_workers(j3_m1)_)_ 0
BOUNDS
 LO BOUND x(_g(j1_h0_t3_r0)_) 0
 UP BOUND x(_g(j1_h0_t3_r0)_) 11
 LO BOUND x(_g(j1_h0_t3_r1)_) 0
 UP BOUND x(_g(j1_h0_t3_r1)_) 44
 LO BOUND x(_g(j1_h0_t3_r2)_) 0
 UP BOUND x(_g(j1_h0_t3_r2)_) 235
 LO BOUND x(_g(j1_h0_t4_r0)_) 0
 UP BOUND x(_g(j1_h0_t4_r0)_) 11
 LO BOUND x(_g(j1_h0_t4_r1)_) 0
 UP BOUND x(_g(j1_h0_t4_r1)_) 44
 LO BOUND x(_g(j1_h0_t4_r2)_) 0
 UP BOUND x(_g(j1_h0_t4_r2)_) 235
 LO BOUND x(_g(j1_h0_t4_r3)_) 0
 UP BOUND x(_g(j1_h0_t4_r3)_) 21.5
 LO BOUND x(_g(j1_h0_t5_r0)_) 0
 UP BOUND x(_g(j1_h0_t5_r0)_) 11
 LO BOUND x(_g(j1_h0_t5_r1)_) 0
 UP BOUND x(_g(j1_h0_t5_r1)_) 44
 LO BOUND x(_g(j1_h0_t5_r2)_) 0
 UP BOUND x(_g(j1_h0_t5_r2)_) 235
 LO BOUND x(_g(j1_h0_t5_r3)_) 0
 UP BOUND x(_g(j1_h0_t5_r3)_) 21.5
 LO BOUND x(_g(j1_h1_t3_r2)_) 0
 UP BOUND x(_g(j1_h1_t3_r2)_) 118
 LO BOUND x(_g(j1_h1_t4_r0)_) 0
 UP BOUND x(_g(j1_h1_t4_r0)_) 11
 LO BOUND x(_g(j1_h1_t4_r1)_) 0
 UP BOUND x(_g(j1_h1_t4_r1)_) 28
 LO BOUND x(_g(j1_h1_t4_r2)_) 0
 UP BOUND x(_g(j1_h1_t4_r2)_) 118
 LO BOUND x(_g(j1_h1_t5_r0)_) 0
 UP BOUND x(_g(j1_h1_t5_r0)_) 11
 LO BOUND x(_g(j1_h1_t5_r1)_) 0
 UP BOUND x(_g(j1_h1_t5_r1)_) 28
 LO BOUND x(_g(j1_h1_t5_r2)_) 0
 UP BOUND x(_g(j1_h1_t5_r2)_) 118
 LO BOUND x(_g(j2_h0_t4_r0)_) 0
 UP BOUND x(_g(j2_h0_t4_r0)_) 11
 LO BOUND x(_g(j2_h0_t4_r1)_) 0
 UP BOUND x(_g(j2_h0_t4_r1)_) 44
 LO BOUND x(_g(j2_h0_t4_r2)_) 0
 UP BOUND x(_g(j2_h0_t4_r2)_) 235
 LO BOUND x(_g(j2_h0_t4_r3)_) 0
 UP BOUND x(_g(j2_h0_t4_r3)_) 21.5
 LO BOUND x(_g(j2_h0_t5_r0)_) 0
 UP BOUND x(_g(j2_h0_t5_r0)_) 11
 LO BOUND x(_g(j2_h0_t5_r1)_) 0
 UP BOUND x(_g(j2_h0_t5_r1)_) 44
 LO BOUND x(_g(j2_h0_t5_r2)_) 0
 UP BOUND x(_g(j2_h0_t5_r2)_) 235
 LO BOUND x(_g(j2_h0_t5_r3)_) 0
 UP BOUND x(_g(j2_h0_t5_r3)_) 21.5
 LO BOUND x(_g(j2_h0_t6_r0)_) 0
 UP BOUND x(_g(j2_h0_t6_r0)_) 11
 LO BOUND x(_g(j2_h0_t6_r1)_) 0
 UP BOUND x(_g(j2_h0_t6_r1)_) 44
 LO BOUND x(_g(j2_h0_t6_r2)_) 0
 UP BOUND x(_g(j2_h0_t6_r2)_) 235
 LO BOUND x(_g(j2_h0_t7_r0)_) 0
 UP BOUND x(_g(j2_h0_t7_r0)_) 11
 LO BOUND x(_g(j2_h0_t7_r1)_) 0
 UP BOUND x(_g(j2_h0_t7_r1)_) 44
 LO BOUND x(_g(j2_h0_t7_r2)_) 0
 UP BOUND x(_g(j2_h0_t7_r2)_) 235
 LO BOUND x(_g(j2_h1_t4_r0)_) 0
 UP BOUND x(_g(j2_h1_t4_r0)_) 11
 LO BOUND x(_g(j2_h1_t4_r1)_) 0
 UP BOUND x(_g(j2_h1_t4_r1)_) 28
 LO BOUND x(_g(j2_h1_t4_r2)_) 0
 UP BOUND x(_g(j2_h1_t4_r2)_) 118
 LO BOUND x(_g(j2_h1_t5_r0)_) 0
 UP BOUND x(_g(j2_h1_t5_r0)_) 11
 LO BOUND x(_g(j2_h1_t5_r1)_) 0
 UP BOUND x(_g(j2_h1_t5_r1)_) 28
 LO BOUND x(_g(j2_h1_t5_r2)_) 0
 UP BOUND x(_g(j2_h1_t5_r2)_) 118
 LO BOUND x(_g(j2_h1_t6_r2)_) 0
 UP BOUND x(_g(j2_h1_t6_r2)_) 118
 LO BOUND x(_g(j2_h1_t7_r2)_) 0
 UP BOUND x(_g(j2_h1_t7_r2)_) 118
 LO BOUND x(_g(j3_h0_t3_r0)_) 0
 UP BOUND x(_g(j3_h0_t3_r0)_) 11
 LO BOUND x(_g(j3_h0_t3_r1)_) 0
 UP BOUND x(_g(j3_h0_t3_r1)_) 44
 LO BOUND x(_g(j3_h0_t3_r2)_) 0
 UP BOUND x(_g(j3_h0_t3_r2)_) 235
 LO BOUND x(_g(j3_h0_t4_r0)_) 0
 UP BOUND x(_g(j3_h0_t4_r0)_) 11
 LO BOUND x(_g(j3_h0_t4_r1)_) 0
 UP BOUND x(_g(j3_h0_t4_r1)_) 44
 LO BOUND x(_g(j3_h0_t4_r2)_) 0
 UP BOUND x(_g(j3_h0_t4_r2)_) 235
 LO BOUND x(_g(j3_h0_t4_r3)_) 0
 UP BOUND x(_g(j3_h0_t4_r3)_) 21.5
 LO BOUND x(_g(j3_h0_t5_r0)_) 0
 UP BOUND x(_g(j3_h0_t5_r0)_) 11
 LO BOUND x(_g(j3_h0_t5_r1)_) 0
 UP BOUND x(_g(j3_h0_t5_r1)_) 44
 LO BOUND x(_g(j3_h0_t5_r2)_) 0
 UP BOUND x(_g(j3_h0_t5_r2)_) 235
 LO BOUND x(_g(j3_h0_t5_r3)_) 0
 UP BOUND x(_g(j3_h0_t5_r3)_) 21.5
 LO BOUND x(_g(j3_h0_t6_r0)_) 0
 UP BOUND x(_g(j3_h0_t6_r0)_) 11
 LO BOUND x(_g(j3_h0_t6_r1)_) 0
 UP BOUND x(_g(j3_h0_t6_r1)_) 44
 LO BOUND x(_g(j3_h0_t6_r2)_) 0
 UP BOUND x(_g(j3_h0_t6_r2)_) 235
 LO BOUND x(_g(j3_h0_t7_r0)_) 0
 UP BOUND x(_g(j3_h0_t7_r0)_) 11
 LO BOUND x(_g(j3_h0_t7_r1)_) 0
 UP BOUND x(_g(j3_h0_t7_r1)_) 44
 LO BOUND x(_g(j3_h0_t7_r2)_) 0
 UP BOUND x(_g(j3_h0_t7_r2)_) 235
 LO BOUND x(_g(j3_h1_t3_r2)_) 0
 UP BOUND x(_g(j3_h1_t3_r2)_) 118
 LO BOUND x(_g(j3_h1_t4_r0)_) 0
 UP BOUND x(_g(j3_h1_t4_r0)_) 11
 LO BOUND x(_g(j3_h1_t4_r1)_) 0
 UP BOUND x(_g(j3_h1_t4_r1)_) 28
 LO BOUND x(_g(j3_h1_t4_r2)_) 0
 UP BOUND x(_g(j3_h1_t4_r2)_) 118
 LO BOUND x(_g(j3_h1_t5_r0)_) 0
 UP BOUND x(_g(j3_h1_t5_r0)_) 11
 LO BOUND x(_g(j3_h1_t5_r1)_) 0
 UP BOUND x(_g(j3_h1_t5_r1)_) 28
 LO BOUND x(_g(j3_h1_t5_r2)_) 0
 UP BOUND x(_g(j3_h1_t5_r2)_) 118
 LO BOUND x(_g(j3_h1_t6_r2)_) 0
 UP BOUND x(_g(j3_h1_t6_r2)_) 118
 LO BOUND x(_g(j3_h1_t7_r2)_) 0
 UP BOUND x(_g(j3_h1_t7_r2)_) 118
 BV BOUND x(_o(j1_h0)_)
 BV BOUND x(_o(j1_h1)_)
 BV BOUND x(_o(j2_h0)_)
 BV BOUND x(_o(j2_h1)_)
 BV BOUND x(_o(j3_h0)_)
 BV BOUND x(_o(j3_h1)_)
 LO BOUND x(_run(j1_t3)_) 0
 UP BOUND x(_run(j1_t3)_) 1
 LO BOUND x(_run(j1_t4)_) 0
 UP BOUND x(_run(j1_t4)_) 1
 LO BOUND x(_run(j1_t5)_) 0
 UP BOUND x(_run(j1_t5)_) 1
 LO BOUND x(_run(j2_t4)_) 0
 UP BOUND x(_run(j2_t4)_) 1
 LO BOUND x(_run(j2_t5)_) 0
 UP BOUND x(_run(j2_t5)_) 1
 LO BOUND x(_run(j2_t6)_) 0
 UP BOUND x(_run(j2_t6)_) 1
 LO BOUND x(_run(j2_t7)_) 0
 UP BOUND x(_run(j2_t7)_) 1
 LO BOUND x(_run(j3_t3)_) 0
 UP BOUND x(_run(j3_t3)_) 1
 LO BOUND x(_run(j3_t4)_) 0
 UP BOUND x(_run(j3_t4)_) 1
 LO BOUND x(_run(j3_t5)_) 0
 UP BOUND x(_run(j3_t5)_) 1
 LO BOUND x(_run(j3_t6)_) 0
 UP BOUND x(_run(j3_t6)_) 1
 LO BOUND x(_run(j3_t7)_) 0
 UP BOUND x(_run(j3_t7)_) 1
 LI BOUND x(_y(j0_h0_m1)_) 0
 UI BOUND x(_y(j0_h0_m1)_) 2
 BV BOUND x(_y(j0_h1_m1)_)
 LI BOUND x(_y(j1_h0_m1)_) 0
 UI BOUND x(_y(j1_h0_m1)_) 2
 BV BOUND x(_y(j1_h1_m1)_)
 LI BOUND x(_y(j2_h0_m0)_) 0
 UI BOUND x(_y(j2_h0_m0)_) 2
 LI BOUND x(_y(j2_h0_m1)_) 0
 UI BOUND x(_y(j2_h0_m1)_) 2
 LI BOUND x(_y(j2_h1_m0)_) 0
 UI BOUND x(_y(j2_h1_m0)_) 2
 BV BOUND x(_y(j2_h1_m1)_)
 LI BOUND x(_y(j3_h0_m0)_) 0
 UI BOUND x(_y(j3_h0_m0)_) 3
 LI BOUND x(_y(j3_h0_m1)_) 0
 UI BOUND x(_y(j3_h0_m1)_) 2
 LI BOUND x(_y(j3_h1_m0)_) 0
 UI BOUND x(_y(j3_h1_m0)_) 3
 BV BOUND x(_y(j3_h1_m1)_)
 BV BOUND x(_z(j0_k0_t1)_)
 BV BOUND x(_z(j1_k0_t3)_)
 BV BOUND x(_z(j1_k1_t3)_)
 BV BOUND x(_z(j2_k0_t10)_)
 BV BOUND x(_z(j2_k0_t11)_)
 BV BOUND x(_z(j2_k0_t12)_)
 BV BOUND x(_z(j2_k0_t13)_)
 BV BOUND x(_z(j2_k0_t14)_)
 BV BOUND x(_z(j2_k0_t4)_)
 BV BOUND x(_z(j2_k0_t5)_)
 BV BOUND x(_z(j2_k0_t6)_)
 BV BOUND x(_z(j2_k0_t7)_)
 BV BOUND x(_z(j2_k0_t8)_)
 BV BOUND x(_z(j2_k0_t9)_)
 BV BOUND x(_z(j2_k1_t10)_)
 BV BOUND x(_z(j2_k1_t11)_)
 BV BOUND x(_z(j2_k1_t12)_)
 BV BOUND x(_z(j2_k1_t13)_)
 BV BOUND x(_z(j2_k1_t14)_)
 BV BOUND x(_z(j2_k1_t4)_)
 BV BOUND x(_z(j2_k1_t5)_)
 BV BOUND x(_z(j2_k1_t6)_)
 BV BOUND x(_z(j2_k1_t7)_)
 BV BOUND x(_z(j2_k1_t8)_)
 BV BOUND x(_z(j2_k1_t9)_)
 BV BOUND x(_z(j2_k2_t10)_)
 BV BOUND x(_z(j2_k2_t11)_)
 BV BOUND x(_z(j2_k2_t12)_)
 BV BOUND x(_z(j2_k2_t13)_)
 BV BOUND x(_z(j2_k2_t14)_)
 BV BOUND x(_z(j2_k2_t4)_)
 BV BOUND x(_z(j2_k2_t5)_)
 BV BOUND x(_z(j2_k2_t6)_)
 BV BOUND x(_z(j2_k2_t7)_)
 BV BOUND x(_z(j2_k2_t8)_)
 BV BOUND x(_z(j2_k2_t9)_)
 BV BOUND x(_z(j2_k3_t10)_)
 BV BOUND x(_z(j2_k3_t11)_)
 BV BOUND x(_z(j2_k3_t12)_)
 BV BOUND x(_z(j2_k3_t13)_)
 BV BOUND x(_z(j2_k3_t14)_)
 BV BOUND x(_z(j2_k3_t4)_)
 BV BOUND x(_z(j2_k3_t5)_)
 BV BOUND x(_z(j2_k3_t6)_)
 BV BOUND x(_z(j2_k3_t7)_)
 BV BOUND x(_z(j2_k3_t8)_)
 BV BOUND x(_z(j2_k3_t9)_)
 BV BOUND x(_z(j3_k0_t3)_)
 BV BOUND x(_z(j3_k1_t3)_)
 BV BOUND x(_z(j3_k2_t3)_)
 BV BOUND x(_z(j3_k2_t4)_)
ENDATA
