* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-timeindexed:tiny-mixed-s0'
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_con(_assign(j0)_)_
 E  c_e_con(_assign(j1)_)_
 E  c_e_con(_assign(j2)_)_
 E  c_e_con(_assign(j3)_)_
 E  c_e_con(_assign(j4)_)_
 L  c_u_con(_cap(h0_t6_r0)_)_
 L  c_u_con(_cap(h0_t6_r1)_)_
 L  c_u_con(_cap(h0_t6_r2)_)_
 L  c_u_con(_cap(h0_t6_r3)_)_
 L  c_u_con(_cap(h0_t7_r0)_)_
 L  c_u_con(_cap(h0_t7_r1)_)_
 L  c_u_con(_cap(h0_t7_r2)_)_
 L  c_u_con(_cap(h0_t7_r3)_)_
 L  c_u_con(_cap(h1_t6_r0)_)_
 L  c_u_con(_cap(h1_t6_r1)_)_
 L  c_u_con(_cap(h1_t6_r2)_)_
 L  c_u_con(_cap(h1_t6_r3)_)_
 L  c_u_con(_cap(h1_t7_r0)_)_
 L  c_u_con(_cap(h1_t7_r1)_)_
 L  c_u_con(_cap(h1_t7_r2)_)_
 L  c_u_con(_cap(h1_t7_r3)_)_
 L  c_u_con(_cap(h2_t6_r0)_)_
 L  c_u_con(_cap(h2_t6_r1)_)_
 L  c_u_con(_cap(h2_t6_r2)_)_
 L  c_u_con(_cap(h2_t6_r3)_)_
 L  c_u_con(_cap(h2_t7_r0)_)_
 L  c_u_con(_cap(h2_t7_r1)_)_
 L  c_u_con(_cap(h2_t7_r2)_)_
 L  c_u_con(_cap(h2_t7_r3)_)_
 L  c_u_con(_coloc(j0_h0_m1)_)_
 L  c_u_con(_coloc(j0_h1_m1)_)_
 L  c_u_con(_coloc(j0_h2_m1)_)_
 L  c_u_con(_coloc(j1_h0_m1)_)_
 L  c_u_con(_coloc(j1_h1_m1)_)_
 L  c_u_con(_coloc(j1_h2_m1)_)_
 L  c_u_con(_coloc(j2_h0_m1)_)_
 L  c_u_con(_coloc(j2_h0_p0)_)_
 L  c_u_con(_coloc(j2_h0_p1)_)_
 L  c_u_con(_coloc(j2_h1_m1)_)_
 L  c_u_con(_coloc(j2_h1_p0)_)_
 L  c_u_con(_coloc(j2_h1_p1)_)_
 L  c_u_con(_coloc(j2_h2_m1)_)_
 L  c_u_con(_coloc(j2_h2_p0)_)_
 L  c_u_con(_coloc(j2_h2_p1)_)_
 L  c_u_con(_coloc(j3_h0_m1)_)_
 L  c_u_con(_coloc(j3_h1_m1)_)_
 L  c_u_con(_coloc(j3_h2_m1)_)_
 L  c_u_con(_coloc(j4_h0_m0)_)_
 L  c_u_con(_coloc(j4_h0_m1)_)_
 L  c_u_con(_coloc(j4_h0_p0)_)_
 L  c_u_con(_coloc(j4_h0_p1)_)_
 L  c_u_con(_coloc(j4_h1_m0)_)_
 L  c_u_con(_coloc(j4_h1_m1)_)_
 L  c_u_con(_coloc(j4_h1_p0)_)_
 L  c_u_con(_coloc(j4_h1_p1)_)_
 L  c_u_con(_coloc(j4_h2_m0)_)_
 L  c_u_con(_coloc(j4_h2_m1)_)_
 L  c_u_con(_coloc(j4_h2_p0)_)_
 L  c_u_con(_coloc(j4_h2_p1)_)_
 L  c_u_con(_fit(j2_h0_r1)_)_
 L  c_u_con(_fit(j2_h0_r2)_)_
 L  c_u_con(_fit(j2_h0_r3)_)_
 L  c_u_con(_fit(j2_h2_r1)_)_
 L  c_u_con(_fit(j2_h2_r2)_)_
 L  c_u_con(_fit(j2_h2_r3)_)_
 L  c_u_con(_fit(j4_h0_r0)_)_
 L  c_u_con(_fit(j4_h0_r1)_)_
 L  c_u_con(_fit(j4_h0_r2)_)_
 L  c_u_con(_fit(j4_h0_r3)_)_
 L  c_u_con(_fit(j4_h1_r0)_)_
 L  c_u_con(_fit(j4_h1_r1)_)_
 L  c_u_con(_fit(j4_h1_r2)_)_
 L  c_u_con(_fit(j4_h1_r3)_)_
 L  c_u_con(_fit(j4_h2_r1)_)_
 L  c_u_con(_fit(j4_h2_r3)_)_
 E  c_e_con(_home(j0)_)_
 E  c_e_con(_home(j1)_)_
 E  c_e_con(_home(j2)_)_
 E  c_e_con(_home(j3)_)_
 E  c_e_con(_home(j4)_)_
 L  c_u_con(_ps_bw(j2_h0)_)_
 L  c_u_con(_ps_bw(j2_h1)_)_
 L  c_u_con(_ps_bw(j2_h2)_)_
 L  c_u_con(_ps_bw(j4_h0)_)_
 L  c_u_con(_ps_bw(j4_h1)_)_
 L  c_u_con(_ps_bw(j4_h2)_)_
 G  c_l_con(_ps_min(j2)_)_
 G  c_l_con(_ps_min(j4)_)_
 L  c_u_con(_ps_on(j2_h0_p0)_)_
 L  c_u_con(_ps_on(j2_h0_p1)_)_
 L  c_u_con(_ps_on(j2_h1_p0)_)_
 L  c_u_con(_ps_on(j2_h1_p1)_)_
 L  c_u_con(_ps_on(j2_h2_p0)_)_
 L  c_u_con(_ps_on(j2_h2_p1)_)_
 L  c_u_con(_ps_on(j4_h0_p0)_)_
 L  c_u_con(_ps_on(j4_h0_p1)_)_
 L  c_u_con(_ps_on(j4_h1_p0)_)_
 L  c_u_con(_ps_on(j4_h1_p1)_)_
 L  c_u_con(_ps_on(j4_h2_p0)_)_
 L  c_u_con(_ps_on(j4_h2_p1)_)_
 L  c_u_con(_pstype(j2_p0)_)_
 L  c_u_con(_pstype(j2_p1)_)_
 L  c_u_con(_pstype(j4_p0)_)_
 L  c_u_con(_pstype(j4_p1)_)_
 E  c_e_con(_running(j0_t6)_)_
 E  c_e_con(_running(j0_t7)_)_
 E  c_e_con(_running(j1_t7)_)_
 E  c_e_con(_running(j3_t7)_)_
 E  c_e_con(_running(j4_t6)_)_
 E  c_e_con(_running(j4_t7)_)_
 G  c_l_con(_use(j0_h0_t6_r0)_)_
 G  c_l_con(_use(j0_h0_t6_r1)_)_
 G  c_l_con(_use(j0_h0_t6_r2)_)_
 G  c_l_con(_use(j0_h0_t6_r3)_)_
 G  c_l_con(_use(j0_h0_t7_r0)_)_
 G  c_l_con(_use(j0_h0_t7_r1)_)_
 G  c_l_con(_use(j0_h0_t7_r2)_)_
 G  c_l_con(_use(j0_h0_t7_r3)_)_
 G  c_l_con(_use(j0_h1_t6_r0)_)_
 G  c_l_con(_use(j0_h1_t6_r1)_)_
 G  c_l_con(_use(j0_h1_t6_r2)_)_
 G  c_l_con(_use(j0_h1_t6_r3)_)_
 G  c_l_con(_use(j0_h1_t7_r0)_)_
 G  c_l_con(_use(j0_h1_t7_r1)_)_
 G  c_l_con(_use(j0_h1_t7_r2)_)_
 G  c_l_con(_use(j0_h1_t7_r3)_)_
 G  c_l_con(_use(j0_h2_t6_r0)_)_
 G  c_l_con(_use(j0_h2_t6_r1)_)_
 G  c_l_con(_use(j0_h2_t6_r2)_)_
 G  c_l_con(_use(j0_h2_t6_r3)_)_
 G  c_l_con(_use(j0_h2_t7_r0)_)_
 G  c_l_con(_use(j0_h2_t7_r1)_)_
 G  c_l_con(_use(j0_h2_t7_r2)_)_
 G  c_l_con(_use(j0_h2_t7_r3)_)_
 G  c_l_con(_use(j1_h0_t7_r0)_)_
 G  c_l_con(_use(j1_h0_t7_r1)_)_
 G  c_l_con(_use(j1_h0_t7_r2)_)_
 G  c_l_con(_use(j1_h0_t7_r3)_)_
 G  c_l_con(_use(j1_h1_t7_r0)_)_
 G  c_l_con(_use(j1_h1_t7_r1)_)_
 G  c_l_con(_use(j1_h1_t7_r2)_)_
 G  c_l_con(_use(j1_h1_t7_r3)_)_
 G  c_l_con(_use(j1_h2_t7_r0)_)_
 G  c_l_con(_use(j1_h2_t7_r1)_)_
 G  c_l_con(_use(j1_h2_t7_r2)_)_
 G  c_l_con(_use(j1_h2_t7_r3)_)_
 G  c_l_con(_use(j3_h0_t7_r0)_)_
 G  c_l_con(_use(j3_h0_t7_r1)_)_
 G  c_l_con(_use(j3_h0_t7_r2)_)_
 G  c_l_con(_use(j3_h0_t7_r3)_)_
 G  c_l_con(_use(j3_h1_t7_r0)_)_
 G  c_l_con(_use(j3_h1_t7_r1)_)_
 G  c_l_con(_use(j3_h1_t7_r2)_)_
 G  c_l_con(_use(j3_h1_t7_r3)_)_
 G  c_l_con(_use(j3_h2_t7_r0)_)_
 G  c_l_con(_use(j3_h2_t7_r1)_)_
 G  c_l_con(_use(j3_h2_t7_r2)_)_
 G  c_l_con(_use(j3_h2_t7_r3)_)_
 G  c_l_con(_use(j4_h0_t6_r0)_)_
 G  c_l_con(_use(j4_h0_t6_r1)_)_
 G  c_l_con(_use(j4_h0_t6_r2)_)_
 G  c_l_con(_use(j4_h0_t6_r3)_)_
 G  c_l_con(_use(j4_h0_t7_r0)_)_
 G  c_l_con(_use(j4_h0_t7_r1)_)_
 G  c_l_con(_use(j4_h0_t7_r2)_)_
 G  c_l_con(_use(j4_h0_t7_r3)_)_
 G  c_l_con(_use(j4_h1_t6_r0)_)_
 G  c_l_con(_use(j4_h1_t6_r1)_)_
 G  c_l_con(_use(j4_h1_t6_r2)_)_
 G  c_l_con(_use(j4_h1_t6_r3)_)_
 G  c_l_con(_use(j4_h1_t7_r0)_)_
 G  c_l_con(_use(j4_h1_t7_r1)_)_
 G  c_l_con(_use(j4_h1_t7_r2)_)_
 G  c_l_con(_use(j4_h1_t7_r3)_)_
 G  c_l_con(_use(j4_h2_t6_r0)_)_
 G  c_l_con(_use(j4_h2_t6_r1)_)_
 G  c_l_con(_use(j4_h2_t6_r2)_)_
 G  c_l_con(_use(j4_h2_t6_r3)_)_
 G  c_l_con(_use(j4_h2_t7_r0)_)_
 G  c_l_con(_use(j4_h2_t7_r1)_)_
 G  c_l_con(_use(j4_h2_t7_r2)_)_
 G  c_l_con(_use(j4_h2_t7_r3)_)_
 E  c_e_con(_workers(j0_m1)_)_
 E  c_e_con(_workers(j1_m1)_)_
 E  c_e_con(_workers(j2_m1)_)_
 E  c_e_con(_workers(j3_m1)_)_
 E  c_e_con(_workers(j4_m0)_)_
 E  c_e_con(_workers(j4_m1)_)_
COLUMNS
     x(_g(j0_h0_t6_r0)_) c_u_con(_cap(h0_t6_r0)_)_ 1
     x(_g(j0_h0_t6_r0)_) c_l_con(_use(j0_h0_t6_r0)_)_ 1
     x(_g(j0_h0_t6_r1)_) c_u_con(_cap(h0_t6_r1)_)_ 1
     x(_g(j0_h0_t6_r1)_) c_l_con(_use(j0_h0_t6_r1)_)_ 1
     x(_g(j0_h0_t6_r2)_) c_u_con(_cap(h0_t6_r2)_)_ 1
     x(_g(j0_h0_t6_r2)_) c_l_con(_use(j0_h0_t6_r2)_)_ 1
     x(_g(j0_h0_t6_r3)_) c_u_con(_cap(h0_t6_r3)_)_ 1
     x(_g(j0_h0_t6_r3)_) c_l_con(_use(j0_h0_t6_r3)_)_ 1
     x(_g(j0_h0_t7_r0)_) c_u_con(_cap(h0_t7_r0)_)_ 1
     x(_g(j0_h0_t7_r0)_) c_l_con(_use(j0_h0_t7_r0)_)_ 1
     x(_g(j0_h0_t7_r1)_) c_u_con(_cap(h0_t7_r1)_)_ 1
     x(_g(j0_h0_t7_r1)_) c_l_con(_use(j0_h0_t7_r1)_)_ 1
     x(_g(j0_h0_t7_r2)_) c_u_con(_cap(h0_t7_r2)_)_ 1
     x(_g(j0_h0_t7_r2)_) c_l_con(_use(j0_h0_t7_r2)_)_ 1
     x(_g(j0_h0_t7_r3)_) c_u_con(_cap(h0_t7_r3)_)_ 1
     x(_g(j0_h0_t7_r3)_) c_l_con(_use(j0_h0_t7_r3)_)_ 1
     x(_g(j0_h1_t6_r0)_) c_u_con(_cap(h1_t6_r0)_)_ 1
     x(_g(j0_h1_t6_r0)_) c_l_con(_use(j0_h1_t6_r0)_)_ 1
     x(_g(j0_h1_t6_r1)_) c_u_con(_cap(h1_t6_r1)_)_ 1
     x(_g(j0_h1_t6_r1)_) c_l_con(_use(j0_h1_t6_r1)_)_ 1
     x(_g(j0_h1_t6_r2)_) c_u_con(_cap(h1_t6_r2)_)_ 1
     x(_g(j0_h1_t6_r2)_) c_l_con(_use(j0_h1_t6_r2)_)_ 1
     x(_g(j0_h1_t6_r3)_) c_u_con(_cap(h1_t6_r3)_)_ 1
     x(_g(j0_h1_t6_r3)_) c_l_con(_use(j0_h1_t6_r3)_)_ 1
     x(_g(j0_h1_t7_r0)_) c_u_con(_cap(h1_t7_r0)_)_ 1
     x(_g(j0_h1_t7_r0)_) c_l_con(_use(j0_h1_t7_r0)_)_ 1
     x(_g(j0_h1_t7_r1)_) c_u_con(_cap(h1_t7_r1)_)_ 1
     x(_g(j0_h1_t7_r1)_) c_l_con(_use(j0_h1_t7_r1)_)_ 1
     x(_g(j0_h1_t7_r2)_) c_u_con(_cap(h1_t7_r2)_)_ 1
     x(_g(j0_h1_t7_r2)_) c_l_con(_use(j0_h1_t7_r2)_)_ 1
     x(_g(j0_h1_t7_r3)_) c_u_con(_cap(h1_t7_r3)_)_ 1
     x(_g(j0_h1_t7_r3)_) c_l_con(_use(j0_h1_t7_r3)_)_ 1
     x(_g(j0_h2_t6_r0)_) c_u_con(_cap(h2_t6_r0)_)_ 1
     x(_g(j0_h2_t6_r0)_) c_l_con(_use(j0_h2_t6_r0)_)_ 1
     x(_g(j0_h2_t6_r1)_) c_u_con(_cap(h2_t6_r1)_)_ 1
     x(_g(j0_h2_t6_r1)_) c_l_con(_use(j0_h2_t6_r1)_)_ 1
     x(_g(j0_h2_t6_r2)_) c_u_con(_cap(h2_t6_r2)_)_ 1
     x(_g(j0_h2_t6_r2)_) c_l_con(_use(j0_h2_t6_r2)_)_ 1
     x(_g(j0_h2_t6_r3)_) c_u_con(_cap(h2_t6_r3)_)_ 1
     x(_g(j0_h2_t6_r3)_) c_l_con(_use(j0_h2_t6_r3)_)_ 1
     x(_g(j0_h2_t7_r0)_) c_u_con(_cap(h2_t7_r0)_)_ 1
     x(_g(j0_h2_t7_r0)_) c_l_con(_use(j0_h2_t7_r0)_)_ 1
     x(_g(j0_h2_t7_r1)_) c_u_con(_cap(h2_t7_r1)_)_ 1
     x(_g(j0_h2_t7_r1)_) c_l_con(_use(j0_h2_t7_r1)_)_ 1
     x(_g(j0_h2_t7_r2)_) c_u_con(_cap(h2_t7_r2)_)_ 1
     x(_g(j0_h2_t7_r2)_) c_l_con(_use(j0_h2_t7_r2)_)_ 1
     x(_g(j0_h2_t7_r3)_) c_u_con(_cap(h2_t7_r3)_)_ 1
     x(_g(j0_h2_t7_r3)_) c_l_con(_use(j0_h2_t7_r3)_)_ 1
     x(_g(j1_h0_t7_r0)_) c_u_con(_cap(h0_t7_r0)_)_ 1
     x(_g(j1_h0_t7_r0)_) c_l_con(_use(j1_h0_t7_r0)_)_ 1
     x(_g(j1_h0_t7_r1)_) c_u_con(_cap(h0_t7_r1)_)_ 1
     x(_g(j1_h0_t7_r1)_) c_l_con(_use(j1_h0_t7_r1)_)_ 1
     x(_g(j1_h0_t7_r2)_) c_u_con(_cap(h0_t7_r2)_)_ 1
     x(_g(j1_h0_t7_r2)_) c_l_con(_use(j1_h0_t7_r2)_)_ 1
     x(_g(j1_h0_t7_r3)_) c_u_con(_cap(h0_t7_r3)_)_ 1
     x(_g(j1_h0_t7_r3)_) c_l_con(_use(j1_h0_t7_r3)_)_ 1
     x(_g(j1_h1_t7_r0)_) c_u_con(_cap(h1_t7_r0)_)_ 1
     x(_g(j1_h1_t7_r0)_) c_l_con(_use(j1_h1_t7_r0)_)_ 1
     x(_g(j1_h1_t7_r1)_) c_u_con(_cap(h1_t7_r1)_)_ 1
     x(_g(j1_h1_t7_r1)_) c_l_con(_use(j1_h1_t7_r1)_)_ 1
     x(_g(j1_h1_t7_r2)_) c_u_con(_cap(h1_t7_r2)_)_ 1
     x(_g(j1_h1_t7_r2)_) c_l_con(_use(j1_h1_t7_r2)_)_ 1
     x(_g(j1_h1_t7_r3)_) c_u_con(_cap(h1_t7_r3)_)_ 1
     x(_g(j1_h1_t7_r3)_) c_l_con(_use(j1_h1_t7_r3)_)_ 1
     x(_g(j1_h2_t7_r0)_) c_u_con(_cap(h2_t7_r0)_)_ 1
     x(_g(j1_h2_t7_r0)_) c_l_con(_use(j1_h2_t7_r0)_)_ 1
     x(_g(j1_h2_t7_r1)_) c_u_con(_cap(h2_t7_r1)_)_ 1
     x(_g(j1_h2_t7_r1)_) c_l_con(_use(j1_h2_t7_r1)_)_ 1
     x(_g(j1_h2_t7_r2)_) c_u_con(_cap(h2_t7_r2)_)_ 1
     x(_g(j1_h2_t7_r2)_) c_l_con(_use(j1_h2_t7_r2)_)_ 1
     x(_g(j1_h2_t7_r3)_) c_u_con(_cap(h2_t7_r3)_)_ 1
     x(_g(j1_h2_t7_r3)_) c_l_con(_use(j1_h2_t7_r3)_)_ 1
     x(_g(j3_h0_t7_r0)_) c_u_con(_cap(h0_t7_r0)_)_ 1
     x(_g(j3_h0_t7_r0)_) c_l_con(_use(j3_h0_t7_r0)_)_ 1
     x(_g(j3_h0_t7_r1)_) c_u_con(_cap(h0_t7_r1)_)_ 1
     x(_g(j3_h0_t7_r1)_) c_l_con(_use(j3_h0_t7_r1)_)_ 1
     x(_g(j3_h0_t7_r2)_) c_u_con(_cap(h0_t7_r2)_)_ 1
     x(_g(j3_h0_t7_r2)_) c_l_con(_use(j3_h0_t7_r2)_)_ 1
     x(_g(j3_h0_t7_r3)_) c_u_con(_cap(h0_t7_r3)_)_ 1
     x(_g(j3_h0_t7_r3)_) c_l_con(_use(j3_h0_t7_r3)_)_ 1
     x(_g(j3_h1_t7_r0)_) c_u_con(_cap(h1_t7_r0)_)_ 1
     x(_g(j3_h1_t7_r0)_) c_l_con(_use(j3_h1_t7_r0)_)_ 1
     x(_g(j3_h1_t7_r1)_) c_u_con(_cap(h1_t7_r1)_)_ 1
     x(_g(j3_h1_t7_r1)_) c_l_con(_use(j3_h1_t7_r1)_)_ 1
     x(_g(j3_h1_t7_r2)_) c_u_con(_cap(h1_t7_r2)_)_ 1
     x(_g(j3_h1_t7_r2)_) c_l_con(_use(j3_h1_t7_r2)_)_ 1
     x(_g(j3_h1_t7_r3)_) c_u_con(_cap(h1_t7_r3)_)_ 1
     x(_g(j3_h1_t7_r3)_) c_l_con(_use(j3_h1_t7_r3)_)_ 1
     x(_g(j3_h2_t7_r0)_) c_u_con(_cap(h2_t7_r0)_)_ 1
     x(_g(j3_h2_t7_r0)_) c_l_con(_use(j3_h2_t7_r0)_)_ 1
     x(_g(j3_h2_t7_r1)_) c_u_con(_cap(h2_t7_r1)_)_ 1
     x(_g(j3_h2_t7_r1)_) c_l_con(_use(j3_h2_t7_r1)_)_ 1
     x(_g(j3_h2_t7_r2)_) c_u_con(_cap(h2_t7_r2)_)_ 1
     x(_g(j3_h2_t7_r2)_) c_l_con(_use(j3_h2_t7_r2)_)_ 1
     x(_g(j3_h2_t7_r3)_) c_u_con(_cap(h2_t7_r3)_)_ 1
     x(_g(j3_h2_t7_r3)_) c_l_con(_use(j3_h2_t7_r3)_)_ 1
     x(_g(j4_h0_t6_r0)_) c_u_con(_cap(h0_t6_r0)_)_ 1
     x(_g(j4_h0_t6_r0)_) c_l_con(_use(j4_h0_t6_r0)_)_ 1
     x(_g(j4_h0_t6_r1)_) c_u_con(_cap(h0_t6_r1)_)_ 1
     x(_g(j4_h0_t6_r1)_) c_l_con(_use(j4_h0_t6_r1)_)_ 1
     x(_g(j4_h0_t6_r2)_) c_u_con(_cap(h0_t6_r2)_)_ 1
     x(_g(j4_h0_t6_r2)_) c_l_con(_use(j4_h0_t6_r2)_)_ 1
     x(_g(j4_h0_t6_r3)_) c_u_con(_cap(h0_t6_r3)_)_ 1
     x(_g(j4_h0_t6_r3)_) c_l_con(_use(j4_h0_t6_r3)_)_ 1
     x(_g(j4_h0_t7_r0)_) c_u_con(_cap(h0_t7_r0)_)_ 1
     x(_g(j4_h0_t7_r0)_) c_l_con(_use(j4_h0_t7_r0)_)_ 1
     x(_g(j4_h0_t7_r1)_) c_u_con(_cap(h0_t7_r1)_)_ 1
     x(_g(j4_h0_t7_r1)_) c_l_con(_use(j4_h0_t7_r1)_)_ 1
     x(_g(j4_h0_t7_r2)_) c_u_con(_cap(h0_t7_r2)_)_ 1
     x(_g(j4_h0_t7_r2)_) c_l_con(_use(j4_h0_t7_r2)_)_ 1
     x(_g(j4_h0_t7_r3)_) c_u_con(_cap(h0_t7_r3)_)_ 1
     x(_g(j4_h0_t7_r3)_) c_l_con(_use(j4_h0_t7_r3)_)_ 1
     x(_g(j4_h1_t6_r0)_) c_u_con(_cap(h1_t6_r0)_)_ 1
     x(_g(j4_h1_t6_r0)_) c_l_con(_use(j4_h1_t6_r0)_)_ 1
     x(_g(j4_h1_t6_r1)_) c_u_con(_cap(h1_t6_r1)_)_ 1
     x(_g(j4_h1_t6_r1)_) c_l_con(_use(j4_h1_t6_r1)_)_ 1
     x(_g(j4_h1_t6_r2)_) c_u_con(_cap(h1_t6_r2)_)_ 1
     x(_g(j4_h1_t6_r2)_) c_l_con(_use(j4_h1_t6_r2)_)_ 1
     x(_g(j4_h1_t6_r3)_) c_u_con(_cap(h1_t6_r3)_)_ 1
     x(_g(j4_h1_t6_r3)_) c_l_con(_use(j4_h1_t6_r3)_)_ 1
     x(_g(j4_h1_t7_r0)_) c_u_con(_cap(h1_t7_r0)_)_ 1
     x(_g(j4_h1_t7_r0)_) c_l_con(_use(j4_h1_t7_r0)_)_ 1
     x(_g(j4_h1_t7_r1)_) c_u_con(_cap(h1_t7_r1)_)_ 1
     x(_g(j4_h1_t7_r1)_) c_l_con(_use(j4_h1_t7_r1)_)_ 1
     x(_g(j4_h1_t7_r2)_) c_u_con(_cap(h1_t7_r2)_)_ 1
     x(_g(j4_h1_t7_r2)_) c_l_con(_use(j4_h1_t7_r2)_)_ 1
     x(_g(j4_h1_t7_r3)_) c_u_con(_cap(h1_t7_r3)_)_ 1
     x(_g(j4_h1_t7_r3)_) c_l_con(_use(j4_h1_t7_r3)_)_ 1
     x(_g(j4_h2_t6_r0)_) c_u_con(_cap(h2_t6_r0)_)_ 1
     x(_g(j4_h2_t6_r0)_) c_l_con(_use(j4_h2_t6_r0)_)_ 1
     x(_g(j4_h2_t6_r1)_) c_u_con(_cap(h2_t6_r1)_)_ 1
     x(_g(j4_h2_t6_r1)_) c_l_con(_use(j4_h2_t6_r1)_)_ 1
     x(_g(j4_h2_t6_r2)_) c_u_con(_cap(h2_t6_r2)_)_ 1
     x(_g(j4_h2_t6_r2)_) c_l_con(_use(j4_h2_t6_r2)_)_ 1
     x(_g(j4_h2_t6_r3)_) c_u_con(_cap(h2_t6_r3)_)_ 1
     x(_g(j4_h2_t6_r3)_) c_l_con(_use(j4_h2_t6_r3)_)_ 1
     x(_g(j4_h2_t7_r0)_) c_u_con(_cap(h2_t7_r0)_)_ 1
     x(_g(j4_h2_t7_r0)_) c_l_con(_use(j4_h2_t7_r0)_)_ 1
     x(_g(j4_h2_t7_r1)_) c_u_con(_cap(h2_t7_r1)_)_ 1
     x(_g(j4_h2_t7_r1)_) c_l_con(_use(j4_h2_t7_r1)_)_ 1
     x(_g(j4_h2_t7_r2)_) c_u_con(_cap(h2_t7_r2)_)_ 1
     x(_g(j4_h2_t7_r2)_) c_l_con(_use(j4_h2_t7_r2)_)_ 1
     x(_g(j4_h2_t7_r3)_) c_u_con(_cap(h2_t7_r3)_)_ 1
     x(_g(j4_h2_t7_r3)_) c_l_con(_use(j4_h2_t7_r3)_)_ 1
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_m1)_)_ -2
     x(_o(j0_h0)_) c_e_con(_home(j0)_)_ 1
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_m1)_)_ -1
     x(_o(j0_h1)_) c_e_con(_home(j0)_)_ 1
     x(_o(j0_h2)_) c_u_con(_coloc(j0_h2_m1)_)_ -3
     x(_o(j0_h2)_) c_e_con(_home(j0)_)_ 1
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_m1)_)_ -2
     x(_o(j1_h0)_) c_e_con(_home(j1)_)_ 1
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_m1)_)_ -1
     x(_o(j1_h1)_) c_e_con(_home(j1)_)_ 1
     x(_o(j1_h2)_) c_u_con(_coloc(j1_h2_m1)_)_ -2
     x(_o(j1_h2)_) c_e_con(_home(j1)_)_ 1
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m1)_)_ -2
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_p0)_)_ -2
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_p1)_)_ -1
     x(_o(j2_h0)_) c_e_con(_home(j2)_)_ 1
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m1)_)_ -1
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_p0)_)_ -2
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_p1)_)_ -1
     x(_o(j2_h1)_) c_e_con(_home(j2)_)_ 1
     x(_o(j2_h2)_) c_u_con(_coloc(j2_h2_m1)_)_ -3
     x(_o(j2_h2)_) c_u_con(_coloc(j2_h2_p0)_)_ -2
     x(_o(j2_h2)_) c_u_con(_coloc(j2_h2_p1)_)_ -1
     x(_o(j2_h2)_) c_e_con(_home(j2)_)_ 1
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m1)_)_ -2
     x(_o(j3_h0)_) c_e_con(_home(j3)_)_ 1
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m1)_)_ -1
     x(_o(j3_h1)_) c_e_con(_home(j3)_)_ 1
     x(_o(j3_h2)_) c_u_con(_coloc(j3_h2_m1)_)_ -2
     x(_o(j3_h2)_) c_e_con(_home(j3)_)_ 1
     x(_o(j4_h0)_) c_u_con(_coloc(j4_h0_m0)_)_ -2
     x(_o(j4_h0)_) c_u_con(_coloc(j4_h0_m1)_)_ -2
     x(_o(j4_h0)_) c_u_con(_coloc(j4_h0_p0)_)_ -2
     x(_o(j4_h0)_) c_u_con(_coloc(j4_h0_p1)_)_ -1
     x(_o(j4_h0)_) c_e_con(_home(j4)_)_ 1
     x(_o(j4_h1)_) c_u_con(_coloc(j4_h1_m0)_)_ -2
     x(_o(j4_h1)_) c_u_con(_coloc(j4_h1_m1)_)_ -1
     x(_o(j4_h1)_) c_u_con(_coloc(j4_h1_p0)_)_ -2
     x(_o(j4_h1)_) c_u_con(_coloc(j4_h1_p1)_)_ -1
     x(_o(j4_h1)_) c_e_con(_home(j4)_)_ 1
     x(_o(j4_h2)_) c_u_con(_coloc(j4_h2_m0)_)_ -2
     x(_o(j4_h2)_) c_u_con(_coloc(j4_h2_m1)_)_ -2
     x(_o(j4_h2)_) c_u_con(_coloc(j4_h2_p0)_)_ -2
     x(_o(j4_h2)_) c_u_con(_coloc(j4_h2_p1)_)_ -1
     x(_o(j4_h2)_) c_e_con(_home(j4)_)_ 1
     x(_run(j0_t6)_) c_e_con(_running(j0_t6)_)_ 1
     x(_run(j0_t6)_) c_l_con(_use(j0_h0_t6_r0)_)_ -8
     x(_run(j0_t6)_) c_l_con(_use(j0_h0_t6_r1)_)_ -24
     x(_run(j0_t6)_) c_l_con(_use(j0_h0_t6_r2)_)_ -128
     x(_run(j0_t6)_) c_l_con(_use(j0_h0_t6_r3)_)_ -8
     x(_run(j0_t6)_) c_l_con(_use(j0_h1_t6_r0)_)_ -4
     x(_run(j0_t6)_) c_l_con(_use(j0_h1_t6_r1)_)_ -12
     x(_run(j0_t6)_) c_l_con(_use(j0_h1_t6_r2)_)_ -64
     x(_run(j0_t6)_) c_l_con(_use(j0_h1_t6_r3)_)_ -4
     x(_run(j0_t6)_) c_l_con(_use(j0_h2_t6_r0)_)_ -12
     x(_run(j0_t6)_) c_l_con(_use(j0_h2_t6_r1)_)_ -36
     x(_run(j0_t6)_) c_l_con(_use(j0_h2_t6_r2)_)_ -192
     x(_run(j0_t6)_) c_l_con(_use(j0_h2_t6_r3)_)_ -12
     x(_run(j0_t7)_) c_e_con(_running(j0_t7)_)_ 1
     x(_run(j0_t7)_) c_l_con(_use(j0_h0_t7_r0)_)_ -8
     x(_run(j0_t7)_) c_l_con(_use(j0_h0_t7_r1)_)_ -24
     x(_run(j0_t7)_) c_l_con(_use(j0_h0_t7_r2)_)_ -128
     x(_run(j0_t7)_) c_l_con(_use(j0_h0_t7_r3)_)_ -8
     x(_run(j0_t7)_) c_l_con(_use(j0_h1_t7_r0)_)_ -4
     x(_run(j0_t7)_) c_l_con(_use(j0_h1_t7_r1)_)_ -12
     x(_run(j0_t7)_) c_l_con(_use(j0_h1_t7_r2)_)_ -64
     x(_run(j0_t7)_) c_l_con(_use(j0_h1_t7_r3)_)_ -4
     x(_run(j0_t7)_) c_l_con(_use(j0_h2_t7_r0)_)_ -12
     x(_run(j0_t7)_) c_l_con(_use(j0_h2_t7_r1)_)_ -36
     x(_run(j0_t7)_) c_l_con(_use(j0_h2_t7_r2)_)_ -192
     x(_run(j0_t7)_) c_l_con(_use(j0_h2_t7_r3)_)_ -12
     x(_run(j1_t7)_) c_e_con(_running(j1_t7)_)_ 1
     x(_run(j1_t7)_) c_l_con(_use(j1_h0_t7_r0)_)_ -8
     x(_run(j1_t7)_) c_l_con(_use(j1_h0_t7_r1)_)_ -24
     x(_run(j1_t7)_) c_l_con(_use(j1_h0_t7_r2)_)_ -128
     x(_run(j1_t7)_) c_l_con(_use(j1_h0_t7_r3)_)_ -8
     x(_run(j1_t7)_) c_l_con(_use(j1_h1_t7_r0)_)_ -4
     x(_run(j1_t7)_) c_l_con(_use(j1_h1_t7_r1)_)_ -12
     x(_run(j1_t7)_) c_l_con(_use(j1_h1_t7_r2)_)_ -64
     x(_run(j1_t7)_) c_l_con(_use(j1_h1_t7_r3)_)_ -4
     x(_run(j1_t7)_) c_l_con(_use(j1_h2_t7_r0)_)_ -8
     x(_run(j1_t7)_) c_l_con(_use(j1_h2_t7_r1)_)_ -24
     x(_run(j1_t7)_) c_l_con(_use(j1_h2_t7_r2)_)_ -128
     x(_run(j1_t7)_) c_l_con(_use(j1_h2_t7_r3)_)_ -8
     x(_run(j3_t7)_) c_e_con(_running(j3_t7)_)_ 1
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r0)_)_ -8
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r1)_)_ -24
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r2)_)_ -128
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r3)_)_ -8
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r0)_)_ -4
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r1)_)_ -12
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r2)_)_ -64
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r3)_)_ -4
     x(_run(j3_t7)_) c_l_con(_use(j3_h2_t7_r0)_)_ -8
     x(_run(j3_t7)_) c_l_con(_use(j3_h2_t7_r1)_)_ -24
     x(_run(j3_t7)_) c_l_con(_use(j3_h2_t7_r2)_)_ -128
     x(_run(j3_t7)_) c_l_con(_use(j3_h2_t7_r3)_)_ -8
     x(_run(j4_t6)_) c_e_con(_running(j4_t6)_)_ 1
     x(_run(j4_t6)_) c_l_con(_use(j4_h0_t6_r0)_)_ -8
     x(_run(j4_t6)_) c_l_con(_use(j4_h0_t6_r1)_)_ -36
     x(_run(j4_t6)_) c_l_con(_use(j4_h0_t6_r2)_)_ -139
     x(_run(j4_t6)_) c_l_con(_use(j4_h0_t6_r3)_)_ -21.5
     x(_run(j4_t6)_) c_l_con(_use(j4_h1_t6_r0)_)_ -4
     x(_run(j4_t6)_) c_l_con(_use(j4_h1_t6_r1)_)_ -28
     x(_run(j4_t6)_) c_l_con(_use(j4_h1_t6_r2)_)_ -96
     x(_run(j4_t6)_) c_l_con(_use(j4_h1_t6_r3)_)_ -21.5
     x(_run(j4_t6)_) c_l_con(_use(j4_h2_t6_r0)_)_ -8
     x(_run(j4_t6)_) c_l_con(_use(j4_h2_t6_r1)_)_ -36
     x(_run(j4_t6)_) c_l_con(_use(j4_h2_t6_r2)_)_ -160
     x(_run(j4_t6)_) c_l_con(_use(j4_h2_t6_r3)_)_ -21.5
     x(_run(j4_t7)_) c_e_con(_running(j4_t7)_)_ 1
     x(_run(j4_t7)_) c_l_con(_use(j4_h0_t7_r0)_)_ -8
     x(_run(j4_t7)_) c_l_con(_use(j4_h0_t7_r1)_)_ -36
     x(_run(j4_t7)_) c_l_con(_use(j4_h0_t7_r2)_)_ -139
     x(_run(j4_t7)_) c_l_con(_use(j4_h0_t7_r3)_)_ -21.5
     x(_run(j4_t7)_) c_l_con(_use(j4_h1_t7_r0)_)_ -4
     x(_run(j4_t7)_) c_l_con(_use(j4_h1_t7_r1)_)_ -28
     x(_run(j4_t7)_) c_l_con(_use(j4_h1_t7_r2)_)_ -96
     x(_run(j4_t7)_) c_l_con(_use(j4_h1_t7_r3)_)_ -21.5
     x(_run(j4_t7)_) c_l_con(_use(j4_h2_t7_r0)_)_ -8
     x(_run(j4_t7)_) c_l_con(_use(j4_h2_t7_r1)_)_ -36
     x(_run(j4_t7)_) c_l_con(_use(j4_h2_t7_r2)_)_ -160
     x(_run(j4_t7)_) c_l_con(_use(j4_h2_t7_r3)_)_ -21.5
     x(_s(j2_h0_p0)_) c_u_con(_coloc(j2_h0_p0)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_fit(j2_h0_r1)_)_ 4
     x(_s(j2_h0_p0)_) c_u_con(_fit(j2_h0_r2)_)_ 8
     x(_s(j2_h0_p0)_) c_u_con(_fit(j2_h0_r3)_)_ 7.5
     x(_s(j2_h0_p0)_) c_u_con(_ps_bw(j2_h0)_)_ -7.5
     x(_s(j2_h0_p0)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_ps_on(j2_h0_p0)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_pstype(j2_p0)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_fit(j2_h0_r1)_)_ 16
     x(_s(j2_h0_p1)_) c_u_con(_fit(j2_h0_r2)_)_ 32
     x(_s(j2_h0_p1)_) c_u_con(_fit(j2_h0_r3)_)_ 17.5
     x(_s(j2_h0_p1)_) c_u_con(_ps_bw(j2_h0)_)_ -17.5
     x(_s(j2_h0_p1)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_ps_on(j2_h0_p1)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_pstype(j2_p1)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_coloc(j2_h1_p0)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_ps_bw(j2_h1)_)_ -7.5
     x(_s(j2_h1_p0)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_ps_on(j2_h1_p0)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_pstype(j2_p0)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_ps_bw(j2_h1)_)_ -17.5
     x(_s(j2_h1_p1)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_ps_on(j2_h1_p1)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_pstype(j2_p1)_)_ 1
     x(_s(j2_h2_p0)_) c_u_con(_coloc(j2_h2_p0)_)_ 1
     x(_s(j2_h2_p0)_) c_u_con(_fit(j2_h2_r1)_)_ 4
     x(_s(j2_h2_p0)_) c_u_con(_fit(j2_h2_r2)_)_ 8
     x(_s(j2_h2_p0)_) c_u_con(_fit(j2_h2_r3)_)_ 7.5
     x(_s(j2_h2_p0)_) c_u_con(_ps_bw(j2_h2)_)_ -7.5
     x(_s(j2_h2_p0)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h2_p0)_) c_u_con(_ps_on(j2_h2_p0)_)_ 1
     x(_s(j2_h2_p0)_) c_u_con(_pstype(j2_p0)_)_ 1
     x(_s(j2_h2_p1)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_s(j2_h2_p1)_) c_u_con(_fit(j2_h2_r1)_)_ 16
     x(_s(j2_h2_p1)_) c_u_con(_fit(j2_h2_r2)_)_ 32
     x(_s(j2_h2_p1)_) c_u_con(_fit(j2_h2_r3)_)_ 17.5
     x(_s(j2_h2_p1)_) c_u_con(_ps_bw(j2_h2)_)_ -17.5
     x(_s(j2_h2_p1)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h2_p1)_) c_u_con(_ps_on(j2_h2_p1)_)_ 1
     x(_s(j2_h2_p1)_) c_u_con(_pstype(j2_p1)_)_ 1
     x(_s(j4_h0_p0)_) c_u_con(_coloc(j4_h0_p0)_)_ 1
     x(_s(j4_h0_p0)_) c_u_con(_fit(j4_h0_r1)_)_ 4
     x(_s(j4_h0_p0)_) c_u_con(_fit(j4_h0_r2)_)_ 8
     x(_s(j4_h0_p0)_) c_u_con(_fit(j4_h0_r3)_)_ 7.5
     x(_s(j4_h0_p0)_) c_u_con(_ps_bw(j4_h0)_)_ -7.5
     x(_s(j4_h0_p0)_) c_l_con(_ps_min(j4)_)_ 1
     x(_s(j4_h0_p0)_) c_u_con(_ps_on(j4_h0_p0)_)_ 1
     x(_s(j4_h0_p0)_) c_u_con(_pstype(j4_p0)_)_ 1
     x(_s(j4_h0_p0)_) c_l_con(_use(j4_h0_t6_r1)_)_ -4
     x(_s(j4_h0_p0)_) c_l_con(_use(j4_h0_t6_r2)_)_ -8
     x(_s(j4_h0_p0)_) c_l_con(_use(j4_h0_t6_r3)_)_ -7.5
     x(_s(j4_h0_p0)_) c_l_con(_use(j4_h0_t7_r1)_)_ -4
     x(_s(j4_h0_p0)_) c_l_con(_use(j4_h0_t7_r2)_)_ -8
     x(_s(j4_h0_p0)_) c_l_con(_use(j4_h0_t7_r3)_)_ -7.5
     x(_s(j4_h0_p1)_) c_u_con(_coloc(j4_h0_p1)_)_ 1
     x(_s(j4_h0_p1)_) c_u_con(_fit(j4_h0_r1)_)_ 16
     x(_s(j4_h0_p1)_) c_u_con(_fit(j4_h0_r2)_)_ 32
     x(_s(j4_h0_p1)_) c_u_con(_fit(j4_h0_r3)_)_ 17.5
     x(_s(j4_h0_p1)_) c_u_con(_ps_bw(j4_h0)_)_ -17.5
     x(_s(j4_h0_p1)_) c_l_con(_ps_min(j4)_)_ 1
     x(_s(j4_h0_p1)_) c_u_con(_ps_on(j4_h0_p1)_)_ 1
     x(_s(j4_h0_p1)_) c_u_con(_pstype(j4_p1)_)_ 1
     x(_s(j4_h0_p1)_) c_l_con(_use(j4_h0_t6_r1)_)_ -16
     x(_s(j4_h0_p1)_) c_l_con(_use(j4_h0_t6_r2)_)_ -32
     x(_s(j4_h0_p1)_) c_l_con(_use(j4_h0_t6_r3)_)_ -17.5
     x(_s(j4_h0_p1)_) c_l_con(_use(j4_h0_t7_r1)_)_ -16
     x(_s(j4_h0_p1)_) c_l_con(_use(j4_h0_t7_r2)_)_ -32
     x(_s(j4_h0_p1)_) c_l_con(_use(j4_h0_t7_r3)_)_ -17.5
     x(_s(j4_h1_p0)_) c_u_con(_coloc(j4_h1_p0)_)_ 1
     x(_s(j4_h1_p0)_) c_u_con(_fit(j4_h1_r1)_)_ 4
     x(_s(j4_h1_p0)_) c_u_con(_fit(j4_h1_r2)_)_ 8
     x(_s(j4_h1_p0)_) c_u_con(_fit(j4_h1_r3)_)_ 7.5
     x(_s(j4_h1_p0)_) c_u_con(_ps_bw(j4_h1)_)_ -7.5
     x(_s(j4_h1_p0)_) c_l_con(_ps_min(j4)_)_ 1
     x(_s(j4_h1_p0)_) c_u_con(_ps_on(j4_h1_p0)_)_ 1
     x(_s(j4_h1_p0)_) c_u_con(_pstype(j4_p0)_)_ 1
     x(_s(j4_h1_p0)_) c_l_con(_use(j4_h1_t6_r1)_)_ -4
     x(_s(j4_h1_p0)_) c_l_con(_use(j4_h1_t6_r2)_)_ -8
     x(_s(j4_h1_p0)_) c_l_con(_use(j4_h1_t6_r3)_)_ -7.5
     x(_s(j4_h1_p0)_) c_l_con(_use(j4_h1_t7_r1)_)_ -4
     x(_s(j4_h1_p0)_) c_l_con(_use(j4_h1_t7_r2)_)_ -8
     x(_s(j4_h1_p0)_) c_l_con(_use(j4_h1_t7_r3)_)_ -7.5
     x(_s(j4_h1_p1)_) c_u_con(_coloc(j4_h1_p1)_)_ 1
     x(_s(j4_h1_p1)_) c_u_con(_fit(j4_h1_r1)_)_ 16
     x(_s(j4_h1_p1)_) c_u_con(_fit(j4_h1_r2)_)_ 32
     x(_s(j4_h1_p1)_) c_u_con(_fit(j4_h1_r3)_)_ 17.5
     x(_s(j4_h1_p1)_) c_u_con(_ps_bw(j4_h1)_)_ -17.5
     x(_s(j4_h1_p1)_) c_l_con(_ps_min(j4)_)_ 1
     x(_s(j4_h1_p1)_) c_u_con(_ps_on(j4_h1_p1)_)_ 1
     x(_s(j4_h1_p1)_) c_u_con(_pstype(j4_p1)_)_ 1
     x(_s(j4_h1_p1)_) c_l_con(_use(j4_h1_t6_r1)_)_ -16
     x(_s(j4_h1_p1)_) c_l_con(_use(j4_h1_t6_r2)_)_ -32
     x(_s(j4_h1_p1)_) c_l_con(_use(j4_h1_t6_r3)_)_ -17.5
     x(_s(j4_h1_p1)_) c_l_con(_use(j4_h1_t7_r1)_)_ -16
     x(_s(j4_h1_p1)_) c_l_con(_use(j4_h1_t7_r2)_)_ -32
     x(_s(j4_h1_p1)_) c_l_con(_use(j4_h1_t7_r3)_)_ -17.5
     x(_s(j4_h2_p0)_) c_u_con(_coloc(j4_h2_p0)_)_ 1
     x(_s(j4_h2_p0)_) c_u_con(_fit(j4_h2_r1)_)_ 4
     x(_s(j4_h2_p0)_) c_u_con(_fit(j4_h2_r3)_)_ 7.5
     x(_s(j4_h2_p0)_) c_u_con(_ps_bw(j4_h2)_)_ -7.5
     x(_s(j4_h2_p0)_) c_l_con(_ps_min(j4)_)_ 1
     x(_s(j4_h2_p0)_) c_u_con(_ps_on(j4_h2_p0)_)_ 1
     x(_s(j4_h2_p0)_) c_u_con(_pstype(j4_p0)_)_ 1
     x(_s(j4_h2_p0)_) c_l_con(_use(j4_h2_t6_r1)_)_ -4
     x(_s(j4_h2_p0)_) c_l_con(_use(j4_h2_t6_r2)_)_ -8
     x(_s(j4_h2_p0)_) c_l_con(_use(j4_h2_t6_r3)_)_ -7.5
     x(_s(j4_h2_p0)_) c_l_con(_use(j4_h2_t7_r1)_)_ -4
     x(_s(j4_h2_p0)_) c_l_con(_use(j4_h2_t7_r2)_)_ -8
     x(_s(j4_h2_p0)_) c_l_con(_use(j4_h2_t7_r3)_)_ -7.5
     x(_s(j4_h2_p1)_) c_u_con(_coloc(j4_h2_p1)_)_ 1
     x(_s(j4_h2_p1)_) c_u_con(_fit(j4_h2_r1)_)_ 16
     x(_s(j4_h2_p1)_) c_u_con(_fit(j4_h2_r3)_)_ 17.5
     x(_s(j4_h2_p1)_) c_u_con(_ps_bw(j4_h2)_)_ -17.5
     x(_s(j4_h2_p1)_) c_l_con(_ps_min(j4)_)_ 1
     x(_s(j4_h2_p1)_) c_u_con(_ps_on(j4_h2_p1)_)_ 1
     x(_s(j4_h2_p1)_) c_u_con(_pstype(j4_p1)_)_ 1
     x(_s(j4_h2_p1)_) c_l_con(_use(j4_h2_t6_r1)_)_ -16
     x(_s(j4_h2_p1)_) c_l_con(_use(j4_h2_t6_r2)_)_ -32
     x(_s(j4_h2_p1)_) c_l_con(_use(j4_h2_t6_r3)_)_ -17.5
     x(_s(j4_h2_p1)_) c_l_con(_use(j4_h2_t7_r1)_)_ -16
     x(_s(j4_h2_p1)_) c_l_con(_use(j4_h2_t7_r2)_)_ -32
     x(_s(j4_h2_p1)_) c_l_con(_use(j4_h2_t7_r3)_)_ -17.5
     x(_sigma(j2_h0)_) c_u_con(_ps_bw(j2_h0)_)_ 12
     x(_sigma(j2_h0)_) c_u_con(_ps_on(j2_h0_p0)_)_ -2
     x(_sigma(j2_h0)_) c_u_con(_ps_on(j2_h0_p1)_)_ -1
     x(_sigma(j2_h1)_) c_u_con(_ps_bw(j2_h1)_)_ 12
     x(_sigma(j2_h1)_) c_u_con(_ps_on(j2_h1_p0)_)_ -2
     x(_sigma(j2_h1)_) c_u_con(_ps_on(j2_h1_p1)_)_ -1
     x(_sigma(j2_h2)_) c_u_con(_ps_bw(j2_h2)_)_ 12
     x(_sigma(j2_h2)_) c_u_con(_ps_on(j2_h2_p0)_)_ -2
     x(_sigma(j2_h2)_) c_u_con(_ps_on(j2_h2_p1)_)_ -1
     x(_sigma(j4_h0)_) c_u_con(_ps_bw(j4_h0)_)_ 8
     x(_sigma(j4_h0)_) c_u_con(_ps_on(j4_h0_p0)_)_ -2
     x(_sigma(j4_h0)_) c_u_con(_ps_on(j4_h0_p1)_)_ -1
     x(_sigma(j4_h1)_) c_u_con(_ps_bw(j4_h1)_)_ 8
     x(_sigma(j4_h1)_) c_u_con(_ps_on(j4_h1_p0)_)_ -2
     x(_sigma(j4_h1)_) c_u_con(_ps_on(j4_h1_p1)_)_ -1
     x(_sigma(j4_h2)_) c_u_con(_ps_bw(j4_h2)_)_ 8
     x(_sigma(j4_h2)_) c_u_con(_ps_on(j4_h2_p0)_)_ -2
     x(_sigma(j4_h2)_) c_u_con(_ps_on(j4_h2_p1)_)_ -1
     x(_y(j0_h0_m1)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t6_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t6_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t6_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t6_r3)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t7_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t7_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t7_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t7_r3)_)_ -4
     x(_y(j0_h0_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t6_r0)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t6_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t6_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t6_r3)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t7_r0)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t7_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t7_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t7_r3)_)_ -4
     x(_y(j0_h1_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j0_h2_m1)_) c_u_con(_coloc(j0_h2_m1)_)_ 1
     x(_y(j0_h2_m1)_) c_l_con(_use(j0_h2_t6_r0)_)_ -4
     x(_y(j0_h2_m1)_) c_l_con(_use(j0_h2_t6_r1)_)_ -12
     x(_y(j0_h2_m1)_) c_l_con(_use(j0_h2_t6_r2)_)_ -64
     x(_y(j0_h2_m1)_) c_l_con(_use(j0_h2_t6_r3)_)_ -4
     x(_y(j0_h2_m1)_) c_l_con(_use(j0_h2_t7_r0)_)_ -4
     x(_y(j0_h2_m1)_) c_l_con(_use(j0_h2_t7_r1)_)_ -12
     x(_y(j0_h2_m1)_) c_l_con(_use(j0_h2_t7_r2)_)_ -64
     x(_y(j0_h2_m1)_) c_l_con(_use(j0_h2_t7_r3)_)_ -4
     x(_y(j0_h2_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j1_h0_m1)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t7_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t7_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t7_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t7_r3)_)_ -4
     x(_y(j1_h0_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j1_h1_m1)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t7_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t7_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t7_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t7_r3)_)_ -4
     x(_y(j1_h1_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j1_h2_m1)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t7_r0)_)_ -4
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t7_r1)_)_ -12
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t7_r2)_)_ -64
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t7_r3)_)_ -4
     x(_y(j1_h2_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_fit(j2_h0_r1)_)_ 12
     x(_y(j2_h0_m1)_) c_u_con(_fit(j2_h0_r2)_)_ 64
     x(_y(j2_h0_m1)_) c_u_con(_fit(j2_h0_r3)_)_ 4
     x(_y(j2_h0_m1)_) c_u_con(_ps_bw(j2_h1)_)_ 4
     x(_y(j2_h0_m1)_) c_u_con(_ps_bw(j2_h2)_)_ 4
     x(_y(j2_h0_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_ps_bw(j2_h0)_)_ 4
     x(_y(j2_h1_m1)_) c_u_con(_ps_bw(j2_h2)_)_ 4
     x(_y(j2_h1_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j2_h2_m1)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_y(j2_h2_m1)_) c_u_con(_fit(j2_h2_r1)_)_ 12
     x(_y(j2_h2_m1)_) c_u_con(_fit(j2_h2_r2)_)_ 64
     x(_y(j2_h2_m1)_) c_u_con(_fit(j2_h2_r3)_)_ 4
     x(_y(j2_h2_m1)_) c_u_con(_ps_bw(j2_h0)_)_ 4
     x(_y(j2_h2_m1)_) c_u_con(_ps_bw(j2_h1)_)_ 4
     x(_y(j2_h2_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r3)_)_ -4
     x(_y(j3_h0_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r3)_)_ -4
     x(_y(j3_h1_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j3_h2_m1)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t7_r0)_)_ -4
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t7_r1)_)_ -12
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t7_r2)_)_ -64
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t7_r3)_)_ -4
     x(_y(j3_h2_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j4_h0_m0)_) c_u_con(_coloc(j4_h0_m0)_)_ 1
     x(_y(j4_h0_m0)_) c_u_con(_fit(j4_h0_r0)_)_ 1
     x(_y(j4_h0_m0)_) c_u_con(_fit(j4_h0_r1)_)_ 4
     x(_y(j4_h0_m0)_) c_u_con(_fit(j4_h0_r2)_)_ 16
     x(_y(j4_h0_m0)_) c_u_con(_fit(j4_h0_r3)_)_ 1
     x(_y(j4_h0_m0)_) c_u_con(_ps_bw(j4_h1)_)_ 1
     x(_y(j4_h0_m0)_) c_u_con(_ps_bw(j4_h2)_)_ 1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t6_r0)_)_ -1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t6_r1)_)_ -4
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t6_r2)_)_ -16
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t6_r3)_)_ -1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t7_r0)_)_ -1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t7_r1)_)_ -4
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t7_r2)_)_ -16
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t7_r3)_)_ -1
     x(_y(j4_h0_m0)_) c_e_con(_workers(j4_m0)_)_ 1
     x(_y(j4_h0_m1)_) c_u_con(_coloc(j4_h0_m1)_)_ 1
     x(_y(j4_h0_m1)_) c_u_con(_fit(j4_h0_r0)_)_ 4
     x(_y(j4_h0_m1)_) c_u_con(_fit(j4_h0_r1)_)_ 12
     x(_y(j4_h0_m1)_) c_u_con(_fit(j4_h0_r2)_)_ 64
     x(_y(j4_h0_m1)_) c_u_con(_fit(j4_h0_r3)_)_ 4
     x(_y(j4_h0_m1)_) c_u_con(_ps_bw(j4_h1)_)_ 4
     x(_y(j4_h0_m1)_) c_u_con(_ps_bw(j4_h2)_)_ 4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t6_r0)_)_ -4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t6_r1)_)_ -12
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t6_r2)_)_ -64
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t6_r3)_)_ -4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t7_r0)_)_ -4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t7_r1)_)_ -12
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t7_r2)_)_ -64
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t7_r3)_)_ -4
     x(_y(j4_h0_m1)_) c_e_con(_workers(j4_m1)_)_ 1
     x(_y(j4_h1_m0)_) c_u_con(_coloc(j4_h1_m0)_)_ 1
     x(_y(j4_h1_m0)_) c_u_con(_fit(j4_h1_r0)_)_ 1
     x(_y(j4_h1_m0)_) c_u_con(_fit(j4_h1_r1)_)_ 4
     x(_y(j4_h1_m0)_) c_u_con(_fit(j4_h1_r2)_)_ 16
     x(_y(j4_h1_m0)_) c_u_con(_fit(j4_h1_r3)_)_ 1
     x(_y(j4_h1_m0)_) c_u_con(_ps_bw(j4_h0)_)_ 1
     x(_y(j4_h1_m0)_) c_u_con(_ps_bw(j4_h2)_)_ 1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t6_r0)_)_ -1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t6_r1)_)_ -4
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t6_r2)_)_ -16
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t6_r3)_)_ -1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t7_r0)_)_ -1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t7_r1)_)_ -4
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t7_r2)_)_ -16
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t7_r3)_)_ -1
     x(_y(j4_h1_m0)_) c_e_con(_workers(j4_m0)_)_ 1
     x(_y(j4_h1_m1)_) c_u_con(_coloc(j4_h1_m1)_)_ 1
     x(_y(j4_h1_m1)_) c_u_con(_fit(j4_h1_r0)_)_ 4
     x(_y(j4_h1_m1)_) c_u_con(_fit(j4_h1_r1)_)_ 12
     x(_y(j4_h1_m1)_) c_u_con(_fit(j4_h1_r2)_)_ 64
     x(_y(j4_h1_m1)_) c_u_con(_fit(j4_h1_r3)_)_ 4
     x(_y(j4_h1_m1)_) c_u_con(_ps_bw(j4_h0)_)_ 4
     x(_y(j4_h1_m1)_) c_u_con(_ps_bw(j4_h2)_)_ 4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t6_r0)_)_ -4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t6_r1)_)_ -12
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t6_r2)_)_ -64
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t6_r3)_)_ -4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t7_r0)_)_ -4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t7_r1)_)_ -12
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t7_r2)_)_ -64
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t7_r3)_)_ -4
     x(_y(j4_h1_m1)_) c_e_con(_workers(j4_m1)_)_ 1
     x(_y(j4_h2_m0)_) c_u_con(_coloc(j4_h2_m0)_)_ 1
     x(_y(j4_h2_m0)_) c_u_con(_fit(j4_h2_r1)_)_ 4
     x(_y(j4_h2_m0)_) c_u_con(_fit(j4_h2_r3)_)_ 1
     x(_y(j4_h2_m0)_) c_u_con(_ps_bw(j4_h0)_)_ 1
     x(_y(j4_h2_m0)_) c_u_con(_ps_bw(j4_h1)_)_ 1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t6_r0)_)_ -1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t6_r1)_)_ -4
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t6_r2)_)_ -16
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t6_r3)_)_ -1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t7_r0)_)_ -1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t7_r1)_)_ -4
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t7_r2)_)_ -16
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t7_r3)_)_ -1
     x(_y(j4_h2_m0)_) c_e_con(_workers(j4_m0)_)_ 1
     x(_y(j4_h2_m1)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_y(j4_h2_m1)_) c_u_con(_fit(j4_h2_r1)_)_ 12
     x(_y(j4_h2_m1)_) c_u_con(_fit(j4_h2_r3)_)_ 4
     x(_y(j4_h2_m1)_) c_u_con(_ps_bw(j4_h0)_)_ 4
     x(_y(j4_h2_m1)_) c_u_con(_ps_bw(j4_h1)_)_ 4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t6_r0)_)_ -4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t6_r1)_)_ -12
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t6_r2)_)_ -64
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t6_r3)_)_ -4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t7_r0)_)_ -4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t7_r1)_)_ -12
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t7_r2)_)_ -64
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t7_r3)_)_ -4
     x(_y(j4_h2_m1)_) c_e_con(_workers(j4_m1)_)_ 1
     x(_z(j0_k0_t6)_) obj 36656
     x(_z(j0_k0_t6)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t6)_) c_u_con(_coloc(j0_h0_m1)_)_ 2
     x(_z(j0_k0_t6)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k0_t6)_) c_u_con(_coloc(j0_h2_m1)_)_ 3
     x(_z(j0_k0_t6)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k0_t6)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k0_t6)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k0_t6)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k1_t6)_) obj 36656
     x(_z(j0_k1_t6)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t6)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k1_t6)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k1_t6)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j1_k0_t7)_) obj 29624
     x(_z(j1_k0_t7)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t7)_) c_u_con(_coloc(j1_h0_m1)_)_ 2
     x(_z(j1_k0_t7)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_z(j1_k0_t7)_) c_u_con(_coloc(j1_h2_m1)_)_ 2
     x(_z(j1_k0_t7)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k0_t7)_) c_e_con(_running(j1_t7)_)_ -1
     x(_z(j1_k0_t7)_) c_e_con(_workers(j1_m1)_)_ -1
     x(_z(j1_k1_t7)_) obj 29624
     x(_z(j1_k1_t7)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t7)_) c_e_con(_running(j1_t7)_)_ -1
     x(_z(j1_k1_t7)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j2_k0_t5)_) obj 19842
     x(_z(j2_k0_t5)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_p0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h2_m1)_)_ 3
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k0_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k0_t5)_) c_u_con(_pstype(j2_p0)_)_ -6
     x(_z(j2_k0_t5)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k1_t5)_) obj 19842
     x(_z(j2_k1_t5)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k1_t5)_) c_u_con(_pstype(j2_p0)_)_ -6
     x(_z(j2_k1_t5)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k2_t5)_) obj 19842
     x(_z(j2_k2_t5)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k2_t5)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k2_t5)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j3_k0_t7)_) obj 22736.999999999996
     x(_z(j3_k0_t7)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h2_m1)_)_ 2
     x(_z(j3_k0_t7)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t7)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k0_t7)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k1_t7)_) obj 22736.999999999996
     x(_z(j3_k1_t7)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t7)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k1_t7)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j4_k0_t6)_) obj 23544
     x(_z(j4_k0_t6)_) c_e_con(_assign(j4)_)_ 1
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h0_m0)_)_ 2
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h0_m1)_)_ 2
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h0_p0)_)_ 2
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h0_p1)_)_ 1
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h1_m0)_)_ 2
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h1_m1)_)_ 1
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h1_p0)_)_ 2
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h1_p1)_)_ 1
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h2_m0)_)_ 2
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h2_m1)_)_ 2
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h2_p0)_)_ 2
     x(_z(j4_k0_t6)_) c_u_con(_coloc(j4_h2_p1)_)_ 1
     x(_z(j4_k0_t6)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k0_t6)_) c_l_con(_ps_min(j4)_)_ -1
     x(_z(j4_k0_t6)_) c_u_con(_pstype(j4_p0)_)_ -6
     x(_z(j4_k0_t6)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k0_t6)_) c_e_con(_running(j4_t7)_)_ -1
     x(_z(j4_k0_t6)_) c_e_con(_workers(j4_m0)_)_ -2
     x(_z(j4_k1_t6)_) obj 23544
     x(_z(j4_k1_t6)_) c_e_con(_assign(j4)_)_ 1
     x(_z(j4_k1_t6)_) c_l_con(_ps_min(j4)_)_ -1
     x(_z(j4_k1_t6)_) c_u_con(_pstype(j4_p0)_)_ -6
     x(_z(j4_k1_t6)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k1_t6)_) c_e_con(_running(j4_t7)_)_ -1
     x(_z(j4_k1_t6)_) c_e_con(_workers(j4_m0)_)_ -2
     x(_z(j4_k2_t6)_) obj 23544
     x(_z(j4_k2_t6)_) c_e_con(_assign(j4)_)_ 1
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h0_m0)_)_ 2
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h0_m1)_)_ 2
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h0_p0)_)_ 2
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h0_p1)_)_ 1
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h1_m0)_)_ 2
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h1_m1)_)_ 1
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h1_p0)_)_ 2
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h1_p1)_)_ 1
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h2_m0)_)_ 2
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h2_m1)_)_ 2
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h2_p0)_)_ 2
     x(_z(j4_k2_t6)_) c_u_con(_coloc(j4_h2_p1)_)_ 1
     x(_z(j4_k2_t6)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k2_t6)_) c_l_con(_ps_min(j4)_)_ -1
     x(_z(j4_k2_t6)_) c_u_con(_pstype(j4_p1)_)_ -3
     x(_z(j4_k2_t6)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k2_t6)_) c_e_con(_running(j4_t7)_)_ -1
     x(_z(j4_k2_t6)_) c_e_con(_workers(j4_m0)_)_ -2
     x(_z(j4_k3_t6)_) obj 23544
     x(_z(j4_k3_t6)_) c_e_con(_assign(j4)_)_ 1
     x(_z(j4_k3_t6)_) c_l_con(_ps_min(j4)_)_ -1
     x(_z(j4_k3_t6)_) c_u_con(_pstype(j4_p1)_)_ -3
     x(_z(j4_k3_t6)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k3_t6)_) c_e_con(_running(j4_t7)_)_ -1
     x(_z(j4_k3_t6)_) c_e_con(_workers(j4_m0)_)_ -2
     x(_z(j4_k4_t6)_) obj 23544
     x(_z(j4_k4_t6)_) c_e_con(_assign(j4)_)_ 1
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h0_m0)_)_ 2
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h0_m1)_)_ 2
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h0_p0)_)_ 2
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h0_p1)_)_ 1
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h1_m0)_)_ 2
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h1_m1)_)_ 1
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h1_p0)_)_ 2
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h1_p1)_)_ 1
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h2_m0)_)_ 2
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h2_m1)_)_ 2
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h2_p0)_)_ 2
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h2_p1)_)_ 1
     x(_z(j4_k4_t6)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k4_t6)_) c_l_con(_ps_min(j4)_)_ -1
     x(_z(j4_k4_t6)_) c_u_con(_pstype(j4_p0)_)_ -6
     x(_z(j4_k4_t6)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k4_t6)_) c_e_con(_running(j4_t7)_)_ -1
     x(_z(j4_k4_t6)_) c_e_con(_workers(j4_m1)_)_ -2
     x(_z(j4_k5_t6)_) obj 23544
     x(_z(j4_k5_t6)_) c_e_con(_assign(j4)_)_ 1
     x(_z(j4_k5_t6)_) c_l_con(_ps_min(j4)_)_ -1
     x(_z(j4_k5_t6)_) c_u_con(_pstype(j4_p0)_)_ -6
     x(_z(j4_k5_t6)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k5_t6)_) c_e_con(_running(j4_t7)_)_ -1
     x(_z(j4_k5_t6)_) c_e_con(_workers(j4_m1)_)_ -2
     x(_z(j4_k6_t6)_) obj 23544
     x(_z(j4_k6_t6)_) c_e_con(_assign(j4)_)_ 1
     x(_z(j4_k6_t6)_) c_l_con(_ps_min(j4)_)_ -1
     x(_z(j4_k6_t6)_) c_u_con(_pstype(j4_p1)_)_ -3
     x(_z(j4_k6_t6)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k6_t6)_) c_e_con(_running(j4_t7)_)_ -1
     x(_z(j4_k6_t6)_) c_e_con(_workers(j4_m1)_)_ -2
RHS
     RHS c_e_con(_assign(j0)_)_ 1
     RHS c_e_con(_assign(j1)_)_ 1
     RHS c_e_con(_assign(j2)_)_ 1
     RHS c_e_con(_assign(j3)_)_ 1
     RHS c_e_con(_assign(j4)_)_ 1
     RHS c_u_con(_cap(h0_t6_r0)_)_ 8
     RHS c_u_con(_cap(h0_t6_r1)_)_ 36
     RHS c_u_con(_cap(h0_t6_r2)_)_ 139
     RHS c_u_con(_cap(h0_t6_r3)_)_ 21.5
     RHS c_u_con(_cap(h0_t7_r0)_)_ 8
     RHS c_u_con(_cap(h0_t7_r1)_)_ 36
     RHS c_u_con(_cap(h0_t7_r2)_)_ 139
     RHS c_u_con(_cap(h0_t7_r3)_)_ 21.5
     RHS c_u_con(_cap(h1_t6_r0)_)_ 4
     RHS c_u_con(_cap(h1_t6_r1)_)_ 28
     RHS c_u_con(_cap(h1_t6_r2)_)_ 96
     RHS c_u_con(_cap(h1_t6_r3)_)_ 21.5
     RHS c_u_con(_cap(h1_t7_r0)_)_ 4
     RHS c_u_con(_cap(h1_t7_r1)_)_ 28
     RHS c_u_con(_cap(h1_t7_r2)_)_ 96
     RHS c_u_con(_cap(h1_t7_r3)_)_ 21.5
     RHS c_u_con(_cap(h2_t6_r0)_)_ 15
     RHS c_u_con(_cap(h2_t6_r1)_)_ 36
     RHS c_u_con(_cap(h2_t6_r2)_)_ 208
     RHS c_u_con(_cap(h2_t6_r3)_)_ 21.5
     RHS c_u_con(_cap(h2_t7_r0)_)_ 15
     RHS c_u_con(_cap(h2_t7_r1)_)_ 36
     RHS c_u_con(_cap(h2_t7_r2)_)_ 208
     RHS c_u_con(_cap(h2_t7_r3)_)_ 21.5
     RHS c_u_con(_coloc(j0_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j0_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j0_h2_m1)_)_ 3
     RHS c_u_con(_coloc(j1_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j1_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j1_h2_m1)_)_ 2
     RHS c_u_con(_coloc(j2_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j2_h0_p0)_)_ 2
     RHS c_u_con(_coloc(j2_h0_p1)_)_ 1
     RHS c_u_con(_coloc(j2_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j2_h1_p0)_)_ 2
     RHS c_u_con(_coloc(j2_h1_p1)_)_ 1
     RHS c_u_con(_coloc(j2_h2_m1)_)_ 3
     RHS c_u_con(_coloc(j2_h2_p0)_)_ 2
     RHS c_u_con(_coloc(j2_h2_p1)_)_ 1
     RHS c_u_con(_coloc(j3_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j3_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j3_h2_m1)_)_ 2
     RHS c_u_con(_coloc(j4_h0_m0)_)_ 2
     RHS c_u_con(_coloc(j4_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j4_h0_p0)_)_ 2
     RHS c_u_con(_coloc(j4_h0_p1)_)_ 1
     RHS c_u_con(_coloc(j4_h1_m0)_)_ 2
     RHS c_u_con(_coloc(j4_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j4_h1_p0)_)_ 2
     RHS c_u_con(_coloc(j4_h1_p1)_)_ 1
     RHS c_u_con(_coloc(j4_h2_m0)_)_ 2
     RHS c_u_con(_coloc(j4_h2_m1)_)_ 2
     RHS c_u_con(_coloc(j4_h2_p0)_)_ 2
     RHS c_u_con(_coloc(j4_h2_p1)_)_ 1
     RHS c_u_con(_fit(j2_h0_r1)_)_ 36
     RHS c_u_con(_fit(j2_h0_r2)_)_ 139
     RHS c_u_con(_fit(j2_h0_r3)_)_ 21.5
     RHS c_u_con(_fit(j2_h2_r1)_)_ 36
     RHS c_u_con(_fit(j2_h2_r2)_)_ 208
     RHS c_u_con(_fit(j2_h2_r3)_)_ 21.5
     RHS c_u_con(_fit(j4_h0_r0)_)_ 8
     RHS c_u_con(_fit(j4_h0_r1)_)_ 36
     RHS c_u_con(_fit(j4_h0_r2)_)_ 139
     RHS c_u_con(_fit(j4_h0_r3)_)_ 21.5
     RHS c_u_con(_fit(j4_h1_r0)_)_ 4
     RHS c_u_con(_fit(j4_h1_r1)_)_ 28
     RHS c_u_con(_fit(j4_h1_r2)_)_ 96
     RHS c_u_con(_fit(j4_h1_r3)_)_ 21.5
     RHS c_u_con(_fit(j4_h2_r1)_)_ 36
     RHS c_u_con(_fit(j4_h2_r3)_)_ 21.5
     RHS c_e_con(_home(j0)_)_ 0
     RHS c_e_con(_home(j1)_)_ 0
     RHS c_e_con(_home(j2)_)_ 0
     RHS c_e_con(_home(j3)_)_ 0
     RHS c_e_con(_home(j4)_)_ 0
     RHS c_u_con(_ps_bw(j2_h0)_)_ 12
     RHS c_u_con(_ps_bw(j2_h1)_)_ 12
     RHS c_u_con(_ps_bw(j2_h2)_)_ 12
     RHS c_u_con(_ps_bw(j4_h0)_)_ 8
     RHS c_u_con(_ps_bw(j4_h1)_)_ 8
     RHS c_u_con(_ps_bw(j4_h2)_)_ 8
     RHS c_l_con(_ps_min(j2)_)_ 0
     RHS c_l_con(_ps_min(j4)_)_ 0
     RHS c_u_con(_ps_on(j2_h0_p0)_)_ 0
     RHS c_u_con(_ps_on(j2_h0_p1)_)_ 0
     RHS c_u_con(_ps_on(j2_h1_p0)_)_ 0
     RHS c_u_con(_ps_on(j2_h1_p1)_)_ 0
     RHS c_u_con(_ps_on(j2_h2_p0)_)_ 0
     RHS c_u_con(_ps_on(j2_h2_p1)_)_ 0
     RHS c_u_con(_ps_on(j4_h0_p0)_)_ 0
     RHS c_u_con(_ps_on(j4_h0_p1)_)_ 0
     RHS c_u_con(_ps_on(j4_h1_p0)_)_ 0
     RHS c_u_con(_ps_on(j4_h1_p1)_)_ 0
     RHS c_u_con(_ps_on(j4_h2_p0)_)_ 0
     RHS c_u_con(_ps_on(j4_h2_p1)_)_ 0
     RHS c_u_con(_pstype(j2_p0)_)_ 0
     RHS c_u_con(_pstype(j2_p1)_)_ 0
     RHS c_u_con(_pstype(j4_p0)_)_ 0
     RHS c_u_con(_pstype(j4_p1)_)_ 0
     RHS c_e_con(_running(j0_t6)_)_ 0
     RHS c_e_con(_running(j0_t7)_)_ 0
     RHS c_e_con(_running(j1_t7)_)_ 0
     RHS c_e_con(_running(j3_t7)_)_ 0
     RHS c_e_con(_running(j4_t6)_)_ 0
     RHS c_e_con(_running(j4_t7)_)_ 0
     RHS c_l_con(_use(j0_h0_t6_r0)_)_ -8
     RHS c_l_con(_use(j0_h0_t6_r1)_)_ -24
     RHS c_l_con(_use(j0_h0_t6_r2)_)_ -128
     RHS c_l_con(_use(j0_h0_t6_r3)_)_ -8
     RHS c_l_con(_use(j0_h0_t7_r0)_)_ -8
     RHS c_l_con(_use(j0_h0_t7_r1)_)_ -24
     RHS c_l_con(_use(j0_h0_t7_r2)_)_ -128
     RHS c_l_con(_use(j0_h0_t7_r3)_)_ -8
     RHS c_l_con(_use(j0_h1_t6_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t6_r1)_)_ -12
     RHS c_l_con(_use(j0_h1_t6_r2)_)_ -64
     RHS c_l_con(_use(j0_h1_t6_r3)_)_ -4
     RHS c_l_con(_use(j0_h1_t7_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t7_r1)_)_ -12
     RHS c_l_con(_use(j0_h1_t7_r2)_)_ -64
     RHS c_l_con(_use(j0_h1_t7_r3)_)_ -4
     RHS c_l_con(_use(j0_h2_t6_r0)_)_ -12
     RHS c_l_con(_use(j0_h2_t6_r1)_)_ -36
     RHS c_l_con(_use(j0_h2_t6_r2)_)_ -192
     RHS c_l_con(_use(j0_h2_t6_r3)_)_ -12
     RHS c_l_con(_use(j0_h2_t7_r0)_)_ -12
     RHS c_l_con(_use(j0_h2_t7_r1)_)_ -36
     RHS c_l_con(_use(j0_h2_t7_r2)_)_ -192
     RHS c_l_con(_use(j0_h2_t7_r3)_)_ -12
     RHS c_l_con(_use(j1_h0_t7_r0)_)_ -8
     RHS c_l_con(_use(j1_h0_t7_r1)_)_ -24
     RHS c_l_con(_use(j1_h0_t7_r2)_)_ -128
     RHS c_l_con(_use(j1_h0_t7_r3)_)_ -8
     RHS c_l_con(_use(j1_h1_t7_r0)_)_ -4
     RHS c_l_con(_use(j1_h1_t7_r1)_)_ -12
     RHS c_l_con(_use(j1_h1_t7_r2)_)_ -64
     RHS c_l_con(_use(j1_h1_t7_r3)_)_ -4
     RHS c_l_con(_use(j1_h2_t7_r0)_)_ -8
     RHS c_l_con(_use(j1_h2_t7_r1)_)_ -24
     RHS c_l_con(_use(j1_h2_t7_r2)_)_ -128
     RHS c_l_con(_use(j1_h2_t7_r3)_)_ -8
     RHS c_l_con(_use(j3_h0_t7_r0)_)_ -8
     RHS c_l_con(_use(j3_h0_t7_r1)_)_ -24
     RHS c_l_con(_use(j3_h0_t7_r2)_)_ -128
     RHS c_l_con(_use(j3_h0_t7_r3)_)_ -8
     RHS c_l_con(_use(j3_h1_t7_r0)_)_ -4
     RHS c_l_con(_use(j3_h1_t7_r1)_)_ -12
     RHS c_l_con(_use(j3_h1_t7_r2)_)_ -64
     RHS c_l_con(_use(j3_h1_t7_r3)_)_ -4
     RHS c_l_con(_use(j3_h2_t7_r0)_)_ -8
     RHS c_l_con(_use(j3_h2_t7_r1)_)_ -24
     RHS c_l_con(_use(j3_h2_t7_r2)_)_ -128
     RHS c_l_con(_use(j3_h2_t7_r3)_)_ -8
     RHS c_l_con(_use(j4_h0_t6_r0)_)_ -8
     RHS c_l_con(_use(j4_h0_t6_r1)_)_ -36
     RHS c_l_con(_use(j4_h0_t6_r2)_)_ -139
     RHS c_l_con(_use(j4_h0_t6_r3)_)_ -21.5
     RHS c_l_con(_use(j4_h0_t7_r0)_)_ -8
     RHS c_l_con(_use(j4_h0_t7_r1)_)_ -36
     RHS c_l_con(_use(j4_h0_t7_r2)_)_ -139
     RHS c_l_con(_use(j4_h0_t7_r3)_)_ -21.5
     RHS c_l_con(_use(j4_h1_t6_r0)_)_ -4
     RHS c_l_con(_use(j4_h1_t6_r1)_)_ -28
     RHS c_l_con(_use(j4_h1_t6_r2)_)_ -96
     RHS c_l_con(_use(j4_h1_t6_r3)_)_ -21.5
     RHS c_l_con(_use(j4_h1_t7_r0)_)_ -4
     RHS c_l_con(_use(j4_h1_t7_r1)_)_ -28
     RHS c_l_con(_use(j4_h1_t7_r2)_)_ -96
     RHS c_l_con(_use(j4_h1_t7_r3)_)_ -21.5
     RHS c_l_con(_use(j4_h2_t6_r0)_)_ -8
     RHS c_l_con(_use(j4_h2_t6_r1)_)_ -36
     RHS c_l_con(_use(j4_h2_t6_r2)_)_ -160
     RHS c_l_con(_use(j4_h2_t6_r3)_)_ -21.5
     RHS c_l_con(_use(j4_h2_t7_r0)_)_ -8
     RHS c_l_con(_use(j4_h2_t7_r1)_)_ -36
     RHS c_l_con(_use(j4_h2_t7_r2)_)_ -160
     RHS c_l_con(_use(j4_h2_t7_r3)_)_ -21.5
     RHS c_e_con(_workers(j0_m1)_)_ 0
     RHS c_e_con(_workers(j1_m1)_)_ 0
     RHS c_e_con(_workers(j2_m1)_)_ 0
     RHS c_e_con(_workers(j3_m1)_)_ 0
     RHS c_e_con(_workers(j4_m0)_)_ 0
     RHS c_e_con(_workers(j4_m1)_)_ 0
BOUNDS
 LO BOUND x(_g(j0_h0_t6_r0)_) 0
 UP BOUND x(_g(j0_h0_t6_r0)_) 8
 LO BOUND x(_g(j0_h0_t6_r1)_) 0
 UP BOUND x(_g(j0_h0_t6_r1)_) 36
 LO BOUND x(_g(j0_h0_t6_r2)_) 0
 UP BOUND x(_g(j0_h0_t6_r2)_) 139
 LO BOUND x(_g(j0_h0_t6_r3)_) 0
 UP BOUND x(_g(j0_h0_t6_r3)_) 21.5
 LO BOUND x(_g(j0_h0_t7_r0)_) 0
 UP BOUND x(_g(j0_h0_t7_r0)_) 8
 LO BOUND x(_g(j0_h0_t7_r1)_) 0
 UP BOUND x(_g(j0_h0_t7_r1)_) 36
 LO BOUND x(_g(j0_h0_t7_r2)_) 0
 UP BOUND x(_g(j0_h0_t7_r2)_) 139
 LO BOUND x(_g(j0_h0_t7_r3)_) 0
 UP BOUND x(_g(j0_h0_t7_r3)_) 21.5
 LO BOUND x(_g(j0_h1_t6_r0)_) 0
 UP BOUND x(_g(j0_h1_t6_r0)_) 4
 LO BOUND x(_g(j0_h1_t6_r1)_) 0
 UP BOUND x(_g(j0_h1_t6_r1)_) 28
 LO BOUND x(_g(j0_h1_t6_r2)_) 0
 UP BOUND x(_g(j0_h1_t6_r2)_) 96
 LO BOUND x(_g(j0_h1_t6_r3)_) 0
 UP BOUND x(_g(j0_h1_t6_r3)_) 21.5
 LO BOUND x(_g(j0_h1_t7_r0)_) 0
 UP BOUND x(_g(j0_h1_t7_r0)_) 4
 LO BOUND x(_g(j0_h1_t7_r1)_) 0
 UP BOUND x(_g(j0_h1_t7_r1)_) 28
 LO BOUND x(_g(j0_h1_t7_r2)_) 0
 UP BOUND x(_g(j0_h1_t7_r2)_) 96
 LO BOUND x(_g(j0_h1_t7_r3)_) 0
 UP BOUND x(_g(j0_h1_t7_r3)_) 21.5
 LO BOUND x(_g(j0_h2_t6_r0)_) 0
 UP BOUND x(_g(j0_h2_t6_r0)_) 15
 LO BOUND x(_g(j0_h2_t6_r1)_) 0
 UP BOUND x(_g(j0_h2_t6_r1)_) 36
 LO BOUND x(_g(j0_h2_t6_r2)_) 0
 UP BOUND x(_g(j0_h2_t6_r2)_) 208
 LO BOUND x(_g(j0_h2_t6_r3)_) 0
 UP BOUND x(_g(j0_h2_t6_r3)_) 21.5
 LO BOUND x(_g(j0_h2_t7_r0)_) 0
 UP BOUND x(_g(j0_h2_t7_r0)_) 15
 LO BOUND x(_g(j0_h2_t7_r1)_) 0
 UP BOUND x(_g(j0_h2_t7_r1)_) 36
 LO BOUND x(_g(j0_h2_t7_r2)_) 0
 UP BOUND x(_g(j0_h2_t7_r2)_) 208
 LO BOUND x(_g(j0_h2_t7_r3)_) 0
 UP BOUND x(_g(j0_h2_t7_r3)_) 21.5
 LO BOUND x(_g(j1_h0_t7_r0)_) 0
 UP BOUND x(_g(j1_h0_t7_r0)_) 8
 LO BOUND x(_g(j1_h0_t7_r1)_) 0
 UP BOUND x(_g(j1_h0_t7_r1)_) 36
 LO BOUND x(_g(j1_h0_t7_r2)_) 0
 UP BOUND x(_g(j1_h0_t7_r2)_) 139
 LO BOUND x(_g(j1_h0_t7_r3)_) 0
 UP BOUND x(_g(j1_h0_t7_r3)_) 21.5
 LO BOUND x(_g(j1_h1_t7_r0)_) 0
 UP BOUND x(_g(j1_h1_t7_r0)_) 4
 LO BOUND x(_g(j1_h1_t7_r1)_) 0
 UP BOUND x(_g(j1_h1_t7_r1)_) 28
 LO BOUND x(_g(j1_h1_t7_r2)_) 0
 UP BOUND x(_g(j1_h1_t7_r2)_) 96
 LO BOUND x(_g(j1_h1_t7_r3)_) 0
 UP BOUND x(_g(j1_h1_t7_r3)_) 21.5
 LO BOUND x(_g(j1_h2_t7_r0)_) 0
 UP BOUND x(_g(j1_h2_t7_r0)_) 15
 LO BOUND x(_g(j1_h2_t7_r1)_) 0
 UP BOUND x(_g(j1_h2_t7_r1)_) 36
 LO BOUND x(_g(j1_h2_t7_r2)_) 0
 UP BOUND x(_g(j1_h2_t7_r2)_) 208
 LO BOUND x(_g(j1_h2_t7_r3)_) 0
 UP BOUND x(_g(j1_h2_t7_r3)_) 21.5
 LO BOUND x(_g(j3_h0_t7_r0)_) 0
 UP BOUND x(_g(j3_h0_t7_r0)_) 8
 LO BOUND x(_g(j3_h0_t7_r1)_) 0
 UP BOUND x(_g(j3_h0_t7_r1)_) 36
 LO BOUND x(_g(j3_h0_t7_r2)_) 0
 UP BOUND x(_g(j3_h0_t7_r2)_) 139
 LO BOUND x(_g(j3_h0_t7_r3)_) 0
 UP BOUND x(_g(j3_h0_t7_r3)_) 21.5
 LO BOUND x(_g(j3_h1_t7_r0)_) 0
 UP BOUND x(_g(j3_h1_t7_r0)_) 4
 LO BOUND x(_g(j3_h1_t7_r1)_) 0
 UP BOUND x(_g(j3_h1_t7_r1)_) 28
 LO BOUND x(_g(j3_h1_t7_r2)_) 0
 UP BOUND x(_g(j3_h1_t7_r2)_) 96
 LO BOUND x(_g(j3_h1_t7_r3)_) 0
 UP BOUND x(_g(j3_h1_t7_r3)_) 21.5
 LO BOUND x(_g(j3_h2_t7_r0)_) 0
 UP BOUND x(_g(j3_h2_t7_r0)_) 15
 LO BOUND x(_g(j3_h2_t7_r1)_) 0
 UP BOUND x(_g(j3_h2_t7_r1)_) 36
 LO BOUND x(_g(j3_h2_t7_r2)_) 0
 UP BOUND x(_g(j3_h2_t7_r2)_) 208
 LO BOUND x(_g(j3_h2_t7_r3)_) 0
 UP BOUND x(_g(j3_h2_t7_r3)_) 21.5
 LO BOUND x(_g(j4_h0_t6_r0)_) 0
 UP BOUND x(_g(j4_h0_t6_r0)_) 8
 LO BOUND x(_g(j4_h0_t6_r1)_) 0
 UP BOUND x(_g(j4_h0_t6_r1)_) 36
 LO BOUND x(_g(j4_h0_t6_r2)_) 0
 UP BOUND x(_g(j4_h0_t6_r2)_) 139
 LO BOUND x(_g(j4_h0_t6_r3)_) 0
 UP BOUND x(_g(j4_h0_t6_r3)_) 21.5
 LO BOUND x(_g(j4_h0_t7_r0)_) 0
 UP BOUND x(_g(j4_h0_t7_r0)_) 8
 LO BOUND x(_g(j4_h0_t7_r1)_) 0
 UP BOUND x(_g(j4_h0_t7_r1)_) 36
 LO BOUND x(_g(j4_h0_t7_r2)_) 0
 UP BOUND x(_g(j4_h0_t7_r2)_) 139
 LO BOUND x(_g(j4_h0_t7_r3)_) 0
 UP BOUND x(_g(j4_h0_t7_r3)_) 21.5
 LO BOUND x(_g(j4_h1_t6_r0)_) 0
 UP BOUND x(_g(j4_h1_t6_r0)_) 4
 LO BOUND x(_g(j4_h1_t6_r1)_) 0
 UP BOUND x(_g(j4_h1_t6_r1)_) 28
 LO BOUND x(_g(j4_h1_t6_r2)_) 0
 UP BOUND x(_g(j4_h1_t6_r2)_) 96
 LO BOUND x(_g(j4_h1_t6_r3)_) 0
 UP BOUND x(_g(j4_h1_t6_r3)_) 21.5
 LO BOUND x(_g(j4_h1_t7_r0)_) 0
 UP BOUND x(_g(j4_h1_t7_r0)_) 4
 LO BOUND x(_g(j4_h1_t7_r1)_) 0
 UP BOUND x(_g(j4_h1_t7_r1)_) 28
 LO BOUND x(_g(j4_h1_t7_r2)_) 0
 UP BOUND x(_g(j4_h1_t7_r2)_) 96
 LO BOUND x(_g(j4_h1_t7_r3)_) 0
 UP BOUND x(_g(j4_h1_t7_r3)_) 21.5
 LO BOUND x(_g(j4_h2_t6_r0)_) 0
 UP BOUND x(_g(j4_h2_t6_r0)_) 15
 LO BOUND x(_g(j4_h2_t6_r1)_) 0
 UP BOUND x(_g(j4_h2_t6_r1)_) 36
 LO BOUND x(_g(j4_h2_t6_r2)_) 0
 UP BOUND x(_g(j4_h2_t6_r2)_) 208
 LO BOUND x(_g(j4_h2_t6_r3)_) 0
 UP BOUND x(_g(j4_h2_t6_r3)_) 21.5
 LO BOUND x(_g(j4_h2_t7_r0)_) 0
 UP BOUND x(_g(j4_h2_t7_r0)_) 15
 LO BOUND x(_g(j4_h2_t7_r1)_) 0
 UP BOUND x(_g(j4_h2_t7_r1)_) 36
 LO BOUND x(_g(j4_h2_t7_r2)_) 0
 UP BOUND x(_g(j4_h2_t7_r2)_) 208
 LO BOUND x(_g(j4_h2_t7_r3)_) 0
 UP BOUND x(_g(j4_h2_t7_r3)_) 21.5
 BV BOUND x(_o(j0_h0)_)
 BV BOUND x(_o(j0_h1)_)
 BV BOUND x(_o(j0_h2)_)
 BV BOUND x(_o(j1_h0)_)
 BV BOUND x(_o(j1_h1)_)
 BV BOUND x(_o(j1_h2)_)
 BV BOUND x(_o(j2_h0)_)
 BV BOUND x(_o(j2_h1)_)
 BV BOUND x(_o(j2_h2)_)
 BV BOUND x(_o(j3_h0)_)
 BV BOUND x(_o(j3_h1)_)
 BV BOUND x(_o(j3_h2)_)
 BV BOUND x(_o(j4_h0)_)
 BV BOUND x(_o(j4_h1)_)
 BV BOUND x(_o(j4_h2)_)
 LO BOUND x(_run(j0_t6)_) 0
 UP BOUND x(_run(j0_t6)_) 1
 LO BOUND x(_run(j0_t7)_) 0
 UP BOUND x(_run(j0_t7)_) 1
 LO BOUND x(_run(j1_t7)_) 0
 UP BOUND x(_run(j1_t7)_) 1
 LO BOUND x(_run(j3_t7)_) 0
 UP BOUND x(_run(j3_t7)_) 1
 LO BOUND x(_run(j4_t6)_) 0
 UP BOUND x(_run(j4_t6)_) 1
 LO BOUND x(_run(j4_t7)_) 0
 UP BOUND x(_run(j4_t7)_) 1
 LI BOUND x(_s(j2_h0_p0)_) 0
 UI BOUND x(_s(j2_h0_p0)_) 2
 BV BOUND x(_s(j2_h0_p1)_)
 LI BOUND x(_s(j2_h1_p0)_) 0
 UI BOUND x(_s(j2_h1_p0)_) 2
 BV BOUND x(_s(j2_h1_p1)_)
 LI BOUND x(_s(j2_h2_p0)_) 0
 UI BOUND x(_s(j2_h2_p0)_) 2
 BV BOUND x(_s(j2_h2_p1)_)
 LI BOUND x(_s(j4_h0_p0)_) 0
 UI BOUND x(_s(j4_h0_p0)_) 2
 BV BOUND x(_s(j4_h0_p1)_)
 LI BOUND x(_s(j4_h1_p0)_) 0
 UI BOUND x(_s(j4_h1_p0)_) 2
 BV BOUND x(_s(j4_h1_p1)_)
 LI BOUND x(_s(j4_h2_p0)_) 0
 UI BOUND x(_s(j4_h2_p0)_) 2
 BV BOUND x(_s(j4_h2_p1)_)
 BV BOUND x(_sigma(j2_h0)_)
 BV BOUND x(_sigma(j2_h1)_)
 BV BOUND x(_sigma(j2_h2)_)
 BV BOUND x(_sigma(j4_h0)_)
 BV BOUND x(_sigma(j4_h1)_)
 BV BOUND x(_sigma(j4_h2)_)
 LI BOUND x(_y(j0_h0_m1)_) 0
 UI BOUND x(_y(j0_h0_m1)_) 2
 BV BOUND x(_y(j0_h1_m1)_)
 LI BOUND x(_y(j0_h2_m1)_) 0
 UI BOUND x(_y(j0_h2_m1)_) 3
 LI BOUND x(_y(j1_h0_m1)_) 0
 UI BOUND x(_y(j1_h0_m1)_) 2
 BV BOUND x(_y(j1_h1_m1)_)
 LI BOUND x(_y(j1_h2_m1)_) 0
 UI BOUND x(_y(j1_h2_m1)_) 2
 LI BOUND x(_y(j2_h0_m1)_) 0
 UI BOUND x(_y(j2_h0_m1)_) 2
 BV BOUND x(_y(j2_h1_m1)_)
 LI BOUND x(_y(j2_h2_m1)_) 0
 UI BOUND x(_y(j2_h2_m1)_) 3
 LI BOUND x(_y(j3_h0_m1)_) 0
 UI BOUND x(_y(j3_h0_m1)_) 2
 BV BOUND x(_y(j3_h1_m1)_)
 LI BOUND x(_y(j3_h2_m1)_) 0
 UI BOUND x(_y(j3_h2_m1)_) 2
 LI BOUND x(_y(j4_h0_m0)_) 0
 UI BOUND x(_y(j4_h0_m0)_) 2
 LI BOUND x(_y(j4_h0_m1)_) 0
 UI BOUND x(_y(j4_h0_m1)_) 2
 LI BOUND x(_y(j4_h1_m0)_) 0
 UI BOUND x(_y(j4_h1_m0)_) 2
 BV BOUND x(_y(j4_h1_m1)_)
 LI BOUND x(_y(j4_h2_m0)_) 0
 UI BOUND x(_y(j4_h2_m0)_) 2
 LI BOUND x(_y(j4_h2_m1)_) 0
 UI BOUND x(_y(j4_h2_m1)_) 2
 BV BOUND x(_z(j0_k0_t6)_)
 BV BOUND x(_z(j0_k1_t6)_)
 BV BOUND x(_z(j1_k0_t7)_)
 BV BOUND x(_z(j1_k1_t7)_)
 BV BOUND x(_z(j2_k0_t5)_)
 BV BOUND x(_z(j2_k1_t5)_)
 BV BOUND x(_z(j2_k2_t5)_)
 BV BOUND x(_z(j3_k0_t7)_)
 BV BOUND x(_z(j3_k1_t7)_)
 BV BOUND x(_z(j4_k0_t6)_)
 BV BOUND x(_z(j4_k1_t6)_)
 BV BOUND x(_z(j4_k2_t6)_)
 BV BOUND x(_z(j4_k3_t6)_)
 BV BOUND x(_z(j4_k4_t6)_)
 BV BOUND x(_z(j4_k5_t6)_)
 BV BOUND x(_z(j4_k6_t6)_)
ENDATA
