* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-timeindexed:tiny-rar-s1-mw'
OBJSENSE
 MIN
ROWS
 N  obj
 G  r_l_con(_assign(j0)_)_
 L  r_u_con(_assign(j0)_)_
 G  r_l_con(_assign(j2)_)_
 L  r_u_con(_assign(j2)_)_
 L  c_u_con(_cap(h0_t2_r0)_)_
 L  c_u_con(_cap(h0_t3_r0)_)_
 L  c_u_con(_cap(h0_t4_r0)_)_
 L  c_u_con(_cap(h0_t5_r0)_)_
 L  c_u_con(_cap(h0_t6_r0)_)_
 L  c_u_con(_cap(h1_t2_r1)_)_
 L  c_u_con(_cap(h1_t2_r2)_)_
 L  c_u_con(_cap(h1_t3_r1)_)_
 L  c_u_con(_cap(h1_t3_r2)_)_
 L  c_u_con(_cap(h1_t4_r1)_)_
 L  c_u_con(_cap(h1_t4_r2)_)_
 L  c_u_con(_cap(h1_t5_r1)_)_
 L  c_u_con(_cap(h1_t5_r2)_)_
 L  c_u_con(_cap(h1_t6_r1)_)_
 L  c_u_con(_cap(h1_t6_r2)_)_
 L  c_u_con(_coloc(j0_h0_m0)_)_
 L  c_u_con(_coloc(j0_h0_m1)_)_
 L  c_u_con(_coloc(j0_h1_m0)_)_
 L  c_u_con(_coloc(j0_h1_m1)_)_
 L  c_u_con(_coloc(j2_h0_m0)_)_
 L  c_u_con(_coloc(j2_h0_m1)_)_
 L  c_u_con(_coloc(j2_h1_m0)_)_
 L  c_u_con(_coloc(j2_h1_m1)_)_
 L  c_u_con(_fit(j0_h0_r0)_)_
 E  c_e_con(_home(j0)_)_
 E  c_e_con(_home(j2)_)_
 E  c_e_con(_running(j0_t2)_)_
 E  c_e_con(_running(j0_t3)_)_
 E  c_e_con(_running(j0_t4)_)_
 E  c_e_con(_running(j0_t5)_)_
 E  c_e_con(_running(j0_t6)_)_
 E  c_e_con(_running(j2_t2)_)_
 E  c_e_con(_running(j2_t3)_)_
 E  c_e_con(_running(j2_t4)_)_
 E  c_e_con(_running(j2_t5)_)_
 E  c_e_con(_running(j2_t6)_)_
 G  c_l_con(_use(j0_h0_t2_r0)_)_
 G  c_l_con(_use(j0_h0_t3_r0)_)_
 G  c_l_con(_use(j0_h0_t4_r0)_)_
 G  c_l_con(_use(j0_h0_t5_r0)_)_
 G  c_l_con(_use(j0_h0_t6_r0)_)_
 G  c_l_con(_use(j0_h1_t2_r1)_)_
 G  c_l_con(_use(j0_h1_t2_r2)_)_
 G  c_l_con(_use(j0_h1_t3_r1)_)_
 G  c_l_con(_use(j0_h1_t3_r2)_)_
 G  c_l_con(_use(j0_h1_t4_r1)_)_
 G  c_l_con(_use(j0_h1_t4_r2)_)_
 G  c_l_con(_use(j0_h1_t5_r1)_)_
 G  c_l_con(_use(j0_h1_t5_r2)_)_
 G  c_l_con(_use(j0_h1_t6_r1)_)_
 G  c_l_con(_use(j0_h1_t6_r2)_)_
 G  c_l_con(_use(j2_h0_t2_r0)_)_
 G  c_l_con(_use(j2_h0_t3_r0)_)_
 G  c_l_con(_use(j2_h0_t4_r0)_)_
 G  c_l_con(_use(j2_h0_t5_r0)_)_
 G  c_l_con(_use(j2_h0_t6_r0)_)_
 G  c_l_con(_use(j2_h1_t2_r1)_)_
 G  c_l_con(_use(j2_h1_t2_r2)_)_
 G  c_l_con(_use(j2_h1_t3_r1)_)_
 G  c_l_con(_use(j2_h1_t3_r2)_)_
 G  c_l_con(_use(j2_h1_t4_r1)_)_
 G  c_l_con(_use(j2_h1_t4_r2)_)_
 G  c_l_con(_use(j2_h1_t5_r1)_)_
 G  c_l_con(_use(j2_h1_t5_r2)_)_
 G  c_l_con(_use(j2_h1_t6_r1)_)_
 G  c_l_con(_use(j2_h1_t6_r2)_)_
 E  c_e_con(_workers(j0_m0)_)_
 E  c_e_con(_workers(j0_m1)_)_
 E  c_e_con(_workers(j2_m0)_)_
 E  c_e_con(_workers(j2_m1)_)_
COLUMNS
     x(_g(j0_h0_t2_r0)_) c_u_con(_cap(h0_t2_r0)_)_ 1
     x(_g(j0_h0_t2_r0)_) c_l_con(_use(j0_h0_t2_r0)_)_ 1
     x(_g(j0_h0_t3_r0)_) c_u_con(_cap(h0_t3_r0)_)_ 1
     x(_g(j0_h0_t3_r0)_) c_l_con(_use(j0_h0_t3_r0)_)_ 1
     x(_g(j0_h0_t4_r0)_) c_u_con(_cap(h0_t4_r0)_)_ 1
     x(_g(j0_h0_t4_r0)_) c_l_con(_use(j0_h0_t4_r0)_)_ 1
     x(_g(j0_h0_t5_r0)_) c_u_con(_cap(h0_t5_r0)_)_ 1
     x(_g(j0_h0_t5_r0)_) c_l_con(_use(j0_h0_t5_r0)_)_ 1
     x(_g(j0_h0_t6_r0)_) c_u_con(_cap(h0_t6_r0)_)_ 1
     x(_g(j0_h0_t6_r0)_) c_l_con(_use(j0_h0_t6_r0)_)_ 1
     x(_g(j0_h1_t2_r1)_) c_u_con(_cap(h1_t2_r1)_)_ 1
     x(_g(j0_h1_t2_r1)_) c_l_con(_use(j0_h1_t2_r1)_)_ 1
     x(_g(j0_h1_t2_r2)_) c_u_con(_cap(h1_t2_r2)_)_ 1
     x(_g(j0_h1_t2_r2)_) c_l_con(_use(j0_h1_t2_r2)_)_ 1
     x(_g(j0_h1_t3_r1)_) c_u_con(_cap(h1_t3_r1)_)_ 1
     x(_g(j0_h1_t3_r1)_) c_l_con(_use(j0_h1_t3_r1)_)_ 1
     x(_g(j0_h1_t3_r2)_) c_u_con(_cap(h1_t3_r2)_)_ 1
     x(_g(j0_h1_t3_r2)_) c_l_con(_use(j0_h1_t3_r2)_)_ 1
     x(_g(j0_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j0_h1_t4_r1)_) c_l_con(_use(j0_h1_t4_r1)_)_ 1
     x(_g(j0_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j0_h1_t4_r2)_) c_l_con(_use(j0_h1_t4_r2)_)_ 1
     x(_g(j0_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j0_h1_t5_r1)_) c_l_con(_use(j0_h1_t5_r1)_)_ 1
     x(_g(j0_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j0_h1_t5_r2)_) c_l_con(_use(j0_h1_t5_r2)_)_ 1
     x(_g(j0_h1_t6_r1)_) c_u_con(_cap(h1_t6_r1)_)_ 1
     x(_g(j0_h1_t6_r1)_) c_l_con(_use(j0_h1_t6_r1)_)_ 1
     x(_g(j0_h1_t6_r2)_) c_u_con(_cap(h1_t6_r2)_)_ 1
     x(_g(j0_h1_t6_r2)_) c_l_con(_use(j0_h1_t6_r2)_)_ 1
     x(_g(j2_h0_t2_r0)_) c_u_con(_cap(h0_t2_r0)_)_ 1
     x(_g(j2_h0_t2_r0)_) c_l_con(_use(j2_h0_t2_r0)_)_ 1
     x(_g(j2_h0_t3_r0)_) c_u_con(_cap(h0_t3_r0)_)_ 1
     x(_g(j2_h0_t3_r0)_) c_l_con(_use(j2_h0_t3_r0)_)_ 1
     x(_g(j2_h0_t4_r0)_) c_u_con(_cap(h0_t4_r0)_)_ 1
     x(_g(j2_h0_t4_r0)_) c_l_con(_use(j2_h0_t4_r0)_)_ 1
     x(_g(j2_h0_t5_r0)_) c_u_con(_cap(h0_t5_r0)_)_ 1
     x(_g(j2_h0_t5_r0)_) c_l_con(_use(j2_h0_t5_r0)_)_ 1
     x(_g(j2_h0_t6_r0)_) c_u_con(_cap(h0_t6_r0)_)_ 1
     x(_g(j2_h0_t6_r0)_) c_l_con(_use(j2_h0_t6_r0)_)_ 1
     x(_g(j2_h1_t2_r1)_) c_u_con(_cap(h1_t2_r1)_)_ 1
     x(_g(j2_h1_t2_r1)_) c_l_con(_use(j2_h1_t2_r1)_)_ 1
     x(_g(j2_h1_t2_r2)_) c_u_con(_cap(h1_t2_r2)_)_ 1
     x(_g(j2_h1_t2_r2)_) c_l_con(_use(j2_h1_t2_r2)_)_ 1
     x(_g(j2_h1_t3_r1)_) c_u_con(_cap(h1_t3_r1)_)_ 1
     x(_g(j2_h1_t3_r1)_) c_l_con(_use(j2_h1_t3_r1)_)_ 1
     x(_g(j2_h1_t3_r2)_) c_u_con(_cap(h1_t3_r2)_)_ 1
     x(_g(j2_h1_t3_r2)_) c_l_con(_use(j2_h1_t3_r2)_)_ 1
     x(_g(j2_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j2_h1_t4_r1)_) c_l_con(_use(j2_h1_t4_r1)_)_ 1
     x(_g(j2_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j2_h1_t4_r2)_) c_l_con(_use(j2_h1_t4_r2)_)_ 1
     x(_g(j2_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j2_h1_t5_r1)_) c_l_con(_use(j2_h1_t5_r1)_)_ 1
     x(_g(j2_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j2_h1_t5_r2)_) c_l_con(_use(j2_h1_t5_r2)_)_ 1
     x(_g(j2_h1_t6_r1)_) c_u_con(_cap(h1_t6_r1)_)_ 1
     x(_g(j2_h1_t6_r1)_) c_l_con(_use(j2_h1_t6_r1)_)_ 1
     x(_g(j2_h1_t6_r2)_) c_u_con(_cap(h1_t6_r2)_)_ 1
     x(_g(j2_h1_t6_r2)_) c_l_con(_use(j2_h1_t6_r2)_)_ 1
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_m0)_)_ -3
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_m1)_)_ -1
     x(_o(j0_h0)_) c_e_con(_home(j0)_)_ 1
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_m0)_)_ -3
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_m1)_)_ -3
     x(_o(j0_h1)_) c_e_con(_home(j0)_)_ 1
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m0)_)_ -2
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m1)_)_ -1
     x(_o(j2_h0)_) c_e_con(_home(j2)_)_ 1
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m0)_)_ -2
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m1)_)_ -2
     x(_o(j2_h1)_) c_e_con(_home(j2)_)_ 1
     x(_run(j0_t2)_) c_e_con(_running(j0_t2)_)_ 1
     x(_run(j0_t2)_) c_l_con(_use(j0_h0_t2_r0)_)_ -4
     x(_run(j0_t2)_) c_l_con(_use(j0_h1_t2_r1)_)_ -36
     x(_run(j0_t2)_) c_l_con(_use(j0_h1_t2_r2)_)_ -192
     x(_run(j0_t3)_) c_e_con(_running(j0_t3)_)_ 1
     x(_run(j0_t3)_) c_l_con(_use(j0_h0_t3_r0)_)_ -4
     x(_run(j0_t3)_) c_l_con(_use(j0_h1_t3_r1)_)_ -36
     x(_run(j0_t3)_) c_l_con(_use(j0_h1_t3_r2)_)_ -192
     x(_run(j0_t4)_) c_e_con(_running(j0_t4)_)_ 1
     x(_run(j0_t4)_) c_l_con(_use(j0_h0_t4_r0)_)_ -4
     x(_run(j0_t4)_) c_l_con(_use(j0_h1_t4_r1)_)_ -36
     x(_run(j0_t4)_) c_l_con(_use(j0_h1_t4_r2)_)_ -192
     x(_run(j0_t5)_) c_e_con(_running(j0_t5)_)_ 1
     x(_run(j0_t5)_) c_l_con(_use(j0_h0_t5_r0)_)_ -4
     x(_run(j0_t5)_) c_l_con(_use(j0_h1_t5_r1)_)_ -36
     x(_run(j0_t5)_) c_l_con(_use(j0_h1_t5_r2)_)_ -192
     x(_run(j0_t6)_) c_e_con(_running(j0_t6)_)_ 1
     x(_run(j0_t6)_) c_l_con(_use(j0_h0_t6_r0)_)_ -4
     x(_run(j0_t6)_) c_l_con(_use(j0_h1_t6_r1)_)_ -36
     x(_run(j0_t6)_) c_l_con(_use(j0_h1_t6_r2)_)_ -192
     x(_run(j2_t2)_) c_e_con(_running(j2_t2)_)_ 1
     x(_run(j2_t2)_) c_l_con(_use(j2_h0_t2_r0)_)_ -4
     x(_run(j2_t2)_) c_l_con(_use(j2_h1_t2_r1)_)_ -24
     x(_run(j2_t2)_) c_l_con(_use(j2_h1_t2_r2)_)_ -128
     x(_run(j2_t3)_) c_e_con(_running(j2_t3)_)_ 1
     x(_run(j2_t3)_) c_l_con(_use(j2_h0_t3_r0)_)_ -4
     x(_run(j2_t3)_) c_l_con(_use(j2_h1_t3_r1)_)_ -24
     x(_run(j2_t3)_) c_l_con(_use(j2_h1_t3_r2)_)_ -128
     x(_run(j2_t4)_) c_e_con(_running(j2_t4)_)_ 1
     x(_run(j2_t4)_) c_l_con(_use(j2_h0_t4_r0)_)_ -4
     x(_run(j2_t4)_) c_l_con(_use(j2_h1_t4_r1)_)_ -24
     x(_run(j2_t4)_) c_l_con(_use(j2_h1_t4_r2)_)_ -128
     x(_run(j2_t5)_) c_e_con(_running(j2_t5)_)_ 1
     x(_run(j2_t5)_) c_l_con(_use(j2_h0_t5_r0)_)_ -4
     x(_run(j2_t5)_) c_l_con(_use(j2_h1_t5_r1)_)_ -24
     x(_run(j2_t5)_) c_l_con(_use(j2_h1_t5_r2)_)_ -128
     x(_run(j2_t6)_) c_e_con(_running(j2_t6)_)_ 1
     x(_run(j2_t6)_) c_l_con(_use(j2_h0_t6_r0)_)_ -4
     x(_run(j2_t6)_) c_l_con(_use(j2_h1_t6_r1)_)_ -24
     x(_run(j2_t6)_) c_l_con(_use(j2_h1_t6_r2)_)_ -128
     x(_y(j0_h0_m0)_) c_u_con(_coloc(j0_h0_m0)_)_ 1
     x(_y(j0_h0_m0)_) c_u_con(_fit(j0_h0_r0)_)_ 1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t2_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t3_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t4_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t5_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t6_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_e_con(_workers(j0_m0)_)_ 1
     x(_y(j0_h0_m1)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_y(j0_h0_m1)_) c_u_con(_fit(j0_h0_r0)_)_ 4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t2_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t3_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t4_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t5_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t6_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j0_h1_m0)_) c_u_con(_coloc(j0_h1_m0)_)_ 1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t2_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t2_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t3_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t3_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t4_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t4_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t5_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t5_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t6_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t6_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_e_con(_workers(j0_m0)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t2_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t2_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t3_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t3_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t4_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t4_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t5_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t5_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t6_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t6_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j2_h0_m0)_) c_u_con(_coloc(j2_h0_m0)_)_ 1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t2_r0)_)_ -1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t3_r0)_)_ -1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t4_r0)_)_ -1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t5_r0)_)_ -1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t6_r0)_)_ -1
     x(_y(j2_h0_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t2_r0)_)_ -4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t3_r0)_)_ -4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t4_r0)_)_ -4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t5_r0)_)_ -4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t6_r0)_)_ -4
     x(_y(j2_h0_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_coloc(j2_h1_m0)_)_ 1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t2_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t2_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t3_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t3_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t6_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t6_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t2_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t2_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t3_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t3_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t6_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t6_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_z(j0_k0_t2)_) obj -1697
     x(_z(j0_k0_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k0_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k1_t2)_) obj -1697
     x(_z(j0_k1_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k1_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k1_t3)_) obj -1697
     x(_z(j0_k1_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k1_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k2_t2)_) obj -1697
     x(_z(j0_k2_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k2_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k2_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k2_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k2_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k2_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k2_t2)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k2_t2)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k3_t2)_) obj -1697
     x(_z(j0_k3_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k3_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k3_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k3_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k3_t2)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k3_t3)_) obj -1697
     x(_z(j0_k3_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k4_t2)_) obj -1697
     x(_z(j0_k4_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k4_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k4_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k4_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k4_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k4_t2)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k4_t3)_) obj -1697
     x(_z(j0_k4_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k4_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k4_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k4_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k4_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k4_t3)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k4_t4)_) obj -1697
     x(_z(j0_k4_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t4)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k4_t4)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k4_t4)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k4_t4)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k4_t4)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k4_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k4_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k4_t4)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k4_t4)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k5_t2)_) obj -1697
     x(_z(j0_k5_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k5_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k5_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k5_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k5_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k5_t3)_) obj -1697
     x(_z(j0_k5_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k5_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k5_t4)_) obj -1697
     x(_z(j0_k5_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k5_t4)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k5_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k5_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k5_t4)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k5_t5)_) obj -1697
     x(_z(j0_k5_t5)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t5)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t5)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k5_t5)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k5_t5)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k5_t5)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k5_t5)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k5_t5)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k5_t5)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k5_t5)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k6_t2)_) obj -1697
     x(_z(j0_k6_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k6_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k6_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k6_t2)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k6_t3)_) obj -1697
     x(_z(j0_k6_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k6_t4)_) obj -1697
     x(_z(j0_k6_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k6_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k6_t4)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k6_t4)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k7_t2)_) obj -1697
     x(_z(j0_k7_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k7_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k7_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k7_t3)_) obj -1697
     x(_z(j0_k7_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k7_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k7_t3)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k7_t4)_) obj -1697
     x(_z(j0_k7_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k7_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k7_t4)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k7_t5)_) obj -1697
     x(_z(j0_k7_t5)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t5)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t5)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k7_t5)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k7_t5)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j2_k0_t0)_) obj -3802
     x(_z(j2_k0_t0)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t0)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k0_t0)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t0)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t1)_) obj -3802
     x(_z(j2_k0_t1)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t1)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t1)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t1)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k0_t1)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t1)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k0_t1)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t1)_) c_e_con(_running(j2_t2)_)_ -1
     x(_z(j2_k0_t1)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t2)_) obj -3802
     x(_z(j2_k0_t2)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t2)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t2)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t2)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k0_t2)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t2)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k0_t2)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t2)_) c_e_con(_running(j2_t2)_)_ -1
     x(_z(j2_k0_t2)_) c_e_con(_running(j2_t3)_)_ -1
     x(_z(j2_k0_t2)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t3)_) obj -3802
     x(_z(j2_k0_t3)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t3)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t3)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t3)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k0_t3)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t3)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k0_t3)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t3)_) c_e_con(_running(j2_t3)_)_ -1
     x(_z(j2_k0_t3)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k0_t3)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t4)_) obj -3802
     x(_z(j2_k0_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k0_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k0_t4)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k0_t4)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t5)_) obj -3802
     x(_z(j2_k0_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k0_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k0_t5)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k0_t5)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k1_t0)_) obj -3802
     x(_z(j2_k1_t0)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t0)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t0)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k1_t0)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k1_t0)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k1_t0)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k1_t0)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k1_t0)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t1)_) obj -3802
     x(_z(j2_k1_t1)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t1)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t1)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k1_t1)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k1_t1)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k1_t1)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k1_t1)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k1_t1)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t2)_) obj -3802
     x(_z(j2_k1_t2)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t2)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t2)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k1_t2)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k1_t2)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k1_t2)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k1_t2)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k1_t2)_) c_e_con(_running(j2_t2)_)_ -1
     x(_z(j2_k1_t2)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t3)_) obj -3802
     x(_z(j2_k1_t3)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t3)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t3)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k1_t3)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k1_t3)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k1_t3)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k1_t3)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k1_t3)_) c_e_con(_running(j2_t3)_)_ -1
     x(_z(j2_k1_t3)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t4)_) obj -3802
     x(_z(j2_k1_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k1_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k1_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k1_t4)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t5)_) obj -3802
     x(_z(j2_k1_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k1_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k1_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k1_t5)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t6)_) obj -3802
     x(_z(j2_k1_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k1_t6)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k1_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k1_t6)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t0)_) obj -3802
     x(_z(j2_k2_t0)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t0)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t0)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t1)_) obj -3802
     x(_z(j2_k2_t1)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t1)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t1)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t2)_) obj -3802
     x(_z(j2_k2_t2)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t2)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t2)_) c_e_con(_running(j2_t2)_)_ -1
     x(_z(j2_k2_t2)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t3)_) obj -3802
     x(_z(j2_k2_t3)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t3)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t3)_) c_e_con(_running(j2_t3)_)_ -1
     x(_z(j2_k2_t3)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t4)_) obj -3802
     x(_z(j2_k2_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k2_t4)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t5)_) obj -3802
     x(_z(j2_k2_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k2_t5)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t6)_) obj -3802
     x(_z(j2_k2_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k2_t6)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k3_t0)_) obj -3802
     x(_z(j2_k3_t0)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t0)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t0)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k3_t0)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k3_t0)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k3_t0)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k3_t0)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k3_t0)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k3_t1)_) obj -3802
     x(_z(j2_k3_t1)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t1)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t1)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k3_t1)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k3_t1)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k3_t1)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k3_t1)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k3_t1)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k3_t2)_) obj -3802
     x(_z(j2_k3_t2)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t2)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t2)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k3_t2)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k3_t2)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k3_t2)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k3_t2)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k3_t2)_) c_e_con(_running(j2_t2)_)_ -1
     x(_z(j2_k3_t2)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k3_t3)_) obj -3802
     x(_z(j2_k3_t3)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t3)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t3)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k3_t3)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k3_t3)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k3_t3)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k3_t3)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k3_t3)_) c_e_con(_running(j2_t3)_)_ -1
     x(_z(j2_k3_t3)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k3_t4)_) obj -3802
     x(_z(j2_k3_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k3_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k3_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k3_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k3_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k3_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k3_t4)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k3_t5)_) obj -3802
     x(_z(j2_k3_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k3_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k3_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k3_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k3_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k3_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k3_t5)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k3_t6)_) obj -3802
     x(_z(j2_k3_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t6)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k3_t6)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k3_t6)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k3_t6)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k3_t6)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k3_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k3_t6)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k4_t0)_) obj -3802
     x(_z(j2_k4_t0)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t0)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t0)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k4_t1)_) obj -3802
     x(_z(j2_k4_t1)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t1)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t1)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k4_t2)_) obj -3802
     x(_z(j2_k4_t2)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t2)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t2)_) c_e_con(_running(j2_t2)_)_ -1
     x(_z(j2_k4_t2)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k4_t3)_) obj -3802
     x(_z(j2_k4_t3)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t3)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t3)_) c_e_con(_running(j2_t3)_)_ -1
     x(_z(j2_k4_t3)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k4_t4)_) obj -3802
     x(_z(j2_k4_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k4_t4)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k4_t5)_) obj -3802
     x(_z(j2_k4_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k4_t5)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k4_t6)_) obj -3802
     x(_z(j2_k4_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k4_t6)_) c_e_con(_workers(j2_m1)_)_ -2
RHS
     RHS r_l_con(_assign(j0)_)_ 0
     RHS r_u_con(_assign(j0)_)_ 1
     RHS r_l_con(_assign(j2)_)_ 0
     RHS r_u_con(_assign(j2)_)_ 1
     RHS c_u_con(_cap(h0_t2_r0)_)_ 6
     RHS c_u_con(_cap(h0_t3_r0)_)_ 6
     RHS c_u_con(_cap(h0_t4_r0)_)_ 6
     RHS c_u_con(_cap(h0_t5_r0)_)_ 6
     RHS c_u_con(_cap(h0_t6_r0)_)_ 6
     RHS c_u_con(_cap(h1_t2_r1)_)_ 52
     RHS c_u_con(_cap(h1_t2_r2)_)_ 278
     RHS c_u_con(_cap(h1_t3_r1)_)_ 52
     RHS c_u_con(_cap(h1_t3_r2)_)_ 278
     RHS c_u_con(_cap(h1_t4_r1)_)_ 52
     RHS c_u_con(_cap(h1_t4_r2)_)_ 278
     RHS c_u_con(_cap(h1_t5_r1)_)_ 52
     RHS c_u_con(_cap(h1_t5_r2)_)_ 278
     RHS c_u_con(_cap(h1_t6_r1)_)_ 52
     RHS c_u_con(_cap(h1_t6_r2)_)_ 278
     RHS c_u_con(_coloc(j0_h0_m0)_)_ 3
     RHS c_u_con(_coloc(j0_h0_m1)_)_ 1
     RHS c_u_con(_coloc(j0_h1_m0)_)_ 3
     RHS c_u_con(_coloc(j0_h1_m1)_)_ 3
     RHS c_u_con(_coloc(j2_h0_m0)_)_ 2
     RHS c_u_con(_coloc(j2_h0_m1)_)_ 1
     RHS c_u_con(_coloc(j2_h1_m0)_)_ 2
     RHS c_u_con(_coloc(j2_h1_m1)_)_ 2
     RHS c_u_con(_fit(j0_h0_r0)_)_ 6
     RHS c_e_con(_home(j0)_)_ 0
     RHS c_e_con(_home(j2)_)_ 0
     RHS c_e_con(_running(j0_t2)_)_ 0
     RHS c_e_con(_running(j0_t3)_)_ 0
     RHS c_e_con(_running(j0_t4)_)_ 0
     RHS c_e_con(_running(j0_t5)_)_ 0
     RHS c_e_con(_running(j0_t6)_)_ 0
     RHS c_e_con(_running(j2_t2)_)_ 0
     RHS c_e_con(_running(j2_t3)_)_ 0
     RHS c_e_con(_running(j2_t4)_)_ 0
     RHS c_e_con(_running(j2_t5)_)_ 0
     RHS c_e_con(_running(j2_t6)_)_ 0
     RHS c_l_con(_use(j0_h0_t2_r0)_)_ -4
     RHS c_l_con(_use(j0_h0_t3_r0)_)_ -4
     RHS c_l_con(_use(j0_h0_t4_r0)_)_ -4
     RHS c_l_con(_use(j0_h0_t5_r0)_)_ -4
     RHS c_l_con(_use(j0_h0_t6_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t2_r1)_)_ -36
     RHS c_l_con(_use(j0_h1_t2_r2)_)_ -192
     RHS c_l_con(_use(j0_h1_t3_r1)_)_ -36
     RHS c_l_con(_use(j0_h1_t3_r2)_)_ -192
     RHS c_l_con(_use(j0_h1_t4_r1)_)_ -36
     RHS c_l_con(_use(j0_h1_t4_r2)_)_ -192
     RHS c_l_con(_use(j0_h1_t5_r1)_)_ -36
     RHS c_l_con(_use(j0_h1_t5_r2)_)_ -192
     RHS c_l_con(_use(j0_h1_t6_r1)_)_ -36
     RHS c_l_con(_use(j0_h1_t6_r2)_)_ -192
     RHS c_l_con(_use(j2_h0_t2_r0)_)_ -4
     RHS c_l_con(_use(j2_h0_t3_r0)_)_ -4
     RHS c_l_con(_use(j2_h0_t4_r0)_)_ -4
     RHS c_l_con(_use(j2_h0_t5_r0)_)_ -4
     RHS c_l_con(_use(j2_h0_t6_r0)_)_ -4
     RHS c_l_con(_use(j2_h1_t2_r1)_)_ -24
     RHS c_l_con(_use(j2_h1_t2_r2)_)_ -128
     RHS c_l_con(_use(j2_h1_t3_r1)_)_ -24
     RHS c_l_con(_use(j2_h1_t3_r2)_)_ -128
     RHS c_l_con(_use(j2_h1_t4_r1)_)_ -24
     RHS c_l_con(_use(j2_h1_t4_r2)_)_ -128
     RHS c_l_con(_use(j2_h1_t5_r1)_)_ -24
     RHS c_l_con(_use(j2_h1_t5_r2)_)_ -128
     RHS c_l_con(_use(j2_h1_t6_r1)_)_ -24
     RHS c_l_con(_use(j2_h1_t6_r2)_)_ -128
     RHS c_e_con(_workers(j0_m0)_)_ 0
     RHS c_e_con(_workers(j0_m1)_)_ 0
     RHS c_e_con(_workers(j2_m0)_)_ 0
     RHS c_e_con(_workers(j2_m1)_)_ 0
BOUNDS
 LO BOUND x(_g(j0_h0_t2_r0)_) 0
 UP BOUND x(_g(j0_h0_t2_r0)_) 6
 LO BOUND x(_g(j0_h0_t3_r0)_) 0
 UP BOUND x(_g(j0_h0_t3_r0)_) 6
 LO BOUND x(_g(j0_h0_t4_r0)_) 0
 UP BOUND x(_g(j0_h0_t4_r0)_) 6
 LO BOUND x(_g(j0_h0_t5_r0)_) 0
 UP BOUND x(_g(j0_h0_t5_r0)_) 6
 LO BOUND x(_g(j0_h0_t6_r0)_) 0
 UP BOUND x(_g(j0_h0_t6_r0)_) 6
 LO BOUND x(_g(j0_h1_t2_r1)_) 0
 UP BOUND x(_g(j0_h1_t2_r1)_) 52
 LO BOUND x(_g(j0_h1_t2_r2)_) 0
 UP BOUND x(_g(j0_h1_t2_r2)_) 278
 LO BOUND x(_g(j0_h1_t3_r1)_) 0
 UP BOUND x(_g(j0_h1_t3_r1)_) 52
 LO BOUND x(_g(j0_h1_t3_r2)_) 0
 UP BOUND x(_g(j0_h1_t3_r2)_) 278
 LO BOUND x(_g(j0_h1_t4_r1)_) 0
 UP BOUND x(_g(j0_h1_t4_r1)_) 52
 LO BOUND x(_g(j0_h1_t4_r2)_) 0
 UP BOUND x(_g(j0_h1_t4_r2)_) 278
 LO BOUND x(_g(j0_h1_t5_r1)_) 0
 UP BOUND x(_g(j0_h1_t5_r1)_) 52
 LO BOUND x(_g(j0_h1_t5_r2)_) 0
 UP BOUND x(_g(j0_h1_t5_r2)_) 278
 LO BOUND x(_g(j0_h1_t6_r1)_) 0
 UP BOUND x(_g(j0_h1_t6_r1)_) 52
 LO BOUND x(_g(j0_h1_t6_r2)_) 0
 UP BOUND x(_g(j0_h1_t6_r2)_) 278
 LO BOUND x(_g(j2_h0_t2_r0)_) 0
 UP BOUND x(_g(j2_h0_t2_r0)_) 6
 LO BOUND x(_g(j2_h0_t3_r0)_) 0
 UP BOUND x(_g(j2_h0_t3_r0)_) 6
 LO BOUND x(_g(j2_h0_t4_r0)_) 0
 UP BOUND x(_g(j2_h0_t4_r0)_) 6
 LO BOUND x(_g(j2_h0_t5_r0)_) 0
 UP BOUND x(_g(j2_h0_t5_r0)_) 6
 LO BOUND x(_g(j2_h0_t6_r0)_) 0
 UP BOUND x(_g(j2_h0_t6_r0)_) 6
 LO BOUND x(_g(j2_h1_t2_r1)_) 0
 UP BOUND x(_g(j2_h1_t2_r1)_) 52
 LO BOUND x(_g(j2_h1_t2_r2)_) 0
 UP BOUND x(_g(j2_h1_t2_r2)_) 278
 LO BOUND x(_g(j2_h1_t3_r1)_) 0
 UP BOUND x(_g(j2_h1_t3_r1)_) 52
 LO BOUND x(_g(j2_h1_t3_r2)_) 0
 UP BOUND x(_g(j2_h1_t3_r2)_) 278
 LO BOUND x(_g(j2_h1_t4_r1)_) 0
 UP BOUND x(_g(j2_h1_t4_r1)_) 52
 LO BOUND x(_g(j2_h1_t4_r2)_) 0
 UP BOUND x(_g(j2_h1_t4_r2)_) 278
 LO BOUND x(_g(j2_h1_t5_r1)_) 0
 UP BOUND x(_g(j2_h1_t5_r1)_) 52
 LO BOUND x(_g(j2_h1_t5_r2)_) 0
 UP BOUND x(_g(j2_h1_t5_r2)_) 278
 LO BOUND x(_g(j2_h1_t6_r1)_) 0
 UP BOUND x(_g(j2_h1_t6_r1)_) 52
 LO BOUND x(_g(j2_h1_t6_r2)_) 0
 UP BOUND x(_g(j2_h1_t6_r2)_) 278
 BV BOUND x(_o(j0_h0)_)
 BV BOUND x(_o(j0_h1)_)
 BV BOUND x(_o(j2_h0)_)
 BV BOUND x(_o(j2_h1)_)
 LO BOUND x(_run(j0_t2)_) 0
 UP BOUND x(_run(j0_t2)_) 1
 LO BOUND x(_run(j0_t3)_) 0
 UP BOUND x(_run(j0_t3)_) 1
 LO BOUND x(_run(j0_t4)_) 0
 UP BOUND x(_run(j0_t4)_) 1
 LO BOUND x(_run(j0_t5)_) 0
 UP BOUND x(_run(j0_t5)_) 1
 LO BOUND x(_run(j0_t6)_) 0
 UP BOUND x(_run(j0_t6)_) 1
 LO BOUND x(_run(j2_t2)_) 0
 UP BOUND x(_run(j2_t2)_) 1
 LO BOUND x(_run(j2_t3)_) 0
 UP BOUND x(_run(j2_t3)_) 1
 LO BOUND x(_run(j2_t4)_) 0
 UP BOUND x(_run(j2_t4)_) 1
 LO BOUND x(_run(j2_t5)_) 0
 UP BOUND x(_run(j2_t5)_) 1
 LO BOUND x(_run(j2_t6)_) 0
 UP BOUND x(_run(j2_t6)_) 1
 LI BOUND x(_y(j0_h0_m0)_) 0
 UI BOUND x(_y(j0_h0_m0)_) 3
 BV BOUND x(_y(j0_h0_m1)_)
 LI BOUND x(_y(j0_h1_m0)_) 0
 UI BOUND x(_y(j0_h1_m0)_) 3
 LI BOUND x(_y(j0_h1_m1)_) 0
 UI BOUND x(_y(j0_h1_m1)_) 3
 LI BOUND x(_y(j2_h0_m0)_) 0
 UI BOUND x(_y(j2_h0_m0)_) 2
 BV BOUND x(_y(j2_h0_m1)_)
 LI BOUND x(_y(j2_h1_m0)_) 0
 UI BOUND x(_y(j2_h1_m0)_) 2
 LI BOUND x(_y(j2_h1_m1)_) 0
 UI BOUND x(_y(j2_h1_m1)_) 2
 BV BOUND x(_z(j0_k0_t2)_)
 BV BOUND x(_z(j0_k1_t2)_)
 BV BOUND x(_z(j0_k1_t3)_)
 BV BOUND x(_z(j0_k2_t2)_)
 BV BOUND x(_z(j0_k3_t2)_)
 BV BOUND x(_z(j0_k3_t3)_)
 BV BOUND x(_z(j0_k4_t2)_)
 BV BOUND x(_z(j0_k4_t3)_)
 BV BOUND x(_z(j0_k4_t4)_)
 BV BOUND x(_z(j0_k5_t2)_)
 BV BOUND x(_z(j0_k5_t3)_)
 BV BOUND x(_z(j0_k5_t4)_)
 BV BOUND x(_z(j0_k5_t5)_)
 BV BOUND x(_z(j0_k6_t2)_)
 BV BOUND x(_z(j0_k6_t3)_)
 BV BOUND x(_z(j0_k6_t4)_)
 BV BOUND x(_z(j0_k7_t2)_)
 BV BOUND x(_z(j0_k7_t3)_)
 BV BOUND x(_z(j0_k7_t4)_)
 BV BOUND x(_z(j0_k7_t5)_)
 BV BOUND x(_z(j2_k0_t0)_)
 BV BOUND x(_z(j2_k0_t1)_)
 BV BOUND x(_z(j2_k0_t2)_)
 BV BOUND x(_z(j2_k0_t3)_)
 BV BOUND x(_z(j2_k0_t4)_)
 BV BOUND x(_z(j2_k0_t5)_)
 BV BOUND x(_z(j2_k1_t0)_)
 BV BOUND x(_z(j2_k1_t1)_)
 BV BOUND x(_z(j2_k1_t2)_)
 BV BOUND x(_z(j2_k1_t3)_)
 BV BOUND x(_z(j2_k1_t4)_)
 BV BOUND x(_z(j2_k1_t5)_)
 BV BOUND x(_z(j2_k1_t6)_)
 BV BOUND x(_z(j2_k2_t0)_)
 BV BOUND x(_z(j2_k2_t1)_)
 BV BOUND x(_z(j2_k2_t2)_)
 BV BOUND x(_z(j2_k2_t3)_)
 BV BOUND x(_z(j2_k2_t4)_)
 BV BOUND x(_z(j2_k2_t5)_)
 BV BOUND x(_z(j2_k2_t6)_)
 BV BOUND x(_z(j2_k3_t0)_)
 BV BOUND x(_z(j2_k3_t1)_)
 BV BOUND x(_z(j2_k3_t2)_)
 BV BOUND x(_z(j2_k3_t3)_)
 BV BOUND x(_z(j2_k3_t4)_)
 BV BOUND x(_z(j2_k3_t5)_)
 BV BOUND x(_z(j2_k3_t6)_)
 BV BOUND x(_z(j2_k4_t0)_)
 BV BOUND x(_z(j2_k4_t1)_)
 BV BOUND x(_z(j2_k4_t2)_)
 BV BOUND x(_z(j2_k4_t3)_)
 BV BOUND x(_z(j2_k4_t4)_)
 BV BOUND x(_z(j2_k4_t5)_)
 BV BOUND x(_z(j2_k4_t6)_)
ENDATA
