* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-timeindexed:tiny-mixed-s1-mw'
OBJSENSE
 MIN
ROWS
 N  obj
 G  r_l_con(_assign(j1)_)_
 L  r_u_con(_assign(j1)_)_
 G  r_l_con(_assign(j2)_)_
 L  r_u_con(_assign(j2)_)_
 G  r_l_con(_assign(j3)_)_
 L  r_u_con(_assign(j3)_)_
 G  r_l_con(_assign(j4)_)_
 L  r_u_con(_assign(j4)_)_
 L  c_u_con(_cap(h0_t3_r0)_)_
 L  c_u_con(_cap(h0_t3_r1)_)_
 L  c_u_con(_cap(h0_t3_r2)_)_
 L  c_u_con(_cap(h0_t3_r3)_)_
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
 L  c_u_con(_cap(h0_t6_r3)_)_
 L  c_u_con(_cap(h1_t3_r0)_)_
 L  c_u_con(_cap(h1_t3_r1)_)_
 L  c_u_con(_cap(h1_t3_r2)_)_
 L  c_u_con(_cap(h1_t3_r3)_)_
 L  c_u_con(_cap(h1_t4_r0)_)_
 L  c_u_con(_cap(h1_t4_r1)_)_
 L  c_u_con(_cap(h1_t4_r2)_)_
 L  c_u_con(_cap(h1_t4_r3)_)_
 L  c_u_con(_cap(h1_t5_r0)_)_
 L  c_u_con(_cap(h1_t5_r1)_)_
 L  c_u_con(_cap(h1_t5_r2)_)_
 L  c_u_con(_cap(h1_t5_r3)_)_
 L  c_u_con(_cap(h1_t6_r0)_)_
 L  c_u_con(_cap(h1_t6_r1)_)_
 L  c_u_con(_cap(h1_t6_r2)_)_
 L  c_u_con(_cap(h1_t6_r3)_)_
 L  c_u_con(_cap(h2_t3_r0)_)_
 L  c_u_con(_cap(h2_t3_r1)_)_
 L  c_u_con(_cap(h2_t3_r2)_)_
 L  c_u_con(_cap(h2_t3_r3)_)_
 L  c_u_con(_cap(h2_t4_r0)_)_
 L  c_u_con(_cap(h2_t4_r1)_)_
 L  c_u_con(_cap(h2_t4_r2)_)_
 L  c_u_con(_cap(h2_t4_r3)_)_
 L  c_u_con(_cap(h2_t5_r0)_)_
 L  c_u_con(_cap(h2_t5_r1)_)_
 L  c_u_con(_cap(h2_t5_r2)_)_
 L  c_u_con(_cap(h2_t5_r3)_)_
 L  c_u_con(_cap(h2_t6_r0)_)_
 L  c_u_con(_cap(h2_t6_r1)_)_
 L  c_u_con(_cap(h2_t6_r2)_)_
 L  c_u_con(_cap(h2_t6_r3)_)_
 L  c_u_con(_coloc(j1_h0_m0)_)_
 L  c_u_con(_coloc(j1_h0_m1)_)_
 L  c_u_con(_coloc(j1_h0_p0)_)_
 L  c_u_con(_coloc(j1_h0_p1)_)_
 L  c_u_con(_coloc(j1_h1_m0)_)_
 L  c_u_con(_coloc(j1_h1_m1)_)_
 L  c_u_con(_coloc(j1_h1_p0)_)_
 L  c_u_con(_coloc(j1_h1_p1)_)_
 L  c_u_con(_coloc(j1_h2_m0)_)_
 L  c_u_con(_coloc(j1_h2_m1)_)_
 L  c_u_con(_coloc(j1_h2_p0)_)_
 L  c_u_con(_coloc(j1_h2_p1)_)_
 L  c_u_con(_coloc(j2_h0_m0)_)_
 L  c_u_con(_coloc(j2_h0_m1)_)_
 L  c_u_con(_coloc(j2_h0_p0)_)_
 L  c_u_con(_coloc(j2_h0_p1)_)_
 L  c_u_con(_coloc(j2_h1_m0)_)_
 L  c_u_con(_coloc(j2_h1_m1)_)_
 L  c_u_con(_coloc(j2_h1_p0)_)_
 L  c_u_con(_coloc(j2_h1_p1)_)_
 L  c_u_con(_coloc(j2_h2_m0)_)_
 L  c_u_con(_coloc(j2_h2_m1)_)_
 L  c_u_con(_coloc(j2_h2_p0)_)_
 L  c_u_con(_coloc(j2_h2_p1)_)_
 L  c_u_con(_coloc(j3_h0_m0)_)_
 L  c_u_con(_coloc(j3_h0_m1)_)_
 L  c_u_con(_coloc(j3_h1_m0)_)_
 L  c_u_con(_coloc(j3_h1_m1)_)_
 L  c_u_con(_coloc(j3_h2_m0)_)_
 L  c_u_con(_coloc(j3_h2_m1)_)_
 L  c_u_con(_coloc(j4_h0_m0)_)_
 L  c_u_con(_coloc(j4_h0_m1)_)_
 L  c_u_con(_coloc(j4_h1_m0)_)_
 L  c_u_con(_coloc(j4_h1_m1)_)_
 L  c_u_con(_coloc(j4_h2_m0)_)_
 L  c_u_con(_coloc(j4_h2_m1)_)_
 L  c_u_con(_fit(j1_h0_r1)_)_
 L  c_u_con(_fit(j1_h0_r3)_)_
 L  c_u_con(_fit(j1_h1_r0)_)_
 L  c_u_con(_fit(j1_h1_r1)_)_
 L  c_u_con(_fit(j1_h1_r2)_)_
 L  c_u_con(_fit(j1_h1_r3)_)_
 L  c_u_con(_fit(j1_h2_r0)_)_
 L  c_u_con(_fit(j1_h2_r1)_)_
 L  c_u_con(_fit(j1_h2_r2)_)_
 L  c_u_con(_fit(j1_h2_r3)_)_
 L  c_u_con(_fit(j2_h0_r1)_)_
 L  c_u_con(_fit(j2_h0_r2)_)_
 L  c_u_con(_fit(j2_h0_r3)_)_
 L  c_u_con(_fit(j2_h1_r0)_)_
 L  c_u_con(_fit(j2_h1_r1)_)_
 L  c_u_con(_fit(j2_h1_r2)_)_
 L  c_u_con(_fit(j2_h1_r3)_)_
 L  c_u_con(_fit(j2_h2_r0)_)_
 L  c_u_con(_fit(j2_h2_r1)_)_
 L  c_u_con(_fit(j2_h2_r2)_)_
 L  c_u_con(_fit(j2_h2_r3)_)_
 L  c_u_con(_fit(j3_h1_r1)_)_
 L  c_u_con(_fit(j3_h2_r0)_)_
 L  c_u_con(_fit(j4_h1_r0)_)_
 L  c_u_con(_fit(j4_h1_r1)_)_
 L  c_u_con(_fit(j4_h2_r0)_)_
 L  c_u_con(_fit(j4_h2_r2)_)_
 E  c_e_con(_home(j1)_)_
 E  c_e_con(_home(j2)_)_
 E  c_e_con(_home(j3)_)_
 E  c_e_con(_home(j4)_)_
 L  c_u_con(_ps_bw(j1_h0)_)_
 L  c_u_con(_ps_bw(j1_h1)_)_
 L  c_u_con(_ps_bw(j1_h2)_)_
 L  c_u_con(_ps_bw(j2_h0)_)_
 L  c_u_con(_ps_bw(j2_h1)_)_
 L  c_u_con(_ps_bw(j2_h2)_)_
 G  c_l_con(_ps_min(j1)_)_
 G  c_l_con(_ps_min(j2)_)_
 L  c_u_con(_ps_on(j1_h0_p0)_)_
 L  c_u_con(_ps_on(j1_h0_p1)_)_
 L  c_u_con(_ps_on(j1_h1_p0)_)_
 L  c_u_con(_ps_on(j1_h1_p1)_)_
 L  c_u_con(_ps_on(j1_h2_p0)_)_
 L  c_u_con(_ps_on(j1_h2_p1)_)_
 L  c_u_con(_ps_on(j2_h0_p0)_)_
 L  c_u_con(_ps_on(j2_h0_p1)_)_
 L  c_u_con(_ps_on(j2_h1_p0)_)_
 L  c_u_con(_ps_on(j2_h1_p1)_)_
 L  c_u_con(_ps_on(j2_h2_p0)_)_
 L  c_u_con(_ps_on(j2_h2_p1)_)_
 L  c_u_con(_pstype(j1_p0)_)_
 L  c_u_con(_pstype(j1_p1)_)_
 L  c_u_con(_pstype(j2_p0)_)_
 L  c_u_con(_pstype(j2_p1)_)_
 E  c_e_con(_running(j1_t3)_)_
 E  c_e_con(_running(j1_t4)_)_
 E  c_e_con(_running(j1_t5)_)_
 E  c_e_con(_running(j1_t6)_)_
 E  c_e_con(_running(j2_t4)_)_
 E  c_e_con(_running(j2_t5)_)_
 E  c_e_con(_running(j2_t6)_)_
 E  c_e_con(_running(j3_t4)_)_
 E  c_e_con(_running(j3_t5)_)_
 E  c_e_con(_running(j3_t6)_)_
 E  c_e_con(_running(j4_t3)_)_
 E  c_e_con(_running(j4_t4)_)_
 E  c_e_con(_running(j4_t5)_)_
 E  c_e_con(_running(j4_t6)_)_
 G  c_l_con(_use(j1_h0_t3_r0)_)_
 G  c_l_con(_use(j1_h0_t3_r1)_)_
 G  c_l_con(_use(j1_h0_t3_r2)_)_
 G  c_l_con(_use(j1_h0_t3_r3)_)_
 G  c_l_con(_use(j1_h0_t4_r0)_)_
 G  c_l_con(_use(j1_h0_t4_r1)_)_
 G  c_l_con(_use(j1_h0_t4_r2)_)_
 G  c_l_con(_use(j1_h0_t4_r3)_)_
 G  c_l_con(_use(j1_h0_t5_r0)_)_
 G  c_l_con(_use(j1_h0_t5_r1)_)_
 G  c_l_con(_use(j1_h0_t5_r2)_)_
 G  c_l_con(_use(j1_h0_t5_r3)_)_
 G  c_l_con(_use(j1_h0_t6_r0)_)_
 G  c_l_con(_use(j1_h0_t6_r1)_)_
 G  c_l_con(_use(j1_h0_t6_r2)_)_
 G  c_l_con(_use(j1_h0_t6_r3)_)_
 G  c_l_con(_use(j1_h1_t3_r0)_)_
 G  c_l_con(_use(j1_h1_t3_r1)_)_
 G  c_l_con(_use(j1_h1_t3_r2)_)_
 G  c_l_con(_use(j1_h1_t3_r3)_)_
 G  c_l_con(_use(j1_h1_t4_r0)_)_
 G  c_l_con(_use(j1_h1_t4_r1)_)_
 G  c_l_con(_use(j1_h1_t4_r2)_)_
 G  c_l_con(_use(j1_h1_t4_r3)_)_
 G  c_l_con(_use(j1_h1_t5_r0)_)_
 G  c_l_con(_use(j1_h1_t5_r1)_)_
 G  c_l_con(_use(j1_h1_t5_r2)_)_
 G  c_l_con(_use(j1_h1_t5_r3)_)_
 G  c_l_con(_use(j1_h1_t6_r0)_)_
 G  c_l_con(_use(j1_h1_t6_r1)_)_
 G  c_l_con(_use(j1_h1_t6_r2)_)_
 G  c_l_con(_use(j1_h1_t6_r3)_)_
 G  c_l_con(_use(j1_h2_t3_r0)_)_
 G  c_l_con(_use(j1_h2_t3_r1)_)_
 G  c_l_con(_use(j1_h2_t3_r2)_)_
 G  c_l_con(_use(j1_h2_t3_r3)_)_
 G  c_l_con(_use(j1_h2_t4_r0)_)_
 G  c_l_con(_use(j1_h2_t4_r1)_)_
 G  c_l_con(_use(j1_h2_t4_r2)_)_
 G  c_l_con(_use(j1_h2_t4_r3)_)_
 G  c_l_con(_use(j1_h2_t5_r0)_)_
 G  c_l_con(_use(j1_h2_t5_r1)_)_
 G  c_l_con(_use(j1_h2_t5_r2)_)_
 G  c_l_con(_use(j1_h2_t5_r3)_)_
 G  c_l_con(_use(j1_h2_t6_r0)_)_
 G  c_l_con(_use(j1_h2_t6_r1)_)_
 G  c_l_con(_use(j1_h2_t6_r2)_)_
 G  c_l_con(_use(j1_h2_t6_r3)_)_
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
 G  c_l_con(_use(j2_h0_t6_r3)_)_
 G  c_l_con(_use(j2_h1_t4_r0)_)_
 G  c_l_con(_use(j2_h1_t4_r1)_)_
 G  c_l_con(_use(j2_h1_t4_r2)_)_
 G  c_l_con(_use(j2_h1_t4_r3)_)_
 G  c_l_con(_use(j2_h1_t5_r0)_)_
 G  c_l_con(_use(j2_h1_t5_r1)_)_
 G  c_l_con(_use(j2_h1_t5_r2)_)_
 G  c_l_con(_use(j2_h1_t5_r3)_)_
 G  c_l_con(_use(j2_h1_t6_r0)_)_
 G  c_l_con(_use(j2_h1_t6_r1)_)_
 G  c_l_con(_use(j2_h1_t6_r2)_)_
 G  c_l_con(_use(j2_h1_t6_r3)_)_
 G  c_l_con(_use(j2_h2_t4_r0)_)_
 G  c_l_con(_use(j2_h2_t4_r1)_)_
 G  c_l_con(_use(j2_h2_t4_r2)_)_
 G  c_l_con(_use(j2_h2_t4_r3)_)_
 G  c_l_con(_use(j2_h2_t5_r0)_)_
 G  c_l_con(_use(j2_h2_t5_r1)_)_
 G  c_l_con(_use(j2_h2_t5_r2)_)_
 G  c_l_con(_use(j2_h2_t5_r3)_)_
 G  c_l_con(_use(j2_h2_t6_r0)_)_
 G  c_l_con(_use(j2_h2_t6_r1)_)_
 G  c_l_con(_use(j2_h2_t6_r2)_)_
 G  c_l_con(_use(j2_h2_t6_r3)_)_
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
 G  c_l_con(_use(j3_h0_t6_r3)_)_
 G  c_l_con(_use(j3_h1_t4_r0)_)_
 G  c_l_con(_use(j3_h1_t4_r1)_)_
 G  c_l_con(_use(j3_h1_t4_r2)_)_
 G  c_l_con(_use(j3_h1_t4_r3)_)_
 G  c_l_con(_use(j3_h1_t5_r0)_)_
 G  c_l_con(_use(j3_h1_t5_r1)_)_
 G  c_l_con(_use(j3_h1_t5_r2)_)_
 G  c_l_con(_use(j3_h1_t5_r3)_)_
 G  c_l_con(_use(j3_h1_t6_r0)_)_
 G  c_l_con(_use(j3_h1_t6_r1)_)_
 G  c_l_con(_use(j3_h1_t6_r2)_)_
 G  c_l_con(_use(j3_h1_t6_r3)_)_
 G  c_l_con(_use(j3_h2_t4_r0)_)_
 G  c_l_con(_use(j3_h2_t4_r1)_)_
 G  c_l_con(_use(j3_h2_t4_r2)_)_
 G  c_l_con(_use(j3_h2_t4_r3)_)_
 G  c_l_con(_use(j3_h2_t5_r0)_)_
 G  c_l_con(_use(j3_h2_t5_r1)_)_
 G  c_l_con(_use(j3_h2_t5_r2)_)_
 G  c_l_con(_use(j3_h2_t5_r3)_)_
 G  c_l_con(_use(j3_h2_t6_r0)_)_
 G  c_l_con(_use(j3_h2_t6_r1)_)_
 G  c_l_con(_use(j3_h2_t6_r2)_)_
 G  c_l_con(_use(j3_h2_t6_r3)_)_
 G  c_l_con(_use(j4_h0_t3_r0)_)_
 G  c_l_con(_use(j4_h0_t3_r1)_)_
 G  c_l_con(_use(j4_h0_t3_r2)_)_
 G  c_l_con(_use(j4_h0_t3_r3)_)_
 G  c_l_con(_use(j4_h0_t4_r0)_)_
 G  c_l_con(_use(j4_h0_t4_r1)_)_
 G  c_l_con(_use(j4_h0_t4_r2)_)_
 G  c_l_con(_use(j4_h0_t4_r3)_)_
 G  c_l_con(_use(j4_h0_t5_r0)_)_
 G  c_l_con(_use(j4_h0_t5_r1)_)_
 G  c_l_con(_use(j4_h0_t5_r2)_)_
 G  c_l_con(_use(j4_h0_t5_r3)_)_
 G  c_l_con(_use(j4_h0_t6_r0)_)_
 G  c_l_con(_use(j4_h0_t6_r1)_)_
 G  c_l_con(_use(j4_h0_t6_r2)_)_
 G  c_l_con(_use(j4_h0_t6_r3)_)_
 G  c_l_con(_use(j4_h1_t3_r0)_)_
 G  c_l_con(_use(j4_h1_t3_r1)_)_
 G  c_l_con(_use(j4_h1_t3_r2)_)_
 G  c_l_con(_use(j4_h1_t3_r3)_)_
 G  c_l_con(_use(j4_h1_t4_r0)_)_
 G  c_l_con(_use(j4_h1_t4_r1)_)_
 G  c_l_con(_use(j4_h1_t4_r2)_)_
 G  c_l_con(_use(j4_h1_t4_r3)_)_
 G  c_l_con(_use(j4_h1_t5_r0)_)_
 G  c_l_con(_use(j4_h1_t5_r1)_)_
 G  c_l_con(_use(j4_h1_t5_r2)_)_
 G  c_l_con(_use(j4_h1_t5_r3)_)_
 G  c_l_con(_use(j4_h1_t6_r0)_)_
 G  c_l_con(_use(j4_h1_t6_r1)_)_
 G  c_l_con(_use(j4_h1_t6_r2)_)_
 G  c_l_con(_use(j4_h1_t6_r3)_)_
 G  c_l_con(_use(j4_h2_t3_r0)_)_
 G  c_l_con(_use(j4_h2_t3_r1)_)_
 G  c_l_con(_use(j4_h2_t3_r2)_)_
 G  c_l_con(_use(j4_h2_t3_r3)_)_
 G  c_l_con(_use(j4_h2_t4_r0)_)_
 G  c_l_con(_use(j4_h2_t4_r1)_)_
 G  c_l_con(_use(j4_h2_t4_r2)_)_
 G  c_l_con(_use(j4_h2_t4_r3)_)_
 G  c_l_con(_use(j4_h2_t5_r0)_)_
 G  c_l_con(_use(j4_h2_t5_r1)_)_
 G  c_l_con(_use(j4_h2_t5_r2)_)_
 G  c_l_con(_use(j4_h2_t5_r3)_)_
 G  c_l_con(_use(j4_h2_t6_r0)_)_
 G  c_l_con(_use(j4_h2_t6_r1)_)_
 G  c_l_con(_use(j4_h2_t6_r2)_)_
 G  c_l_con(_use(j4_h2_t6_r3)_)_
 E  c_e_con(_workers(j1_m0)_)_
 E  c_e_con(_workers(j1_m1)_)_
 E  c_e_con(_workers(j2_m0)_)_
 E  c_e_con(_workers(j2_m1)_)_
 E  c_e_con(_workers(j3_m0)_)_
 E  c_e_con(_workers(j3_m1)_)_
 E  c_e_con(_workers(j4_m0)_)_
 E  c_e_con(_workers(j4_m1)_)_
COLUMNS
     x(_g(j1_h0_t3_r0)_) c_u_con(_cap(h0_t3_r0)_)_ 1
     x(_g(j1_h0_t3_r0)_) c_l_con(_use(j1_h0_t3_r0)_)_ 1
     x(_g(j1_h0_t3_r1)_) c_u_con(_cap(h0_t3_r1)_)_ 1
     x(_g(j1_h0_t3_r1)_) c_l_con(_use(j1_h0_t3_r1)_)_ 1
     x(_g(j1_h0_t3_r2)_) c_u_con(_cap(h0_t3_r2)_)_ 1
     x(_g(j1_h0_t3_r2)_) c_l_con(_use(j1_h0_t3_r2)_)_ 1
     x(_g(j1_h0_t3_r3)_) c_u_con(_cap(h0_t3_r3)_)_ 1
     x(_g(j1_h0_t3_r3)_) c_l_con(_use(j1_h0_t3_r3)_)_ 1
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
     x(_g(j1_h0_t6_r0)_) c_u_con(_cap(h0_t6_r0)_)_ 1
     x(_g(j1_h0_t6_r0)_) c_l_con(_use(j1_h0_t6_r0)_)_ 1
     x(_g(j1_h0_t6_r1)_) c_u_con(_cap(h0_t6_r1)_)_ 1
     x(_g(j1_h0_t6_r1)_) c_l_con(_use(j1_h0_t6_r1)_)_ 1
     x(_g(j1_h0_t6_r2)_) c_u_con(_cap(h0_t6_r2)_)_ 1
     x(_g(j1_h0_t6_r2)_) c_l_con(_use(j1_h0_t6_r2)_)_ 1
     x(_g(j1_h0_t6_r3)_) c_u_con(_cap(h0_t6_r3)_)_ 1
     x(_g(j1_h0_t6_r3)_) c_l_con(_use(j1_h0_t6_r3)_)_ 1
     x(_g(j1_h1_t3_r0)_) c_u_con(_cap(h1_t3_r0)_)_ 1
     x(_g(j1_h1_t3_r0)_) c_l_con(_use(j1_h1_t3_r0)_)_ 1
     x(_g(j1_h1_t3_r1)_) c_u_con(_cap(h1_t3_r1)_)_ 1
     x(_g(j1_h1_t3_r1)_) c_l_con(_use(j1_h1_t3_r1)_)_ 1
     x(_g(j1_h1_t3_r2)_) c_u_con(_cap(h1_t3_r2)_)_ 1
     x(_g(j1_h1_t3_r2)_) c_l_con(_use(j1_h1_t3_r2)_)_ 1
     x(_g(j1_h1_t3_r3)_) c_u_con(_cap(h1_t3_r3)_)_ 1
     x(_g(j1_h1_t3_r3)_) c_l_con(_use(j1_h1_t3_r3)_)_ 1
     x(_g(j1_h1_t4_r0)_) c_u_con(_cap(h1_t4_r0)_)_ 1
     x(_g(j1_h1_t4_r0)_) c_l_con(_use(j1_h1_t4_r0)_)_ 1
     x(_g(j1_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j1_h1_t4_r1)_) c_l_con(_use(j1_h1_t4_r1)_)_ 1
     x(_g(j1_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j1_h1_t4_r2)_) c_l_con(_use(j1_h1_t4_r2)_)_ 1
     x(_g(j1_h1_t4_r3)_) c_u_con(_cap(h1_t4_r3)_)_ 1
     x(_g(j1_h1_t4_r3)_) c_l_con(_use(j1_h1_t4_r3)_)_ 1
     x(_g(j1_h1_t5_r0)_) c_u_con(_cap(h1_t5_r0)_)_ 1
     x(_g(j1_h1_t5_r0)_) c_l_con(_use(j1_h1_t5_r0)_)_ 1
     x(_g(j1_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j1_h1_t5_r1)_) c_l_con(_use(j1_h1_t5_r1)_)_ 1
     x(_g(j1_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j1_h1_t5_r2)_) c_l_con(_use(j1_h1_t5_r2)_)_ 1
     x(_g(j1_h1_t5_r3)_) c_u_con(_cap(h1_t5_r3)_)_ 1
     x(_g(j1_h1_t5_r3)_) c_l_con(_use(j1_h1_t5_r3)_)_ 1
     x(_g(j1_h1_t6_r0)_) c_u_con(_cap(h1_t6_r0)_)_ 1
     x(_g(j1_h1_t6_r0)_) c_l_con(_use(j1_h1_t6_r0)_)_ 1
     x(_g(j1_h1_t6_r1)_) c_u_con(_cap(h1_t6_r1)_)_ 1
     x(_g(j1_h1_t6_r1)_) c_l_con(_use(j1_h1_t6_r1)_)_ 1
     x(_g(j1_h1_t6_r2)_) c_u_con(_cap(h1_t6_r2)_)_ 1
     x(_g(j1_h1_t6_r2)_) c_l_con(_use(j1_h1_t6_r2)_)_ 1
     x(_g(j1_h1_t6_r3)_) c_u_con(_cap(h1_t6_r3)_)_ 1
     x(_g(j1_h1_t6_r3)_) c_l_con(_use(j1_h1_t6_r3)_)_ 1
     x(_g(j1_h2_t3_r0)_) c_u_con(_cap(h2_t3_r0)_)_ 1
     x(_g(j1_h2_t3_r0)_) c_l_con(_use(j1_h2_t3_r0)_)_ 1
     x(_g(j1_h2_t3_r1)_) c_u_con(_cap(h2_t3_r1)_)_ 1
     x(_g(j1_h2_t3_r1)_) c_l_con(_use(j1_h2_t3_r1)_)_ 1
     x(_g(j1_h2_t3_r2)_) c_u_con(_cap(h2_t3_r2)_)_ 1
     x(_g(j1_h2_t3_r2)_) c_l_con(_use(j1_h2_t3_r2)_)_ 1
     x(_g(j1_h2_t3_r3)_) c_u_con(_cap(h2_t3_r3)_)_ 1
     x(_g(j1_h2_t3_r3)_) c_l_con(_use(j1_h2_t3_r3)_)_ 1
     x(_g(j1_h2_t4_r0)_) c_u_con(_cap(h2_t4_r0)_)_ 1
     x(_g(j1_h2_t4_r0)_) c_l_con(_use(j1_h2_t4_r0)_)_ 1
     x(_g(j1_h2_t4_r1)_) c_u_con(_cap(h2_t4_r1)_)_ 1
     x(_g(j1_h2_t4_r1)_) c_l_con(_use(j1_h2_t4_r1)_)_ 1
     x(_g(j1_h2_t4_r2)_) c_u_con(_cap(h2_t4_r2)_)_ 1
     x(_g(j1_h2_t4_r2)_) c_l_con(_use(j1_h2_t4_r2)_)_ 1
     x(_g(j1_h2_t4_r3)_) c_u_con(_cap(h2_t4_r3)_)_ 1
     x(_g(j1_h2_t4_r3)_) c_l_con(_use(j1_h2_t4_r3)_)_ 1
     x(_g(j1_h2_t5_r0)_) c_u_con(_cap(h2_t5_r0)_)_ 1
     x(_g(j1_h2_t5_r0)_) c_l_con(_use(j1_h2_t5_r0)_)_ 1
     x(_g(j1_h2_t5_r1)_) c_u_con(_cap(h2_t5_r1)_)_ 1
     x(_g(j1_h2_t5_r1)_) c_l_con(_use(j1_h2_t5_r1)_)_ 1
     x(_g(j1_h2_t5_r2)_) c_u_con(_cap(h2_t5_r2)_)_ 1
     x(_g(j1_h2_t5_r2)_) c_l_con(_use(j1_h2_t5_r2)_)_ 1
     x(_g(j1_h2_t5_r3)_) c_u_con(_cap(h2_t5_r3)_)_ 1
     x(_g(j1_h2_t5_r3)_) c_l_con(_use(j1_h2_t5_r3)_)_ 1
     x(_g(j1_h2_t6_r0)_) c_u_con(_cap(h2_t6_r0)_)_ 1
     x(_g(j1_h2_t6_r0)_) c_l_con(_use(j1_h2_t6_r0)_)_ 1
     x(_g(j1_h2_t6_r1)_) c_u_con(_cap(h2_t6_r1)_)_ 1
     x(_g(j1_h2_t6_r1)_) c_l_con(_use(j1_h2_t6_r1)_)_ 1
     x(_g(j1_h2_t6_r2)_) c_u_con(_cap(h2_t6_r2)_)_ 1
     x(_g(j1_h2_t6_r2)_) c_l_con(_use(j1_h2_t6_r2)_)_ 1
     x(_g(j1_h2_t6_r3)_) c_u_con(_cap(h2_t6_r3)_)_ 1
     x(_g(j1_h2_t6_r3)_) c_l_con(_use(j1_h2_t6_r3)_)_ 1
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
     x(_g(j2_h0_t6_r3)_) c_u_con(_cap(h0_t6_r3)_)_ 1
     x(_g(j2_h0_t6_r3)_) c_l_con(_use(j2_h0_t6_r3)_)_ 1
     x(_g(j2_h1_t4_r0)_) c_u_con(_cap(h1_t4_r0)_)_ 1
     x(_g(j2_h1_t4_r0)_) c_l_con(_use(j2_h1_t4_r0)_)_ 1
     x(_g(j2_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j2_h1_t4_r1)_) c_l_con(_use(j2_h1_t4_r1)_)_ 1
     x(_g(j2_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j2_h1_t4_r2)_) c_l_con(_use(j2_h1_t4_r2)_)_ 1
     x(_g(j2_h1_t4_r3)_) c_u_con(_cap(h1_t4_r3)_)_ 1
     x(_g(j2_h1_t4_r3)_) c_l_con(_use(j2_h1_t4_r3)_)_ 1
     x(_g(j2_h1_t5_r0)_) c_u_con(_cap(h1_t5_r0)_)_ 1
     x(_g(j2_h1_t5_r0)_) c_l_con(_use(j2_h1_t5_r0)_)_ 1
     x(_g(j2_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j2_h1_t5_r1)_) c_l_con(_use(j2_h1_t5_r1)_)_ 1
     x(_g(j2_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j2_h1_t5_r2)_) c_l_con(_use(j2_h1_t5_r2)_)_ 1
     x(_g(j2_h1_t5_r3)_) c_u_con(_cap(h1_t5_r3)_)_ 1
     x(_g(j2_h1_t5_r3)_) c_l_con(_use(j2_h1_t5_r3)_)_ 1
     x(_g(j2_h1_t6_r0)_) c_u_con(_cap(h1_t6_r0)_)_ 1
     x(_g(j2_h1_t6_r0)_) c_l_con(_use(j2_h1_t6_r0)_)_ 1
     x(_g(j2_h1_t6_r1)_) c_u_con(_cap(h1_t6_r1)_)_ 1
     x(_g(j2_h1_t6_r1)_) c_l_con(_use(j2_h1_t6_r1)_)_ 1
     x(_g(j2_h1_t6_r2)_) c_u_con(_cap(h1_t6_r2)_)_ 1
     x(_g(j2_h1_t6_r2)_) c_l_con(_use(j2_h1_t6_r2)_)_ 1
     x(_g(j2_h1_t6_r3)_) c_u_con(_cap(h1_t6_r3)_)_ 1
     x(_g(j2_h1_t6_r3)_) c_l_con(_use(j2_h1_t6_r3)_)_ 1
     x(_g(j2_h2_t4_r0)_) c_u_con(_cap(h2_t4_r0)_)_ 1
     x(_g(j2_h2_t4_r0)_) c_l_con(_use(j2_h2_t4_r0)_)_ 1
     x(_g(j2_h2_t4_r1)_) c_u_con(_cap(h2_t4_r1)_)_ 1
     x(_g(j2_h2_t4_r1)_) c_l_con(_use(j2_h2_t4_r1)_)_ 1
     x(_g(j2_h2_t4_r2)_) c_u_con(_cap(h2_t4_r2)_)_ 1
     x(_g(j2_h2_t4_r2)_) c_l_con(_use(j2_h2_t4_r2)_)_ 1
     x(_g(j2_h2_t4_r3)_) c_u_con(_cap(h2_t4_r3)_)_ 1
     x(_g(j2_h2_t4_r3)_) c_l_con(_use(j2_h2_t4_r3)_)_ 1
     x(_g(j2_h2_t5_r0)_) c_u_con(_cap(h2_t5_r0)_)_ 1
     x(_g(j2_h2_t5_r0)_) c_l_con(_use(j2_h2_t5_r0)_)_ 1
     x(_g(j2_h2_t5_r1)_) c_u_con(_cap(h2_t5_r1)_)_ 1
     x(_g(j2_h2_t5_r1)_) c_l_con(_use(j2_h2_t5_r1)_)_ 1
     x(_g(j2_h2_t5_r2)_) c_u_con(_cap(h2_t5_r2)_)_ 1
     x(_g(j2_h2_t5_r2)_) c_l_con(_use(j2_h2_t5_r2)_)_ 1
     x(_g(j2_h2_t5_r3)_) c_u_con(_cap(h2_t5_r3)_)_ 1
     x(_g(j2_h2_t5_r3)_) c_l_con(_use(j2_h2_t5_r3)_)_ 1
     x(_g(j2_h2_t6_r0)_) c_u_con(_cap(h2_t6_r0)_)_ 1
     x(_g(j2_h2_t6_r0)_) c_l_con(_use(j2_h2_t6_r0)_)_ 1
     x(_g(j2_h2_t6_r1)_) c_u_con(_cap(h2_t6_r1)_)_ 1
     x(_g(j2_h2_t6_r1)_) c_l_con(_use(j2_h2_t6_r1)_)_ 1
     x(_g(j2_h2_t6_r2)_) c_u_con(_cap(h2_t6_r2)_)_ 1
     x(_g(j2_h2_t6_r2)_) c_l_con(_use(j2_h2_t6_r2)_)_ 1
     x(_g(j2_h2_t6_r3)_) c_u_con(_cap(h2_t6_r3)_)_ 1
     x(_g(j2_h2_t6_r3)_) c_l_con(_use(j2_h2_t6_r3)_)_ 1
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
     x(_g(j3_h0_t6_r3)_) c_u_con(_cap(h0_t6_r3)_)_ 1
     x(_g(j3_h0_t6_r3)_) c_l_con(_use(j3_h0_t6_r3)_)_ 1
     x(_g(j3_h1_t4_r0)_) c_u_con(_cap(h1_t4_r0)_)_ 1
     x(_g(j3_h1_t4_r0)_) c_l_con(_use(j3_h1_t4_r0)_)_ 1
     x(_g(j3_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j3_h1_t4_r1)_) c_l_con(_use(j3_h1_t4_r1)_)_ 1
     x(_g(j3_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j3_h1_t4_r2)_) c_l_con(_use(j3_h1_t4_r2)_)_ 1
     x(_g(j3_h1_t4_r3)_) c_u_con(_cap(h1_t4_r3)_)_ 1
     x(_g(j3_h1_t4_r3)_) c_l_con(_use(j3_h1_t4_r3)_)_ 1
     x(_g(j3_h1_t5_r0)_) c_u_con(_cap(h1_t5_r0)_)_ 1
     x(_g(j3_h1_t5_r0)_) c_l_con(_use(j3_h1_t5_r0)_)_ 1
     x(_g(j3_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j3_h1_t5_r1)_) c_l_con(_use(j3_h1_t5_r1)_)_ 1
     x(_g(j3_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j3_h1_t5_r2)_) c_l_con(_use(j3_h1_t5_r2)_)_ 1
     x(_g(j3_h1_t5_r3)_) c_u_con(_cap(h1_t5_r3)_)_ 1
     x(_g(j3_h1_t5_r3)_) c_l_con(_use(j3_h1_t5_r3)_)_ 1
     x(_g(j3_h1_t6_r0)_) c_u_con(_cap(h1_t6_r0)_)_ 1
     x(_g(j3_h1_t6_r0)_) c_l_con(_use(j3_h1_t6_r0)_)_ 1
     x(_g(j3_h1_t6_r1)_) c_u_con(_cap(h1_t6_r1)_)_ 1
     x(_g(j3_h1_t6_r1)_) c_l_con(_use(j3_h1_t6_r1)_)_ 1
     x(_g(j3_h1_t6_r2)_) c_u_con(_cap(h1_t6_r2)_)_ 1
     x(_g(j3_h1_t6_r2)_) c_l_con(_use(j3_h1_t6_r2)_)_ 1
     x(_g(j3_h1_t6_r3)_) c_u_con(_cap(h1_t6_r3)_)_ 1
     x(_g(j3_h1_t6_r3)_) c_l_con(_use(j3_h1_t6_r3)_)_ 1
     x(_g(j3_h2_t4_r0)_) c_u_con(_cap(h2_t4_r0)_)_ 1
     x(_g(j3_h2_t4_r0)_) c_l_con(_use(j3_h2_t4_r0)_)_ 1
     x(_g(j3_h2_t4_r1)_) c_u_con(_cap(h2_t4_r1)_)_ 1
     x(_g(j3_h2_t4_r1)_) c_l_con(_use(j3_h2_t4_r1)_)_ 1
     x(_g(j3_h2_t4_r2)_) c_u_con(_cap(h2_t4_r2)_)_ 1
     x(_g(j3_h2_t4_r2)_) c_l_con(_use(j3_h2_t4_r2)_)_ 1
     x(_g(j3_h2_t4_r3)_) c_u_con(_cap(h2_t4_r3)_)_ 1
     x(_g(j3_h2_t4_r3)_) c_l_con(_use(j3_h2_t4_r3)_)_ 1
     x(_g(j3_h2_t5_r0)_) c_u_con(_cap(h2_t5_r0)_)_ 1
     x(_g(j3_h2_t5_r0)_) c_l_con(_use(j3_h2_t5_r0)_)_ 1
     x(_g(j3_h2_t5_r1)_) c_u_con(_cap(h2_t5_r1)_)_ 1
     x(_g(j3_h2_t5_r1)_) c_l_con(_use(j3_h2_t5_r1)_)_ 1
     x(_g(j3_h2_t5_r2)_) c_u_con(_cap(h2_t5_r2)_)_ 1
     x(_g(j3_h2_t5_r2)_) c_l_con(_use(j3_h2_t5_r2)_)_ 1
     x(_g(j3_h2_t5_r3)_) c_u_con(_cap(h2_t5_r3)_)_ 1
     x(_g(j3_h2_t5_r3)_) c_l_con(_use(j3_h2_t5_r3)_)_ 1
     x(_g(j3_h2_t6_r0)_) c_u_con(_cap(h2_t6_r0)_)_ 1
     x(_g(j3_h2_t6_r0)_) c_l_con(_use(j3_h2_t6_r0)_)_ 1
     x(_g(j3_h2_t6_r1)_) c_u_con(_cap(h2_t6_r1)_)_ 1
     x(_g(j3_h2_t6_r1)_) c_l_con(_use(j3_h2_t6_r1)_)_ 1
     x(_g(j3_h2_t6_r2)_) c_u_con(_cap(h2_t6_r2)_)_ 1
     x(_g(j3_h2_t6_r2)_) c_l_con(_use(j3_h2_t6_r2)_)_ 1
     x(_g(j3_h2_t6_r3)_) c_u_con(_cap(h2_t6_r3)_)_ 1
     x(_g(j3_h2_t6_r3)_) c_l_con(_use(j3_h2_t6_r3)_)_ 1
     x(_g(j4_h0_t3_r0)_) c_u_con(_cap(h0_t3_r0)_)_ 1
     x(_g(j4_h0_t3_r0)_) c_l_con(_use(j4_h0_t3_r0)_)_ 1
     x(_g(j4_h0_t3_r1)_) c_u_con(_cap(h0_t3_r1)_)_ 1
     x(_g(j4_h0_t3_r1)_) c_l_con(_use(j4_h0_t3_r1)_)_ 1
     x(_g(j4_h0_t3_r2)_) c_u_con(_cap(h0_t3_r2)_)_ 1
     x(_g(j4_h0_t3_r2)_) c_l_con(_use(j4_h0_t3_r2)_)_ 1
     x(_g(j4_h0_t3_r3)_) c_u_con(_cap(h0_t3_r3)_)_ 1
     x(_g(j4_h0_t3_r3)_) c_l_con(_use(j4_h0_t3_r3)_)_ 1
     x(_g(j4_h0_t4_r0)_) c_u_con(_cap(h0_t4_r0)_)_ 1
     x(_g(j4_h0_t4_r0)_) c_l_con(_use(j4_h0_t4_r0)_)_ 1
     x(_g(j4_h0_t4_r1)_) c_u_con(_cap(h0_t4_r1)_)_ 1
     x(_g(j4_h0_t4_r1)_) c_l_con(_use(j4_h0_t4_r1)_)_ 1
     x(_g(j4_h0_t4_r2)_) c_u_con(_cap(h0_t4_r2)_)_ 1
     x(_g(j4_h0_t4_r2)_) c_l_con(_use(j4_h0_t4_r2)_)_ 1
     x(_g(j4_h0_t4_r3)_) c_u_con(_cap(h0_t4_r3)_)_ 1
     x(_g(j4_h0_t4_r3)_) c_l_con(_use(j4_h0_t4_r3)_)_ 1
     x(_g(j4_h0_t5_r0)_) c_u_con(_cap(h0_t5_r0)_)_ 1
     x(_g(j4_h0_t5_r0)_) c_l_con(_use(j4_h0_t5_r0)_)_ 1
     x(_g(j4_h0_t5_r1)_) c_u_con(_cap(h0_t5_r1)_)_ 1
     x(_g(j4_h0_t5_r1)_) c_l_con(_use(j4_h0_t5_r1)_)_ 1
     x(_g(j4_h0_t5_r2)_) c_u_con(_cap(h0_t5_r2)_)_ 1
     x(_g(j4_h0_t5_r2)_) c_l_con(_use(j4_h0_t5_r2)_)_ 1
     x(_g(j4_h0_t5_r3)_) c_u_con(_cap(h0_t5_r3)_)_ 1
     x(_g(j4_h0_t5_r3)_) c_l_con(_use(j4_h0_t5_r3)_)_ 1
     x(_g(j4_h0_t6_r0)_) c_u_con(_cap(h0_t6_r0)_)_ 1
     x(_g(j4_h0_t6_r0)_) c_l_con(_use(j4_h0_t6_r0)_)_ 1
     x(_g(j4_h0_t6_r1)_) c_u_con(_cap(h0_t6_r1)_)_ 1
     x(_g(j4_h0_t6_r1)_) c_l_con(_use(j4_h0_t6_r1)_)_ 1
     x(_g(j4_h0_t6_r2)_) c_u_con(_cap(h0_t6_r2)_)_ 1
     x(_g(j4_h0_t6_r2)_) c_l_con(_use(j4_h0_t6_r2)_)_ 1
     x(_g(j4_h0_t6_r3)_) c_u_con(_cap(h0_t6_r3)_)_ 1
     x(_g(j4_h0_t6_r3)_) c_l_con(_use(j4_h0_t6_r3)_)_ 1
     x(_g(j4_h1_t3_r0)_) c_u_con(_cap(h1_t3_r0)_)_ 1
     x(_g(j4_h1_t3_r0)_) c_l_con(_use(j4_h1_t3_r0)_)_ 1
     x(_g(j4_h1_t3_r1)_) c_u_con(_cap(h1_t3_r1)_)_ 1
     x(_g(j4_h1_t3_r1)_) c_l_con(_use(j4_h1_t3_r1)_)_ 1
     x(_g(j4_h1_t3_r2)_) c_u_con(_cap(h1_t3_r2)_)_ 1
     x(_g(j4_h1_t3_r2)_) c_l_con(_use(j4_h1_t3_r2)_)_ 1
     x(_g(j4_h1_t3_r3)_) c_u_con(_cap(h1_t3_r3)_)_ 1
     x(_g(j4_h1_t3_r3)_) c_l_con(_use(j4_h1_t3_r3)_)_ 1
     x(_g(j4_h1_t4_r0)_) c_u_con(_cap(h1_t4_r0)_)_ 1
     x(_g(j4_h1_t4_r0)_) c_l_con(_use(j4_h1_t4_r0)_)_ 1
     x(_g(j4_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j4_h1_t4_r1)_) c_l_con(_use(j4_h1_t4_r1)_)_ 1
     x(_g(j4_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j4_h1_t4_r2)_) c_l_con(_use(j4_h1_t4_r2)_)_ 1
     x(_g(j4_h1_t4_r3)_) c_u_con(_cap(h1_t4_r3)_)_ 1
     x(_g(j4_h1_t4_r3)_) c_l_con(_use(j4_h1_t4_r3)_)_ 1
     x(_g(j4_h1_t5_r0)_) c_u_con(_cap(h1_t5_r0)_)_ 1
     x(_g(j4_h1_t5_r0)_) c_l_con(_use(j4_h1_t5_r0)_)_ 1
     x(_g(j4_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j4_h1_t5_r1)_) c_l_con(_use(j4_h1_t5_r1)_)_ 1
     x(_g(j4_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j4_h1_t5_r2)_) c_l_con(_use(j4_h1_t5_r2)_)_ 1
     x(_g(j4_h1_t5_r3)_) c_u_con(_cap(h1_t5_r3)_)_ 1
     x(_g(j4_h1_t5_r3)_) c_l_con(_use(j4_h1_t5_r3)_)_ 1
     x(_g(j4_h1_t6_r0)_) c_u_con(_cap(h1_t6_r0)_)_ 1
     x(_g(j4_h1_t6_r0)_) c_l_con(_use(j4_h1_t6_r0)_)_ 1
     x(_g(j4_h1_t6_r1)_) c_u_con(_cap(h1_t6_r1)_)_ 1
     x(_g(j4_h1_t6_r1)_) c_l_con(_use(j4_h1_t6_r1)_)_ 1
     x(_g(j4_h1_t6_r2)_) c_u_con(_cap(h1_t6_r2)_)_ 1
     x(_g(j4_h1_t6_r2)_) c_l_con(_use(j4_h1_t6_r2)_)_ 1
     x(_g(j4_h1_t6_r3)_) c_u_con(_cap(h1_t6_r3)_)_ 1
     x(_g(j4_h1_t6_r3)_) c_l_con(_use(j4_h1_t6_r3)_)_ 1
     x(_g(j4_h2_t3_r0)_) c_u_con(_cap(h2_t3_r0)_)_ 1
     x(_g(j4_h2_t3_r0)_) c_l_con(_use(j4_h2_t3_r0)_)_ 1
     x(_g(j4_h2_t3_r1)_) c_u_con(_cap(h2_t3_r1)_)_ 1
     x(_g(j4_h2_t3_r1)_) c_l_con(_use(j4_h2_t3_r1)_)_ 1
     x(_g(j4_h2_t3_r2)_) c_u_con(_cap(h2_t3_r2)_)_ 1
     x(_g(j4_h2_t3_r2)_) c_l_con(_use(j4_h2_t3_r2)_)_ 1
     x(_g(j4_h2_t3_r3)_) c_u_con(_cap(h2_t3_r3)_)_ 1
     x(_g(j4_h2_t3_r3)_) c_l_con(_use(j4_h2_t3_r3)_)_ 1
     x(_g(j4_h2_t4_r0)_) c_u_con(_cap(h2_t4_r0)_)_ 1
     x(_g(j4_h2_t4_r0)_) c_l_con(_use(j4_h2_t4_r0)_)_ 1
     x(_g(j4_h2_t4_r1)_) c_u_con(_cap(h2_t4_r1)_)_ 1
     x(_g(j4_h2_t4_r1)_) c_l_con(_use(j4_h2_t4_r1)_)_ 1
     x(_g(j4_h2_t4_r2)_) c_u_con(_cap(h2_t4_r2)_)_ 1
     x(_g(j4_h2_t4_r2)_) c_l_con(_use(j4_h2_t4_r2)_)_ 1
     x(_g(j4_h2_t4_r3)_) c_u_con(_cap(h2_t4_r3)_)_ 1
     x(_g(j4_h2_t4_r3)_) c_l_con(_use(j4_h2_t4_r3)_)_ 1
     x(_g(j4_h2_t5_r0)_) c_u_con(_cap(h2_t5_r0)_)_ 1
     x(_g(j4_h2_t5_r0)_) c_l_con(_use(j4_h2_t5_r0)_)_ 1
     x(_g(j4_h2_t5_r1)_) c_u_con(_cap(h2_t5_r1)_)_ 1
     x(_g(j4_h2_t5_r1)_) c_l_con(_use(j4_h2_t5_r1)_)_ 1
     x(_g(j4_h2_t5_r2)_) c_u_con(_cap(h2_t5_r2)_)_ 1
     x(_g(j4_h2_t5_r2)_) c_l_con(_use(j4_h2_t5_r2)_)_ 1
     x(_g(j4_h2_t5_r3)_) c_u_con(_cap(h2_t5_r3)_)_ 1
     x(_g(j4_h2_t5_r3)_) c_l_con(_use(j4_h2_t5_r3)_)_ 1
     x(_g(j4_h2_t6_r0)_) c_u_con(_cap(h2_t6_r0)_)_ 1
     x(_g(j4_h2_t6_r0)_) c_l_con(_use(j4_h2_t6_r0)_)_ 1
     x(_g(j4_h2_t6_r1)_) c_u_con(_cap(h2_t6_r1)_)_ 1
     x(_g(j4_h2_t6_r1)_) c_l_con(_use(j4_h2_t6_r1)_)_ 1
     x(_g(j4_h2_t6_r2)_) c_u_con(_cap(h2_t6_r2)_)_ 1
     x(_g(j4_h2_t6_r2)_) c_l_con(_use(j4_h2_t6_r2)_)_ 1
     x(_g(j4_h2_t6_r3)_) c_u_con(_cap(h2_t6_r3)_)_ 1
     x(_g(j4_h2_t6_r3)_) c_l_con(_use(j4_h2_t6_r3)_)_ 1
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_m0)_)_ -3
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_m1)_)_ -3
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_p0)_)_ -3
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_p1)_)_ -1
     x(_o(j1_h0)_) c_e_con(_home(j1)_)_ 1
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_m0)_)_ -3
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_m1)_)_ -2
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_p0)_)_ -2
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_p1)_)_ -1
     x(_o(j1_h1)_) c_e_con(_home(j1)_)_ 1
     x(_o(j1_h2)_) c_u_con(_coloc(j1_h2_m0)_)_ -3
     x(_o(j1_h2)_) c_u_con(_coloc(j1_h2_m1)_)_ -1
     x(_o(j1_h2)_) c_u_con(_coloc(j1_h2_p0)_)_ -2
     x(_o(j1_h2)_) c_u_con(_coloc(j1_h2_p1)_)_ -1
     x(_o(j1_h2)_) c_e_con(_home(j1)_)_ 1
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m0)_)_ -4
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m1)_)_ -4
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_p0)_)_ -3
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_p1)_)_ -1
     x(_o(j2_h0)_) c_e_con(_home(j2)_)_ 1
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m0)_)_ -4
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m1)_)_ -2
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_p0)_)_ -2
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_p1)_)_ -1
     x(_o(j2_h1)_) c_e_con(_home(j2)_)_ 1
     x(_o(j2_h2)_) c_u_con(_coloc(j2_h2_m0)_)_ -4
     x(_o(j2_h2)_) c_u_con(_coloc(j2_h2_m1)_)_ -1
     x(_o(j2_h2)_) c_u_con(_coloc(j2_h2_p0)_)_ -2
     x(_o(j2_h2)_) c_u_con(_coloc(j2_h2_p1)_)_ -1
     x(_o(j2_h2)_) c_e_con(_home(j2)_)_ 1
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m0)_)_ -2
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m1)_)_ -2
     x(_o(j3_h0)_) c_e_con(_home(j3)_)_ 1
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m0)_)_ -2
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m1)_)_ -2
     x(_o(j3_h1)_) c_e_con(_home(j3)_)_ 1
     x(_o(j3_h2)_) c_u_con(_coloc(j3_h2_m0)_)_ -2
     x(_o(j3_h2)_) c_u_con(_coloc(j3_h2_m1)_)_ -1
     x(_o(j3_h2)_) c_e_con(_home(j3)_)_ 1
     x(_o(j4_h0)_) c_u_con(_coloc(j4_h0_m0)_)_ -3
     x(_o(j4_h0)_) c_u_con(_coloc(j4_h0_m1)_)_ -3
     x(_o(j4_h0)_) c_e_con(_home(j4)_)_ 1
     x(_o(j4_h1)_) c_u_con(_coloc(j4_h1_m0)_)_ -3
     x(_o(j4_h1)_) c_u_con(_coloc(j4_h1_m1)_)_ -2
     x(_o(j4_h1)_) c_e_con(_home(j4)_)_ 1
     x(_o(j4_h2)_) c_u_con(_coloc(j4_h2_m0)_)_ -3
     x(_o(j4_h2)_) c_u_con(_coloc(j4_h2_m1)_)_ -1
     x(_o(j4_h2)_) c_e_con(_home(j4)_)_ 1
     x(_run(j1_t3)_) c_e_con(_running(j1_t3)_)_ 1
     x(_run(j1_t3)_) c_l_con(_use(j1_h0_t3_r0)_)_ -12
     x(_run(j1_t3)_) c_l_con(_use(j1_h0_t3_r1)_)_ -52
     x(_run(j1_t3)_) c_l_con(_use(j1_h0_t3_r2)_)_ -224
     x(_run(j1_t3)_) c_l_con(_use(j1_h0_t3_r3)_)_ -25
     x(_run(j1_t3)_) c_l_con(_use(j1_h1_t3_r0)_)_ -8
     x(_run(j1_t3)_) c_l_con(_use(j1_h1_t3_r1)_)_ -28
     x(_run(j1_t3)_) c_l_con(_use(j1_h1_t3_r2)_)_ -160
     x(_run(j1_t3)_) c_l_con(_use(j1_h1_t3_r3)_)_ -21.5
     x(_run(j1_t3)_) c_l_con(_use(j1_h2_t3_r0)_)_ -4
     x(_run(j1_t3)_) c_l_con(_use(j1_h2_t3_r1)_)_ -28
     x(_run(j1_t3)_) c_l_con(_use(j1_h2_t3_r2)_)_ -96
     x(_run(j1_t3)_) c_l_con(_use(j1_h2_t3_r3)_)_ -21.5
     x(_run(j1_t4)_) c_e_con(_running(j1_t4)_)_ 1
     x(_run(j1_t4)_) c_l_con(_use(j1_h0_t4_r0)_)_ -12
     x(_run(j1_t4)_) c_l_con(_use(j1_h0_t4_r1)_)_ -52
     x(_run(j1_t4)_) c_l_con(_use(j1_h0_t4_r2)_)_ -224
     x(_run(j1_t4)_) c_l_con(_use(j1_h0_t4_r3)_)_ -25
     x(_run(j1_t4)_) c_l_con(_use(j1_h1_t4_r0)_)_ -8
     x(_run(j1_t4)_) c_l_con(_use(j1_h1_t4_r1)_)_ -28
     x(_run(j1_t4)_) c_l_con(_use(j1_h1_t4_r2)_)_ -160
     x(_run(j1_t4)_) c_l_con(_use(j1_h1_t4_r3)_)_ -21.5
     x(_run(j1_t4)_) c_l_con(_use(j1_h2_t4_r0)_)_ -4
     x(_run(j1_t4)_) c_l_con(_use(j1_h2_t4_r1)_)_ -28
     x(_run(j1_t4)_) c_l_con(_use(j1_h2_t4_r2)_)_ -96
     x(_run(j1_t4)_) c_l_con(_use(j1_h2_t4_r3)_)_ -21.5
     x(_run(j1_t5)_) c_e_con(_running(j1_t5)_)_ 1
     x(_run(j1_t5)_) c_l_con(_use(j1_h0_t5_r0)_)_ -12
     x(_run(j1_t5)_) c_l_con(_use(j1_h0_t5_r1)_)_ -52
     x(_run(j1_t5)_) c_l_con(_use(j1_h0_t5_r2)_)_ -224
     x(_run(j1_t5)_) c_l_con(_use(j1_h0_t5_r3)_)_ -25
     x(_run(j1_t5)_) c_l_con(_use(j1_h1_t5_r0)_)_ -8
     x(_run(j1_t5)_) c_l_con(_use(j1_h1_t5_r1)_)_ -28
     x(_run(j1_t5)_) c_l_con(_use(j1_h1_t5_r2)_)_ -160
     x(_run(j1_t5)_) c_l_con(_use(j1_h1_t5_r3)_)_ -21.5
     x(_run(j1_t5)_) c_l_con(_use(j1_h2_t5_r0)_)_ -4
     x(_run(j1_t5)_) c_l_con(_use(j1_h2_t5_r1)_)_ -28
     x(_run(j1_t5)_) c_l_con(_use(j1_h2_t5_r2)_)_ -96
     x(_run(j1_t5)_) c_l_con(_use(j1_h2_t5_r3)_)_ -21.5
     x(_run(j1_t6)_) c_e_con(_running(j1_t6)_)_ 1
     x(_run(j1_t6)_) c_l_con(_use(j1_h0_t6_r0)_)_ -12
     x(_run(j1_t6)_) c_l_con(_use(j1_h0_t6_r1)_)_ -52
     x(_run(j1_t6)_) c_l_con(_use(j1_h0_t6_r2)_)_ -224
     x(_run(j1_t6)_) c_l_con(_use(j1_h0_t6_r3)_)_ -25
     x(_run(j1_t6)_) c_l_con(_use(j1_h1_t6_r0)_)_ -8
     x(_run(j1_t6)_) c_l_con(_use(j1_h1_t6_r1)_)_ -28
     x(_run(j1_t6)_) c_l_con(_use(j1_h1_t6_r2)_)_ -160
     x(_run(j1_t6)_) c_l_con(_use(j1_h1_t6_r3)_)_ -21.5
     x(_run(j1_t6)_) c_l_con(_use(j1_h2_t6_r0)_)_ -4
     x(_run(j1_t6)_) c_l_con(_use(j1_h2_t6_r1)_)_ -28
     x(_run(j1_t6)_) c_l_con(_use(j1_h2_t6_r2)_)_ -96
     x(_run(j1_t6)_) c_l_con(_use(j1_h2_t6_r3)_)_ -21.5
     x(_run(j2_t4)_) c_e_con(_running(j2_t4)_)_ 1
     x(_run(j2_t4)_) c_l_con(_use(j2_h0_t4_r0)_)_ -16
     x(_run(j2_t4)_) c_l_con(_use(j2_h0_t4_r1)_)_ -56
     x(_run(j2_t4)_) c_l_con(_use(j2_h0_t4_r2)_)_ -272
     x(_run(j2_t4)_) c_l_con(_use(j2_h0_t4_r3)_)_ -25
     x(_run(j2_t4)_) c_l_con(_use(j2_h1_t4_r0)_)_ -8
     x(_run(j2_t4)_) c_l_con(_use(j2_h1_t4_r1)_)_ -28
     x(_run(j2_t4)_) c_l_con(_use(j2_h1_t4_r2)_)_ -160
     x(_run(j2_t4)_) c_l_con(_use(j2_h1_t4_r3)_)_ -21.5
     x(_run(j2_t4)_) c_l_con(_use(j2_h2_t4_r0)_)_ -4
     x(_run(j2_t4)_) c_l_con(_use(j2_h2_t4_r1)_)_ -28
     x(_run(j2_t4)_) c_l_con(_use(j2_h2_t4_r2)_)_ -96
     x(_run(j2_t4)_) c_l_con(_use(j2_h2_t4_r3)_)_ -21.5
     x(_run(j2_t5)_) c_e_con(_running(j2_t5)_)_ 1
     x(_run(j2_t5)_) c_l_con(_use(j2_h0_t5_r0)_)_ -16
     x(_run(j2_t5)_) c_l_con(_use(j2_h0_t5_r1)_)_ -56
     x(_run(j2_t5)_) c_l_con(_use(j2_h0_t5_r2)_)_ -272
     x(_run(j2_t5)_) c_l_con(_use(j2_h0_t5_r3)_)_ -25
     x(_run(j2_t5)_) c_l_con(_use(j2_h1_t5_r0)_)_ -8
     x(_run(j2_t5)_) c_l_con(_use(j2_h1_t5_r1)_)_ -28
     x(_run(j2_t5)_) c_l_con(_use(j2_h1_t5_r2)_)_ -160
     x(_run(j2_t5)_) c_l_con(_use(j2_h1_t5_r3)_)_ -21.5
     x(_run(j2_t5)_) c_l_con(_use(j2_h2_t5_r0)_)_ -4
     x(_run(j2_t5)_) c_l_con(_use(j2_h2_t5_r1)_)_ -28
     x(_run(j2_t5)_) c_l_con(_use(j2_h2_t5_r2)_)_ -96
     x(_run(j2_t5)_) c_l_con(_use(j2_h2_t5_r3)_)_ -21.5
     x(_run(j2_t6)_) c_e_con(_running(j2_t6)_)_ 1
     x(_run(j2_t6)_) c_l_con(_use(j2_h0_t6_r0)_)_ -16
     x(_run(j2_t6)_) c_l_con(_use(j2_h0_t6_r1)_)_ -56
     x(_run(j2_t6)_) c_l_con(_use(j2_h0_t6_r2)_)_ -272
     x(_run(j2_t6)_) c_l_con(_use(j2_h0_t6_r3)_)_ -25
     x(_run(j2_t6)_) c_l_con(_use(j2_h1_t6_r0)_)_ -8
     x(_run(j2_t6)_) c_l_con(_use(j2_h1_t6_r1)_)_ -28
     x(_run(j2_t6)_) c_l_con(_use(j2_h1_t6_r2)_)_ -160
     x(_run(j2_t6)_) c_l_con(_use(j2_h1_t6_r3)_)_ -21.5
     x(_run(j2_t6)_) c_l_con(_use(j2_h2_t6_r0)_)_ -4
     x(_run(j2_t6)_) c_l_con(_use(j2_h2_t6_r1)_)_ -28
     x(_run(j2_t6)_) c_l_con(_use(j2_h2_t6_r2)_)_ -96
     x(_run(j2_t6)_) c_l_con(_use(j2_h2_t6_r3)_)_ -21.5
     x(_run(j3_t4)_) c_e_con(_running(j3_t4)_)_ 1
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r0)_)_ -8
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r1)_)_ -24
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r2)_)_ -128
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r3)_)_ -8
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r0)_)_ -8
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r1)_)_ -24
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r2)_)_ -128
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r3)_)_ -8
     x(_run(j3_t4)_) c_l_con(_use(j3_h2_t4_r0)_)_ -4
     x(_run(j3_t4)_) c_l_con(_use(j3_h2_t4_r1)_)_ -12
     x(_run(j3_t4)_) c_l_con(_use(j3_h2_t4_r2)_)_ -64
     x(_run(j3_t4)_) c_l_con(_use(j3_h2_t4_r3)_)_ -4
     x(_run(j3_t5)_) c_e_con(_running(j3_t5)_)_ 1
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r0)_)_ -8
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r1)_)_ -24
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r2)_)_ -128
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r3)_)_ -8
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r0)_)_ -8
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r1)_)_ -24
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r2)_)_ -128
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r3)_)_ -8
     x(_run(j3_t5)_) c_l_con(_use(j3_h2_t5_r0)_)_ -4
     x(_run(j3_t5)_) c_l_con(_use(j3_h2_t5_r1)_)_ -12
     x(_run(j3_t5)_) c_l_con(_use(j3_h2_t5_r2)_)_ -64
     x(_run(j3_t5)_) c_l_con(_use(j3_h2_t5_r3)_)_ -4
     x(_run(j3_t6)_) c_e_con(_running(j3_t6)_)_ 1
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r0)_)_ -8
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r1)_)_ -24
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r2)_)_ -128
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r3)_)_ -8
     x(_run(j3_t6)_) c_l_con(_use(j3_h1_t6_r0)_)_ -8
     x(_run(j3_t6)_) c_l_con(_use(j3_h1_t6_r1)_)_ -24
     x(_run(j3_t6)_) c_l_con(_use(j3_h1_t6_r2)_)_ -128
     x(_run(j3_t6)_) c_l_con(_use(j3_h1_t6_r3)_)_ -8
     x(_run(j3_t6)_) c_l_con(_use(j3_h2_t6_r0)_)_ -4
     x(_run(j3_t6)_) c_l_con(_use(j3_h2_t6_r1)_)_ -12
     x(_run(j3_t6)_) c_l_con(_use(j3_h2_t6_r2)_)_ -64
     x(_run(j3_t6)_) c_l_con(_use(j3_h2_t6_r3)_)_ -4
     x(_run(j4_t3)_) c_e_con(_running(j4_t3)_)_ 1
     x(_run(j4_t3)_) c_l_con(_use(j4_h0_t3_r0)_)_ -12
     x(_run(j4_t3)_) c_l_con(_use(j4_h0_t3_r1)_)_ -36
     x(_run(j4_t3)_) c_l_con(_use(j4_h0_t3_r2)_)_ -192
     x(_run(j4_t3)_) c_l_con(_use(j4_h0_t3_r3)_)_ -12
     x(_run(j4_t3)_) c_l_con(_use(j4_h1_t3_r0)_)_ -8
     x(_run(j4_t3)_) c_l_con(_use(j4_h1_t3_r1)_)_ -24
     x(_run(j4_t3)_) c_l_con(_use(j4_h1_t3_r2)_)_ -128
     x(_run(j4_t3)_) c_l_con(_use(j4_h1_t3_r3)_)_ -8
     x(_run(j4_t3)_) c_l_con(_use(j4_h2_t3_r0)_)_ -4
     x(_run(j4_t3)_) c_l_con(_use(j4_h2_t3_r1)_)_ -12
     x(_run(j4_t3)_) c_l_con(_use(j4_h2_t3_r2)_)_ -64
     x(_run(j4_t3)_) c_l_con(_use(j4_h2_t3_r3)_)_ -4
     x(_run(j4_t4)_) c_e_con(_running(j4_t4)_)_ 1
     x(_run(j4_t4)_) c_l_con(_use(j4_h0_t4_r0)_)_ -12
     x(_run(j4_t4)_) c_l_con(_use(j4_h0_t4_r1)_)_ -36
     x(_run(j4_t4)_) c_l_con(_use(j4_h0_t4_r2)_)_ -192
     x(_run(j4_t4)_) c_l_con(_use(j4_h0_t4_r3)_)_ -12
     x(_run(j4_t4)_) c_l_con(_use(j4_h1_t4_r0)_)_ -8
     x(_run(j4_t4)_) c_l_con(_use(j4_h1_t4_r1)_)_ -24
     x(_run(j4_t4)_) c_l_con(_use(j4_h1_t4_r2)_)_ -128
     x(_run(j4_t4)_) c_l_con(_use(j4_h1_t4_r3)_)_ -8
     x(_run(j4_t4)_) c_l_con(_use(j4_h2_t4_r0)_)_ -4
     x(_run(j4_t4)_) c_l_con(_use(j4_h2_t4_r1)_)_ -12
     x(_run(j4_t4)_) c_l_con(_use(j4_h2_t4_r2)_)_ -64
     x(_run(j4_t4)_) c_l_con(_use(j4_h2_t4_r3)_)_ -4
     x(_run(j4_t5)_) c_e_con(_running(j4_t5)_)_ 1
     x(_run(j4_t5)_) c_l_con(_use(j4_h0_t5_r0)_)_ -12
     x(_run(j4_t5)_) c_l_con(_use(j4_h0_t5_r1)_)_ -36
     x(_run(j4_t5)_) c_l_con(_use(j4_h0_t5_r2)_)_ -192
     x(_run(j4_t5)_) c_l_con(_use(j4_h0_t5_r3)_)_ -12
     x(_run(j4_t5)_) c_l_con(_use(j4_h1_t5_r0)_)_ -8
     x(_run(j4_t5)_) c_l_con(_use(j4_h1_t5_r1)_)_ -24
     x(_run(j4_t5)_) c_l_con(_use(j4_h1_t5_r2)_)_ -128
     x(_run(j4_t5)_) c_l_con(_use(j4_h1_t5_r3)_)_ -8
     x(_run(j4_t5)_) c_l_con(_use(j4_h2_t5_r0)_)_ -4
     x(_run(j4_t5)_) c_l_con(_use(j4_h2_t5_r1)_)_ -12
     x(_run(j4_t5)_) c_l_con(_use(j4_h2_t5_r2)_)_ -64
     x(_run(j4_t5)_) c_l_con(_use(j4_h2_t5_r3)_)_ -4
     x(_run(j4_t6)_) c_e_con(_running(j4_t6)_)_ 1
     x(_run(j4_t6)_) c_l_con(_use(j4_h0_t6_r0)_)_ -12
     x(_run(j4_t6)_) c_l_con(_use(j4_h0_t6_r1)_)_ -36
     x(_run(j4_t6)_) c_l_con(_use(j4_h0_t6_r2)_)_ -192
     x(_run(j4_t6)_) c_l_con(_use(j4_h0_t6_r3)_)_ -12
     x(_run(j4_t6)_) c_l_con(_use(j4_h1_t6_r0)_)_ -8
     x(_run(j4_t6)_) c_l_con(_use(j4_h1_t6_r1)_)_ -24
     x(_run(j4_t6)_) c_l_con(_use(j4_h1_t6_r2)_)_ -128
     x(_run(j4_t6)_) c_l_con(_use(j4_h1_t6_r3)_)_ -8
     x(_run(j4_t6)_) c_l_con(_use(j4_h2_t6_r0)_)_ -4
     x(_run(j4_t6)_) c_l_con(_use(j4_h2_t6_r1)_)_ -12
     x(_run(j4_t6)_) c_l_con(_use(j4_h2_t6_r2)_)_ -64
     x(_run(j4_t6)_) c_l_con(_use(j4_h2_t6_r3)_)_ -4
     x(_s(j1_h0_p0)_) c_u_con(_coloc(j1_h0_p0)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_fit(j1_h0_r1)_)_ 4
     x(_s(j1_h0_p0)_) c_u_con(_fit(j1_h0_r3)_)_ 7.5
     x(_s(j1_h0_p0)_) c_u_con(_ps_bw(j1_h0)_)_ -7.5
     x(_s(j1_h0_p0)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_ps_on(j1_h0_p0)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_pstype(j1_p0)_)_ 1
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t3_r1)_)_ -4
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t3_r2)_)_ -8
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t3_r3)_)_ -7.5
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t4_r1)_)_ -4
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t4_r2)_)_ -8
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t4_r3)_)_ -7.5
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t5_r1)_)_ -4
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t5_r2)_)_ -8
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t5_r3)_)_ -7.5
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t6_r1)_)_ -4
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t6_r2)_)_ -8
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t6_r3)_)_ -7.5
     x(_s(j1_h0_p1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_s(j1_h0_p1)_) c_u_con(_fit(j1_h0_r1)_)_ 16
     x(_s(j1_h0_p1)_) c_u_con(_fit(j1_h0_r3)_)_ 17.5
     x(_s(j1_h0_p1)_) c_u_con(_ps_bw(j1_h0)_)_ -17.5
     x(_s(j1_h0_p1)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h0_p1)_) c_u_con(_ps_on(j1_h0_p1)_)_ 1
     x(_s(j1_h0_p1)_) c_u_con(_pstype(j1_p1)_)_ 1
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t3_r1)_)_ -16
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t3_r2)_)_ -32
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t3_r3)_)_ -17.5
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t4_r1)_)_ -16
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t4_r2)_)_ -32
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t4_r3)_)_ -17.5
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t5_r1)_)_ -16
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t5_r2)_)_ -32
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t5_r3)_)_ -17.5
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t6_r1)_)_ -16
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t6_r2)_)_ -32
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t6_r3)_)_ -17.5
     x(_s(j1_h1_p0)_) c_u_con(_coloc(j1_h1_p0)_)_ 1
     x(_s(j1_h1_p0)_) c_u_con(_fit(j1_h1_r1)_)_ 4
     x(_s(j1_h1_p0)_) c_u_con(_fit(j1_h1_r2)_)_ 8
     x(_s(j1_h1_p0)_) c_u_con(_fit(j1_h1_r3)_)_ 7.5
     x(_s(j1_h1_p0)_) c_u_con(_ps_bw(j1_h1)_)_ -7.5
     x(_s(j1_h1_p0)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h1_p0)_) c_u_con(_ps_on(j1_h1_p0)_)_ 1
     x(_s(j1_h1_p0)_) c_u_con(_pstype(j1_p0)_)_ 1
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t3_r1)_)_ -4
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t3_r2)_)_ -8
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t3_r3)_)_ -7.5
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t4_r1)_)_ -4
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t4_r2)_)_ -8
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t4_r3)_)_ -7.5
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t5_r1)_)_ -4
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t5_r2)_)_ -8
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t5_r3)_)_ -7.5
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t6_r1)_)_ -4
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t6_r2)_)_ -8
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t6_r3)_)_ -7.5
     x(_s(j1_h1_p1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_s(j1_h1_p1)_) c_u_con(_fit(j1_h1_r1)_)_ 16
     x(_s(j1_h1_p1)_) c_u_con(_fit(j1_h1_r2)_)_ 32
     x(_s(j1_h1_p1)_) c_u_con(_fit(j1_h1_r3)_)_ 17.5
     x(_s(j1_h1_p1)_) c_u_con(_ps_bw(j1_h1)_)_ -17.5
     x(_s(j1_h1_p1)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h1_p1)_) c_u_con(_ps_on(j1_h1_p1)_)_ 1
     x(_s(j1_h1_p1)_) c_u_con(_pstype(j1_p1)_)_ 1
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t3_r1)_)_ -16
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t3_r2)_)_ -32
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t3_r3)_)_ -17.5
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t4_r1)_)_ -16
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t4_r2)_)_ -32
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t4_r3)_)_ -17.5
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t5_r1)_)_ -16
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t5_r2)_)_ -32
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t5_r3)_)_ -17.5
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t6_r1)_)_ -16
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t6_r2)_)_ -32
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t6_r3)_)_ -17.5
     x(_s(j1_h2_p0)_) c_u_con(_coloc(j1_h2_p0)_)_ 1
     x(_s(j1_h2_p0)_) c_u_con(_fit(j1_h2_r1)_)_ 4
     x(_s(j1_h2_p0)_) c_u_con(_fit(j1_h2_r2)_)_ 8
     x(_s(j1_h2_p0)_) c_u_con(_fit(j1_h2_r3)_)_ 7.5
     x(_s(j1_h2_p0)_) c_u_con(_ps_bw(j1_h2)_)_ -7.5
     x(_s(j1_h2_p0)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h2_p0)_) c_u_con(_ps_on(j1_h2_p0)_)_ 1
     x(_s(j1_h2_p0)_) c_u_con(_pstype(j1_p0)_)_ 1
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t3_r1)_)_ -4
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t3_r2)_)_ -8
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t3_r3)_)_ -7.5
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t4_r1)_)_ -4
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t4_r2)_)_ -8
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t4_r3)_)_ -7.5
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t5_r1)_)_ -4
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t5_r2)_)_ -8
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t5_r3)_)_ -7.5
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t6_r1)_)_ -4
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t6_r2)_)_ -8
     x(_s(j1_h2_p0)_) c_l_con(_use(j1_h2_t6_r3)_)_ -7.5
     x(_s(j1_h2_p1)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_s(j1_h2_p1)_) c_u_con(_fit(j1_h2_r1)_)_ 16
     x(_s(j1_h2_p1)_) c_u_con(_fit(j1_h2_r2)_)_ 32
     x(_s(j1_h2_p1)_) c_u_con(_fit(j1_h2_r3)_)_ 17.5
     x(_s(j1_h2_p1)_) c_u_con(_ps_bw(j1_h2)_)_ -17.5
     x(_s(j1_h2_p1)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h2_p1)_) c_u_con(_ps_on(j1_h2_p1)_)_ 1
     x(_s(j1_h2_p1)_) c_u_con(_pstype(j1_p1)_)_ 1
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t3_r1)_)_ -16
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t3_r2)_)_ -32
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t3_r3)_)_ -17.5
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t4_r1)_)_ -16
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t4_r2)_)_ -32
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t4_r3)_)_ -17.5
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t5_r1)_)_ -16
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t5_r2)_)_ -32
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t5_r3)_)_ -17.5
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t6_r1)_)_ -16
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t6_r2)_)_ -32
     x(_s(j1_h2_p1)_) c_l_con(_use(j1_h2_t6_r3)_)_ -17.5
     x(_s(j2_h0_p0)_) c_u_con(_coloc(j2_h0_p0)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_fit(j2_h0_r1)_)_ 4
     x(_s(j2_h0_p0)_) c_u_con(_fit(j2_h0_r2)_)_ 8
     x(_s(j2_h0_p0)_) c_u_con(_fit(j2_h0_r3)_)_ 7.5
     x(_s(j2_h0_p0)_) c_u_con(_ps_bw(j2_h0)_)_ -7.5
     x(_s(j2_h0_p0)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_ps_on(j2_h0_p0)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_pstype(j2_p0)_)_ 1
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t4_r1)_)_ -4
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t4_r2)_)_ -8
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t4_r3)_)_ -7.5
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t5_r1)_)_ -4
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t5_r2)_)_ -8
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t5_r3)_)_ -7.5
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t6_r1)_)_ -4
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t6_r2)_)_ -8
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t6_r3)_)_ -7.5
     x(_s(j2_h0_p1)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_fit(j2_h0_r1)_)_ 16
     x(_s(j2_h0_p1)_) c_u_con(_fit(j2_h0_r2)_)_ 32
     x(_s(j2_h0_p1)_) c_u_con(_fit(j2_h0_r3)_)_ 17.5
     x(_s(j2_h0_p1)_) c_u_con(_ps_bw(j2_h0)_)_ -17.5
     x(_s(j2_h0_p1)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_ps_on(j2_h0_p1)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_pstype(j2_p1)_)_ 1
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t4_r1)_)_ -16
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t4_r2)_)_ -32
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t4_r3)_)_ -17.5
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t5_r1)_)_ -16
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t5_r2)_)_ -32
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t5_r3)_)_ -17.5
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t6_r1)_)_ -16
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t6_r2)_)_ -32
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t6_r3)_)_ -17.5
     x(_s(j2_h1_p0)_) c_u_con(_coloc(j2_h1_p0)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_fit(j2_h1_r1)_)_ 4
     x(_s(j2_h1_p0)_) c_u_con(_fit(j2_h1_r2)_)_ 8
     x(_s(j2_h1_p0)_) c_u_con(_fit(j2_h1_r3)_)_ 7.5
     x(_s(j2_h1_p0)_) c_u_con(_ps_bw(j2_h1)_)_ -7.5
     x(_s(j2_h1_p0)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_ps_on(j2_h1_p0)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_pstype(j2_p0)_)_ 1
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t4_r1)_)_ -4
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t4_r2)_)_ -8
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t4_r3)_)_ -7.5
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t5_r1)_)_ -4
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t5_r2)_)_ -8
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t5_r3)_)_ -7.5
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t6_r1)_)_ -4
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t6_r2)_)_ -8
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t6_r3)_)_ -7.5
     x(_s(j2_h1_p1)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_fit(j2_h1_r1)_)_ 16
     x(_s(j2_h1_p1)_) c_u_con(_fit(j2_h1_r2)_)_ 32
     x(_s(j2_h1_p1)_) c_u_con(_fit(j2_h1_r3)_)_ 17.5
     x(_s(j2_h1_p1)_) c_u_con(_ps_bw(j2_h1)_)_ -17.5
     x(_s(j2_h1_p1)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_ps_on(j2_h1_p1)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_pstype(j2_p1)_)_ 1
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t4_r1)_)_ -16
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t4_r2)_)_ -32
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t4_r3)_)_ -17.5
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t5_r1)_)_ -16
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t5_r2)_)_ -32
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t5_r3)_)_ -17.5
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t6_r1)_)_ -16
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t6_r2)_)_ -32
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t6_r3)_)_ -17.5
     x(_s(j2_h2_p0)_) c_u_con(_coloc(j2_h2_p0)_)_ 1
     x(_s(j2_h2_p0)_) c_u_con(_fit(j2_h2_r1)_)_ 4
     x(_s(j2_h2_p0)_) c_u_con(_fit(j2_h2_r2)_)_ 8
     x(_s(j2_h2_p0)_) c_u_con(_fit(j2_h2_r3)_)_ 7.5
     x(_s(j2_h2_p0)_) c_u_con(_ps_bw(j2_h2)_)_ -7.5
     x(_s(j2_h2_p0)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h2_p0)_) c_u_con(_ps_on(j2_h2_p0)_)_ 1
     x(_s(j2_h2_p0)_) c_u_con(_pstype(j2_p0)_)_ 1
     x(_s(j2_h2_p0)_) c_l_con(_use(j2_h2_t4_r1)_)_ -4
     x(_s(j2_h2_p0)_) c_l_con(_use(j2_h2_t4_r2)_)_ -8
     x(_s(j2_h2_p0)_) c_l_con(_use(j2_h2_t4_r3)_)_ -7.5
     x(_s(j2_h2_p0)_) c_l_con(_use(j2_h2_t5_r1)_)_ -4
     x(_s(j2_h2_p0)_) c_l_con(_use(j2_h2_t5_r2)_)_ -8
     x(_s(j2_h2_p0)_) c_l_con(_use(j2_h2_t5_r3)_)_ -7.5
     x(_s(j2_h2_p0)_) c_l_con(_use(j2_h2_t6_r1)_)_ -4
     x(_s(j2_h2_p0)_) c_l_con(_use(j2_h2_t6_r2)_)_ -8
     x(_s(j2_h2_p0)_) c_l_con(_use(j2_h2_t6_r3)_)_ -7.5
     x(_s(j2_h2_p1)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_s(j2_h2_p1)_) c_u_con(_fit(j2_h2_r1)_)_ 16
     x(_s(j2_h2_p1)_) c_u_con(_fit(j2_h2_r2)_)_ 32
     x(_s(j2_h2_p1)_) c_u_con(_fit(j2_h2_r3)_)_ 17.5
     x(_s(j2_h2_p1)_) c_u_con(_ps_bw(j2_h2)_)_ -17.5
     x(_s(j2_h2_p1)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h2_p1)_) c_u_con(_ps_on(j2_h2_p1)_)_ 1
     x(_s(j2_h2_p1)_) c_u_con(_pstype(j2_p1)_)_ 1
     x(_s(j2_h2_p1)_) c_l_con(_use(j2_h2_t4_r1)_)_ -16
     x(_s(j2_h2_p1)_) c_l_con(_use(j2_h2_t4_r2)_)_ -32
     x(_s(j2_h2_p1)_) c_l_con(_use(j2_h2_t4_r3)_)_ -17.5
     x(_s(j2_h2_p1)_) c_l_con(_use(j2_h2_t5_r1)_)_ -16
     x(_s(j2_h2_p1)_) c_l_con(_use(j2_h2_t5_r2)_)_ -32
     x(_s(j2_h2_p1)_) c_l_con(_use(j2_h2_t5_r3)_)_ -17.5
     x(_s(j2_h2_p1)_) c_l_con(_use(j2_h2_t6_r1)_)_ -16
     x(_s(j2_h2_p1)_) c_l_con(_use(j2_h2_t6_r2)_)_ -32
     x(_s(j2_h2_p1)_) c_l_con(_use(j2_h2_t6_r3)_)_ -17.5
     x(_sigma(j1_h0)_) c_u_con(_ps_bw(j1_h0)_)_ 12
     x(_sigma(j1_h0)_) c_u_con(_ps_on(j1_h0_p0)_)_ -3
     x(_sigma(j1_h0)_) c_u_con(_ps_on(j1_h0_p1)_)_ -1
     x(_sigma(j1_h1)_) c_u_con(_ps_bw(j1_h1)_)_ 12
     x(_sigma(j1_h1)_) c_u_con(_ps_on(j1_h1_p0)_)_ -2
     x(_sigma(j1_h1)_) c_u_con(_ps_on(j1_h1_p1)_)_ -1
     x(_sigma(j1_h2)_) c_u_con(_ps_bw(j1_h2)_)_ 12
     x(_sigma(j1_h2)_) c_u_con(_ps_on(j1_h2_p0)_)_ -2
     x(_sigma(j1_h2)_) c_u_con(_ps_on(j1_h2_p1)_)_ -1
     x(_sigma(j2_h0)_) c_u_con(_ps_bw(j2_h0)_)_ 12
     x(_sigma(j2_h0)_) c_u_con(_ps_on(j2_h0_p0)_)_ -3
     x(_sigma(j2_h0)_) c_u_con(_ps_on(j2_h0_p1)_)_ -1
     x(_sigma(j2_h1)_) c_u_con(_ps_bw(j2_h1)_)_ 16
     x(_sigma(j2_h1)_) c_u_con(_ps_on(j2_h1_p0)_)_ -2
     x(_sigma(j2_h1)_) c_u_con(_ps_on(j2_h1_p1)_)_ -1
     x(_sigma(j2_h2)_) c_u_con(_ps_bw(j2_h2)_)_ 16
     x(_sigma(j2_h2)_) c_u_con(_ps_on(j2_h2_p0)_)_ -2
     x(_sigma(j2_h2)_) c_u_con(_ps_on(j2_h2_p1)_)_ -1
     x(_y(j1_h0_m0)_) c_u_con(_coloc(j1_h0_m0)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_fit(j1_h0_r1)_)_ 4
     x(_y(j1_h0_m0)_) c_u_con(_fit(j1_h0_r3)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_ps_bw(j1_h1)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_ps_bw(j1_h2)_)_ 1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t3_r0)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t3_r1)_)_ -4
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t3_r2)_)_ -16
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t3_r3)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t4_r0)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t4_r1)_)_ -4
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t4_r2)_)_ -16
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t4_r3)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t5_r0)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t5_r1)_)_ -4
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t5_r2)_)_ -16
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t5_r3)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t6_r0)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t6_r1)_)_ -4
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t6_r2)_)_ -16
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t6_r3)_)_ -1
     x(_y(j1_h0_m0)_) c_e_con(_workers(j1_m0)_)_ 1
     x(_y(j1_h0_m1)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_y(j1_h0_m1)_) c_u_con(_fit(j1_h0_r1)_)_ 12
     x(_y(j1_h0_m1)_) c_u_con(_fit(j1_h0_r3)_)_ 4
     x(_y(j1_h0_m1)_) c_u_con(_ps_bw(j1_h1)_)_ 4
     x(_y(j1_h0_m1)_) c_u_con(_ps_bw(j1_h2)_)_ 4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t3_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t3_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t3_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t3_r3)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t4_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t4_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t4_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t4_r3)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t5_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t5_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t5_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t5_r3)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t6_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t6_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t6_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t6_r3)_)_ -4
     x(_y(j1_h0_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_coloc(j1_h1_m0)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r0)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r1)_)_ 4
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r2)_)_ 16
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r3)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_ps_bw(j1_h0)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_ps_bw(j1_h2)_)_ 1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t3_r0)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t3_r1)_)_ -4
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t3_r2)_)_ -16
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t3_r3)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t4_r0)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t4_r1)_)_ -4
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t4_r2)_)_ -16
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t4_r3)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t5_r0)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t5_r1)_)_ -4
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t5_r2)_)_ -16
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t5_r3)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t6_r0)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t6_r1)_)_ -4
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t6_r2)_)_ -16
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t6_r3)_)_ -1
     x(_y(j1_h1_m0)_) c_e_con(_workers(j1_m0)_)_ 1
     x(_y(j1_h1_m1)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r0)_)_ 4
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r1)_)_ 12
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r2)_)_ 64
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r3)_)_ 4
     x(_y(j1_h1_m1)_) c_u_con(_ps_bw(j1_h0)_)_ 4
     x(_y(j1_h1_m1)_) c_u_con(_ps_bw(j1_h2)_)_ 4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t3_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t3_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t3_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t3_r3)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t4_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t4_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t4_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t4_r3)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t5_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t5_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t5_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t5_r3)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t6_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t6_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t6_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t6_r3)_)_ -4
     x(_y(j1_h1_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j1_h2_m0)_) c_u_con(_coloc(j1_h2_m0)_)_ 1
     x(_y(j1_h2_m0)_) c_u_con(_fit(j1_h2_r0)_)_ 1
     x(_y(j1_h2_m0)_) c_u_con(_fit(j1_h2_r1)_)_ 4
     x(_y(j1_h2_m0)_) c_u_con(_fit(j1_h2_r2)_)_ 16
     x(_y(j1_h2_m0)_) c_u_con(_fit(j1_h2_r3)_)_ 1
     x(_y(j1_h2_m0)_) c_u_con(_ps_bw(j1_h0)_)_ 1
     x(_y(j1_h2_m0)_) c_u_con(_ps_bw(j1_h1)_)_ 1
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t3_r0)_)_ -1
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t3_r1)_)_ -4
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t3_r2)_)_ -16
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t3_r3)_)_ -1
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t4_r0)_)_ -1
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t4_r1)_)_ -4
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t4_r2)_)_ -16
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t4_r3)_)_ -1
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t5_r0)_)_ -1
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t5_r1)_)_ -4
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t5_r2)_)_ -16
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t5_r3)_)_ -1
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t6_r0)_)_ -1
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t6_r1)_)_ -4
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t6_r2)_)_ -16
     x(_y(j1_h2_m0)_) c_l_con(_use(j1_h2_t6_r3)_)_ -1
     x(_y(j1_h2_m0)_) c_e_con(_workers(j1_m0)_)_ 1
     x(_y(j1_h2_m1)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_y(j1_h2_m1)_) c_u_con(_fit(j1_h2_r0)_)_ 4
     x(_y(j1_h2_m1)_) c_u_con(_fit(j1_h2_r1)_)_ 12
     x(_y(j1_h2_m1)_) c_u_con(_fit(j1_h2_r2)_)_ 64
     x(_y(j1_h2_m1)_) c_u_con(_fit(j1_h2_r3)_)_ 4
     x(_y(j1_h2_m1)_) c_u_con(_ps_bw(j1_h0)_)_ 4
     x(_y(j1_h2_m1)_) c_u_con(_ps_bw(j1_h1)_)_ 4
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t3_r0)_)_ -4
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t3_r1)_)_ -12
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t3_r2)_)_ -64
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t3_r3)_)_ -4
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t4_r0)_)_ -4
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t4_r1)_)_ -12
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t4_r2)_)_ -64
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t4_r3)_)_ -4
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t5_r0)_)_ -4
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t5_r1)_)_ -12
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t5_r2)_)_ -64
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t5_r3)_)_ -4
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t6_r0)_)_ -4
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t6_r1)_)_ -12
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t6_r2)_)_ -64
     x(_y(j1_h2_m1)_) c_l_con(_use(j1_h2_t6_r3)_)_ -4
     x(_y(j1_h2_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j2_h0_m0)_) c_u_con(_coloc(j2_h0_m0)_)_ 1
     x(_y(j2_h0_m0)_) c_u_con(_fit(j2_h0_r1)_)_ 4
     x(_y(j2_h0_m0)_) c_u_con(_fit(j2_h0_r2)_)_ 16
     x(_y(j2_h0_m0)_) c_u_con(_fit(j2_h0_r3)_)_ 1
     x(_y(j2_h0_m0)_) c_u_con(_ps_bw(j2_h1)_)_ 1
     x(_y(j2_h0_m0)_) c_u_con(_ps_bw(j2_h2)_)_ 1
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
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t6_r3)_)_ -1
     x(_y(j2_h0_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_fit(j2_h0_r1)_)_ 12
     x(_y(j2_h0_m1)_) c_u_con(_fit(j2_h0_r2)_)_ 64
     x(_y(j2_h0_m1)_) c_u_con(_fit(j2_h0_r3)_)_ 4
     x(_y(j2_h0_m1)_) c_u_con(_ps_bw(j2_h1)_)_ 4
     x(_y(j2_h0_m1)_) c_u_con(_ps_bw(j2_h2)_)_ 4
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
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t6_r3)_)_ -4
     x(_y(j2_h0_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_coloc(j2_h1_m0)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_fit(j2_h1_r0)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_fit(j2_h1_r1)_)_ 4
     x(_y(j2_h1_m0)_) c_u_con(_fit(j2_h1_r2)_)_ 16
     x(_y(j2_h1_m0)_) c_u_con(_fit(j2_h1_r3)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_ps_bw(j2_h0)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_ps_bw(j2_h2)_)_ 1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r0)_)_ -1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t4_r3)_)_ -1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r0)_)_ -1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t5_r3)_)_ -1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t6_r0)_)_ -1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t6_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t6_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t6_r3)_)_ -1
     x(_y(j2_h1_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_fit(j2_h1_r0)_)_ 4
     x(_y(j2_h1_m1)_) c_u_con(_fit(j2_h1_r1)_)_ 12
     x(_y(j2_h1_m1)_) c_u_con(_fit(j2_h1_r2)_)_ 64
     x(_y(j2_h1_m1)_) c_u_con(_fit(j2_h1_r3)_)_ 4
     x(_y(j2_h1_m1)_) c_u_con(_ps_bw(j2_h0)_)_ 4
     x(_y(j2_h1_m1)_) c_u_con(_ps_bw(j2_h2)_)_ 4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r0)_)_ -4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t4_r3)_)_ -4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r0)_)_ -4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t5_r3)_)_ -4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t6_r0)_)_ -4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t6_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t6_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t6_r3)_)_ -4
     x(_y(j2_h1_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j2_h2_m0)_) c_u_con(_coloc(j2_h2_m0)_)_ 1
     x(_y(j2_h2_m0)_) c_u_con(_fit(j2_h2_r0)_)_ 1
     x(_y(j2_h2_m0)_) c_u_con(_fit(j2_h2_r1)_)_ 4
     x(_y(j2_h2_m0)_) c_u_con(_fit(j2_h2_r2)_)_ 16
     x(_y(j2_h2_m0)_) c_u_con(_fit(j2_h2_r3)_)_ 1
     x(_y(j2_h2_m0)_) c_u_con(_ps_bw(j2_h0)_)_ 1
     x(_y(j2_h2_m0)_) c_u_con(_ps_bw(j2_h1)_)_ 1
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t4_r0)_)_ -1
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t4_r1)_)_ -4
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t4_r2)_)_ -16
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t4_r3)_)_ -1
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t5_r0)_)_ -1
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t5_r1)_)_ -4
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t5_r2)_)_ -16
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t5_r3)_)_ -1
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t6_r0)_)_ -1
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t6_r1)_)_ -4
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t6_r2)_)_ -16
     x(_y(j2_h2_m0)_) c_l_con(_use(j2_h2_t6_r3)_)_ -1
     x(_y(j2_h2_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h2_m1)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_y(j2_h2_m1)_) c_u_con(_fit(j2_h2_r0)_)_ 4
     x(_y(j2_h2_m1)_) c_u_con(_fit(j2_h2_r1)_)_ 12
     x(_y(j2_h2_m1)_) c_u_con(_fit(j2_h2_r2)_)_ 64
     x(_y(j2_h2_m1)_) c_u_con(_fit(j2_h2_r3)_)_ 4
     x(_y(j2_h2_m1)_) c_u_con(_ps_bw(j2_h0)_)_ 4
     x(_y(j2_h2_m1)_) c_u_con(_ps_bw(j2_h1)_)_ 4
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t4_r0)_)_ -4
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t4_r1)_)_ -12
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t4_r2)_)_ -64
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t4_r3)_)_ -4
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t5_r0)_)_ -4
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t5_r1)_)_ -12
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t5_r2)_)_ -64
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t5_r3)_)_ -4
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t6_r0)_)_ -4
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t6_r1)_)_ -12
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t6_r2)_)_ -64
     x(_y(j2_h2_m1)_) c_l_con(_use(j2_h2_t6_r3)_)_ -4
     x(_y(j2_h2_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j3_h0_m0)_) c_u_con(_coloc(j3_h0_m0)_)_ 1
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
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t6_r3)_)_ -1
     x(_y(j3_h0_m0)_) c_e_con(_workers(j3_m0)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
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
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t6_r3)_)_ -4
     x(_y(j3_h0_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j3_h1_m0)_) c_u_con(_coloc(j3_h1_m0)_)_ 1
     x(_y(j3_h1_m0)_) c_u_con(_fit(j3_h1_r1)_)_ 4
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t4_r0)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t4_r1)_)_ -4
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t4_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t4_r3)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t5_r0)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t5_r1)_)_ -4
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t5_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t5_r3)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t6_r0)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t6_r1)_)_ -4
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t6_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t6_r3)_)_ -1
     x(_y(j3_h1_m0)_) c_e_con(_workers(j3_m0)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_fit(j3_h1_r1)_)_ 12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t4_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t4_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t4_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t4_r3)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t5_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t5_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t5_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t5_r3)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t6_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t6_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t6_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t6_r3)_)_ -4
     x(_y(j3_h1_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j3_h2_m0)_) c_u_con(_coloc(j3_h2_m0)_)_ 1
     x(_y(j3_h2_m0)_) c_u_con(_fit(j3_h2_r0)_)_ 1
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t4_r0)_)_ -1
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t4_r1)_)_ -4
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t4_r2)_)_ -16
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t4_r3)_)_ -1
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t5_r0)_)_ -1
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t5_r1)_)_ -4
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t5_r2)_)_ -16
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t5_r3)_)_ -1
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t6_r0)_)_ -1
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t6_r1)_)_ -4
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t6_r2)_)_ -16
     x(_y(j3_h2_m0)_) c_l_con(_use(j3_h2_t6_r3)_)_ -1
     x(_y(j3_h2_m0)_) c_e_con(_workers(j3_m0)_)_ 1
     x(_y(j3_h2_m1)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_y(j3_h2_m1)_) c_u_con(_fit(j3_h2_r0)_)_ 4
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t4_r0)_)_ -4
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t4_r1)_)_ -12
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t4_r2)_)_ -64
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t4_r3)_)_ -4
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t5_r0)_)_ -4
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t5_r1)_)_ -12
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t5_r2)_)_ -64
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t5_r3)_)_ -4
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t6_r0)_)_ -4
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t6_r1)_)_ -12
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t6_r2)_)_ -64
     x(_y(j3_h2_m1)_) c_l_con(_use(j3_h2_t6_r3)_)_ -4
     x(_y(j3_h2_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j4_h0_m0)_) c_u_con(_coloc(j4_h0_m0)_)_ 1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t3_r0)_)_ -1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t3_r1)_)_ -4
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t3_r2)_)_ -16
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t3_r3)_)_ -1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t4_r0)_)_ -1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t4_r1)_)_ -4
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t4_r2)_)_ -16
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t4_r3)_)_ -1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t5_r0)_)_ -1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t5_r1)_)_ -4
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t5_r2)_)_ -16
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t5_r3)_)_ -1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t6_r0)_)_ -1
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t6_r1)_)_ -4
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t6_r2)_)_ -16
     x(_y(j4_h0_m0)_) c_l_con(_use(j4_h0_t6_r3)_)_ -1
     x(_y(j4_h0_m0)_) c_e_con(_workers(j4_m0)_)_ 1
     x(_y(j4_h0_m1)_) c_u_con(_coloc(j4_h0_m1)_)_ 1
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t3_r0)_)_ -4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t3_r1)_)_ -12
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t3_r2)_)_ -64
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t3_r3)_)_ -4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t4_r0)_)_ -4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t4_r1)_)_ -12
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t4_r2)_)_ -64
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t4_r3)_)_ -4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t5_r0)_)_ -4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t5_r1)_)_ -12
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t5_r2)_)_ -64
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t5_r3)_)_ -4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t6_r0)_)_ -4
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t6_r1)_)_ -12
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t6_r2)_)_ -64
     x(_y(j4_h0_m1)_) c_l_con(_use(j4_h0_t6_r3)_)_ -4
     x(_y(j4_h0_m1)_) c_e_con(_workers(j4_m1)_)_ 1
     x(_y(j4_h1_m0)_) c_u_con(_coloc(j4_h1_m0)_)_ 1
     x(_y(j4_h1_m0)_) c_u_con(_fit(j4_h1_r0)_)_ 1
     x(_y(j4_h1_m0)_) c_u_con(_fit(j4_h1_r1)_)_ 4
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t3_r0)_)_ -1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t3_r1)_)_ -4
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t3_r2)_)_ -16
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t3_r3)_)_ -1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t4_r0)_)_ -1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t4_r1)_)_ -4
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t4_r2)_)_ -16
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t4_r3)_)_ -1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t5_r0)_)_ -1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t5_r1)_)_ -4
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t5_r2)_)_ -16
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t5_r3)_)_ -1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t6_r0)_)_ -1
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t6_r1)_)_ -4
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t6_r2)_)_ -16
     x(_y(j4_h1_m0)_) c_l_con(_use(j4_h1_t6_r3)_)_ -1
     x(_y(j4_h1_m0)_) c_e_con(_workers(j4_m0)_)_ 1
     x(_y(j4_h1_m1)_) c_u_con(_coloc(j4_h1_m1)_)_ 1
     x(_y(j4_h1_m1)_) c_u_con(_fit(j4_h1_r0)_)_ 4
     x(_y(j4_h1_m1)_) c_u_con(_fit(j4_h1_r1)_)_ 12
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t3_r0)_)_ -4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t3_r1)_)_ -12
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t3_r2)_)_ -64
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t3_r3)_)_ -4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t4_r0)_)_ -4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t4_r1)_)_ -12
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t4_r2)_)_ -64
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t4_r3)_)_ -4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t5_r0)_)_ -4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t5_r1)_)_ -12
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t5_r2)_)_ -64
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t5_r3)_)_ -4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t6_r0)_)_ -4
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t6_r1)_)_ -12
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t6_r2)_)_ -64
     x(_y(j4_h1_m1)_) c_l_con(_use(j4_h1_t6_r3)_)_ -4
     x(_y(j4_h1_m1)_) c_e_con(_workers(j4_m1)_)_ 1
     x(_y(j4_h2_m0)_) c_u_con(_coloc(j4_h2_m0)_)_ 1
     x(_y(j4_h2_m0)_) c_u_con(_fit(j4_h2_r0)_)_ 1
     x(_y(j4_h2_m0)_) c_u_con(_fit(j4_h2_r2)_)_ 16
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t3_r0)_)_ -1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t3_r1)_)_ -4
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t3_r2)_)_ -16
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t3_r3)_)_ -1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t4_r0)_)_ -1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t4_r1)_)_ -4
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t4_r2)_)_ -16
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t4_r3)_)_ -1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t5_r0)_)_ -1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t5_r1)_)_ -4
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t5_r2)_)_ -16
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t5_r3)_)_ -1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t6_r0)_)_ -1
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t6_r1)_)_ -4
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t6_r2)_)_ -16
     x(_y(j4_h2_m0)_) c_l_con(_use(j4_h2_t6_r3)_)_ -1
     x(_y(j4_h2_m0)_) c_e_con(_workers(j4_m0)_)_ 1
     x(_y(j4_h2_m1)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_y(j4_h2_m1)_) c_u_con(_fit(j4_h2_r0)_)_ 4
     x(_y(j4_h2_m1)_) c_u_con(_fit(j4_h2_r2)_)_ 64
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t3_r0)_)_ -4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t3_r1)_)_ -12
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t3_r2)_)_ -64
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t3_r3)_)_ -4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t4_r0)_)_ -4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t4_r1)_)_ -12
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t4_r2)_)_ -64
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t4_r3)_)_ -4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t5_r0)_)_ -4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t5_r1)_)_ -12
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t5_r2)_)_ -64
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t5_r3)_)_ -4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t6_r0)_)_ -4
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t6_r1)_)_ -12
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t6_r2)_)_ -64
     x(_y(j4_h2_m1)_) c_l_con(_use(j4_h2_t6_r3)_)_ -4
     x(_y(j4_h2_m1)_) c_e_con(_workers(j4_m1)_)_ 1
     x(_z(j1_k0_t1)_) obj -1655
     x(_z(j1_k0_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k0_t1)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k0_t1)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k0_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k0_t1)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k0_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k0_t1)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k0_t1)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k0_t2)_) obj -1655
     x(_z(j1_k0_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k0_t2)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k0_t2)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k0_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k0_t2)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k0_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k0_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k0_t2)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k0_t2)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k0_t3)_) obj -1655
     x(_z(j1_k0_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k0_t3)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k0_t3)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k0_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k0_t3)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k0_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k0_t3)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k1_t1)_) obj -1655
     x(_z(j1_k1_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k1_t1)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k1_t1)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k1_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k1_t1)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k1_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k1_t1)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k1_t2)_) obj -1655
     x(_z(j1_k1_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k1_t2)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k1_t2)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k1_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k1_t2)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k1_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k1_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k1_t2)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k1_t3)_) obj -1655
     x(_z(j1_k1_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k1_t3)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k1_t3)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k1_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k1_t3)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k1_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k1_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k1_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k1_t3)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k1_t4)_) obj -1655
     x(_z(j1_k1_t4)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t4)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k1_t4)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k1_t4)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k1_t4)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k1_t4)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k1_t4)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k1_t4)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k1_t4)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k1_t4)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k10_t1)_) obj -1655
     x(_z(j1_k10_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k10_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k10_t1)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k10_t1)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k10_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k10_t1)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k10_t1)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k10_t2)_) obj -1655
     x(_z(j1_k10_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k10_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k10_t2)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k10_t2)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k10_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k10_t2)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k10_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k10_t2)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k10_t3)_) obj -1655
     x(_z(j1_k10_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k10_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k10_t3)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k10_t3)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k10_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k10_t3)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k10_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k10_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k10_t3)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k10_t4)_) obj -1655
     x(_z(j1_k10_t4)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k10_t4)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k10_t4)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k10_t4)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k10_t4)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k10_t4)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k10_t4)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k10_t4)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k10_t4)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k10_t5)_) obj -1655
     x(_z(j1_k10_t5)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k10_t5)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k10_t5)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k10_t5)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k10_t5)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k10_t5)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k10_t5)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k10_t5)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k10_t5)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k11_t1)_) obj -1655
     x(_z(j1_k11_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k11_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k11_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k11_t1)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k11_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k11_t1)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k11_t1)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k11_t1)_) c_e_con(_workers(j1_m1)_)_ -1
     x(_z(j1_k11_t2)_) obj -1655
     x(_z(j1_k11_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k11_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k11_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k11_t2)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k11_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k11_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k11_t2)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k11_t2)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k11_t2)_) c_e_con(_workers(j1_m1)_)_ -1
     x(_z(j1_k12_t1)_) obj -1655
     x(_z(j1_k12_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k12_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k12_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k12_t1)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k12_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k12_t1)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k12_t2)_) obj -1655
     x(_z(j1_k12_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k12_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k12_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k12_t2)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k12_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k12_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k12_t2)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k12_t3)_) obj -1655
     x(_z(j1_k12_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k12_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k12_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k12_t3)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k12_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k12_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k12_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k12_t3)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k12_t4)_) obj -1655
     x(_z(j1_k12_t4)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k12_t4)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k12_t4)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k12_t4)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k12_t4)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k12_t4)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k12_t4)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k12_t4)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k13_t1)_) obj -1655
     x(_z(j1_k13_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k13_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k13_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k13_t1)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k13_t1)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k13_t2)_) obj -1655
     x(_z(j1_k13_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k13_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k13_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k13_t2)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k13_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k13_t2)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k13_t3)_) obj -1655
     x(_z(j1_k13_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k13_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k13_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k13_t3)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k13_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k13_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k13_t3)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k13_t4)_) obj -1655
     x(_z(j1_k13_t4)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k13_t4)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k13_t4)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k13_t4)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k13_t4)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k13_t4)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k13_t4)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k13_t5)_) obj -1655
     x(_z(j1_k13_t5)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k13_t5)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k13_t5)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k13_t5)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k13_t5)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k13_t5)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k13_t5)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k14_t1)_) obj -1655
     x(_z(j1_k14_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k14_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k14_t1)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k14_t1)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k14_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k14_t1)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k14_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k14_t1)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k14_t1)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k14_t1)_) c_e_con(_workers(j1_m1)_)_ -1
     x(_z(j1_k14_t2)_) obj -1655
     x(_z(j1_k14_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k14_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k14_t2)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k14_t2)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k14_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k14_t2)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k14_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k14_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k14_t2)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k14_t2)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k14_t2)_) c_e_con(_workers(j1_m1)_)_ -1
     x(_z(j1_k15_t1)_) obj -1655
     x(_z(j1_k15_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k15_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k15_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k15_t1)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k15_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k15_t1)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k15_t1)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k15_t1)_) c_e_con(_workers(j1_m1)_)_ -1
     x(_z(j1_k15_t2)_) obj -1655
     x(_z(j1_k15_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k15_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k15_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k15_t2)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k15_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k15_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k15_t2)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k15_t2)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k15_t2)_) c_e_con(_workers(j1_m1)_)_ -1
     x(_z(j1_k16_t1)_) obj -1655
     x(_z(j1_k16_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k16_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k16_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k16_t1)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k16_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k16_t1)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k16_t2)_) obj -1655
     x(_z(j1_k16_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k16_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k16_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k16_t2)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k16_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k16_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k16_t2)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k16_t3)_) obj -1655
     x(_z(j1_k16_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k16_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k16_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k16_t3)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k16_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k16_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k16_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k16_t3)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k16_t4)_) obj -1655
     x(_z(j1_k16_t4)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k16_t4)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k16_t4)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k16_t4)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k16_t4)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k16_t4)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k16_t4)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k16_t4)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k17_t1)_) obj -1655
     x(_z(j1_k17_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k17_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k17_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k17_t1)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k17_t1)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k17_t2)_) obj -1655
     x(_z(j1_k17_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k17_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k17_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k17_t2)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k17_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k17_t2)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k17_t3)_) obj -1655
     x(_z(j1_k17_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k17_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k17_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k17_t3)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k17_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k17_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k17_t3)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k17_t4)_) obj -1655
     x(_z(j1_k17_t4)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k17_t4)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k17_t4)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k17_t4)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k17_t4)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k17_t4)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k17_t4)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k17_t5)_) obj -1655
     x(_z(j1_k17_t5)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k17_t5)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k17_t5)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k17_t5)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k17_t5)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k17_t5)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k17_t5)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k2_t1)_) obj -1655
     x(_z(j1_k2_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k2_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k2_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k2_t1)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k2_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k2_t1)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k2_t1)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k2_t2)_) obj -1655
     x(_z(j1_k2_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k2_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k2_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k2_t2)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k2_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k2_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k2_t2)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k2_t2)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k2_t3)_) obj -1655
     x(_z(j1_k2_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k2_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k2_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k2_t3)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k2_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k2_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k2_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k2_t3)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k2_t3)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k3_t1)_) obj -1655
     x(_z(j1_k3_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k3_t1)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k3_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k3_t1)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k3_t2)_) obj -1655
     x(_z(j1_k3_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k3_t2)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k3_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k3_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k3_t2)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k3_t3)_) obj -1655
     x(_z(j1_k3_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k3_t3)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k3_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k3_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k3_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k3_t3)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k3_t4)_) obj -1655
     x(_z(j1_k3_t4)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t4)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t4)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k3_t4)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k3_t4)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k3_t4)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k3_t4)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k3_t4)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k4_t1)_) obj -1655
     x(_z(j1_k4_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k4_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k4_t1)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k4_t1)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k4_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k4_t1)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k4_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k4_t1)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k4_t1)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k4_t2)_) obj -1655
     x(_z(j1_k4_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k4_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k4_t2)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k4_t2)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k4_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k4_t2)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k4_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k4_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k4_t2)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k4_t2)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k4_t3)_) obj -1655
     x(_z(j1_k4_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k4_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k4_t3)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k4_t3)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k4_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k4_t3)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k4_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k4_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k4_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k4_t3)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k4_t3)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k5_t1)_) obj -1655
     x(_z(j1_k5_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k5_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k5_t1)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k5_t1)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k5_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k5_t1)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k5_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k5_t1)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k5_t2)_) obj -1655
     x(_z(j1_k5_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k5_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k5_t2)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k5_t2)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k5_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k5_t2)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k5_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k5_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k5_t2)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k5_t3)_) obj -1655
     x(_z(j1_k5_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k5_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k5_t3)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k5_t3)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k5_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k5_t3)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k5_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k5_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k5_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k5_t3)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k5_t4)_) obj -1655
     x(_z(j1_k5_t4)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k5_t4)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k5_t4)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k5_t4)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k5_t4)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k5_t4)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k5_t4)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k5_t4)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k5_t4)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k5_t4)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k6_t1)_) obj -1655
     x(_z(j1_k6_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k6_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k6_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k6_t1)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k6_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k6_t1)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k6_t1)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k6_t2)_) obj -1655
     x(_z(j1_k6_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k6_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k6_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k6_t2)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k6_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k6_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k6_t2)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k6_t2)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k6_t3)_) obj -1655
     x(_z(j1_k6_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k6_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k6_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k6_t3)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k6_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k6_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k6_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k6_t3)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k6_t3)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k7_t1)_) obj -1655
     x(_z(j1_k7_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k7_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k7_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k7_t1)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k7_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k7_t1)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k7_t2)_) obj -1655
     x(_z(j1_k7_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k7_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k7_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k7_t2)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k7_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k7_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k7_t2)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k7_t3)_) obj -1655
     x(_z(j1_k7_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k7_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k7_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k7_t3)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k7_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k7_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k7_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k7_t3)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k7_t4)_) obj -1655
     x(_z(j1_k7_t4)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k7_t4)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k7_t4)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k7_t4)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k7_t4)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k7_t4)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k7_t4)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k7_t4)_) c_e_con(_workers(j1_m0)_)_ -3
     x(_z(j1_k8_t1)_) obj -1655
     x(_z(j1_k8_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k8_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k8_t1)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k8_t1)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k8_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k8_t1)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k8_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k8_t1)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k8_t1)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k8_t1)_) c_e_con(_workers(j1_m1)_)_ -1
     x(_z(j1_k8_t2)_) obj -1655
     x(_z(j1_k8_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k8_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k8_t2)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k8_t2)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k8_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k8_t2)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k8_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k8_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k8_t2)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k8_t2)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k8_t2)_) c_e_con(_workers(j1_m1)_)_ -1
     x(_z(j1_k9_t1)_) obj -1655
     x(_z(j1_k9_t1)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k9_t1)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k9_t1)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k9_t1)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k9_t1)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k9_t1)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k9_t1)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k9_t1)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k9_t2)_) obj -1655
     x(_z(j1_k9_t2)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k9_t2)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k9_t2)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k9_t2)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k9_t2)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k9_t2)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k9_t2)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k9_t2)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k9_t2)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k9_t3)_) obj -1655
     x(_z(j1_k9_t3)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k9_t3)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k9_t3)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k9_t3)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k9_t3)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k9_t3)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k9_t3)_) c_e_con(_running(j1_t3)_)_ -1
     x(_z(j1_k9_t3)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k9_t3)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k9_t3)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k9_t4)_) obj -1655
     x(_z(j1_k9_t4)_) r_l_con(_assign(j1)_)_ 1
     x(_z(j1_k9_t4)_) r_u_con(_assign(j1)_)_ 1
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h0_m0)_)_ 3
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h0_m1)_)_ 3
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h0_p0)_)_ 3
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h1_m0)_)_ 3
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h1_m1)_)_ 2
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h2_m0)_)_ 3
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h2_m1)_)_ 1
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h2_p0)_)_ 2
     x(_z(j1_k9_t4)_) c_u_con(_coloc(j1_h2_p1)_)_ 1
     x(_z(j1_k9_t4)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k9_t4)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k9_t4)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k9_t4)_) c_e_con(_running(j1_t4)_)_ -1
     x(_z(j1_k9_t4)_) c_e_con(_running(j1_t5)_)_ -1
     x(_z(j1_k9_t4)_) c_e_con(_running(j1_t6)_)_ -1
     x(_z(j1_k9_t4)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j2_k0_t4)_) obj -2529
     x(_z(j2_k0_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k0_t4)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k0_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k0_t4)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k0_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k0_t4)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k0_t4)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k0_t5)_) obj -2529
     x(_z(j2_k0_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k0_t5)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k0_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k0_t5)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k0_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k0_t5)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k0_t5)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t4)_) obj -2529
     x(_z(j2_k1_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k1_t4)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k1_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k1_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k1_t4)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k1_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k1_t4)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k1_t5)_) obj -2529
     x(_z(j2_k1_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k1_t5)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k1_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k1_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k1_t5)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k1_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k1_t5)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k1_t6)_) obj -2529
     x(_z(j2_k1_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k1_t6)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k1_t6)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k1_t6)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k1_t6)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k1_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k1_t6)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k10_t4)_) obj -2529
     x(_z(j2_k10_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k10_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k10_t4)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k10_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k10_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k10_t4)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k10_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k10_t4)_) c_e_con(_workers(j2_m1)_)_ -3
     x(_z(j2_k10_t5)_) obj -2529
     x(_z(j2_k10_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k10_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k10_t5)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k10_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k10_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k10_t5)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k10_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k10_t5)_) c_e_con(_workers(j2_m1)_)_ -3
     x(_z(j2_k10_t6)_) obj -2529
     x(_z(j2_k10_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k10_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k10_t6)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k10_t6)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k10_t6)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k10_t6)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k10_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k10_t6)_) c_e_con(_workers(j2_m1)_)_ -3
     x(_z(j2_k11_t4)_) obj -2529
     x(_z(j2_k11_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k11_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k11_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k11_t4)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k11_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k11_t4)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k11_t4)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k11_t5)_) obj -2529
     x(_z(j2_k11_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k11_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k11_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k11_t5)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k11_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k11_t5)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k11_t5)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k12_t4)_) obj -2529
     x(_z(j2_k12_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k12_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k12_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k12_t4)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k12_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k12_t4)_) c_e_con(_workers(j2_m1)_)_ -4
     x(_z(j2_k12_t5)_) obj -2529
     x(_z(j2_k12_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k12_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k12_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k12_t5)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k12_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k12_t5)_) c_e_con(_workers(j2_m1)_)_ -4
     x(_z(j2_k12_t6)_) obj -2529
     x(_z(j2_k12_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k12_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k12_t6)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k12_t6)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k12_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k12_t6)_) c_e_con(_workers(j2_m1)_)_ -4
     x(_z(j2_k13_t4)_) obj -2529
     x(_z(j2_k13_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k13_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k13_t4)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k13_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k13_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k13_t4)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k13_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k13_t4)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k13_t4)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k13_t4)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k14_t4)_) obj -2529
     x(_z(j2_k14_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k14_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k14_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k14_t4)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k14_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k14_t4)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k14_t4)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k14_t5)_) obj -2529
     x(_z(j2_k14_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k14_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k14_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k14_t5)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k14_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k14_t5)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k14_t5)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k15_t4)_) obj -2529
     x(_z(j2_k15_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k15_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k15_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k15_t4)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k15_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k15_t4)_) c_e_con(_workers(j2_m1)_)_ -4
     x(_z(j2_k15_t5)_) obj -2529
     x(_z(j2_k15_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k15_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k15_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k15_t5)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k15_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k15_t5)_) c_e_con(_workers(j2_m1)_)_ -4
     x(_z(j2_k15_t6)_) obj -2529
     x(_z(j2_k15_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k15_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k15_t6)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k15_t6)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k15_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k15_t6)_) c_e_con(_workers(j2_m1)_)_ -4
     x(_z(j2_k2_t4)_) obj -2529
     x(_z(j2_k2_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k2_t4)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k2_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k2_t4)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k2_t4)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t5)_) obj -2529
     x(_z(j2_k2_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k2_t5)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k2_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k2_t5)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k2_t5)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k3_t4)_) obj -2529
     x(_z(j2_k3_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k3_t4)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k3_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k3_t4)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k3_t5)_) obj -2529
     x(_z(j2_k3_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k3_t5)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k3_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k3_t5)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k3_t6)_) obj -2529
     x(_z(j2_k3_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t6)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k3_t6)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k3_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k3_t6)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k4_t4)_) obj -2529
     x(_z(j2_k4_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k4_t4)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k4_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k4_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k4_t4)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k4_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k4_t4)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k4_t4)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k4_t5)_) obj -2529
     x(_z(j2_k4_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k4_t5)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k4_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k4_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k4_t5)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k4_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k4_t5)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k4_t5)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k5_t4)_) obj -2529
     x(_z(j2_k5_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k5_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k5_t4)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k5_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k5_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k5_t4)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k5_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k5_t4)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k5_t5)_) obj -2529
     x(_z(j2_k5_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k5_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k5_t5)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k5_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k5_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k5_t5)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k5_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k5_t5)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k5_t6)_) obj -2529
     x(_z(j2_k5_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k5_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k5_t6)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k5_t6)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k5_t6)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k5_t6)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k5_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k5_t6)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k6_t4)_) obj -2529
     x(_z(j2_k6_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k6_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k6_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k6_t4)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k6_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k6_t4)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k6_t4)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k6_t5)_) obj -2529
     x(_z(j2_k6_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k6_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k6_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k6_t5)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k6_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k6_t5)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k6_t5)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k7_t4)_) obj -2529
     x(_z(j2_k7_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k7_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k7_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k7_t4)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k7_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k7_t4)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k7_t5)_) obj -2529
     x(_z(j2_k7_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k7_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k7_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k7_t5)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k7_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k7_t5)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k7_t6)_) obj -2529
     x(_z(j2_k7_t6)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k7_t6)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k7_t6)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k7_t6)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k7_t6)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k7_t6)_) c_e_con(_workers(j2_m0)_)_ -4
     x(_z(j2_k8_t4)_) obj -2529
     x(_z(j2_k8_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k8_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k8_t4)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k8_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k8_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k8_t4)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k8_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k8_t4)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k8_t4)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k8_t4)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k9_t4)_) obj -2529
     x(_z(j2_k9_t4)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k9_t4)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k9_t4)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k9_t4)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k9_t4)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k9_t4)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k9_t4)_) c_e_con(_running(j2_t4)_)_ -1
     x(_z(j2_k9_t4)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k9_t4)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j2_k9_t5)_) obj -2529
     x(_z(j2_k9_t5)_) r_l_con(_assign(j2)_)_ 1
     x(_z(j2_k9_t5)_) r_u_con(_assign(j2)_)_ 1
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h0_m0)_)_ 4
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h0_m1)_)_ 4
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h0_p0)_)_ 3
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h1_m0)_)_ 4
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h2_m0)_)_ 4
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h2_m1)_)_ 1
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h2_p0)_)_ 2
     x(_z(j2_k9_t5)_) c_u_con(_coloc(j2_h2_p1)_)_ 1
     x(_z(j2_k9_t5)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k9_t5)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k9_t5)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k9_t5)_) c_e_con(_running(j2_t5)_)_ -1
     x(_z(j2_k9_t5)_) c_e_con(_running(j2_t6)_)_ -1
     x(_z(j2_k9_t5)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j3_k0_t4)_) obj -2677
     x(_z(j3_k0_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 2
     x(_z(j3_k0_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k0_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 2
     x(_z(j3_k0_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 2
     x(_z(j3_k0_t4)_) c_u_con(_coloc(j3_h2_m0)_)_ 2
     x(_z(j3_k0_t4)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_z(j3_k0_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k0_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k0_t4)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k0_t5)_) obj -2677
     x(_z(j3_k0_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 2
     x(_z(j3_k0_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k0_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 2
     x(_z(j3_k0_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 2
     x(_z(j3_k0_t5)_) c_u_con(_coloc(j3_h2_m0)_)_ 2
     x(_z(j3_k0_t5)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_z(j3_k0_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k0_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k0_t5)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k1_t4)_) obj -2677
     x(_z(j3_k1_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 2
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 2
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 2
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h2_m0)_)_ 2
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_z(j3_k1_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k1_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k1_t4)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k1_t5)_) obj -2677
     x(_z(j3_k1_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 2
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 2
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 2
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h2_m0)_)_ 2
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_z(j3_k1_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k1_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k1_t5)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k1_t6)_) obj -2677
     x(_z(j3_k1_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t6)_) c_u_con(_coloc(j3_h0_m0)_)_ 2
     x(_z(j3_k1_t6)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k1_t6)_) c_u_con(_coloc(j3_h1_m0)_)_ 2
     x(_z(j3_k1_t6)_) c_u_con(_coloc(j3_h1_m1)_)_ 2
     x(_z(j3_k1_t6)_) c_u_con(_coloc(j3_h2_m0)_)_ 2
     x(_z(j3_k1_t6)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_z(j3_k1_t6)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k1_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k1_t6)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k2_t4)_) obj -2677
     x(_z(j3_k2_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k2_t4)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k2_t5)_) obj -2677
     x(_z(j3_k2_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k2_t5)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k2_t6)_) obj -2677
     x(_z(j3_k2_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k2_t6)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k3_t4)_) obj -2677
     x(_z(j3_k3_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 2
     x(_z(j3_k3_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k3_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 2
     x(_z(j3_k3_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 2
     x(_z(j3_k3_t4)_) c_u_con(_coloc(j3_h2_m0)_)_ 2
     x(_z(j3_k3_t4)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_z(j3_k3_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k3_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k3_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k3_t4)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k3_t5)_) obj -2677
     x(_z(j3_k3_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 2
     x(_z(j3_k3_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k3_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 2
     x(_z(j3_k3_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 2
     x(_z(j3_k3_t5)_) c_u_con(_coloc(j3_h2_m0)_)_ 2
     x(_z(j3_k3_t5)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_z(j3_k3_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k3_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k3_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k3_t5)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k4_t4)_) obj -2677
     x(_z(j3_k4_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 2
     x(_z(j3_k4_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k4_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 2
     x(_z(j3_k4_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 2
     x(_z(j3_k4_t4)_) c_u_con(_coloc(j3_h2_m0)_)_ 2
     x(_z(j3_k4_t4)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_z(j3_k4_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k4_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k4_t4)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k4_t5)_) obj -2677
     x(_z(j3_k4_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 2
     x(_z(j3_k4_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k4_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 2
     x(_z(j3_k4_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 2
     x(_z(j3_k4_t5)_) c_u_con(_coloc(j3_h2_m0)_)_ 2
     x(_z(j3_k4_t5)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_z(j3_k4_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k4_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k4_t5)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k4_t6)_) obj -2677
     x(_z(j3_k4_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t6)_) c_u_con(_coloc(j3_h0_m0)_)_ 2
     x(_z(j3_k4_t6)_) c_u_con(_coloc(j3_h0_m1)_)_ 2
     x(_z(j3_k4_t6)_) c_u_con(_coloc(j3_h1_m0)_)_ 2
     x(_z(j3_k4_t6)_) c_u_con(_coloc(j3_h1_m1)_)_ 2
     x(_z(j3_k4_t6)_) c_u_con(_coloc(j3_h2_m0)_)_ 2
     x(_z(j3_k4_t6)_) c_u_con(_coloc(j3_h2_m1)_)_ 1
     x(_z(j3_k4_t6)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k4_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k4_t6)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k5_t4)_) obj -2677
     x(_z(j3_k5_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k5_t4)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k5_t5)_) obj -2677
     x(_z(j3_k5_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k5_t5)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k5_t6)_) obj -2677
     x(_z(j3_k5_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k5_t6)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j4_k0_t3)_) obj -499
     x(_z(j4_k0_t3)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k0_t3)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k0_t3)_) c_u_con(_coloc(j4_h0_m0)_)_ 3
     x(_z(j4_k0_t3)_) c_u_con(_coloc(j4_h0_m1)_)_ 3
     x(_z(j4_k0_t3)_) c_u_con(_coloc(j4_h1_m0)_)_ 3
     x(_z(j4_k0_t3)_) c_u_con(_coloc(j4_h1_m1)_)_ 2
     x(_z(j4_k0_t3)_) c_u_con(_coloc(j4_h2_m0)_)_ 3
     x(_z(j4_k0_t3)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_z(j4_k0_t3)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k0_t3)_) c_e_con(_running(j4_t3)_)_ -1
     x(_z(j4_k0_t3)_) c_e_con(_running(j4_t4)_)_ -1
     x(_z(j4_k0_t3)_) c_e_con(_running(j4_t5)_)_ -1
     x(_z(j4_k0_t3)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k0_t3)_) c_e_con(_workers(j4_m0)_)_ -3
     x(_z(j4_k1_t3)_) obj -499
     x(_z(j4_k1_t3)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k1_t3)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k1_t3)_) c_e_con(_running(j4_t3)_)_ -1
     x(_z(j4_k1_t3)_) c_e_con(_running(j4_t4)_)_ -1
     x(_z(j4_k1_t3)_) c_e_con(_running(j4_t5)_)_ -1
     x(_z(j4_k1_t3)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k1_t3)_) c_e_con(_workers(j4_m0)_)_ -3
     x(_z(j4_k2_t3)_) obj -499
     x(_z(j4_k2_t3)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k2_t3)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k2_t3)_) c_u_con(_coloc(j4_h0_m0)_)_ 3
     x(_z(j4_k2_t3)_) c_u_con(_coloc(j4_h0_m1)_)_ 3
     x(_z(j4_k2_t3)_) c_u_con(_coloc(j4_h1_m0)_)_ 3
     x(_z(j4_k2_t3)_) c_u_con(_coloc(j4_h1_m1)_)_ 2
     x(_z(j4_k2_t3)_) c_u_con(_coloc(j4_h2_m0)_)_ 3
     x(_z(j4_k2_t3)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_z(j4_k2_t3)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k2_t3)_) c_e_con(_running(j4_t3)_)_ -1
     x(_z(j4_k2_t3)_) c_e_con(_running(j4_t4)_)_ -1
     x(_z(j4_k2_t3)_) c_e_con(_running(j4_t5)_)_ -1
     x(_z(j4_k2_t3)_) c_e_con(_workers(j4_m1)_)_ -1
     x(_z(j4_k2_t4)_) obj -499
     x(_z(j4_k2_t4)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k2_t4)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k2_t4)_) c_u_con(_coloc(j4_h0_m0)_)_ 3
     x(_z(j4_k2_t4)_) c_u_con(_coloc(j4_h0_m1)_)_ 3
     x(_z(j4_k2_t4)_) c_u_con(_coloc(j4_h1_m0)_)_ 3
     x(_z(j4_k2_t4)_) c_u_con(_coloc(j4_h1_m1)_)_ 2
     x(_z(j4_k2_t4)_) c_u_con(_coloc(j4_h2_m0)_)_ 3
     x(_z(j4_k2_t4)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_z(j4_k2_t4)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k2_t4)_) c_e_con(_running(j4_t4)_)_ -1
     x(_z(j4_k2_t4)_) c_e_con(_running(j4_t5)_)_ -1
     x(_z(j4_k2_t4)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k2_t4)_) c_e_con(_workers(j4_m1)_)_ -1
     x(_z(j4_k3_t3)_) obj -499
     x(_z(j4_k3_t3)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k3_t3)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k3_t3)_) c_u_con(_coloc(j4_h0_m0)_)_ 3
     x(_z(j4_k3_t3)_) c_u_con(_coloc(j4_h0_m1)_)_ 3
     x(_z(j4_k3_t3)_) c_u_con(_coloc(j4_h1_m0)_)_ 3
     x(_z(j4_k3_t3)_) c_u_con(_coloc(j4_h1_m1)_)_ 2
     x(_z(j4_k3_t3)_) c_u_con(_coloc(j4_h2_m0)_)_ 3
     x(_z(j4_k3_t3)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_z(j4_k3_t3)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k3_t3)_) c_e_con(_running(j4_t3)_)_ -1
     x(_z(j4_k3_t3)_) c_e_con(_running(j4_t4)_)_ -1
     x(_z(j4_k3_t3)_) c_e_con(_workers(j4_m1)_)_ -2
     x(_z(j4_k3_t4)_) obj -499
     x(_z(j4_k3_t4)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k3_t4)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k3_t4)_) c_u_con(_coloc(j4_h0_m0)_)_ 3
     x(_z(j4_k3_t4)_) c_u_con(_coloc(j4_h0_m1)_)_ 3
     x(_z(j4_k3_t4)_) c_u_con(_coloc(j4_h1_m0)_)_ 3
     x(_z(j4_k3_t4)_) c_u_con(_coloc(j4_h1_m1)_)_ 2
     x(_z(j4_k3_t4)_) c_u_con(_coloc(j4_h2_m0)_)_ 3
     x(_z(j4_k3_t4)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_z(j4_k3_t4)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k3_t4)_) c_e_con(_running(j4_t4)_)_ -1
     x(_z(j4_k3_t4)_) c_e_con(_running(j4_t5)_)_ -1
     x(_z(j4_k3_t4)_) c_e_con(_workers(j4_m1)_)_ -2
     x(_z(j4_k3_t5)_) obj -499
     x(_z(j4_k3_t5)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k3_t5)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k3_t5)_) c_u_con(_coloc(j4_h0_m0)_)_ 3
     x(_z(j4_k3_t5)_) c_u_con(_coloc(j4_h0_m1)_)_ 3
     x(_z(j4_k3_t5)_) c_u_con(_coloc(j4_h1_m0)_)_ 3
     x(_z(j4_k3_t5)_) c_u_con(_coloc(j4_h1_m1)_)_ 2
     x(_z(j4_k3_t5)_) c_u_con(_coloc(j4_h2_m0)_)_ 3
     x(_z(j4_k3_t5)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_z(j4_k3_t5)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k3_t5)_) c_e_con(_running(j4_t5)_)_ -1
     x(_z(j4_k3_t5)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k3_t5)_) c_e_con(_workers(j4_m1)_)_ -2
     x(_z(j4_k4_t3)_) obj -499
     x(_z(j4_k4_t3)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k4_t3)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k4_t3)_) c_u_con(_coloc(j4_h0_m0)_)_ 3
     x(_z(j4_k4_t3)_) c_u_con(_coloc(j4_h0_m1)_)_ 3
     x(_z(j4_k4_t3)_) c_u_con(_coloc(j4_h1_m0)_)_ 3
     x(_z(j4_k4_t3)_) c_u_con(_coloc(j4_h1_m1)_)_ 2
     x(_z(j4_k4_t3)_) c_u_con(_coloc(j4_h2_m0)_)_ 3
     x(_z(j4_k4_t3)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_z(j4_k4_t3)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k4_t3)_) c_e_con(_running(j4_t3)_)_ -1
     x(_z(j4_k4_t3)_) c_e_con(_workers(j4_m1)_)_ -3
     x(_z(j4_k4_t4)_) obj -499
     x(_z(j4_k4_t4)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k4_t4)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k4_t4)_) c_u_con(_coloc(j4_h0_m0)_)_ 3
     x(_z(j4_k4_t4)_) c_u_con(_coloc(j4_h0_m1)_)_ 3
     x(_z(j4_k4_t4)_) c_u_con(_coloc(j4_h1_m0)_)_ 3
     x(_z(j4_k4_t4)_) c_u_con(_coloc(j4_h1_m1)_)_ 2
     x(_z(j4_k4_t4)_) c_u_con(_coloc(j4_h2_m0)_)_ 3
     x(_z(j4_k4_t4)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_z(j4_k4_t4)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k4_t4)_) c_e_con(_running(j4_t4)_)_ -1
     x(_z(j4_k4_t4)_) c_e_con(_workers(j4_m1)_)_ -3
     x(_z(j4_k4_t5)_) obj -499
     x(_z(j4_k4_t5)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k4_t5)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k4_t5)_) c_u_con(_coloc(j4_h0_m0)_)_ 3
     x(_z(j4_k4_t5)_) c_u_con(_coloc(j4_h0_m1)_)_ 3
     x(_z(j4_k4_t5)_) c_u_con(_coloc(j4_h1_m0)_)_ 3
     x(_z(j4_k4_t5)_) c_u_con(_coloc(j4_h1_m1)_)_ 2
     x(_z(j4_k4_t5)_) c_u_con(_coloc(j4_h2_m0)_)_ 3
     x(_z(j4_k4_t5)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_z(j4_k4_t5)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k4_t5)_) c_e_con(_running(j4_t5)_)_ -1
     x(_z(j4_k4_t5)_) c_e_con(_workers(j4_m1)_)_ -3
     x(_z(j4_k4_t6)_) obj -499
     x(_z(j4_k4_t6)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k4_t6)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h0_m0)_)_ 3
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h0_m1)_)_ 3
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h1_m0)_)_ 3
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h1_m1)_)_ 2
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h2_m0)_)_ 3
     x(_z(j4_k4_t6)_) c_u_con(_coloc(j4_h2_m1)_)_ 1
     x(_z(j4_k4_t6)_) c_e_con(_home(j4)_)_ -1
     x(_z(j4_k4_t6)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k4_t6)_) c_e_con(_workers(j4_m1)_)_ -3
     x(_z(j4_k5_t3)_) obj -499
     x(_z(j4_k5_t3)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k5_t3)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k5_t3)_) c_e_con(_running(j4_t3)_)_ -1
     x(_z(j4_k5_t3)_) c_e_con(_running(j4_t4)_)_ -1
     x(_z(j4_k5_t3)_) c_e_con(_workers(j4_m1)_)_ -2
     x(_z(j4_k5_t4)_) obj -499
     x(_z(j4_k5_t4)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k5_t4)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k5_t4)_) c_e_con(_running(j4_t4)_)_ -1
     x(_z(j4_k5_t4)_) c_e_con(_running(j4_t5)_)_ -1
     x(_z(j4_k5_t4)_) c_e_con(_workers(j4_m1)_)_ -2
     x(_z(j4_k5_t5)_) obj -499
     x(_z(j4_k5_t5)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k5_t5)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k5_t5)_) c_e_con(_running(j4_t5)_)_ -1
     x(_z(j4_k5_t5)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k5_t5)_) c_e_con(_workers(j4_m1)_)_ -2
     x(_z(j4_k6_t3)_) obj -499
     x(_z(j4_k6_t3)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k6_t3)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k6_t3)_) c_e_con(_running(j4_t3)_)_ -1
     x(_z(j4_k6_t3)_) c_e_con(_workers(j4_m1)_)_ -3
     x(_z(j4_k6_t4)_) obj -499
     x(_z(j4_k6_t4)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k6_t4)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k6_t4)_) c_e_con(_running(j4_t4)_)_ -1
     x(_z(j4_k6_t4)_) c_e_con(_workers(j4_m1)_)_ -3
     x(_z(j4_k6_t5)_) obj -499
     x(_z(j4_k6_t5)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k6_t5)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k6_t5)_) c_e_con(_running(j4_t5)_)_ -1
     x(_z(j4_k6_t5)_) c_e_con(_workers(j4_m1)_)_ -3
     x(_z(j4_k6_t6)_) obj -499
     x(_z(j4_k6_t6)_) r_l_con(_assign(j4)_)_ 1
     x(_z(j4_k6_t6)_) r_u_con(_assign(j4)_)_ 1
     x(_z(j4_k6_t6)_) c_e_con(_running(j4_t6)_)_ -1
     x(_z(j4_k6_t6)_) c_e_con(_workers(j4_m1)_)_ -3
RHS
     RHS r_l_con(_assign(j1)_)_ 0
     RHS r_u_con(_assign(j1)_)_ 1
     RHS r_l_con(_assign(j2)_)_ 0
     RHS r_u_con(_assign(j2)_)_ 1
     RHS r_l_con(_assign(j3)_)_ 0
     RHS r_u_con(_assign(j3)_)_ 1
     RHS r_l_con(_assign(j4)_)_ 0
     RHS r_u_con(_assign(j4)_)_ 1
     RHS c_u_con(_cap(h0_t3_r0)_)_ 20
     RHS c_u_con(_cap(h0_t3_r1)_)_ 56
     RHS c_u_con(_cap(h0_t3_r2)_)_ 272
     RHS c_u_con(_cap(h0_t3_r3)_)_ 25
     RHS c_u_con(_cap(h0_t4_r0)_)_ 20
     RHS c_u_con(_cap(h0_t4_r1)_)_ 56
     RHS c_u_con(_cap(h0_t4_r2)_)_ 272
     RHS c_u_con(_cap(h0_t4_r3)_)_ 25
     RHS c_u_con(_cap(h0_t5_r0)_)_ 20
     RHS c_u_con(_cap(h0_t5_r1)_)_ 56
     RHS c_u_con(_cap(h0_t5_r2)_)_ 272
     RHS c_u_con(_cap(h0_t5_r3)_)_ 25
     RHS c_u_con(_cap(h0_t6_r0)_)_ 20
     RHS c_u_con(_cap(h0_t6_r1)_)_ 56
     RHS c_u_con(_cap(h0_t6_r2)_)_ 272
     RHS c_u_con(_cap(h0_t6_r3)_)_ 25
     RHS c_u_con(_cap(h1_t3_r0)_)_ 10
     RHS c_u_con(_cap(h1_t3_r1)_)_ 28
     RHS c_u_con(_cap(h1_t3_r2)_)_ 182
     RHS c_u_con(_cap(h1_t3_r3)_)_ 21.5
     RHS c_u_con(_cap(h1_t4_r0)_)_ 10
     RHS c_u_con(_cap(h1_t4_r1)_)_ 28
     RHS c_u_con(_cap(h1_t4_r2)_)_ 182
     RHS c_u_con(_cap(h1_t4_r3)_)_ 21.5
     RHS c_u_con(_cap(h1_t5_r0)_)_ 10
     RHS c_u_con(_cap(h1_t5_r1)_)_ 28
     RHS c_u_con(_cap(h1_t5_r2)_)_ 182
     RHS c_u_con(_cap(h1_t5_r3)_)_ 21.5
     RHS c_u_con(_cap(h1_t6_r0)_)_ 10
     RHS c_u_con(_cap(h1_t6_r1)_)_ 28
     RHS c_u_con(_cap(h1_t6_r2)_)_ 182
     RHS c_u_con(_cap(h1_t6_r3)_)_ 21.5
     RHS c_u_con(_cap(h2_t3_r0)_)_ 4
     RHS c_u_con(_cap(h2_t3_r1)_)_ 28
     RHS c_u_con(_cap(h2_t3_r2)_)_ 96
     RHS c_u_con(_cap(h2_t3_r3)_)_ 21.5
     RHS c_u_con(_cap(h2_t4_r0)_)_ 4
     RHS c_u_con(_cap(h2_t4_r1)_)_ 28
     RHS c_u_con(_cap(h2_t4_r2)_)_ 96
     RHS c_u_con(_cap(h2_t4_r3)_)_ 21.5
     RHS c_u_con(_cap(h2_t5_r0)_)_ 4
     RHS c_u_con(_cap(h2_t5_r1)_)_ 28
     RHS c_u_con(_cap(h2_t5_r2)_)_ 96
     RHS c_u_con(_cap(h2_t5_r3)_)_ 21.5
     RHS c_u_con(_cap(h2_t6_r0)_)_ 4
     RHS c_u_con(_cap(h2_t6_r1)_)_ 28
     RHS c_u_con(_cap(h2_t6_r2)_)_ 96
     RHS c_u_con(_cap(h2_t6_r3)_)_ 21.5
     RHS c_u_con(_coloc(j1_h0_m0)_)_ 3
     RHS c_u_con(_coloc(j1_h0_m1)_)_ 3
     RHS c_u_con(_coloc(j1_h0_p0)_)_ 3
     RHS c_u_con(_coloc(j1_h0_p1)_)_ 1
     RHS c_u_con(_coloc(j1_h1_m0)_)_ 3
     RHS c_u_con(_coloc(j1_h1_m1)_)_ 2
     RHS c_u_con(_coloc(j1_h1_p0)_)_ 2
     RHS c_u_con(_coloc(j1_h1_p1)_)_ 1
     RHS c_u_con(_coloc(j1_h2_m0)_)_ 3
     RHS c_u_con(_coloc(j1_h2_m1)_)_ 1
     RHS c_u_con(_coloc(j1_h2_p0)_)_ 2
     RHS c_u_con(_coloc(j1_h2_p1)_)_ 1
     RHS c_u_con(_coloc(j2_h0_m0)_)_ 4
     RHS c_u_con(_coloc(j2_h0_m1)_)_ 4
     RHS c_u_con(_coloc(j2_h0_p0)_)_ 3
     RHS c_u_con(_coloc(j2_h0_p1)_)_ 1
     RHS c_u_con(_coloc(j2_h1_m0)_)_ 4
     RHS c_u_con(_coloc(j2_h1_m1)_)_ 2
     RHS c_u_con(_coloc(j2_h1_p0)_)_ 2
     RHS c_u_con(_coloc(j2_h1_p1)_)_ 1
     RHS c_u_con(_coloc(j2_h2_m0)_)_ 4
     RHS c_u_con(_coloc(j2_h2_m1)_)_ 1
     RHS c_u_con(_coloc(j2_h2_p0)_)_ 2
     RHS c_u_con(_coloc(j2_h2_p1)_)_ 1
     RHS c_u_con(_coloc(j3_h0_m0)_)_ 2
     RHS c_u_con(_coloc(j3_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j3_h1_m0)_)_ 2
     RHS c_u_con(_coloc(j3_h1_m1)_)_ 2
     RHS c_u_con(_coloc(j3_h2_m0)_)_ 2
     RHS c_u_con(_coloc(j3_h2_m1)_)_ 1
     RHS c_u_con(_coloc(j4_h0_m0)_)_ 3
     RHS c_u_con(_coloc(j4_h0_m1)_)_ 3
     RHS c_u_con(_coloc(j4_h1_m0)_)_ 3
     RHS c_u_con(_coloc(j4_h1_m1)_)_ 2
     RHS c_u_con(_coloc(j4_h2_m0)_)_ 3
     RHS c_u_con(_coloc(j4_h2_m1)_)_ 1
     RHS c_u_con(_fit(j1_h0_r1)_)_ 56
     RHS c_u_con(_fit(j1_h0_r3)_)_ 25
     RHS c_u_con(_fit(j1_h1_r0)_)_ 10
     RHS c_u_con(_fit(j1_h1_r1)_)_ 28
     RHS c_u_con(_fit(j1_h1_r2)_)_ 182
     RHS c_u_con(_fit(j1_h1_r3)_)_ 21.5
     RHS c_u_con(_fit(j1_h2_r0)_)_ 4
     RHS c_u_con(_fit(j1_h2_r1)_)_ 28
     RHS c_u_con(_fit(j1_h2_r2)_)_ 96
     RHS c_u_con(_fit(j1_h2_r3)_)_ 21.5
     RHS c_u_con(_fit(j2_h0_r1)_)_ 56
     RHS c_u_con(_fit(j2_h0_r2)_)_ 272
     RHS c_u_con(_fit(j2_h0_r3)_)_ 25
     RHS c_u_con(_fit(j2_h1_r0)_)_ 10
     RHS c_u_con(_fit(j2_h1_r1)_)_ 28
     RHS c_u_con(_fit(j2_h1_r2)_)_ 182
     RHS c_u_con(_fit(j2_h1_r3)_)_ 21.5
     RHS c_u_con(_fit(j2_h2_r0)_)_ 4
     RHS c_u_con(_fit(j2_h2_r1)_)_ 28
     RHS c_u_con(_fit(j2_h2_r2)_)_ 96
     RHS c_u_con(_fit(j2_h2_r3)_)_ 21.5
     RHS c_u_con(_fit(j3_h1_r1)_)_ 28
     RHS c_u_con(_fit(j3_h2_r0)_)_ 4
     RHS c_u_con(_fit(j4_h1_r0)_)_ 10
     RHS c_u_con(_fit(j4_h1_r1)_)_ 28
     RHS c_u_con(_fit(j4_h2_r0)_)_ 4
     RHS c_u_con(_fit(j4_h2_r2)_)_ 96
     RHS c_e_con(_home(j1)_)_ 0
     RHS c_e_con(_home(j2)_)_ 0
     RHS c_e_con(_home(j3)_)_ 0
     RHS c_e_con(_home(j4)_)_ 0
     RHS c_u_con(_ps_bw(j1_h0)_)_ 12
     RHS c_u_con(_ps_bw(j1_h1)_)_ 12
     RHS c_u_con(_ps_bw(j1_h2)_)_ 12
     RHS c_u_con(_ps_bw(j2_h0)_)_ 12
     RHS c_u_con(_ps_bw(j2_h1)_)_ 16
     RHS c_u_con(_ps_bw(j2_h2)_)_ 16
     RHS c_l_con(_ps_min(j1)_)_ 0
     RHS c_l_con(_ps_min(j2)_)_ 0
     RHS c_u_con(_ps_on(j1_h0_p0)_)_ 0
     RHS c_u_con(_ps_on(j1_h0_p1)_)_ 0
     RHS c_u_con(_ps_on(j1_h1_p0)_)_ 0
     RHS c_u_con(_ps_on(j1_h1_p1)_)_ 0
     RHS c_u_con(_ps_on(j1_h2_p0)_)_ 0
     RHS c_u_con(_ps_on(j1_h2_p1)_)_ 0
     RHS c_u_con(_ps_on(j2_h0_p0)_)_ 0
     RHS c_u_con(_ps_on(j2_h0_p1)_)_ 0
     RHS c_u_con(_ps_on(j2_h1_p0)_)_ 0
     RHS c_u_con(_ps_on(j2_h1_p1)_)_ 0
     RHS c_u_con(_ps_on(j2_h2_p0)_)_ 0
     RHS c_u_con(_ps_on(j2_h2_p1)_)_ 0
     RHS c_u_con(_pstype(j1_p0)_)_ 0
     RHS c_u_con(_pstype(j1_p1)_)_ 0
     RHS c_u_con(_pstype(j2_p0)_)_ 0
     RHS c_u_con(_pstype(j2_p1)_)_ 0
     RHS c_e_con(_running(j1_t3)_)_ 0
     RHS c_e_con(_running(j1_t4)_)_ 0
     RHS c_e_con(_running(j1_t5)_)_ 0
     RHS c_e_con(_running(j1_t6)_)_ 0
     RHS c_e_con(_running(j2_t4)_)_ 0
     RHS c_e_con(_running(j2_t5)_)_ 0
     RHS c_e_con(_running(j2_t6)_)_ 0
     RHS c_e_con(_running(j3_t4)_)_ 0
     RHS c_e_con(_running(j3_t5)_)_ 0
     RHS c_e_con(_running(j3_t6)_)_ 0
     RHS c_e_con(_running(j4_t3)_)_ 0
     RHS c_e_con(_running(j4_t4)_)_ 0
     RHS c_e_con(_running(j4_t5)_)_ 0
     RHS c_e_con(_running(j4_t6)_)_ 0
     RHS c_l_con(_use(j1_h0_t3_r0)_)_ -12
     RHS c_l_con(_use(j1_h0_t3_r1)_)_ -52
     RHS c_l_con(_use(j1_h0_t3_r2)_)_ -224
     RHS c_l_con(_use(j1_h0_t3_r3)_)_ -25
     RHS c_l_con(_use(j1_h0_t4_r0)_)_ -12
     RHS c_l_con(_use(j1_h0_t4_r1)_)_ -52
     RHS c_l_con(_use(j1_h0_t4_r2)_)_ -224
     RHS c_l_con(_use(j1_h0_t4_r3)_)_ -25
     RHS c_l_con(_use(j1_h0_t5_r0)_)_ -12
     RHS c_l_con(_use(j1_h0_t5_r1)_)_ -52
     RHS c_l_con(_use(j1_h0_t5_r2)_)_ -224
     RHS c_l_con(_use(j1_h0_t5_r3)_)_ -25
     RHS c_l_con(_use(j1_h0_t6_r0)_)_ -12
     RHS c_l_con(_use(j1_h0_t6_r1)_)_ -52
     RHS c_l_con(_use(j1_h0_t6_r2)_)_ -224
     RHS c_l_con(_use(j1_h0_t6_r3)_)_ -25
     RHS c_l_con(_use(j1_h1_t3_r0)_)_ -8
     RHS c_l_con(_use(j1_h1_t3_r1)_)_ -28
     RHS c_l_con(_use(j1_h1_t3_r2)_)_ -160
     RHS c_l_con(_use(j1_h1_t3_r3)_)_ -21.5
     RHS c_l_con(_use(j1_h1_t4_r0)_)_ -8
     RHS c_l_con(_use(j1_h1_t4_r1)_)_ -28
     RHS c_l_con(_use(j1_h1_t4_r2)_)_ -160
     RHS c_l_con(_use(j1_h1_t4_r3)_)_ -21.5
     RHS c_l_con(_use(j1_h1_t5_r0)_)_ -8
     RHS c_l_con(_use(j1_h1_t5_r1)_)_ -28
     RHS c_l_con(_use(j1_h1_t5_r2)_)_ -160
     RHS c_l_con(_use(j1_h1_t5_r3)_)_ -21.5
     RHS c_l_con(_use(j1_h1_t6_r0)_)_ -8
     RHS c_l_con(_use(j1_h1_t6_r1)_)_ -28
     RHS c_l_con(_use(j1_h1_t6_r2)_)_ -160
     RHS c_l_con(_use(j1_h1_t6_r3)_)_ -21.5
     RHS c_l_con(_use(j1_h2_t3_r0)_)_ -4
     RHS c_l_con(_use(j1_h2_t3_r1)_)_ -28
     RHS c_l_con(_use(j1_h2_t3_r2)_)_ -96
     RHS c_l_con(_use(j1_h2_t3_r3)_)_ -21.5
     RHS c_l_con(_use(j1_h2_t4_r0)_)_ -4
     RHS c_l_con(_use(j1_h2_t4_r1)_)_ -28
     RHS c_l_con(_use(j1_h2_t4_r2)_)_ -96
     RHS c_l_con(_use(j1_h2_t4_r3)_)_ -21.5
     RHS c_l_con(_use(j1_h2_t5_r0)_)_ -4
     RHS c_l_con(_use(j1_h2_t5_r1)_)_ -28
     RHS c_l_con(_use(j1_h2_t5_r2)_)_ -96
     RHS c_l_con(_use(j1_h2_t5_r3)_)_ -21.5
     RHS c_l_con(_use(j1_h2_t6_r0)_)_ -4
     RHS c_l_con(_use(j1_h2_t6_r1)_)_ -28
     RHS c_l_con(_use(j1_h2_t6_r2)_)_ -96
     RHS c_l_con(_use(j1_h2_t6_r3)_)_ -21.5
     RHS c_l_con(_use(j2_h0_t4_r0)_)_ -16
     RHS c_l_con(_use(j2_h0_t4_r1)_)_ -56
     RHS c_l_con(_use(j2_h0_t4_r2)_)_ -272
     RHS c_l_con(_use(j2_h0_t4_r3)_)_ -25
     RHS c_l_con(_use(j2_h0_t5_r0)_)_ -16
     RHS c_l_con(_use(j2_h0_t5_r1)_)_ -56
     RHS c_l_con(_use(j2_h0_t5_r2)_)_ -272
     RHS c_l_con(_use(j2_h0_t5_r3)_)_ -25
     RHS c_l_con(_use(j2_h0_t6_r0)_)_ -16
     RHS c_l_con(_use(j2_h0_t6_r1)_)_ -56
     RHS c_l_con(_use(j2_h0_t6_r2)_)_ -272
     RHS c_l_con(_use(j2_h0_t6_r3)_)_ -25
     RHS c_l_con(_use(j2_h1_t4_r0)_)_ -8
     RHS c_l_con(_use(j2_h1_t4_r1)_)_ -28
     RHS c_l_con(_use(j2_h1_t4_r2)_)_ -160
     RHS c_l_con(_use(j2_h1_t4_r3)_)_ -21.5
     RHS c_l_con(_use(j2_h1_t5_r0)_)_ -8
     RHS c_l_con(_use(j2_h1_t5_r1)_)_ -28
     RHS c_l_con(_use(j2_h1_t5_r2)_)_ -160
     RHS c_l_con(_use(j2_h1_t5_r3)_)_ -21.5
     RHS c_l_con(_use(j2_h1_t6_r0)_)_ -8
     RHS c_l_con(_use(j2_h1_t6_r1)_)_ -28
     RHS c_l_con(_use(j2_h1_t6_r2)_)_ -160
     RHS c_l_con(_use(j2_h1_t6_r3)_)_ -21.5
     RHS c_l_con(_use(j2_h2_t4_r0)_)_ -4
     RHS c_l_con(_use(j2_h2_t4_r1)_)_ -28
     RHS c_l_con(_use(j2_h2_t4_r2)_)_ -96
     RHS c_l_con(_use(j2_h2_t4_r3)_)_ -21.5
     RHS c_l_con(_use(j2_h2_t5_r0)_)_ -4
     RHS c_l_con(_use(j2_h2_t5_r1)_)_ -28
     RHS c_l_con(_use(j2_h2_t5_r2)_)_ -96
     RHS c_l_con(_use(j2_h2_t5_r3)_)_ -21.5
     RHS c_l_con(_use(j2_h2_t6_r0)_)_ -4
     RHS c_l_con(_use(j2_h2_t6_r1)_)_ -28
     RHS c_l_con(_use(j2_h2_t6_r2)_)_ -96
     RHS c_l_con(_use(j2_h2_t6_r3)_)_ -21.5
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
     RHS c_l_con(_use(j3_h0_t6_r3)_)_ -8
     RHS c_l_con(_use(j3_h1_t4_r0)_)_ -8
     RHS c_l_con(_use(j3_h1_t4_r1)_)_ -24
     RHS c_l_con(_use(j3_h1_t4_r2)_)_ -128
     RHS c_l_con(_use(j3_h1_t4_r3)_)_ -8
     RHS c_l_con(_use(j3_h1_t5_r0)_)_ -8
     RHS c_l_con(_use(j3_h1_t5_r1)_)_ -24
     RHS c_l_con(_use(j3_h1_t5_r2)_)_ -128
     RHS c_l_con(_use(j3_h1_t5_r3)_)_ -8
     RHS c_l_con(_use(j3_h1_t6_r0)_)_ -8
     RHS c_l_con(_use(j3_h1_t6_r1)_)_ -24
     RHS c_l_con(_use(j3_h1_t6_r2)_)_ -128
     RHS c_l_con(_use(j3_h1_t6_r3)_)_ -8
     RHS c_l_con(_use(j3_h2_t4_r0)_)_ -4
     RHS c_l_con(_use(j3_h2_t4_r1)_)_ -12
     RHS c_l_con(_use(j3_h2_t4_r2)_)_ -64
     RHS c_l_con(_use(j3_h2_t4_r3)_)_ -4
     RHS c_l_con(_use(j3_h2_t5_r0)_)_ -4
     RHS c_l_con(_use(j3_h2_t5_r1)_)_ -12
     RHS c_l_con(_use(j3_h2_t5_r2)_)_ -64
     RHS c_l_con(_use(j3_h2_t5_r3)_)_ -4
     RHS c_l_con(_use(j3_h2_t6_r0)_)_ -4
     RHS c_l_con(_use(j3_h2_t6_r1)_)_ -12
     RHS c_l_con(_use(j3_h2_t6_r2)_)_ -64
     RHS c_l_con(_use(j3_h2_t6_r3)_)_ -4
     RHS c_l_con(_use(j4_h0_t3_r0)_)_ -12
     RHS c_l_con(_use(j4_h0_t3_r1)_)_ -36
     RHS c_l_con(_use(j4_h0_t3_r2)_)_ -192
     RHS c_l_con(_use(j4_h0_t3_r3)_)_ -12
     RHS c_l_con(_use(j4_h0_t4_r0)_)_ -12
     RHS c_l_con(_use(j4_h0_t4_r1)_)_ -36
     RHS c_l_con(_use(j4_h0_t4_r2)_)_ -192
     RHS c_l_con(_use(j4_h0_t4_r3)_)_ -12
     RHS c_l_con(_use(j4_h0_t5_r0)_)_ -12
     RHS c_l_con(_use(j4_h0_t5_r1)_)_ -36
     RHS c_l_con(_use(j4_h0_t5_r2)_)_ -192
     RHS c_l_con(_use(j4_h0_t5_r3)_)_ -12
     RHS c_l_con(_use(j4_h0_t6_r0)_)_ -12
     RHS c_l_con(_use(j4_h0_t6_r1)_)_ -36
     RHS c_l_con(_use(j4_h0_t6_r2)_)_ -192
     RHS c_l_con(_use(j4_h0_t6_r3)_)_ -12
     RHS c_l_con(_use(j4_h1_t3_r0)_)_ -8
     RHS c_l_con(_use(j4_h1_t3_r1)_)_ -24
     RHS c_l_con(_use(j4_h1_t3_r2)_)_ -128
     RHS c_l_con(_use(j4_h1_t3_r3)_)_ -8
     RHS c_l_con(_use(j4_h1_t4_r0)_)_ -8
     RHS c_l_con(_use(j4_h1_t4_r1)_)_ -24
     RHS c_l_con(_use(j4_h1_t4_r2)_)_ -128
     RHS c_l_con(_use(j4_h1_t4_r3)_)_ -8
     RHS c_l_con(_use(j4_h1_t5_r0)_)_ -8
     RHS c_l_con(_use(j4_h1_t5_r1)_)_ -24
     RHS c_l_con(_use(j4_h1_t5_r2)_)_ -128
     RHS c_l_con(_use(j4_h1_t5_r3)_)_ -8
     RHS c_l_con(_use(j4_h1_t6_r0)_)_ -8
     RHS c_l_con(_use(j4_h1_t6_r1)_)_ -24
     RHS c_l_con(_use(j4_h1_t6_r2)_)_ -128
     RHS c_l_con(_use(j4_h1_t6_r3)_)_ -8
     RHS c_l_con(_use(j4_h2_t3_r0)_)_ -4
     RHS c_l_con(_use(j4_h2_t3_r1)_)_ -12
     RHS c_l_con(_use(j4_h2_t3_r2)_)_ -64
     RHS c_l_con(_use(j4_h2_t3_r3)_)_ -4
     RHS c_l_con(_use(j4_h2_t4_r0)_)_ -4
     RHS c_l_con(_use(j4_h2_t4_r1)_)_ -12
     RHS c_l_con(_use(j4_h2_t4_r2)_)_ -64
     RHS c_l_con(_use(j4_h2_t4_r3)_)_ -4
     RHS c_l_con(_use(j4_h2_t5_r0)_)_ -4
     RHS c_l_con(_use(j4_h2_t5_r1)_)_ -12
     RHS c_l_con(_use(j4_h2_t5_r2)_)_ -64
     RHS c_l_con(_use(j4_h2_t5_r3)_)_ -4
     RHS c_l_con(_use(j4_h2_t6_r0)_)_ -4
     RHS c_l_con(_use(j4_h2_t6_r1)_)_ -12
     RHS c_l_con(_use(j4_h2_t6_r2)_)_ -64
     RHS c_l_con(_use(j4_h2_t6_r3)_)_ -4
     RHS c_e_con(_workers(j1_m0)_)_ 0
     RHS c_e_con(_workers(j1_m1)_)_ 0
     RHS c_e_con(_workers(j2_m0)_)_ 0
     RHS c_e_con(_workers(j2_m1)_)_ 0
     RHS c_e_con(_workers(j3_m0)_)_ 0
     RHS c_e_con(_workers(j3_m1)_)_ 0
     RHS c_e_con(_workers(j4_m0)_)_ 0
     RHS c_e_con(_workers(j4_m1)_)_ 0
BOUNDS
 LO BOUND x(_g(j1_h0_t3_r0)_) 0
 UP BOUND x(_g(j1_h0_t3_r0)_) 20
 LO BOUND x(_g(j1_h0_t3_r1)_) 0
 UP BOUND x(_g(j1_h0_t3_r1)_) 56
 LO BOUND x(_g(j1_h0_t3_r2)_) 0
 UP BOUND x(_g(j1_h0_t3_r2)_) 272
 LO BOUND x(_g(j1_h0_t3_r3)_) 0
 UP BOUND x(_g(j1_h0_t3_r3)_) 25
 LO BOUND x(_g(j1_h0_t4_r0)_) 0
 UP BOUND x(_g(j1_h0_t4_r0)_) 20
 LO BOUND x(_g(j1_h0_t4_r1)_) 0
 UP BOUND x(_g(j1_h0_t4_r1)_) 56
 LO BOUND x(_g(j1_h0_t4_r2)_) 0
 UP BOUND x(_g(j1_h0_t4_r2)_) 272
 LO BOUND x(_g(j1_h0_t4_r3)_) 0
 UP BOUND x(_g(j1_h0_t4_r3)_) 25
 LO BOUND x(_g(j1_h0_t5_r0)_) 0
 UP BOUND x(_g(j1_h0_t5_r0)_) 20
 LO BOUND x(_g(j1_h0_t5_r1)_) 0
 UP BOUND x(_g(j1_h0_t5_r1)_) 56
 LO BOUND x(_g(j1_h0_t5_r2)_) 0
 UP BOUND x(_g(j1_h0_t5_r2)_) 272
 LO BOUND x(_g(j1_h0_t5_r3)_) 0
 UP BOUND x(_g(j1_h0_t5_r3)_) 25
 LO BOUND x(_g(j1_h0_t6_r0)_) 0
 UP BOUND x(_g(j1_h0_t6_r0)_) 20
 LO BOUND x(_g(j1_h0_t6_r1)_) 0
 UP BOUND x(_g(j1_h0_t6_r1)_) 56
 LO BOUND x(_g(j1_h0_t6_r2)_) 0
 UP BOUND x(_g(j1_h0_t6_r2)_) 272
 LO BOUND x(_g(j1_h0_t6_r3)_) 0
 UP BOUND x(_g(j1_h0_t6_r3)_) 25
 LO BOUND x(_g(j1_h1_t3_r0)_) 0
 UP BOUND x(_g(j1_h1_t3_r0)_) 10
 LO BOUND x(_g(j1_h1_t3_r1)_) 0
 UP BOUND x(_g(j1_h1_t3_r1)_) 28
 LO BOUND x(_g(j1_h1_t3_r2)_) 0
 UP BOUND x(_g(j1_h1_t3_r2)_) 182
 LO BOUND x(_g(j1_h1_t3_r3)_) 0
 UP BOUND x(_g(j1_h1_t3_r3)_) 21.5
 LO BOUND x(_g(j1_h1_t4_r0)_) 0
 UP BOUND x(_g(j1_h1_t4_r0)_) 10
 LO BOUND x(_g(j1_h1_t4_r1)_) 0
 UP BOUND x(_g(j1_h1_t4_r1)_) 28
 LO BOUND x(_g(j1_h1_t4_r2)_) 0
 UP BOUND x(_g(j1_h1_t4_r2)_) 182
 LO BOUND x(_g(j1_h1_t4_r3)_) 0
 UP BOUND x(_g(j1_h1_t4_r3)_) 21.5
 LO BOUND x(_g(j1_h1_t5_r0)_) 0
 UP BOUND x(_g(j1_h1_t5_r0)_) 10
 LO BOUND x(_g(j1_h1_t5_r1)_) 0
 UP BOUND x(_g(j1_h1_t5_r1)_) 28
 LO BOUND x(_g(j1_h1_t5_r2)_) 0
 UP BOUND x(_g(j1_h1_t5_r2)_) 182
 LO BOUND x(_g(j1_h1_t5_r3)_) 0
 UP BOUND x(_g(j1_h1_t5_r3)_) 21.5
 LO BOUND x(_g(j1_h1_t6_r0)_) 0
 UP BOUND x(_g(j1_h1_t6_r0)_) 10
 LO BOUND x(_g(j1_h1_t6_r1)_) 0
 UP BOUND x(_g(j1_h1_t6_r1)_) 28
 LO BOUND x(_g(j1_h1_t6_r2)_) 0
 UP BOUND x(_g(j1_h1_t6_r2)_) 182
 LO BOUND x(_g(j1_h1_t6_r3)_) 0
 UP BOUND x(_g(j1_h1_t6_r3)_) 21.5
 LO BOUND x(_g(j1_h2_t3_r0)_) 0
 UP BOUND x(_g(j1_h2_t3_r0)_) 4
 LO BOUND x(_g(j1_h2_t3_r1)_) 0
 UP BOUND x(_g(j1_h2_t3_r1)_) 28
 LO BOUND x(_g(j1_h2_t3_r2)_) 0
 UP BOUND x(_g(j1_h2_t3_r2)_) 96
 LO BOUND x(_g(j1_h2_t3_r3)_) 0
 UP BOUND x(_g(j1_h2_t3_r3)_) 21.5
 LO BOUND x(_g(j1_h2_t4_r0)_) 0
 UP BOUND x(_g(j1_h2_t4_r0)_) 4
 LO BOUND x(_g(j1_h2_t4_r1)_) 0
 UP BOUND x(_g(j1_h2_t4_r1)_) 28
 LO BOUND x(_g(j1_h2_t4_r2)_) 0
 UP BOUND x(_g(j1_h2_t4_r2)_) 96
 LO BOUND x(_g(j1_h2_t4_r3)_) 0
 UP BOUND x(_g(j1_h2_t4_r3)_) 21.5
 LO BOUND x(_g(j1_h2_t5_r0)_) 0
 UP BOUND x(_g(j1_h2_t5_r0)_) 4
 LO BOUND x(_g(j1_h2_t5_r1)_) 0
 UP BOUND x(_g(j1_h2_t5_r1)_) 28
 LO BOUND x(_g(j1_h2_t5_r2)_) 0
 UP BOUND x(_g(j1_h2_t5_r2)_) 96
 LO BOUND x(_g(j1_h2_t5_r3)_) 0
 UP BOUND x(_g(j1_h2_t5_r3)_) 21.5
 LO BOUND x(_g(j1_h2_t6_r0)_) 0
 UP BOUND x(_g(j1_h2_t6_r0)_) 4
 LO BOUND x(_g(j1_h2_t6_r1)_) 0
 UP BOUND x(_g(j1_h2_t6_r1)_) 28
 LO BOUND x(_g(j1_h2_t6_r2)_) 0
 UP BOUND x(_g(j1_h2_t6_r2)_) 96
 LO BOUND x(_g(j1_h2_t6_r3)_) 0
 UP BOUND x(_g(j1_h2_t6_r3)_) 21.5
 LO BOUND x(_g(j2_h0_t4_r0)_) 0
 UP BOUND x(_g(j2_h0_t4_r0)_) 20
 LO BOUND x(_g(j2_h0_t4_r1)_) 0
 UP BOUND x(_g(j2_h0_t4_r1)_) 56
 LO BOUND x(_g(j2_h0_t4_r2)_) 0
 UP BOUND x(_g(j2_h0_t4_r2)_) 272
 LO BOUND x(_g(j2_h0_t4_r3)_) 0
 UP BOUND x(_g(j2_h0_t4_r3)_) 25
 LO BOUND x(_g(j2_h0_t5_r0)_) 0
 UP BOUND x(_g(j2_h0_t5_r0)_) 20
 LO BOUND x(_g(j2_h0_t5_r1)_) 0
 UP BOUND x(_g(j2_h0_t5_r1)_) 56
 LO BOUND x(_g(j2_h0_t5_r2)_) 0
 UP BOUND x(_g(j2_h0_t5_r2)_) 272
 LO BOUND x(_g(j2_h0_t5_r3)_) 0
 UP BOUND x(_g(j2_h0_t5_r3)_) 25
 LO BOUND x(_g(j2_h0_t6_r0)_) 0
 UP BOUND x(_g(j2_h0_t6_r0)_) 20
 LO BOUND x(_g(j2_h0_t6_r1)_) 0
 UP BOUND x(_g(j2_h0_t6_r1)_) 56
 LO BOUND x(_g(j2_h0_t6_r2)_) 0
 UP BOUND x(_g(j2_h0_t6_r2)_) 272
 LO BOUND x(_g(j2_h0_t6_r3)_) 0
 UP BOUND x(_g(j2_h0_t6_r3)_) 25
 LO BOUND x(_g(j2_h1_t4_r0)_) 0
 UP BOUND x(_g(j2_h1_t4_r0)_) 10
 LO BOUND x(_g(j2_h1_t4_r1)_) 0
 UP BOUND x(_g(j2_h1_t4_r1)_) 28
 LO BOUND x(_g(j2_h1_t4_r2)_) 0
 UP BOUND x(_g(j2_h1_t4_r2)_) 182
 LO BOUND x(_g(j2_h1_t4_r3)_) 0
 UP BOUND x(_g(j2_h1_t4_r3)_) 21.5
 LO BOUND x(_g(j2_h1_t5_r0)_) 0
 UP BOUND x(_g(j2_h1_t5_r0)_) 10
 LO BOUND x(_g(j2_h1_t5_r1)_) 0
 UP BOUND x(_g(j2_h1_t5_r1)_) 28
 LO BOUND x(_g(j2_h1_t5_r2)_) 0
 UP BOUND x(_g(j2_h1_t5_r2)_) 182
 LO BOUND x(_g(j2_h1_t5_r3)_) 0
 UP BOUND x(_g(j2_h1_t5_r3)_) 21.5
 LO BOUND x(_g(j2_h1_t6_r0)_) 0
 UP BOUND x(_g(j2_h1_t6_r0)_) 10
 LO BOUND x(_g(j2_h1_t6_r1)_) 0
 UP BOUND x(_g(j2_h1_t6_r1)_) 28
 LO BOUND x(_g(j2_h1_t6_r2)_) 0
 UP BOUND x(_g(j2_h1_t6_r2)_) 182
 LO BOUND x(_g(j2_h1_t6_r3)_) 0
 UP BOUND x(_g(j2_h1_t6_r3)_) 21.5
 LO BOUND x(_g(j2_h2_t4_r0)_) 0
 UP BOUND x(_g(j2_h2_t4_r0)_) 4
 LO BOUND x(_g(j2_h2_t4_r1)_) 0
 UP BOUND x(_g(j2_h2_t4_r1)_) 28
 LO BOUND x(_g(j2_h2_t4_r2)_) 0
 UP BOUND x(_g(j2_h2_t4_r2)_) 96
 LO BOUND x(_g(j2_h2_t4_r3)_) 0
 UP BOUND x(_g(j2_h2_t4_r3)_) 21.5
 LO BOUND x(_g(j2_h2_t5_r0)_) 0
 UP BOUND x(_g(j2_h2_t5_r0)_) 4
 LO BOUND x(_g(j2_h2_t5_r1)_) 0
 UP BOUND x(_g(j2_h2_t5_r1)_) 28
 LO BOUND x(_g(j2_h2_t5_r2)_) 0
 UP BOUND x(_g(j2_h2_t5_r2)_) 96
 LO BOUND x(_g(j2_h2_t5_r3)_) 0
 UP BOUND x(_g(j2_h2_t5_r3)_) 21.5
 LO BOUND x(_g(j2_h2_t6_r0)_) 0
 UP BOUND x(_g(j2_h2_t6_r0)_) 4
 LO BOUND x(_g(j2_h2_t6_r1)_) 0
 UP BOUND x(_g(j2_h2_t6_r1)_) 28
 LO BOUND x(_g(j2_h2_t6_r2)_) 0
 UP BOUND x(_g(j2_h2_t6_r2)_) 96
 LO BOUND x(_g(j2_h2_t6_r3)_) 0
 UP BOUND x(_g(j2_h2_t6_r3)_) 21.5
 LO BOUND x(_g(j3_h0_t4_r0)_) 0
 UP BOUND x(_g(j3_h0_t4_r0)_) 20
 LO BOUND x(_g(j3_h0_t4_r1)_) 0
 UP BOUND x(_g(j3_h0_t4_r1)_) 56
 LO BOUND x(_g(j3_h0_t4_r2)_) 0
 UP BOUND x(_g(j3_h0_t4_r2)_) 272
 LO BOUND x(_g(j3_h0_t4_r3)_) 0
 UP BOUND x(_g(j3_h0_t4_r3)_) 25
 LO BOUND x(_g(j3_h0_t5_r0)_) 0
 UP BOUND x(_g(j3_h0_t5_r0)_) 20
 LO BOUND x(_g(j3_h0_t5_r1)_) 0
 UP BOUND x(_g(j3_h0_t5_r1)_) 56
 LO BOUND x(_g(j3_h0_t5_r2)_) 0
 UP BOUND x(_g(j3_h0_t5_r2)_) 272
 LO BOUND x(_g(j3_h0_t5_r3)_) 0
 UP BOUND x(_g(j3_h0_t5_r3)_) 25
 LO BOUND x(_g(j3_h0_t6_r0)_) 0
 UP BOUND x(_g(j3_h0_t6_r0)_) 20
 LO BOUND x(_g(j3_h0_t6_r1)_) 0
 UP BOUND x(_g(j3_h0_t6_r1)_) 56
 LO BOUND x(_g(j3_h0_t6_r2)_) 0
 UP BOUND x(_g(j3_h0_t6_r2)_) 272
 LO BOUND x(_g(j3_h0_t6_r3)_) 0
 UP BOUND x(_g(j3_h0_t6_r3)_) 25
 LO BOUND x(_g(j3_h1_t4_r0)_) 0
 UP BOUND x(_g(j3_h1_t4_r0)_) 10
 LO BOUND x(_g(j3_h1_t4_r1)_) 0
 UP BOUND x(_g(j3_h1_t4_r1)_) 28
 LO BOUND x(_g(j3_h1_t4_r2)_) 0
 UP BOUND x(_g(j3_h1_t4_r2)_) 182
 LO BOUND x(_g(j3_h1_t4_r3)_) 0
 UP BOUND x(_g(j3_h1_t4_r3)_) 21.5
 LO BOUND x(_g(j3_h1_t5_r0)_) 0
 UP BOUND x(_g(j3_h1_t5_r0)_) 10
 LO BOUND x(_g(j3_h1_t5_r1)_) 0
 UP BOUND x(_g(j3_h1_t5_r1)_) 28
 LO BOUND x(_g(j3_h1_t5_r2)_) 0
 UP BOUND x(_g(j3_h1_t5_r2)_) 182
 LO BOUND x(_g(j3_h1_t5_r3)_) 0
 UP BOUND x(_g(j3_h1_t5_r3)_) 21.5
 LO BOUND x(_g(j3_h1_t6_r0)_) 0
 UP BOUND x(_g(j3_h1_t6_r0)_) 10
 LO BOUND x(_g(j3_h1_t6_r1)_) 0
 UP BOUND x(_g(j3_h1_t6_r1)_) 28
 LO BOUND x(_g(j3_h1_t6_r2)_) 0
 UP BOUND x(_g(j3_h1_t6_r2)_) 182
 LO BOUND x(_g(j3_h1_t6_r3)_) 0
 UP BOUND x(_g(j3_h1_t6_r3)_) 21.5
 LO BOUND x(_g(j3_h2_t4_r0)_) 0
 UP BOUND x(_g(j3_h2_t4_r0)_) 4
 LO BOUND x(_g(j3_h2_t4_r1)_) 0
 UP BOUND x(_g(j3_h2_t4_r1)_) 28
 LO BOUND x(_g(j3_h2_t4_r2)_) 0
 UP BOUND x(_g(j3_h2_t4_r2)_) 96
 LO BOUND x(_g(j3_h2_t4_r3)_) 0
 UP BOUND x(_g(j3_h2_t4_r3)_) 21.5
 LO BOUND x(_g(j3_h2_t5_r0)_) 0
 UP BOUND x(_g(j3_h2_t5_r0)_) 4
 LO BOUND x(_g(j3_h2_t5_r1)_) 0
 UP BOUND x(_g(j3_h2_t5_r1)_) 28
 LO BOUND x(_g(j3_h2_t5_r2)_) 0
 UP BOUND x(_g(j3_h2_t5_r2)_) 96
 LO BOUND x(_g(j3_h2_t5_r3)_) 0
 UP BOUND x(_g(j3_h2_t5_r3)_) 21.5
 LO BOUND x(_g(j3_h2_t6_r0)_) 0
 UP BOUND x(_g(j3_h2_t6_r0)_) 4
 LO BOUND x(_g(j3_h2_t6_r1)_) 0
 UP BOUND x(_g(j3_h2_t6_r1)_) 28
 LO BOUND x(_g(j3_h2_t6_r2)_) 0
 UP BOUND x(_g(j3_h2_t6_r2)_) 96
 LO BOUND x(_g(j3_h2_t6_r3)_) 0
 UP BOUND x(_g(j3_h2_t6_r3)_) 21.5
 LO BOUND x(_g(j4_h0_t3_r0)_) 0
 UP BOUND x(_g(j4_h0_t3_r0)_) 20
 LO BOUND x(_g(j4_h0_t3_r1)_) 0
 UP BOUND x(_g(j4_h0_t3_r1)_) 56
 LO BOUND x(_g(j4_h0_t3_r2)_) 0
 UP BOUND x(_g(j4_h0_t3_r2)_) 272
 LO BOUND x(_g(j4_h0_t3_r3)_) 0
 UP BOUND x(_g(j4_h0_t3_r3)_) 25
 LO BOUND x(_g(j4_h0_t4_r0)_) 0
 UP BOUND x(_g(j4_h0_t4_r0)_) 20
 LO BOUND x(_g(j4_h0_t4_r1)_) 0
 UP BOUND x(_g(j4_h0_t4_r1)_) 56
 LO BOUND x(_g(j4_h0_t4_r2)_) 0
 UP BOUND x(_g(j4_h0_t4_r2)_) 272
 LO BOUND x(_g(j4_h0_t4_r3)_) 0
 UP BOUND x(_g(j4_h0_t4_r3)_) 25
 LO BOUND x(_g(j4_h0_t5_r0)_) 0
 UP BOUND x(_g(j4_h0_t5_r0)_) 20
 LO BOUND x(_g(j4_h0_t5_r1)_) 0
 UP BOUND x(_g(j4_h0_t5_r1)_) 56
 LO BOUND x(_g(j4_h0_t5_r2)_) 0
 UP BOUND x(_g(j4_h0_t5_r2)_) 272
 LO BOUND x(_g(j4_h0_t5_r3)_) 0
 UP BOUND x(_g(j4_h0_t5_r3)_) 25
 LO BOUND x(_g(j4_h0_t6_r0)_) 0
 UP BOUND x(_g(j4_h0_t6_r0)_) 20
 LO BOUND x(_g(j4_h0_t6_r1)_) 0
 UP BOUND x(_g(j4_h0_t6_r1)_) 56
 LO BOUND x(_g(j4_h0_t6_r2)_) 0
 UP BOUND x(_g(j4_h0_t6_r2)_) 272
 LO BOUND x(_g(j4_h0_t6_r3)_) 0
 UP BOUND x(_g(j4_h0_t6_r3)_) 25
 LO BOUND x(_g(j4_h1_t3_r0)_) 0
 UP BOUND x(_g(j4_h1_t3_r0)_) 10
 LO BOUND x(_g(j4_h1_t3_r1)_) 0
 UP BOUND x(_g(j4_h1_t3_r1)_) 28
 LO BOUND x(_g(j4_h1_t3_r2)_) 0
 UP BOUND x(_g(j4_h1_t3_r2)_) 182
 LO BOUND x(_g(j4_h1_t3_r3)_) 0
 UP BOUND x(_g(j4_h1_t3_r3)_) 21.5
 LO BOUND x(_g(j4_h1_t4_r0)_) 0
 UP BOUND x(_g(j4_h1_t4_r0)_) 10
 LO BOUND x(_g(j4_h1_t4_r1)_) 0
 UP BOUND x(_g(j4_h1_t4_r1)_) 28
 LO BOUND x(_g(j4_h1_t4_r2)_) 0
 UP BOUND x(_g(j4_h1_t4_r2)_) 182
 LO BOUND x(_g(j4_h1_t4_r3)_) 0
 UP BOUND x(_g(j4_h1_t4_r3)_) 21.5
 LO BOUND x(_g(j4_h1_t5_r0)_) 0
 UP BOUND x(_g(j4_h1_t5_r0)_) 10
 LO BOUND x(_g(j4_h1_t5_r1)_) 0
 UP BOUND x(_g(j4_h1_t5_r1)_) 28
 LO BOUND x(_g(j4_h1_t5_r2)_) 0
 UP BOUND x(_g(j4_h1_t5_r2)_) 182
 LO BOUND x(_g(j4_h1_t5_r3)_) 0
 UP BOUND x(_g(j4_h1_t5_r3)_) 21.5
 LO BOUND x(_g(j4_h1_t6_r0)_) 0
 UP BOUND x(_g(j4_h1_t6_r0)_) 10
 LO BOUND x(_g(j4_h1_t6_r1)_) 0
 UP BOUND x(_g(j4_h1_t6_r1)_) 28
 LO BOUND x(_g(j4_h1_t6_r2)_) 0
 UP BOUND x(_g(j4_h1_t6_r2)_) 182
 LO BOUND x(_g(j4_h1_t6_r3)_) 0
 UP BOUND x(_g(j4_h1_t6_r3)_) 21.5
 LO BOUND x(_g(j4_h2_t3_r0)_) 0
 UP BOUND x(_g(j4_h2_t3_r0)_) 4
 LO BOUND x(_g(j4_h2_t3_r1)_) 0
 UP BOUND x(_g(j4_h2_t3_r1)_) 28
 LO BOUND x(_g(j4_h2_t3_r2)_) 0
 UP BOUND x(_g(j4_h2_t3_r2)_) 96
 LO BOUND x(_g(j4_h2_t3_r3)_) 0
 UP BOUND x(_g(j4_h2_t3_r3)_) 21.5
 LO BOUND x(_g(j4_h2_t4_r0)_) 0
 UP BOUND x(_g(j4_h2_t4_r0)_) 4
 LO BOUND x(_g(j4_h2_t4_r1)_) 0
 UP BOUND x(_g(j4_h2_t4_r1)_) 28
 LO BOUND x(_g(j4_h2_t4_r2)_) 0
 UP BOUND x(_g(j4_h2_t4_r2)_) 96
 LO BOUND x(_g(j4_h2_t4_r3)_) 0
 UP BOUND x(_g(j4_h2_t4_r3)_) 21.5
 LO BOUND x(_g(j4_h2_t5_r0)_) 0
 UP BOUND x(_g(j4_h2_t5_r0)_) 4
 LO BOUND x(_g(j4_h2_t5_r1)_) 0
 UP BOUND x(_g(j4_h2_t5_r1)_) 28
 LO BOUND x(_g(j4_h2_t5_r2)_) 0
 UP BOUND x(_g(j4_h2_t5_r2)_) 96
 LO BOUND x(_g(j4_h2_t5_r3)_) 0
 UP BOUND x(_g(j4_h2_t5_r3)_) 21.5
 LO BOUND x(_g(j4_h2_t6_r0)_) 0
 UP BOUND x(_g(j4_h2_t6_r0)_) 4
 LO BOUND x(_g(j4_h2_t6_r1)_) 0
 UP BOUND x(_g(j4_h2_t6_r1)_) 28
 LO BOUND x(_g(j4_h2_t6_r2)_) 0
 UP BOUND x(_g(j4_h2_t6_r2)_) 96
 LO BOUND x(_g(j4_h2_t6_r3)_) 0
 UP BOUND x(_g(j4_h2_t6_r3)_) 21.5
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
 LO BOUND x(_run(j1_t3)_) 0
 UP BOUND x(_run(j1_t3)_) 1
 LO BOUND x(_run(j1_t4)_) 0
 UP BOUND x(_run(j1_t4)_) 1
 LO BOUND x(_run(j1_t5)_) 0
 UP BOUND x(_run(j1_t5)_) 1
 LO BOUND x(_run(j1_t6)_) 0
 UP BOUND x(_run(j1_t6)_) 1
 LO BOUND x(_run(j2_t4)_) 0
 UP BOUND x(_run(j2_t4)_) 1
 LO BOUND x(_run(j2_t5)_) 0
 UP BOUND x(_run(j2_t5)_) 1
 LO BOUND x(_run(j2_t6)_) 0
 UP BOUND x(_run(j2_t6)_) 1
 LO BOUND x(_run(j3_t4)_) 0
 UP BOUND x(_run(j3_t4)_) 1
 LO BOUND x(_run(j3_t5)_) 0
 UP BOUND x(_run(j3_t5)_) 1
 LO BOUND x(_run(j3_t6)_) 0
 UP BOUND x(_run(j3_t6)_) 1
 LO BOUND x(_run(j4_t3)_) 0
 UP BOUND x(_run(j4_t3)_) 1
 LO BOUND x(_run(j4_t4)_) 0
 UP BOUND x(_run(j4_t4)_) 1
 LO BOUND x(_run(j4_t5)_) 0
 UP BOUND x(_run(j4_t5)_) 1
 LO BOUND x(_run(j4_t6)_) 0
 UP BOUND x(_run(j4_t6)_) 1
 LI BOUND x(_s(j1_h0_p0)_) 0
 UI BOUND x(_s(j1_h0_p0)_) 3
 BV BOUND x(_s(j1_h0_p1)_)
 LI BOUND x(_s(j1_h1_p0)_) 0
 UI BOUND x(_s(j1_h1_p0)_) 2
 BV BOUND x(_s(j1_h1_p1)_)
 LI BOUND x(_s(j1_h2_p0)_) 0
 UI BOUND x(_s(j1_h2_p0)_) 2
 BV BOUND x(_s(j1_h2_p1)_)
 LI BOUND x(_s(j2_h0_p0)_) 0
 UI BOUND x(_s(j2_h0_p0)_) 3
 BV BOUND x(_s(j2_h0_p1)_)
 LI BOUND x(_s(j2_h1_p0)_) 0
 UI BOUND x(_s(j2_h1_p0)_) 2
 BV BOUND x(_s(j2_h1_p1)_)
 LI BOUND x(_s(j2_h2_p0)_) 0
 UI BOUND x(_s(j2_h2_p0)_) 2
 BV BOUND x(_s(j2_h2_p1)_)
 BV BOUND x(_sigma(j1_h0)_)
 BV BOUND x(_sigma(j1_h1)_)
 BV BOUND x(_sigma(j1_h2)_)
 BV BOUND x(_sigma(j2_h0)_)
 BV BOUND x(_sigma(j2_h1)_)
 BV BOUND x(_sigma(j2_h2)_)
 LI BOUND x(_y(j1_h0_m0)_) 0
 UI BOUND x(_y(j1_h0_m0)_) 3
 LI BOUND x(_y(j1_h0_m1)_) 0
 UI BOUND x(_y(j1_h0_m1)_) 3
 LI BOUND x(_y(j1_h1_m0)_) 0
 UI BOUND x(_y(j1_h1_m0)_) 3
 LI BOUND x(_y(j1_h1_m1)_) 0
 UI BOUND x(_y(j1_h1_m1)_) 2
 LI BOUND x(_y(j1_h2_m0)_) 0
 UI BOUND x(_y(j1_h2_m0)_) 3
 BV BOUND x(_y(j1_h2_m1)_)
 LI BOUND x(_y(j2_h0_m0)_) 0
 UI BOUND x(_y(j2_h0_m0)_) 4
 LI BOUND x(_y(j2_h0_m1)_) 0
 UI BOUND x(_y(j2_h0_m1)_) 4
 LI BOUND x(_y(j2_h1_m0)_) 0
 UI BOUND x(_y(j2_h1_m0)_) 4
 LI BOUND x(_y(j2_h1_m1)_) 0
 UI BOUND x(_y(j2_h1_m1)_) 2
 LI BOUND x(_y(j2_h2_m0)_) 0
 UI BOUND x(_y(j2_h2_m0)_) 4
 BV BOUND x(_y(j2_h2_m1)_)
 LI BOUND x(_y(j3_h0_m0)_) 0
 UI BOUND x(_y(j3_h0_m0)_) 2
 LI BOUND x(_y(j3_h0_m1)_) 0
 UI BOUND x(_y(j3_h0_m1)_) 2
 LI BOUND x(_y(j3_h1_m0)_) 0
 UI BOUND x(_y(j3_h1_m0)_) 2
 LI BOUND x(_y(j3_h1_m1)_) 0
 UI BOUND x(_y(j3_h1_m1)_) 2
 LI BOUND x(_y(j3_h2_m0)_) 0
 UI BOUND x(_y(j3_h2_m0)_) 2
 BV BOUND x(_y(j3_h2_m1)_)
 LI BOUND x(_y(j4_h0_m0)_) 0
 UI BOUND x(_y(j4_h0_m0)_) 3
 LI BOUND x(_y(j4_h0_m1)_) 0
 UI BOUND x(_y(j4_h0_m1)_) 3
 LI BOUND x(_y(j4_h1_m0)_) 0
 UI BOUND x(_y(j4_h1_m0)_) 3
 LI BOUND x(_y(j4_h1_m1)_) 0
 UI BOUND x(_y(j4_h1_m1)_) 2
 LI BOUND x(_y(j4_h2_m0)_) 0
 UI BOUND x(_y(j4_h2_m0)_) 3
 BV BOUND x(_y(j4_h2_m1)_)
 BV BOUND x(_z(j1_k0_t1)_)
 BV BOUND x(_z(j1_k0_t2)_)
 BV BOUND x(_z(j1_k0_t3)_)
 BV BOUND x(_z(j1_k1_t1)_)
 BV BOUND x(_z(j1_k1_t2)_)
 BV BOUND x(_z(j1_k1_t3)_)
 BV BOUND x(_z(j1_k1_t4)_)
 BV BOUND x(_z(j1_k10_t1)_)
 BV BOUND x(_z(j1_k10_t2)_)
 BV BOUND x(_z(j1_k10_t3)_)
 BV BOUND x(_z(j1_k10_t4)_)
 BV BOUND x(_z(j1_k10_t5)_)
 BV BOUND x(_z(j1_k11_t1)_)
 BV BOUND x(_z(j1_k11_t2)_)
 BV BOUND x(_z(j1_k12_t1)_)
 BV BOUND x(_z(j1_k12_t2)_)
 BV BOUND x(_z(j1_k12_t3)_)
 BV BOUND x(_z(j1_k12_t4)_)
 BV BOUND x(_z(j1_k13_t1)_)
 BV BOUND x(_z(j1_k13_t2)_)
 BV BOUND x(_z(j1_k13_t3)_)
 BV BOUND x(_z(j1_k13_t4)_)
 BV BOUND x(_z(j1_k13_t5)_)
 BV BOUND x(_z(j1_k14_t1)_)
 BV BOUND x(_z(j1_k14_t2)_)
 BV BOUND x(_z(j1_k15_t1)_)
 BV BOUND x(_z(j1_k15_t2)_)
 BV BOUND x(_z(j1_k16_t1)_)
 BV BOUND x(_z(j1_k16_t2)_)
 BV BOUND x(_z(j1_k16_t3)_)
 BV BOUND x(_z(j1_k16_t4)_)
 BV BOUND x(_z(j1_k17_t1)_)
 BV BOUND x(_z(j1_k17_t2)_)
 BV BOUND x(_z(j1_k17_t3)_)
 BV BOUND x(_z(j1_k17_t4)_)
 BV BOUND x(_z(j1_k17_t5)_)
 BV BOUND x(_z(j1_k2_t1)_)
 BV BOUND x(_z(j1_k2_t2)_)
 BV BOUND x(_z(j1_k2_t3)_)
 BV BOUND x(_z(j1_k3_t1)_)
 BV BOUND x(_z(j1_k3_t2)_)
 BV BOUND x(_z(j1_k3_t3)_)
 BV BOUND x(_z(j1_k3_t4)_)
 BV BOUND x(_z(j1_k4_t1)_)
 BV BOUND x(_z(j1_k4_t2)_)
 BV BOUND x(_z(j1_k4_t3)_)
 BV BOUND x(_z(j1_k5_t1)_)
 BV BOUND x(_z(j1_k5_t2)_)
 BV BOUND x(_z(j1_k5_t3)_)
 BV BOUND x(_z(j1_k5_t4)_)
 BV BOUND x(_z(j1_k6_t1)_)
 BV BOUND x(_z(j1_k6_t2)_)
 BV BOUND x(_z(j1_k6_t3)_)
 BV BOUND x(_z(j1_k7_t1)_)
 BV BOUND x(_z(j1_k7_t2)_)
 BV BOUND x(_z(j1_k7_t3)_)
 BV BOUND x(_z(j1_k7_t4)_)
 BV BOUND x(_z(j1_k8_t1)_)
 BV BOUND x(_z(j1_k8_t2)_)
 BV BOUND x(_z(j1_k9_t1)_)
 BV BOUND x(_z(j1_k9_t2)_)
 BV BOUND x(_z(j1_k9_t3)_)
 BV BOUND x(_z(j1_k9_t4)_)
 BV BOUND x(_z(j2_k0_t4)_)
 BV BOUND x(_z(j2_k0_t5)_)
 BV BOUND x(_z(j2_k1_t4)_)
 BV BOUND x(_z(j2_k1_t5)_)
 BV BOUND x(_z(j2_k1_t6)_)
 BV BOUND x(_z(j2_k10_t4)_)
 BV BOUND x(_z(j2_k10_t5)_)
 BV BOUND x(_z(j2_k10_t6)_)
 BV BOUND x(_z(j2_k11_t4)_)
 BV BOUND x(_z(j2_k11_t5)_)
 BV BOUND x(_z(j2_k12_t4)_)
 BV BOUND x(_z(j2_k12_t5)_)
 BV BOUND x(_z(j2_k12_t6)_)
 BV BOUND x(_z(j2_k13_t4)_)
 BV BOUND x(_z(j2_k14_t4)_)
 BV BOUND x(_z(j2_k14_t5)_)
 BV BOUND x(_z(j2_k15_t4)_)
 BV BOUND x(_z(j2_k15_t5)_)
 BV BOUND x(_z(j2_k15_t6)_)
 BV BOUND x(_z(j2_k2_t4)_)
 BV BOUND x(_z(j2_k2_t5)_)
 BV BOUND x(_z(j2_k3_t4)_)
 BV BOUND x(_z(j2_k3_t5)_)
 BV BOUND x(_z(j2_k3_t6)_)
 BV BOUND x(_z(j2_k4_t4)_)
 BV BOUND x(_z(j2_k4_t5)_)
 BV BOUND x(_z(j2_k5_t4)_)
 BV BOUND x(_z(j2_k5_t5)_)
 BV BOUND x(_z(j2_k5_t6)_)
 BV BOUND x(_z(j2_k6_t4)_)
 BV BOUND x(_z(j2_k6_t5)_)
 BV BOUND x(_z(j2_k7_t4)_)
 BV BOUND x(_z(j2_k7_t5)_)
 BV BOUND x(_z(j2_k7_t6)_)
 BV BOUND x(_z(j2_k8_t4)_)
 BV BOUND x(_z(j2_k9_t4)_)
 BV BOUND x(_z(j2_k9_t5)_)
 BV BOUND x(_z(j3_k0_t4)_)
 BV BOUND x(_z(j3_k0_t5)_)
 BV BOUND x(_z(j3_k1_t4)_)
 BV BOUND x(_z(j3_k1_t5)_)
 BV BOUND x(_z(j3_k1_t6)_)
 BV BOUND x(_z(j3_k2_t4)_)
 BV BOUND x(_z(j3_k2_t5)_)
 BV BOUND x(_z(j3_k2_t6)_)
 BV BOUND x(_z(j3_k3_t4)_)
 BV BOUND x(_z(j3_k3_t5)_)
 BV BOUND x(_z(j3_k4_t4)_)
 BV BOUND x(_z(j3_k4_t5)_)
 BV BOUND x(_z(j3_k4_t6)_)
 BV BOUND x(_z(j3_k5_t4)_)
 BV BOUND x(_z(j3_k5_t5)_)
 BV BOUND x(_z(j3_k5_t6)_)
 BV BOUND x(_z(j4_k0_t3)_)
 BV BOUND x(_z(j4_k1_t3)_)
 BV BOUND x(_z(j4_k2_t3)_)
 BV BOUND x(_z(j4_k2_t4)_)
 BV BOUND x(_z(j4_k3_t3)_)
 BV BOUND x(_z(j4_k3_t4)_)
 BV BOUND x(_z(j4_k3_t5)_)
 BV BOUND x(_z(j4_k4_t3)_)
 BV BOUND x(_z(j4_k4_t4)_)
 BV BOUND x(_z(j4_k4_t5)_)
 BV BOUND x(_z(j4_k4_t6)_)
 BV BOUND x(_z(j4_k5_t3)_)
 BV BOUND x(_z(j4_k5_t4)_)
 BV BOUND x(_z(j4_k5_t5)_)
 BV BOUND x(_z(j4_k6_t3)_)
 BV BOUND x(_z(j4_k6_t4)_)
 BV BOUND x(_z(j4_k6_t5)_)
 BV BOUND x(_z(j4_k6_t6)_)
ENDATA
