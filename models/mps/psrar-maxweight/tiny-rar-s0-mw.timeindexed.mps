* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-timeindexed:tiny-rar-s0-mw'
OBJSENSE
 MIN
ROWS
 N  obj
 G  r_l_con(_assign(j0)_)_
 L  r_u_con(_assign(j0)_)_
 G  r_l_con(_assign(j1)_)_
 L  r_u_con(_assign(j1)_)_
 G  r_l_con(_assign(j2)_)_
 L  r_u_con(_assign(j2)_)_
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
 L  c_u_con(_cap(h1_t3_r2)_)_
 L  c_u_con(_cap(h1_t4_r0)_)_
 L  c_u_con(_cap(h1_t4_r1)_)_
 L  c_u_con(_cap(h1_t4_r2)_)_
 L  c_u_con(_cap(h1_t5_r0)_)_
 L  c_u_con(_cap(h1_t5_r1)_)_
 L  c_u_con(_cap(h1_t5_r2)_)_
 L  c_u_con(_coloc(j0_h0_m0)_)_
 L  c_u_con(_coloc(j0_h0_m1)_)_
 L  c_u_con(_coloc(j0_h1_m0)_)_
 L  c_u_con(_coloc(j0_h1_m1)_)_
 L  c_u_con(_coloc(j1_h0_m1)_)_
 L  c_u_con(_coloc(j1_h1_m1)_)_
 L  c_u_con(_coloc(j2_h0_m0)_)_
 L  c_u_con(_coloc(j2_h0_m1)_)_
 L  c_u_con(_coloc(j2_h1_m0)_)_
 L  c_u_con(_coloc(j2_h1_m1)_)_
 L  c_u_con(_fit(j0_h0_r0)_)_
 L  c_u_con(_fit(j0_h1_r2)_)_
 E  c_e_con(_home(j0)_)_
 E  c_e_con(_home(j1)_)_
 E  c_e_con(_home(j2)_)_
 E  c_e_con(_running(j0_t3)_)_
 E  c_e_con(_running(j0_t4)_)_
 E  c_e_con(_running(j0_t5)_)_
 E  c_e_con(_running(j1_t3)_)_
 E  c_e_con(_running(j1_t4)_)_
 E  c_e_con(_running(j1_t5)_)_
 E  c_e_con(_running(j2_t4)_)_
 E  c_e_con(_running(j2_t5)_)_
 G  c_l_con(_use(j0_h0_t3_r0)_)_
 G  c_l_con(_use(j0_h0_t3_r1)_)_
 G  c_l_con(_use(j0_h0_t3_r2)_)_
 G  c_l_con(_use(j0_h0_t4_r0)_)_
 G  c_l_con(_use(j0_h0_t4_r1)_)_
 G  c_l_con(_use(j0_h0_t4_r2)_)_
 G  c_l_con(_use(j0_h0_t4_r3)_)_
 G  c_l_con(_use(j0_h0_t5_r0)_)_
 G  c_l_con(_use(j0_h0_t5_r1)_)_
 G  c_l_con(_use(j0_h0_t5_r2)_)_
 G  c_l_con(_use(j0_h0_t5_r3)_)_
 G  c_l_con(_use(j0_h1_t3_r2)_)_
 G  c_l_con(_use(j0_h1_t4_r0)_)_
 G  c_l_con(_use(j0_h1_t4_r1)_)_
 G  c_l_con(_use(j0_h1_t4_r2)_)_
 G  c_l_con(_use(j0_h1_t5_r0)_)_
 G  c_l_con(_use(j0_h1_t5_r1)_)_
 G  c_l_con(_use(j0_h1_t5_r2)_)_
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
 G  c_l_con(_use(j2_h1_t4_r0)_)_
 G  c_l_con(_use(j2_h1_t4_r1)_)_
 G  c_l_con(_use(j2_h1_t4_r2)_)_
 G  c_l_con(_use(j2_h1_t5_r0)_)_
 G  c_l_con(_use(j2_h1_t5_r1)_)_
 G  c_l_con(_use(j2_h1_t5_r2)_)_
 E  c_e_con(_workers(j0_m0)_)_
 E  c_e_con(_workers(j0_m1)_)_
 E  c_e_con(_workers(j1_m1)_)_
 E  c_e_con(_workers(j2_m0)_)_
 E  c_e_con(_workers(j2_m1)_)_
COLUMNS
     x(_g(j0_h0_t3_r0)_) c_u_con(_cap(h0_t3_r0)_)_ 1
     x(_g(j0_h0_t3_r0)_) c_l_con(_use(j0_h0_t3_r0)_)_ 1
     x(_g(j0_h0_t3_r1)_) c_u_con(_cap(h0_t3_r1)_)_ 1
     x(_g(j0_h0_t3_r1)_) c_l_con(_use(j0_h0_t3_r1)_)_ 1
     x(_g(j0_h0_t3_r2)_) c_u_con(_cap(h0_t3_r2)_)_ 1
     x(_g(j0_h0_t3_r2)_) c_l_con(_use(j0_h0_t3_r2)_)_ 1
     x(_g(j0_h0_t4_r0)_) c_u_con(_cap(h0_t4_r0)_)_ 1
     x(_g(j0_h0_t4_r0)_) c_l_con(_use(j0_h0_t4_r0)_)_ 1
     x(_g(j0_h0_t4_r1)_) c_u_con(_cap(h0_t4_r1)_)_ 1
     x(_g(j0_h0_t4_r1)_) c_l_con(_use(j0_h0_t4_r1)_)_ 1
     x(_g(j0_h0_t4_r2)_) c_u_con(_cap(h0_t4_r2)_)_ 1
     x(_g(j0_h0_t4_r2)_) c_l_con(_use(j0_h0_t4_r2)_)_ 1
     x(_g(j0_h0_t4_r3)_) c_u_con(_cap(h0_t4_r3)_)_ 1
     x(_g(j0_h0_t4_r3)_) c_l_con(_use(j0_h0_t4_r3)_)_ 1
     x(_g(j0_h0_t5_r0)_) c_u_con(_cap(h0_t5_r0)_)_ 1
     x(_g(j0_h0_t5_r0)_) c_l_con(_use(j0_h0_t5_r0)_)_ 1
     x(_g(j0_h0_t5_r1)_) c_u_con(_cap(h0_t5_r1)_)_ 1
     x(_g(j0_h0_t5_r1)_) c_l_con(_use(j0_h0_t5_r1)_)_ 1
     x(_g(j0_h0_t5_r2)_) c_u_con(_cap(h0_t5_r2)_)_ 1
     x(_g(j0_h0_t5_r2)_) c_l_con(_use(j0_h0_t5_r2)_)_ 1
     x(_g(j0_h0_t5_r3)_) c_u_con(_cap(h0_t5_r3)_)_ 1
     x(_g(j0_h0_t5_r3)_) c_l_con(_use(j0_h0_t5_r3)_)_ 1
     x(_g(j0_h1_t3_r2)_) c_u_con(_cap(h1_t3_r2)_)_ 1
     x(_g(j0_h1_t3_r2)_) c_l_con(_use(j0_h1_t3_r2)_)_ 1
     x(_g(j0_h1_t4_r0)_) c_u_con(_cap(h1_t4_r0)_)_ 1
     x(_g(j0_h1_t4_r0)_) c_l_con(_use(j0_h1_t4_r0)_)_ 1
     x(_g(j0_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j0_h1_t4_r1)_) c_l_con(_use(j0_h1_t4_r1)_)_ 1
     x(_g(j0_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j0_h1_t4_r2)_) c_l_con(_use(j0_h1_t4_r2)_)_ 1
     x(_g(j0_h1_t5_r0)_) c_u_con(_cap(h1_t5_r0)_)_ 1
     x(_g(j0_h1_t5_r0)_) c_l_con(_use(j0_h1_t5_r0)_)_ 1
     x(_g(j0_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j0_h1_t5_r1)_) c_l_con(_use(j0_h1_t5_r1)_)_ 1
     x(_g(j0_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j0_h1_t5_r2)_) c_l_con(_use(j0_h1_t5_r2)_)_ 1
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
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_m0)_)_ -4
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_m1)_)_ -2
     x(_o(j0_h0)_) c_e_con(_home(j0)_)_ 1
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_m0)_)_ -4
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_m1)_)_ -1
     x(_o(j0_h1)_) c_e_con(_home(j0)_)_ 1
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
     x(_run(j0_t3)_) c_e_con(_running(j0_t3)_)_ 1
     x(_run(j0_t3)_) c_l_con(_use(j0_h0_t3_r0)_)_ -8
     x(_run(j0_t3)_) c_l_con(_use(j0_h0_t3_r1)_)_ -24
     x(_run(j0_t3)_) c_l_con(_use(j0_h0_t3_r2)_)_ -128
     x(_run(j0_t3)_) c_l_con(_use(j0_h1_t3_r2)_)_ -64
     x(_run(j0_t4)_) c_e_con(_running(j0_t4)_)_ 1
     x(_run(j0_t4)_) c_l_con(_use(j0_h0_t4_r0)_)_ -8
     x(_run(j0_t4)_) c_l_con(_use(j0_h0_t4_r1)_)_ -24
     x(_run(j0_t4)_) c_l_con(_use(j0_h0_t4_r2)_)_ -128
     x(_run(j0_t4)_) c_l_con(_use(j0_h0_t4_r3)_)_ -8
     x(_run(j0_t4)_) c_l_con(_use(j0_h1_t4_r0)_)_ -4
     x(_run(j0_t4)_) c_l_con(_use(j0_h1_t4_r1)_)_ -16
     x(_run(j0_t4)_) c_l_con(_use(j0_h1_t4_r2)_)_ -64
     x(_run(j0_t5)_) c_e_con(_running(j0_t5)_)_ 1
     x(_run(j0_t5)_) c_l_con(_use(j0_h0_t5_r0)_)_ -8
     x(_run(j0_t5)_) c_l_con(_use(j0_h0_t5_r1)_)_ -24
     x(_run(j0_t5)_) c_l_con(_use(j0_h0_t5_r2)_)_ -128
     x(_run(j0_t5)_) c_l_con(_use(j0_h0_t5_r3)_)_ -8
     x(_run(j0_t5)_) c_l_con(_use(j0_h1_t5_r0)_)_ -4
     x(_run(j0_t5)_) c_l_con(_use(j0_h1_t5_r1)_)_ -16
     x(_run(j0_t5)_) c_l_con(_use(j0_h1_t5_r2)_)_ -64
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
     x(_y(j0_h0_m0)_) c_u_con(_coloc(j0_h0_m0)_)_ 1
     x(_y(j0_h0_m0)_) c_u_con(_fit(j0_h0_r0)_)_ 1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t3_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t3_r1)_)_ -4
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t3_r2)_)_ -16
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t4_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t4_r1)_)_ -4
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t4_r2)_)_ -16
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t4_r3)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t5_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t5_r1)_)_ -4
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t5_r2)_)_ -16
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t5_r3)_)_ -1
     x(_y(j0_h0_m0)_) c_e_con(_workers(j0_m0)_)_ 1
     x(_y(j0_h0_m1)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_y(j0_h0_m1)_) c_u_con(_fit(j0_h0_r0)_)_ 4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t3_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t3_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t3_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t4_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t4_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t4_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t4_r3)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t5_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t5_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t5_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t5_r3)_)_ -4
     x(_y(j0_h0_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j0_h1_m0)_) c_u_con(_coloc(j0_h1_m0)_)_ 1
     x(_y(j0_h1_m0)_) c_u_con(_fit(j0_h1_r2)_)_ 16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t3_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t4_r0)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t4_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t4_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t5_r0)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t5_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t5_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_e_con(_workers(j0_m0)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_fit(j0_h1_r2)_)_ 64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t3_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t4_r0)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t4_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t4_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t5_r0)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t5_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t5_r2)_)_ -64
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
     x(_y(j2_h0_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_coloc(j2_h1_m0)_)_ 1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r0)_)_ -1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r0)_)_ -1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r0)_)_ -4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r0)_)_ -4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_z(j0_k0_t1)_) obj -4104
     x(_z(j0_k0_t1)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t1)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t1)_) c_u_con(_coloc(j0_h0_m0)_)_ 4
     x(_z(j0_k0_t1)_) c_u_con(_coloc(j0_h0_m1)_)_ 2
     x(_z(j0_k0_t1)_) c_u_con(_coloc(j0_h1_m0)_)_ 4
     x(_z(j0_k0_t1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k0_t1)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k0_t1)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k0_t1)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k0_t1)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k0_t1)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k1_t1)_) obj -4104
     x(_z(j0_k1_t1)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t1)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t1)_) c_u_con(_coloc(j0_h0_m0)_)_ 4
     x(_z(j0_k1_t1)_) c_u_con(_coloc(j0_h0_m1)_)_ 2
     x(_z(j0_k1_t1)_) c_u_con(_coloc(j0_h1_m0)_)_ 4
     x(_z(j0_k1_t1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k1_t1)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k1_t1)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k1_t1)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k1_t2)_) obj -4104
     x(_z(j0_k1_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 4
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 2
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 4
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k1_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k1_t3)_) obj -4104
     x(_z(j0_k1_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 4
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 2
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 4
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k1_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k2_t1)_) obj -4104
     x(_z(j0_k2_t1)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k2_t1)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k2_t1)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k2_t1)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k2_t1)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k2_t1)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k3_t1)_) obj -4104
     x(_z(j0_k3_t1)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t1)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t1)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k3_t1)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k3_t2)_) obj -4104
     x(_z(j0_k3_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k3_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k3_t2)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k3_t3)_) obj -4104
     x(_z(j0_k3_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k4_t1)_) obj -4104
     x(_z(j0_k4_t1)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t1)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t1)_) c_u_con(_coloc(j0_h0_m0)_)_ 4
     x(_z(j0_k4_t1)_) c_u_con(_coloc(j0_h0_m1)_)_ 2
     x(_z(j0_k4_t1)_) c_u_con(_coloc(j0_h1_m0)_)_ 4
     x(_z(j0_k4_t1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k4_t1)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k4_t1)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k4_t1)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k4_t1)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k4_t1)_) c_e_con(_workers(j0_m1)_)_ -1
     x(_z(j0_k5_t1)_) obj -4104
     x(_z(j0_k5_t1)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t1)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t1)_) c_u_con(_coloc(j0_h0_m0)_)_ 4
     x(_z(j0_k5_t1)_) c_u_con(_coloc(j0_h0_m1)_)_ 2
     x(_z(j0_k5_t1)_) c_u_con(_coloc(j0_h1_m0)_)_ 4
     x(_z(j0_k5_t1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k5_t1)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k5_t1)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k5_t1)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k5_t2)_) obj -4104
     x(_z(j0_k5_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 4
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 2
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 4
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k5_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k5_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k5_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k5_t2)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k5_t3)_) obj -4104
     x(_z(j0_k5_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 4
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 2
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 4
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k5_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k6_t1)_) obj -4104
     x(_z(j0_k6_t1)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t1)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t1)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k6_t1)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k6_t2)_) obj -4104
     x(_z(j0_k6_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k6_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k6_t2)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k6_t3)_) obj -4104
     x(_z(j0_k6_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k7_t1)_) obj -4104
     x(_z(j0_k7_t1)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t1)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t1)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k7_t2)_) obj -4104
     x(_z(j0_k7_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k7_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k7_t3)_) obj -4104
     x(_z(j0_k7_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k7_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k7_t3)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k7_t4)_) obj -4104
     x(_z(j0_k7_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k7_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k7_t4)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j1_k0_t3)_) obj -4316
     x(_z(j1_k0_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h0_m1)_)_ 2
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_z(j1_k0_t3)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k1_t3)_) obj -4316
     x(_z(j1_k1_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k1_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k1_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k1_t3)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j2_k0_t4)_) obj -335
     x(_z(j2_k0_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k0_t4)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k0_t5)_) obj -335
     x(_z(j2_k0_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k0_t5)_) c_e_con(_workers(j2_m0)_)_ -1
     x(_z(j2_k1_t4)_) obj -335
     x(_z(j2_k1_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k1_t4)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t5)_) obj -335
     x(_z(j2_k1_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k1_t5)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t4)_) obj -335
     x(_z(j2_k2_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k2_t4)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k2_t5)_) obj -335
     x(_z(j2_k2_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k2_t5)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k3_t4)_) obj -335
     x(_z(j2_k3_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k3_t4)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k3_t5)_) obj -335
     x(_z(j2_k3_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k3_t5)_) c_e_con(_workers(j2_m1)_)_ -2
RHS
     RHS r_l_con(_assign(j0)_)_ 0
     RHS r_u_con(_assign(j0)_)_ 1
     RHS r_l_con(_assign(j1)_)_ 0
     RHS r_u_con(_assign(j1)_)_ 1
     RHS r_l_con(_assign(j2)_)_ 0
     RHS r_u_con(_assign(j2)_)_ 1
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
     RHS c_u_con(_cap(h1_t3_r2)_)_ 118
     RHS c_u_con(_cap(h1_t4_r0)_)_ 11
     RHS c_u_con(_cap(h1_t4_r1)_)_ 28
     RHS c_u_con(_cap(h1_t4_r2)_)_ 118
     RHS c_u_con(_cap(h1_t5_r0)_)_ 11
     RHS c_u_con(_cap(h1_t5_r1)_)_ 28
     RHS c_u_con(_cap(h1_t5_r2)_)_ 118
     RHS c_u_con(_coloc(j0_h0_m0)_)_ 4
     RHS c_u_con(_coloc(j0_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j0_h1_m0)_)_ 4
     RHS c_u_con(_coloc(j0_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j1_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j1_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j2_h0_m0)_)_ 2
     RHS c_u_con(_coloc(j2_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j2_h1_m0)_)_ 2
     RHS c_u_con(_coloc(j2_h1_m1)_)_ 1
     RHS c_u_con(_fit(j0_h0_r0)_)_ 11
     RHS c_u_con(_fit(j0_h1_r2)_)_ 118
     RHS c_e_con(_home(j0)_)_ 0
     RHS c_e_con(_home(j1)_)_ 0
     RHS c_e_con(_home(j2)_)_ 0
     RHS c_e_con(_running(j0_t3)_)_ 0
     RHS c_e_con(_running(j0_t4)_)_ 0
     RHS c_e_con(_running(j0_t5)_)_ 0
     RHS c_e_con(_running(j1_t3)_)_ 0
     RHS c_e_con(_running(j1_t4)_)_ 0
     RHS c_e_con(_running(j1_t5)_)_ 0
     RHS c_e_con(_running(j2_t4)_)_ 0
     RHS c_e_con(_running(j2_t5)_)_ 0
     RHS c_l_con(_use(j0_h0_t3_r0)_)_ -8
     RHS c_l_con(_use(j0_h0_t3_r1)_)_ -24
     RHS c_l_con(_use(j0_h0_t3_r2)_)_ -128
     RHS c_l_con(_use(j0_h0_t4_r0)_)_ -8
     RHS c_l_con(_use(j0_h0_t4_r1)_)_ -24
     RHS c_l_con(_use(j0_h0_t4_r2)_)_ -128
     RHS c_l_con(_use(j0_h0_t4_r3)_)_ -8
     RHS c_l_con(_use(j0_h0_t5_r0)_)_ -8
     RHS c_l_con(_use(j0_h0_t5_r1)_)_ -24
     RHS c_l_con(_use(j0_h0_t5_r2)_)_ -128
     RHS c_l_con(_use(j0_h0_t5_r3)_)_ -8
     RHS c_l_con(_use(j0_h1_t3_r2)_)_ -64
     RHS c_l_con(_use(j0_h1_t4_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t4_r1)_)_ -16
     RHS c_l_con(_use(j0_h1_t4_r2)_)_ -64
     RHS c_l_con(_use(j0_h1_t5_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t5_r1)_)_ -16
     RHS c_l_con(_use(j0_h1_t5_r2)_)_ -64
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
     RHS c_l_con(_use(j2_h1_t4_r0)_)_ -4
     RHS c_l_con(_use(j2_h1_t4_r1)_)_ -12
     RHS c_l_con(_use(j2_h1_t4_r2)_)_ -64
     RHS c_l_con(_use(j2_h1_t5_r0)_)_ -4
     RHS c_l_con(_use(j2_h1_t5_r1)_)_ -12
     RHS c_l_con(_use(j2_h1_t5_r2)_)_ -64
     RHS c_e_con(_workers(j0_m0)_)_ 0
     RHS c_e_con(_workers(j0_m1)_)_ 0
     RHS c_e_con(_workers(j1_m1)_)_ 0
     RHS c_e_con(_workers(j2_m0)_)_ 0
     RHS c_e_con(_workers(j2_m1)_)_ 0
BOUNDS
 LO BOUND x(_g(j0_h0_t3_r0)_) 0
 UP BOUND x(_g(j0_h0_t3_r0)_) 11
 LO BOUND x(_g(j0_h0_t3_r1)_) 0
 UP BOUND x(_g(j0_h0_t3_r1)_) 44
 LO BOUND x(_g(j0_h0_t3_r2)_) 0
 UP BOUND x(_g(j0_h0_t3_r2)_) 235
 LO BOUND x(_g(j0_h0_t4_r0)_) 0
 UP BOUND x(_g(j0_h0_t4_r0)_) 11
 LO BOUND x(_g(j0_h0_t4_r1)_) 0
 UP BOUND x(_g(j0_h0_t4_r1)_) 44
 LO BOUND x(_g(j0_h0_t4_r2)_) 0
 UP BOUND x(_g(j0_h0_t4_r2)_) 235
 LO BOUND x(_g(j0_h0_t4_r3)_) 0
 UP BOUND x(_g(j0_h0_t4_r3)_) 21.5
 LO BOUND x(_g(j0_h0_t5_r0)_) 0
 UP BOUND x(_g(j0_h0_t5_r0)_) 11
 LO BOUND x(_g(j0_h0_t5_r1)_) 0
 UP BOUND x(_g(j0_h0_t5_r1)_) 44
 LO BOUND x(_g(j0_h0_t5_r2)_) 0
 UP BOUND x(_g(j0_h0_t5_r2)_) 235
 LO BOUND x(_g(j0_h0_t5_r3)_) 0
 UP BOUND x(_g(j0_h0_t5_r3)_) 21.5
 LO BOUND x(_g(j0_h1_t3_r2)_) 0
 UP BOUND x(_g(j0_h1_t3_r2)_) 118
 LO BOUND x(_g(j0_h1_t4_r0)_) 0
 UP BOUND x(_g(j0_h1_t4_r0)_) 11
 LO BOUND x(_g(j0_h1_t4_r1)_) 0
 UP BOUND x(_g(j0_h1_t4_r1)_) 28
 LO BOUND x(_g(j0_h1_t4_r2)_) 0
 UP BOUND x(_g(j0_h1_t4_r2)_) 118
 LO BOUND x(_g(j0_h1_t5_r0)_) 0
 UP BOUND x(_g(j0_h1_t5_r0)_) 11
 LO BOUND x(_g(j0_h1_t5_r1)_) 0
 UP BOUND x(_g(j0_h1_t5_r1)_) 28
 LO BOUND x(_g(j0_h1_t5_r2)_) 0
 UP BOUND x(_g(j0_h1_t5_r2)_) 118
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
 BV BOUND x(_o(j0_h0)_)
 BV BOUND x(_o(j0_h1)_)
 BV BOUND x(_o(j1_h0)_)
 BV BOUND x(_o(j1_h1)_)
 BV BOUND x(_o(j2_h0)_)
 BV BOUND x(_o(j2_h1)_)
 LO BOUND x(_run(j0_t3)_) 0
 UP BOUND x(_run(j0_t3)_) 1
 LO BOUND x(_run(j0_t4)_) 0
 UP BOUND x(_run(j0_t4)_) 1
 LO BOUND x(_run(j0_t5)_) 0
 UP BOUND x(_run(j0_t5)_) 1
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
 LI BOUND x(_y(j0_h0_m0)_) 0
 UI BOUND x(_y(j0_h0_m0)_) 4
 LI BOUND x(_y(j0_h0_m1)_) 0
 UI BOUND x(_y(j0_h0_m1)_) 2
 LI BOUND x(_y(j0_h1_m0)_) 0
 UI BOUND x(_y(j0_h1_m0)_) 4
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
 BV BOUND x(_z(j0_k0_t1)_)
 BV BOUND x(_z(j0_k1_t1)_)
 BV BOUND x(_z(j0_k1_t2)_)
 BV BOUND x(_z(j0_k1_t3)_)
 BV BOUND x(_z(j0_k2_t1)_)
 BV BOUND x(_z(j0_k3_t1)_)
 BV BOUND x(_z(j0_k3_t2)_)
 BV BOUND x(_z(j0_k3_t3)_)
 BV BOUND x(_z(j0_k4_t1)_)
 BV BOUND x(_z(j0_k5_t1)_)
 BV BOUND x(_z(j0_k5_t2)_)
 BV BOUND x(_z(j0_k5_t3)_)
 BV BOUND x(_z(j0_k6_t1)_)
 BV BOUND x(_z(j0_k6_t2)_)
 BV BOUND x(_z(j0_k6_t3)_)
 BV BOUND x(_z(j0_k7_t1)_)
 BV BOUND x(_z(j0_k7_t2)_)
 BV BOUND x(_z(j0_k7_t3)_)
 BV BOUND x(_z(j0_k7_t4)_)
 BV BOUND x(_z(j1_k0_t3)_)
 BV BOUND x(_z(j1_k1_t3)_)
 BV BOUND x(_z(j2_k0_t4)_)
 BV BOUND x(_z(j2_k0_t5)_)
 BV BOUND x(_z(j2_k1_t4)_)
 BV BOUND x(_z(j2_k1_t5)_)
 BV BOUND x(_z(j2_k2_t4)_)
 BV BOUND x(_z(j2_k2_t5)_)
 BV BOUND x(_z(j2_k3_t4)_)
 BV BOUND x(_z(j2_k3_t5)_)
ENDATA
