* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-timeindexed:tiny-ps-s1-mw'
OBJSENSE
 MIN
ROWS
 N  obj
 G  r_l_con(_assign(j0)_)_
 L  r_u_con(_assign(j0)_)_
 G  r_l_con(_assign(j3)_)_
 L  r_u_con(_assign(j3)_)_
 L  c_u_con(_cap(h0_t2_r0)_)_
 L  c_u_con(_cap(h0_t2_r1)_)_
 L  c_u_con(_cap(h0_t2_r2)_)_
 L  c_u_con(_cap(h0_t2_r3)_)_
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
 L  c_u_con(_cap(h0_t7_r0)_)_
 L  c_u_con(_cap(h0_t7_r1)_)_
 L  c_u_con(_cap(h0_t7_r2)_)_
 L  c_u_con(_cap(h0_t7_r3)_)_
 L  c_u_con(_cap(h1_t2_r0)_)_
 L  c_u_con(_cap(h1_t2_r1)_)_
 L  c_u_con(_cap(h1_t2_r2)_)_
 L  c_u_con(_cap(h1_t2_r3)_)_
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
 L  c_u_con(_cap(h1_t7_r0)_)_
 L  c_u_con(_cap(h1_t7_r1)_)_
 L  c_u_con(_cap(h1_t7_r2)_)_
 L  c_u_con(_cap(h1_t7_r3)_)_
 L  c_u_con(_coloc(j0_h0_m0)_)_
 L  c_u_con(_coloc(j0_h0_m1)_)_
 L  c_u_con(_coloc(j0_h0_p0)_)_
 L  c_u_con(_coloc(j0_h0_p1)_)_
 L  c_u_con(_coloc(j0_h1_m0)_)_
 L  c_u_con(_coloc(j0_h1_m1)_)_
 L  c_u_con(_coloc(j0_h1_p0)_)_
 L  c_u_con(_coloc(j0_h1_p1)_)_
 L  c_u_con(_coloc(j3_h0_m0)_)_
 L  c_u_con(_coloc(j3_h0_m1)_)_
 L  c_u_con(_coloc(j3_h0_p0)_)_
 L  c_u_con(_coloc(j3_h0_p1)_)_
 L  c_u_con(_coloc(j3_h1_m0)_)_
 L  c_u_con(_coloc(j3_h1_m1)_)_
 L  c_u_con(_coloc(j3_h1_p0)_)_
 L  c_u_con(_coloc(j3_h1_p1)_)_
 L  c_u_con(_fit(j0_h0_r1)_)_
 L  c_u_con(_fit(j0_h0_r2)_)_
 L  c_u_con(_fit(j0_h0_r3)_)_
 L  c_u_con(_fit(j0_h1_r0)_)_
 L  c_u_con(_fit(j0_h1_r1)_)_
 L  c_u_con(_fit(j0_h1_r2)_)_
 L  c_u_con(_fit(j0_h1_r3)_)_
 L  c_u_con(_fit(j3_h0_r1)_)_
 L  c_u_con(_fit(j3_h0_r2)_)_
 L  c_u_con(_fit(j3_h0_r3)_)_
 L  c_u_con(_fit(j3_h1_r0)_)_
 L  c_u_con(_fit(j3_h1_r1)_)_
 L  c_u_con(_fit(j3_h1_r2)_)_
 L  c_u_con(_fit(j3_h1_r3)_)_
 E  c_e_con(_home(j0)_)_
 E  c_e_con(_home(j3)_)_
 L  c_u_con(_ps_bw(j0_h0)_)_
 L  c_u_con(_ps_bw(j0_h1)_)_
 L  c_u_con(_ps_bw(j3_h0)_)_
 L  c_u_con(_ps_bw(j3_h1)_)_
 G  c_l_con(_ps_min(j0)_)_
 G  c_l_con(_ps_min(j3)_)_
 L  c_u_con(_ps_on(j0_h0_p0)_)_
 L  c_u_con(_ps_on(j0_h0_p1)_)_
 L  c_u_con(_ps_on(j0_h1_p0)_)_
 L  c_u_con(_ps_on(j0_h1_p1)_)_
 L  c_u_con(_ps_on(j3_h0_p0)_)_
 L  c_u_con(_ps_on(j3_h0_p1)_)_
 L  c_u_con(_ps_on(j3_h1_p0)_)_
 L  c_u_con(_ps_on(j3_h1_p1)_)_
 L  c_u_con(_pstype(j0_p0)_)_
 L  c_u_con(_pstype(j0_p1)_)_
 L  c_u_con(_pstype(j3_p0)_)_
 L  c_u_con(_pstype(j3_p1)_)_
 E  c_e_con(_running(j0_t2)_)_
 E  c_e_con(_running(j0_t3)_)_
 E  c_e_con(_running(j0_t4)_)_
 E  c_e_con(_running(j0_t5)_)_
 E  c_e_con(_running(j0_t6)_)_
 E  c_e_con(_running(j0_t7)_)_
 E  c_e_con(_running(j3_t2)_)_
 E  c_e_con(_running(j3_t3)_)_
 E  c_e_con(_running(j3_t4)_)_
 E  c_e_con(_running(j3_t5)_)_
 E  c_e_con(_running(j3_t6)_)_
 E  c_e_con(_running(j3_t7)_)_
 G  c_l_con(_use(j0_h0_t2_r0)_)_
 G  c_l_con(_use(j0_h0_t2_r1)_)_
 G  c_l_con(_use(j0_h0_t2_r2)_)_
 G  c_l_con(_use(j0_h0_t2_r3)_)_
 G  c_l_con(_use(j0_h0_t3_r0)_)_
 G  c_l_con(_use(j0_h0_t3_r1)_)_
 G  c_l_con(_use(j0_h0_t3_r2)_)_
 G  c_l_con(_use(j0_h0_t3_r3)_)_
 G  c_l_con(_use(j0_h0_t4_r0)_)_
 G  c_l_con(_use(j0_h0_t4_r1)_)_
 G  c_l_con(_use(j0_h0_t4_r2)_)_
 G  c_l_con(_use(j0_h0_t4_r3)_)_
 G  c_l_con(_use(j0_h0_t5_r0)_)_
 G  c_l_con(_use(j0_h0_t5_r1)_)_
 G  c_l_con(_use(j0_h0_t5_r2)_)_
 G  c_l_con(_use(j0_h0_t5_r3)_)_
 G  c_l_con(_use(j0_h0_t6_r0)_)_
 G  c_l_con(_use(j0_h0_t6_r1)_)_
 G  c_l_con(_use(j0_h0_t6_r2)_)_
 G  c_l_con(_use(j0_h0_t6_r3)_)_
 G  c_l_con(_use(j0_h0_t7_r0)_)_
 G  c_l_con(_use(j0_h0_t7_r1)_)_
 G  c_l_con(_use(j0_h0_t7_r2)_)_
 G  c_l_con(_use(j0_h0_t7_r3)_)_
 G  c_l_con(_use(j0_h1_t2_r0)_)_
 G  c_l_con(_use(j0_h1_t2_r1)_)_
 G  c_l_con(_use(j0_h1_t2_r2)_)_
 G  c_l_con(_use(j0_h1_t2_r3)_)_
 G  c_l_con(_use(j0_h1_t3_r0)_)_
 G  c_l_con(_use(j0_h1_t3_r1)_)_
 G  c_l_con(_use(j0_h1_t3_r2)_)_
 G  c_l_con(_use(j0_h1_t3_r3)_)_
 G  c_l_con(_use(j0_h1_t4_r0)_)_
 G  c_l_con(_use(j0_h1_t4_r1)_)_
 G  c_l_con(_use(j0_h1_t4_r2)_)_
 G  c_l_con(_use(j0_h1_t4_r3)_)_
 G  c_l_con(_use(j0_h1_t5_r0)_)_
 G  c_l_con(_use(j0_h1_t5_r1)_)_
 G  c_l_con(_use(j0_h1_t5_r2)_)_
 G  c_l_con(_use(j0_h1_t5_r3)_)_
 G  c_l_con(_use(j0_h1_t6_r0)_)_
 G  c_l_con(_use(j0_h1_t6_r1)_)_
 G  c_l_con(_use(j0_h1_t6_r2)_)_
 G  c_l_con(_use(j0_h1_t6_r3)_)_
 G  c_l_con(_use(j0_h1_t7_r0)_)_
 G  c_l_con(_use(j0_h1_t7_r1)_)_
 G  c_l_con(_use(j0_h1_t7_r2)_)_
 G  c_l_con(_use(j0_h1_t7_r3)_)_
 G  c_l_con(_use(j3_h0_t2_r0)_)_
 G  c_l_con(_use(j3_h0_t2_r1)_)_
 G  c_l_con(_use(j3_h0_t2_r2)_)_
 G  c_l_con(_use(j3_h0_t2_r3)_)_
 G  c_l_con(_use(j3_h0_t3_r0)_)_
 G  c_l_con(_use(j3_h0_t3_r1)_)_
 G  c_l_con(_use(j3_h0_t3_r2)_)_
 G  c_l_con(_use(j3_h0_t3_r3)_)_
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
 G  c_l_con(_use(j3_h0_t7_r0)_)_
 G  c_l_con(_use(j3_h0_t7_r1)_)_
 G  c_l_con(_use(j3_h0_t7_r2)_)_
 G  c_l_con(_use(j3_h0_t7_r3)_)_
 G  c_l_con(_use(j3_h1_t2_r0)_)_
 G  c_l_con(_use(j3_h1_t2_r1)_)_
 G  c_l_con(_use(j3_h1_t2_r2)_)_
 G  c_l_con(_use(j3_h1_t2_r3)_)_
 G  c_l_con(_use(j3_h1_t3_r0)_)_
 G  c_l_con(_use(j3_h1_t3_r1)_)_
 G  c_l_con(_use(j3_h1_t3_r2)_)_
 G  c_l_con(_use(j3_h1_t3_r3)_)_
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
 G  c_l_con(_use(j3_h1_t7_r0)_)_
 G  c_l_con(_use(j3_h1_t7_r1)_)_
 G  c_l_con(_use(j3_h1_t7_r2)_)_
 G  c_l_con(_use(j3_h1_t7_r3)_)_
 E  c_e_con(_workers(j0_m0)_)_
 E  c_e_con(_workers(j0_m1)_)_
 E  c_e_con(_workers(j3_m0)_)_
 E  c_e_con(_workers(j3_m1)_)_
COLUMNS
     x(_g(j0_h0_t2_r0)_) c_u_con(_cap(h0_t2_r0)_)_ 1
     x(_g(j0_h0_t2_r0)_) c_l_con(_use(j0_h0_t2_r0)_)_ 1
     x(_g(j0_h0_t2_r1)_) c_u_con(_cap(h0_t2_r1)_)_ 1
     x(_g(j0_h0_t2_r1)_) c_l_con(_use(j0_h0_t2_r1)_)_ 1
     x(_g(j0_h0_t2_r2)_) c_u_con(_cap(h0_t2_r2)_)_ 1
     x(_g(j0_h0_t2_r2)_) c_l_con(_use(j0_h0_t2_r2)_)_ 1
     x(_g(j0_h0_t2_r3)_) c_u_con(_cap(h0_t2_r3)_)_ 1
     x(_g(j0_h0_t2_r3)_) c_l_con(_use(j0_h0_t2_r3)_)_ 1
     x(_g(j0_h0_t3_r0)_) c_u_con(_cap(h0_t3_r0)_)_ 1
     x(_g(j0_h0_t3_r0)_) c_l_con(_use(j0_h0_t3_r0)_)_ 1
     x(_g(j0_h0_t3_r1)_) c_u_con(_cap(h0_t3_r1)_)_ 1
     x(_g(j0_h0_t3_r1)_) c_l_con(_use(j0_h0_t3_r1)_)_ 1
     x(_g(j0_h0_t3_r2)_) c_u_con(_cap(h0_t3_r2)_)_ 1
     x(_g(j0_h0_t3_r2)_) c_l_con(_use(j0_h0_t3_r2)_)_ 1
     x(_g(j0_h0_t3_r3)_) c_u_con(_cap(h0_t3_r3)_)_ 1
     x(_g(j0_h0_t3_r3)_) c_l_con(_use(j0_h0_t3_r3)_)_ 1
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
     x(_g(j0_h1_t2_r0)_) c_u_con(_cap(h1_t2_r0)_)_ 1
     x(_g(j0_h1_t2_r0)_) c_l_con(_use(j0_h1_t2_r0)_)_ 1
     x(_g(j0_h1_t2_r1)_) c_u_con(_cap(h1_t2_r1)_)_ 1
     x(_g(j0_h1_t2_r1)_) c_l_con(_use(j0_h1_t2_r1)_)_ 1
     x(_g(j0_h1_t2_r2)_) c_u_con(_cap(h1_t2_r2)_)_ 1
     x(_g(j0_h1_t2_r2)_) c_l_con(_use(j0_h1_t2_r2)_)_ 1
     x(_g(j0_h1_t2_r3)_) c_u_con(_cap(h1_t2_r3)_)_ 1
     x(_g(j0_h1_t2_r3)_) c_l_con(_use(j0_h1_t2_r3)_)_ 1
     x(_g(j0_h1_t3_r0)_) c_u_con(_cap(h1_t3_r0)_)_ 1
     x(_g(j0_h1_t3_r0)_) c_l_con(_use(j0_h1_t3_r0)_)_ 1
     x(_g(j0_h1_t3_r1)_) c_u_con(_cap(h1_t3_r1)_)_ 1
     x(_g(j0_h1_t3_r1)_) c_l_con(_use(j0_h1_t3_r1)_)_ 1
     x(_g(j0_h1_t3_r2)_) c_u_con(_cap(h1_t3_r2)_)_ 1
     x(_g(j0_h1_t3_r2)_) c_l_con(_use(j0_h1_t3_r2)_)_ 1
     x(_g(j0_h1_t3_r3)_) c_u_con(_cap(h1_t3_r3)_)_ 1
     x(_g(j0_h1_t3_r3)_) c_l_con(_use(j0_h1_t3_r3)_)_ 1
     x(_g(j0_h1_t4_r0)_) c_u_con(_cap(h1_t4_r0)_)_ 1
     x(_g(j0_h1_t4_r0)_) c_l_con(_use(j0_h1_t4_r0)_)_ 1
     x(_g(j0_h1_t4_r1)_) c_u_con(_cap(h1_t4_r1)_)_ 1
     x(_g(j0_h1_t4_r1)_) c_l_con(_use(j0_h1_t4_r1)_)_ 1
     x(_g(j0_h1_t4_r2)_) c_u_con(_cap(h1_t4_r2)_)_ 1
     x(_g(j0_h1_t4_r2)_) c_l_con(_use(j0_h1_t4_r2)_)_ 1
     x(_g(j0_h1_t4_r3)_) c_u_con(_cap(h1_t4_r3)_)_ 1
     x(_g(j0_h1_t4_r3)_) c_l_con(_use(j0_h1_t4_r3)_)_ 1
     x(_g(j0_h1_t5_r0)_) c_u_con(_cap(h1_t5_r0)_)_ 1
     x(_g(j0_h1_t5_r0)_) c_l_con(_use(j0_h1_t5_r0)_)_ 1
     x(_g(j0_h1_t5_r1)_) c_u_con(_cap(h1_t5_r1)_)_ 1
     x(_g(j0_h1_t5_r1)_) c_l_con(_use(j0_h1_t5_r1)_)_ 1
     x(_g(j0_h1_t5_r2)_) c_u_con(_cap(h1_t5_r2)_)_ 1
     x(_g(j0_h1_t5_r2)_) c_l_con(_use(j0_h1_t5_r2)_)_ 1
     x(_g(j0_h1_t5_r3)_) c_u_con(_cap(h1_t5_r3)_)_ 1
     x(_g(j0_h1_t5_r3)_) c_l_con(_use(j0_h1_t5_r3)_)_ 1
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
     x(_g(j3_h0_t2_r0)_) c_u_con(_cap(h0_t2_r0)_)_ 1
     x(_g(j3_h0_t2_r0)_) c_l_con(_use(j3_h0_t2_r0)_)_ 1
     x(_g(j3_h0_t2_r1)_) c_u_con(_cap(h0_t2_r1)_)_ 1
     x(_g(j3_h0_t2_r1)_) c_l_con(_use(j3_h0_t2_r1)_)_ 1
     x(_g(j3_h0_t2_r2)_) c_u_con(_cap(h0_t2_r2)_)_ 1
     x(_g(j3_h0_t2_r2)_) c_l_con(_use(j3_h0_t2_r2)_)_ 1
     x(_g(j3_h0_t2_r3)_) c_u_con(_cap(h0_t2_r3)_)_ 1
     x(_g(j3_h0_t2_r3)_) c_l_con(_use(j3_h0_t2_r3)_)_ 1
     x(_g(j3_h0_t3_r0)_) c_u_con(_cap(h0_t3_r0)_)_ 1
     x(_g(j3_h0_t3_r0)_) c_l_con(_use(j3_h0_t3_r0)_)_ 1
     x(_g(j3_h0_t3_r1)_) c_u_con(_cap(h0_t3_r1)_)_ 1
     x(_g(j3_h0_t3_r1)_) c_l_con(_use(j3_h0_t3_r1)_)_ 1
     x(_g(j3_h0_t3_r2)_) c_u_con(_cap(h0_t3_r2)_)_ 1
     x(_g(j3_h0_t3_r2)_) c_l_con(_use(j3_h0_t3_r2)_)_ 1
     x(_g(j3_h0_t3_r3)_) c_u_con(_cap(h0_t3_r3)_)_ 1
     x(_g(j3_h0_t3_r3)_) c_l_con(_use(j3_h0_t3_r3)_)_ 1
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
     x(_g(j3_h0_t7_r0)_) c_u_con(_cap(h0_t7_r0)_)_ 1
     x(_g(j3_h0_t7_r0)_) c_l_con(_use(j3_h0_t7_r0)_)_ 1
     x(_g(j3_h0_t7_r1)_) c_u_con(_cap(h0_t7_r1)_)_ 1
     x(_g(j3_h0_t7_r1)_) c_l_con(_use(j3_h0_t7_r1)_)_ 1
     x(_g(j3_h0_t7_r2)_) c_u_con(_cap(h0_t7_r2)_)_ 1
     x(_g(j3_h0_t7_r2)_) c_l_con(_use(j3_h0_t7_r2)_)_ 1
     x(_g(j3_h0_t7_r3)_) c_u_con(_cap(h0_t7_r3)_)_ 1
     x(_g(j3_h0_t7_r3)_) c_l_con(_use(j3_h0_t7_r3)_)_ 1
     x(_g(j3_h1_t2_r0)_) c_u_con(_cap(h1_t2_r0)_)_ 1
     x(_g(j3_h1_t2_r0)_) c_l_con(_use(j3_h1_t2_r0)_)_ 1
     x(_g(j3_h1_t2_r1)_) c_u_con(_cap(h1_t2_r1)_)_ 1
     x(_g(j3_h1_t2_r1)_) c_l_con(_use(j3_h1_t2_r1)_)_ 1
     x(_g(j3_h1_t2_r2)_) c_u_con(_cap(h1_t2_r2)_)_ 1
     x(_g(j3_h1_t2_r2)_) c_l_con(_use(j3_h1_t2_r2)_)_ 1
     x(_g(j3_h1_t2_r3)_) c_u_con(_cap(h1_t2_r3)_)_ 1
     x(_g(j3_h1_t2_r3)_) c_l_con(_use(j3_h1_t2_r3)_)_ 1
     x(_g(j3_h1_t3_r0)_) c_u_con(_cap(h1_t3_r0)_)_ 1
     x(_g(j3_h1_t3_r0)_) c_l_con(_use(j3_h1_t3_r0)_)_ 1
     x(_g(j3_h1_t3_r1)_) c_u_con(_cap(h1_t3_r1)_)_ 1
     x(_g(j3_h1_t3_r1)_) c_l_con(_use(j3_h1_t3_r1)_)_ 1
     x(_g(j3_h1_t3_r2)_) c_u_con(_cap(h1_t3_r2)_)_ 1
     x(_g(j3_h1_t3_r2)_) c_l_con(_use(j3_h1_t3_r2)_)_ 1
     x(_g(j3_h1_t3_r3)_) c_u_con(_cap(h1_t3_r3)_)_ 1
     x(_g(j3_h1_t3_r3)_) c_l_con(_use(j3_h1_t3_r3)_)_ 1
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
     x(_g(j3_h1_t7_r0)_) c_u_con(_cap(h1_t7_r0)_)_ 1
     x(_g(j3_h1_t7_r0)_) c_l_con(_use(j3_h1_t7_r0)_)_ 1
     x(_g(j3_h1_t7_r1)_) c_u_con(_cap(h1_t7_r1)_)_ 1
     x(_g(j3_h1_t7_r1)_) c_l_con(_use(j3_h1_t7_r1)_)_ 1
     x(_g(j3_h1_t7_r2)_) c_u_con(_cap(h1_t7_r2)_)_ 1
     x(_g(j3_h1_t7_r2)_) c_l_con(_use(j3_h1_t7_r2)_)_ 1
     x(_g(j3_h1_t7_r3)_) c_u_con(_cap(h1_t7_r3)_)_ 1
     x(_g(j3_h1_t7_r3)_) c_l_con(_use(j3_h1_t7_r3)_)_ 1
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_m0)_)_ -3
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_m1)_)_ -3
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_p0)_)_ -4
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_p1)_)_ -2
     x(_o(j0_h0)_) c_e_con(_home(j0)_)_ 1
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_m0)_)_ -3
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_m1)_)_ -1
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_p0)_)_ -2
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_p1)_)_ -1
     x(_o(j0_h1)_) c_e_con(_home(j0)_)_ 1
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m0)_)_ -3
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m1)_)_ -3
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_p0)_)_ -4
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_p1)_)_ -2
     x(_o(j3_h0)_) c_e_con(_home(j3)_)_ 1
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m0)_)_ -3
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m1)_)_ -1
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_p0)_)_ -2
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_p1)_)_ -1
     x(_o(j3_h1)_) c_e_con(_home(j3)_)_ 1
     x(_run(j0_t2)_) c_e_con(_running(j0_t2)_)_ 1
     x(_run(j0_t2)_) c_l_con(_use(j0_h0_t2_r0)_)_ -12
     x(_run(j0_t2)_) c_l_con(_use(j0_h0_t2_r1)_)_ -62
     x(_run(j0_t2)_) c_l_con(_use(j0_h0_t2_r2)_)_ -256
     x(_run(j0_t2)_) c_l_con(_use(j0_h0_t2_r3)_)_ -37
     x(_run(j0_t2)_) c_l_con(_use(j0_h1_t2_r0)_)_ -4
     x(_run(j0_t2)_) c_l_con(_use(j0_h1_t2_r1)_)_ -28
     x(_run(j0_t2)_) c_l_con(_use(j0_h1_t2_r2)_)_ -96
     x(_run(j0_t2)_) c_l_con(_use(j0_h1_t2_r3)_)_ -21.5
     x(_run(j0_t3)_) c_e_con(_running(j0_t3)_)_ 1
     x(_run(j0_t3)_) c_l_con(_use(j0_h0_t3_r0)_)_ -12
     x(_run(j0_t3)_) c_l_con(_use(j0_h0_t3_r1)_)_ -62
     x(_run(j0_t3)_) c_l_con(_use(j0_h0_t3_r2)_)_ -256
     x(_run(j0_t3)_) c_l_con(_use(j0_h0_t3_r3)_)_ -37
     x(_run(j0_t3)_) c_l_con(_use(j0_h1_t3_r0)_)_ -4
     x(_run(j0_t3)_) c_l_con(_use(j0_h1_t3_r1)_)_ -28
     x(_run(j0_t3)_) c_l_con(_use(j0_h1_t3_r2)_)_ -96
     x(_run(j0_t3)_) c_l_con(_use(j0_h1_t3_r3)_)_ -21.5
     x(_run(j0_t4)_) c_e_con(_running(j0_t4)_)_ 1
     x(_run(j0_t4)_) c_l_con(_use(j0_h0_t4_r0)_)_ -12
     x(_run(j0_t4)_) c_l_con(_use(j0_h0_t4_r1)_)_ -62
     x(_run(j0_t4)_) c_l_con(_use(j0_h0_t4_r2)_)_ -256
     x(_run(j0_t4)_) c_l_con(_use(j0_h0_t4_r3)_)_ -37
     x(_run(j0_t4)_) c_l_con(_use(j0_h1_t4_r0)_)_ -4
     x(_run(j0_t4)_) c_l_con(_use(j0_h1_t4_r1)_)_ -28
     x(_run(j0_t4)_) c_l_con(_use(j0_h1_t4_r2)_)_ -96
     x(_run(j0_t4)_) c_l_con(_use(j0_h1_t4_r3)_)_ -21.5
     x(_run(j0_t5)_) c_e_con(_running(j0_t5)_)_ 1
     x(_run(j0_t5)_) c_l_con(_use(j0_h0_t5_r0)_)_ -12
     x(_run(j0_t5)_) c_l_con(_use(j0_h0_t5_r1)_)_ -62
     x(_run(j0_t5)_) c_l_con(_use(j0_h0_t5_r2)_)_ -256
     x(_run(j0_t5)_) c_l_con(_use(j0_h0_t5_r3)_)_ -37
     x(_run(j0_t5)_) c_l_con(_use(j0_h1_t5_r0)_)_ -4
     x(_run(j0_t5)_) c_l_con(_use(j0_h1_t5_r1)_)_ -28
     x(_run(j0_t5)_) c_l_con(_use(j0_h1_t5_r2)_)_ -96
     x(_run(j0_t5)_) c_l_con(_use(j0_h1_t5_r3)_)_ -21.5
     x(_run(j0_t6)_) c_e_con(_running(j0_t6)_)_ 1
     x(_run(j0_t6)_) c_l_con(_use(j0_h0_t6_r0)_)_ -12
     x(_run(j0_t6)_) c_l_con(_use(j0_h0_t6_r1)_)_ -62
     x(_run(j0_t6)_) c_l_con(_use(j0_h0_t6_r2)_)_ -256
     x(_run(j0_t6)_) c_l_con(_use(j0_h0_t6_r3)_)_ -37
     x(_run(j0_t6)_) c_l_con(_use(j0_h1_t6_r0)_)_ -4
     x(_run(j0_t6)_) c_l_con(_use(j0_h1_t6_r1)_)_ -28
     x(_run(j0_t6)_) c_l_con(_use(j0_h1_t6_r2)_)_ -96
     x(_run(j0_t6)_) c_l_con(_use(j0_h1_t6_r3)_)_ -21.5
     x(_run(j0_t7)_) c_e_con(_running(j0_t7)_)_ 1
     x(_run(j0_t7)_) c_l_con(_use(j0_h0_t7_r0)_)_ -12
     x(_run(j0_t7)_) c_l_con(_use(j0_h0_t7_r1)_)_ -62
     x(_run(j0_t7)_) c_l_con(_use(j0_h0_t7_r2)_)_ -256
     x(_run(j0_t7)_) c_l_con(_use(j0_h0_t7_r3)_)_ -37
     x(_run(j0_t7)_) c_l_con(_use(j0_h1_t7_r0)_)_ -4
     x(_run(j0_t7)_) c_l_con(_use(j0_h1_t7_r1)_)_ -28
     x(_run(j0_t7)_) c_l_con(_use(j0_h1_t7_r2)_)_ -96
     x(_run(j0_t7)_) c_l_con(_use(j0_h1_t7_r3)_)_ -21.5
     x(_run(j3_t2)_) c_e_con(_running(j3_t2)_)_ 1
     x(_run(j3_t2)_) c_l_con(_use(j3_h0_t2_r0)_)_ -12
     x(_run(j3_t2)_) c_l_con(_use(j3_h0_t2_r1)_)_ -62
     x(_run(j3_t2)_) c_l_con(_use(j3_h0_t2_r2)_)_ -256
     x(_run(j3_t2)_) c_l_con(_use(j3_h0_t2_r3)_)_ -37
     x(_run(j3_t2)_) c_l_con(_use(j3_h1_t2_r0)_)_ -4
     x(_run(j3_t2)_) c_l_con(_use(j3_h1_t2_r1)_)_ -28
     x(_run(j3_t2)_) c_l_con(_use(j3_h1_t2_r2)_)_ -96
     x(_run(j3_t2)_) c_l_con(_use(j3_h1_t2_r3)_)_ -21.5
     x(_run(j3_t3)_) c_e_con(_running(j3_t3)_)_ 1
     x(_run(j3_t3)_) c_l_con(_use(j3_h0_t3_r0)_)_ -12
     x(_run(j3_t3)_) c_l_con(_use(j3_h0_t3_r1)_)_ -62
     x(_run(j3_t3)_) c_l_con(_use(j3_h0_t3_r2)_)_ -256
     x(_run(j3_t3)_) c_l_con(_use(j3_h0_t3_r3)_)_ -37
     x(_run(j3_t3)_) c_l_con(_use(j3_h1_t3_r0)_)_ -4
     x(_run(j3_t3)_) c_l_con(_use(j3_h1_t3_r1)_)_ -28
     x(_run(j3_t3)_) c_l_con(_use(j3_h1_t3_r2)_)_ -96
     x(_run(j3_t3)_) c_l_con(_use(j3_h1_t3_r3)_)_ -21.5
     x(_run(j3_t4)_) c_e_con(_running(j3_t4)_)_ 1
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r0)_)_ -12
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r1)_)_ -62
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r2)_)_ -256
     x(_run(j3_t4)_) c_l_con(_use(j3_h0_t4_r3)_)_ -37
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r0)_)_ -4
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r1)_)_ -28
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r2)_)_ -96
     x(_run(j3_t4)_) c_l_con(_use(j3_h1_t4_r3)_)_ -21.5
     x(_run(j3_t5)_) c_e_con(_running(j3_t5)_)_ 1
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r0)_)_ -12
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r1)_)_ -62
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r2)_)_ -256
     x(_run(j3_t5)_) c_l_con(_use(j3_h0_t5_r3)_)_ -37
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r0)_)_ -4
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r1)_)_ -28
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r2)_)_ -96
     x(_run(j3_t5)_) c_l_con(_use(j3_h1_t5_r3)_)_ -21.5
     x(_run(j3_t6)_) c_e_con(_running(j3_t6)_)_ 1
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r0)_)_ -12
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r1)_)_ -62
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r2)_)_ -256
     x(_run(j3_t6)_) c_l_con(_use(j3_h0_t6_r3)_)_ -37
     x(_run(j3_t6)_) c_l_con(_use(j3_h1_t6_r0)_)_ -4
     x(_run(j3_t6)_) c_l_con(_use(j3_h1_t6_r1)_)_ -28
     x(_run(j3_t6)_) c_l_con(_use(j3_h1_t6_r2)_)_ -96
     x(_run(j3_t6)_) c_l_con(_use(j3_h1_t6_r3)_)_ -21.5
     x(_run(j3_t7)_) c_e_con(_running(j3_t7)_)_ 1
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r0)_)_ -12
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r1)_)_ -62
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r2)_)_ -256
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r3)_)_ -37
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r0)_)_ -4
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r1)_)_ -28
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r2)_)_ -96
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r3)_)_ -21.5
     x(_s(j0_h0_p0)_) c_u_con(_coloc(j0_h0_p0)_)_ 1
     x(_s(j0_h0_p0)_) c_u_con(_fit(j0_h0_r1)_)_ 4
     x(_s(j0_h0_p0)_) c_u_con(_fit(j0_h0_r2)_)_ 8
     x(_s(j0_h0_p0)_) c_u_con(_fit(j0_h0_r3)_)_ 7.5
     x(_s(j0_h0_p0)_) c_u_con(_ps_bw(j0_h0)_)_ -7.5
     x(_s(j0_h0_p0)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h0_p0)_) c_u_con(_ps_on(j0_h0_p0)_)_ 1
     x(_s(j0_h0_p0)_) c_u_con(_pstype(j0_p0)_)_ 1
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t2_r1)_)_ -4
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t2_r2)_)_ -8
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t2_r3)_)_ -7.5
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t3_r1)_)_ -4
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t3_r2)_)_ -8
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t3_r3)_)_ -7.5
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t4_r1)_)_ -4
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t4_r2)_)_ -8
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t4_r3)_)_ -7.5
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t5_r1)_)_ -4
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t5_r2)_)_ -8
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t5_r3)_)_ -7.5
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t6_r1)_)_ -4
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t6_r2)_)_ -8
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t6_r3)_)_ -7.5
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t7_r1)_)_ -4
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t7_r2)_)_ -8
     x(_s(j0_h0_p0)_) c_l_con(_use(j0_h0_t7_r3)_)_ -7.5
     x(_s(j0_h0_p1)_) c_u_con(_coloc(j0_h0_p1)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_fit(j0_h0_r1)_)_ 16
     x(_s(j0_h0_p1)_) c_u_con(_fit(j0_h0_r2)_)_ 32
     x(_s(j0_h0_p1)_) c_u_con(_fit(j0_h0_r3)_)_ 17.5
     x(_s(j0_h0_p1)_) c_u_con(_ps_bw(j0_h0)_)_ -17.5
     x(_s(j0_h0_p1)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_ps_on(j0_h0_p1)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_pstype(j0_p1)_)_ 1
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t2_r1)_)_ -16
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t2_r2)_)_ -32
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t2_r3)_)_ -17.5
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t3_r1)_)_ -16
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t3_r2)_)_ -32
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t3_r3)_)_ -17.5
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t4_r1)_)_ -16
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t4_r2)_)_ -32
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t4_r3)_)_ -17.5
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t5_r1)_)_ -16
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t5_r2)_)_ -32
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t5_r3)_)_ -17.5
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t6_r1)_)_ -16
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t6_r2)_)_ -32
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t6_r3)_)_ -17.5
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t7_r1)_)_ -16
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t7_r2)_)_ -32
     x(_s(j0_h0_p1)_) c_l_con(_use(j0_h0_t7_r3)_)_ -17.5
     x(_s(j0_h1_p0)_) c_u_con(_coloc(j0_h1_p0)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_fit(j0_h1_r1)_)_ 4
     x(_s(j0_h1_p0)_) c_u_con(_fit(j0_h1_r2)_)_ 8
     x(_s(j0_h1_p0)_) c_u_con(_fit(j0_h1_r3)_)_ 7.5
     x(_s(j0_h1_p0)_) c_u_con(_ps_bw(j0_h1)_)_ -7.5
     x(_s(j0_h1_p0)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_ps_on(j0_h1_p0)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_pstype(j0_p0)_)_ 1
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t2_r1)_)_ -4
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t2_r2)_)_ -8
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t2_r3)_)_ -7.5
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t3_r1)_)_ -4
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t3_r2)_)_ -8
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t3_r3)_)_ -7.5
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t4_r1)_)_ -4
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t4_r2)_)_ -8
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t4_r3)_)_ -7.5
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t5_r1)_)_ -4
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t5_r2)_)_ -8
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t5_r3)_)_ -7.5
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t6_r1)_)_ -4
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t6_r2)_)_ -8
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t6_r3)_)_ -7.5
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t7_r1)_)_ -4
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t7_r2)_)_ -8
     x(_s(j0_h1_p0)_) c_l_con(_use(j0_h1_t7_r3)_)_ -7.5
     x(_s(j0_h1_p1)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_fit(j0_h1_r1)_)_ 16
     x(_s(j0_h1_p1)_) c_u_con(_fit(j0_h1_r2)_)_ 32
     x(_s(j0_h1_p1)_) c_u_con(_fit(j0_h1_r3)_)_ 17.5
     x(_s(j0_h1_p1)_) c_u_con(_ps_bw(j0_h1)_)_ -17.5
     x(_s(j0_h1_p1)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_ps_on(j0_h1_p1)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_pstype(j0_p1)_)_ 1
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t2_r1)_)_ -16
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t2_r2)_)_ -32
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t2_r3)_)_ -17.5
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t3_r1)_)_ -16
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t3_r2)_)_ -32
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t3_r3)_)_ -17.5
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t4_r1)_)_ -16
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t4_r2)_)_ -32
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t4_r3)_)_ -17.5
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t5_r1)_)_ -16
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t5_r2)_)_ -32
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t5_r3)_)_ -17.5
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t6_r1)_)_ -16
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t6_r2)_)_ -32
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t6_r3)_)_ -17.5
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t7_r1)_)_ -16
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t7_r2)_)_ -32
     x(_s(j0_h1_p1)_) c_l_con(_use(j0_h1_t7_r3)_)_ -17.5
     x(_s(j3_h0_p0)_) c_u_con(_coloc(j3_h0_p0)_)_ 1
     x(_s(j3_h0_p0)_) c_u_con(_fit(j3_h0_r1)_)_ 4
     x(_s(j3_h0_p0)_) c_u_con(_fit(j3_h0_r2)_)_ 8
     x(_s(j3_h0_p0)_) c_u_con(_fit(j3_h0_r3)_)_ 7.5
     x(_s(j3_h0_p0)_) c_u_con(_ps_bw(j3_h0)_)_ -7.5
     x(_s(j3_h0_p0)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h0_p0)_) c_u_con(_ps_on(j3_h0_p0)_)_ 1
     x(_s(j3_h0_p0)_) c_u_con(_pstype(j3_p0)_)_ 1
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t2_r1)_)_ -4
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t2_r2)_)_ -8
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t2_r3)_)_ -7.5
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t3_r1)_)_ -4
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t3_r2)_)_ -8
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t3_r3)_)_ -7.5
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t4_r1)_)_ -4
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t4_r2)_)_ -8
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t4_r3)_)_ -7.5
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t5_r1)_)_ -4
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t5_r2)_)_ -8
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t5_r3)_)_ -7.5
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t6_r1)_)_ -4
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t6_r2)_)_ -8
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t6_r3)_)_ -7.5
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t7_r1)_)_ -4
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t7_r2)_)_ -8
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t7_r3)_)_ -7.5
     x(_s(j3_h0_p1)_) c_u_con(_coloc(j3_h0_p1)_)_ 1
     x(_s(j3_h0_p1)_) c_u_con(_fit(j3_h0_r1)_)_ 16
     x(_s(j3_h0_p1)_) c_u_con(_fit(j3_h0_r2)_)_ 32
     x(_s(j3_h0_p1)_) c_u_con(_fit(j3_h0_r3)_)_ 17.5
     x(_s(j3_h0_p1)_) c_u_con(_ps_bw(j3_h0)_)_ -17.5
     x(_s(j3_h0_p1)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h0_p1)_) c_u_con(_ps_on(j3_h0_p1)_)_ 1
     x(_s(j3_h0_p1)_) c_u_con(_pstype(j3_p1)_)_ 1
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t2_r1)_)_ -16
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t2_r2)_)_ -32
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t2_r3)_)_ -17.5
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t3_r1)_)_ -16
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t3_r2)_)_ -32
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t3_r3)_)_ -17.5
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t4_r1)_)_ -16
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t4_r2)_)_ -32
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t4_r3)_)_ -17.5
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t5_r1)_)_ -16
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t5_r2)_)_ -32
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t5_r3)_)_ -17.5
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t6_r1)_)_ -16
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t6_r2)_)_ -32
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t6_r3)_)_ -17.5
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t7_r1)_)_ -16
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t7_r2)_)_ -32
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t7_r3)_)_ -17.5
     x(_s(j3_h1_p0)_) c_u_con(_coloc(j3_h1_p0)_)_ 1
     x(_s(j3_h1_p0)_) c_u_con(_fit(j3_h1_r1)_)_ 4
     x(_s(j3_h1_p0)_) c_u_con(_fit(j3_h1_r2)_)_ 8
     x(_s(j3_h1_p0)_) c_u_con(_fit(j3_h1_r3)_)_ 7.5
     x(_s(j3_h1_p0)_) c_u_con(_ps_bw(j3_h1)_)_ -7.5
     x(_s(j3_h1_p0)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h1_p0)_) c_u_con(_ps_on(j3_h1_p0)_)_ 1
     x(_s(j3_h1_p0)_) c_u_con(_pstype(j3_p0)_)_ 1
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t2_r1)_)_ -4
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t2_r2)_)_ -8
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t2_r3)_)_ -7.5
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t3_r1)_)_ -4
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t3_r2)_)_ -8
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t3_r3)_)_ -7.5
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t4_r1)_)_ -4
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t4_r2)_)_ -8
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t4_r3)_)_ -7.5
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t5_r1)_)_ -4
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t5_r2)_)_ -8
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t5_r3)_)_ -7.5
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t6_r1)_)_ -4
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t6_r2)_)_ -8
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t6_r3)_)_ -7.5
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t7_r1)_)_ -4
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t7_r2)_)_ -8
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t7_r3)_)_ -7.5
     x(_s(j3_h1_p1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_s(j3_h1_p1)_) c_u_con(_fit(j3_h1_r1)_)_ 16
     x(_s(j3_h1_p1)_) c_u_con(_fit(j3_h1_r2)_)_ 32
     x(_s(j3_h1_p1)_) c_u_con(_fit(j3_h1_r3)_)_ 17.5
     x(_s(j3_h1_p1)_) c_u_con(_ps_bw(j3_h1)_)_ -17.5
     x(_s(j3_h1_p1)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h1_p1)_) c_u_con(_ps_on(j3_h1_p1)_)_ 1
     x(_s(j3_h1_p1)_) c_u_con(_pstype(j3_p1)_)_ 1
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t2_r1)_)_ -16
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t2_r2)_)_ -32
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t2_r3)_)_ -17.5
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t3_r1)_)_ -16
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t3_r2)_)_ -32
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t3_r3)_)_ -17.5
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t4_r1)_)_ -16
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t4_r2)_)_ -32
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t4_r3)_)_ -17.5
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t5_r1)_)_ -16
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t5_r2)_)_ -32
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t5_r3)_)_ -17.5
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t6_r1)_)_ -16
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t6_r2)_)_ -32
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t6_r3)_)_ -17.5
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t7_r1)_)_ -16
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t7_r2)_)_ -32
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t7_r3)_)_ -17.5
     x(_sigma(j0_h0)_) c_u_con(_ps_bw(j0_h0)_)_ 4
     x(_sigma(j0_h0)_) c_u_con(_ps_on(j0_h0_p0)_)_ -4
     x(_sigma(j0_h0)_) c_u_con(_ps_on(j0_h0_p1)_)_ -2
     x(_sigma(j0_h1)_) c_u_con(_ps_bw(j0_h1)_)_ 12
     x(_sigma(j0_h1)_) c_u_con(_ps_on(j0_h1_p0)_)_ -2
     x(_sigma(j0_h1)_) c_u_con(_ps_on(j0_h1_p1)_)_ -1
     x(_sigma(j3_h0)_) c_u_con(_ps_bw(j3_h0)_)_ 4
     x(_sigma(j3_h0)_) c_u_con(_ps_on(j3_h0_p0)_)_ -4
     x(_sigma(j3_h0)_) c_u_con(_ps_on(j3_h0_p1)_)_ -2
     x(_sigma(j3_h1)_) c_u_con(_ps_bw(j3_h1)_)_ 12
     x(_sigma(j3_h1)_) c_u_con(_ps_on(j3_h1_p0)_)_ -2
     x(_sigma(j3_h1)_) c_u_con(_ps_on(j3_h1_p1)_)_ -1
     x(_y(j0_h0_m0)_) c_u_con(_coloc(j0_h0_m0)_)_ 1
     x(_y(j0_h0_m0)_) c_u_con(_fit(j0_h0_r1)_)_ 4
     x(_y(j0_h0_m0)_) c_u_con(_fit(j0_h0_r2)_)_ 16
     x(_y(j0_h0_m0)_) c_u_con(_fit(j0_h0_r3)_)_ 1
     x(_y(j0_h0_m0)_) c_u_con(_ps_bw(j0_h1)_)_ 1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t2_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t2_r1)_)_ -4
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t2_r2)_)_ -16
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t2_r3)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t3_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t3_r1)_)_ -4
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t3_r2)_)_ -16
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t3_r3)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t4_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t4_r1)_)_ -4
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t4_r2)_)_ -16
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t4_r3)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t5_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t5_r1)_)_ -4
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t5_r2)_)_ -16
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t5_r3)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t6_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t6_r1)_)_ -4
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t6_r2)_)_ -16
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t6_r3)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t7_r0)_)_ -1
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t7_r1)_)_ -4
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t7_r2)_)_ -16
     x(_y(j0_h0_m0)_) c_l_con(_use(j0_h0_t7_r3)_)_ -1
     x(_y(j0_h0_m0)_) c_e_con(_workers(j0_m0)_)_ 1
     x(_y(j0_h0_m1)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_y(j0_h0_m1)_) c_u_con(_fit(j0_h0_r1)_)_ 12
     x(_y(j0_h0_m1)_) c_u_con(_fit(j0_h0_r2)_)_ 64
     x(_y(j0_h0_m1)_) c_u_con(_fit(j0_h0_r3)_)_ 4
     x(_y(j0_h0_m1)_) c_u_con(_ps_bw(j0_h1)_)_ 4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t2_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t2_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t2_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t2_r3)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t3_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t3_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t3_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t3_r3)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t4_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t4_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t4_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t4_r3)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t5_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t5_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t5_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t5_r3)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t6_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t6_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t6_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t6_r3)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t7_r0)_)_ -4
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t7_r1)_)_ -12
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t7_r2)_)_ -64
     x(_y(j0_h0_m1)_) c_l_con(_use(j0_h0_t7_r3)_)_ -4
     x(_y(j0_h0_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j0_h1_m0)_) c_u_con(_coloc(j0_h1_m0)_)_ 1
     x(_y(j0_h1_m0)_) c_u_con(_fit(j0_h1_r0)_)_ 1
     x(_y(j0_h1_m0)_) c_u_con(_fit(j0_h1_r1)_)_ 4
     x(_y(j0_h1_m0)_) c_u_con(_fit(j0_h1_r2)_)_ 16
     x(_y(j0_h1_m0)_) c_u_con(_fit(j0_h1_r3)_)_ 1
     x(_y(j0_h1_m0)_) c_u_con(_ps_bw(j0_h0)_)_ 1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t2_r0)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t2_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t2_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t2_r3)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t3_r0)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t3_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t3_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t3_r3)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t4_r0)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t4_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t4_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t4_r3)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t5_r0)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t5_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t5_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t5_r3)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t6_r0)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t6_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t6_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t6_r3)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t7_r0)_)_ -1
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t7_r1)_)_ -4
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t7_r2)_)_ -16
     x(_y(j0_h1_m0)_) c_l_con(_use(j0_h1_t7_r3)_)_ -1
     x(_y(j0_h1_m0)_) c_e_con(_workers(j0_m0)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_fit(j0_h1_r0)_)_ 4
     x(_y(j0_h1_m1)_) c_u_con(_fit(j0_h1_r1)_)_ 12
     x(_y(j0_h1_m1)_) c_u_con(_fit(j0_h1_r2)_)_ 64
     x(_y(j0_h1_m1)_) c_u_con(_fit(j0_h1_r3)_)_ 4
     x(_y(j0_h1_m1)_) c_u_con(_ps_bw(j0_h0)_)_ 4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t2_r0)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t2_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t2_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t2_r3)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t3_r0)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t3_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t3_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t3_r3)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t4_r0)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t4_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t4_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t4_r3)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t5_r0)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t5_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t5_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t5_r3)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t6_r0)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t6_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t6_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t6_r3)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t7_r0)_)_ -4
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t7_r1)_)_ -12
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t7_r2)_)_ -64
     x(_y(j0_h1_m1)_) c_l_con(_use(j0_h1_t7_r3)_)_ -4
     x(_y(j0_h1_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j3_h0_m0)_) c_u_con(_coloc(j3_h0_m0)_)_ 1
     x(_y(j3_h0_m0)_) c_u_con(_fit(j3_h0_r1)_)_ 4
     x(_y(j3_h0_m0)_) c_u_con(_fit(j3_h0_r2)_)_ 16
     x(_y(j3_h0_m0)_) c_u_con(_fit(j3_h0_r3)_)_ 1
     x(_y(j3_h0_m0)_) c_u_con(_ps_bw(j3_h1)_)_ 1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t2_r0)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t2_r1)_)_ -4
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t2_r2)_)_ -16
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t2_r3)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t3_r0)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t3_r1)_)_ -4
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t3_r2)_)_ -16
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t3_r3)_)_ -1
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
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t7_r0)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t7_r1)_)_ -4
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t7_r2)_)_ -16
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t7_r3)_)_ -1
     x(_y(j3_h0_m0)_) c_e_con(_workers(j3_m0)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_fit(j3_h0_r1)_)_ 12
     x(_y(j3_h0_m1)_) c_u_con(_fit(j3_h0_r2)_)_ 64
     x(_y(j3_h0_m1)_) c_u_con(_fit(j3_h0_r3)_)_ 4
     x(_y(j3_h0_m1)_) c_u_con(_ps_bw(j3_h1)_)_ 4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t2_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t2_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t2_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t2_r3)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t3_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t3_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t3_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t3_r3)_)_ -4
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
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r3)_)_ -4
     x(_y(j3_h0_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j3_h1_m0)_) c_u_con(_coloc(j3_h1_m0)_)_ 1
     x(_y(j3_h1_m0)_) c_u_con(_fit(j3_h1_r0)_)_ 1
     x(_y(j3_h1_m0)_) c_u_con(_fit(j3_h1_r1)_)_ 4
     x(_y(j3_h1_m0)_) c_u_con(_fit(j3_h1_r2)_)_ 16
     x(_y(j3_h1_m0)_) c_u_con(_fit(j3_h1_r3)_)_ 1
     x(_y(j3_h1_m0)_) c_u_con(_ps_bw(j3_h0)_)_ 1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t2_r0)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t2_r1)_)_ -4
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t2_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t2_r3)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t3_r0)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t3_r1)_)_ -4
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t3_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t3_r3)_)_ -1
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
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t7_r0)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t7_r1)_)_ -4
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t7_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t7_r3)_)_ -1
     x(_y(j3_h1_m0)_) c_e_con(_workers(j3_m0)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_fit(j3_h1_r0)_)_ 4
     x(_y(j3_h1_m1)_) c_u_con(_fit(j3_h1_r1)_)_ 12
     x(_y(j3_h1_m1)_) c_u_con(_fit(j3_h1_r2)_)_ 64
     x(_y(j3_h1_m1)_) c_u_con(_fit(j3_h1_r3)_)_ 4
     x(_y(j3_h1_m1)_) c_u_con(_ps_bw(j3_h0)_)_ 4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t2_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t2_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t2_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t2_r3)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t3_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t3_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t3_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t3_r3)_)_ -4
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
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r3)_)_ -4
     x(_y(j3_h1_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_z(j0_k0_t2)_) obj -1697
     x(_z(j0_k0_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k0_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k0_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k0_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k0_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k0_t3)_) obj -1697
     x(_z(j0_k0_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k0_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k0_t3)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k0_t3)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k0_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k0_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k0_t3)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k0_t3)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k0_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k0_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k0_t3)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k0_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k0_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k0_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k0_t3)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k0_t3)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k0_t3)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k1_t2)_) obj -1697
     x(_z(j0_k1_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k1_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k1_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k1_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k1_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k1_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k1_t2)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k1_t3)_) obj -1697
     x(_z(j0_k1_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k1_t3)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k1_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k1_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k1_t3)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k1_t3)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k1_t4)_) obj -1697
     x(_z(j0_k1_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t4)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k1_t4)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k1_t4)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k1_t4)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k1_t4)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k1_t4)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k1_t4)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k1_t4)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k1_t4)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k1_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k1_t4)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k1_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k1_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k1_t4)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k1_t4)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k1_t4)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k10_t2)_) obj -1697
     x(_z(j0_k10_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k10_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k10_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k10_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k10_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k10_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k10_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k10_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k10_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k10_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k10_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k10_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k10_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k10_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k10_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k10_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k10_t3)_) obj -1697
     x(_z(j0_k10_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k10_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k10_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k10_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k10_t3)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k10_t3)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k10_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k10_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k10_t3)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k10_t3)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k10_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k10_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k10_t3)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k10_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k10_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k10_t3)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k10_t4)_) obj -1697
     x(_z(j0_k10_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k10_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k10_t4)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k10_t4)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k10_t4)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k10_t4)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k10_t4)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k10_t4)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k10_t4)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k10_t4)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k10_t4)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k10_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k10_t4)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k10_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k10_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k10_t4)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k10_t5)_) obj -1697
     x(_z(j0_k10_t5)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k10_t5)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k10_t5)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k10_t5)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k10_t5)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k10_t5)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k10_t5)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k10_t5)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k10_t5)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k10_t5)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k10_t5)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k10_t5)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k10_t5)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k10_t5)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k10_t5)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k10_t5)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k10_t6)_) obj -1697
     x(_z(j0_k10_t6)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k10_t6)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k10_t6)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k10_t6)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k10_t6)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k10_t6)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k10_t6)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k10_t6)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k10_t6)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k10_t6)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k10_t6)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k10_t6)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k10_t6)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k10_t6)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k10_t6)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k10_t6)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k11_t2)_) obj -1697
     x(_z(j0_k11_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k11_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k11_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k11_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k11_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k11_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k11_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k11_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k11_t2)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k11_t2)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k11_t2)_) c_e_con(_workers(j0_m1)_)_ -1
     x(_z(j0_k12_t2)_) obj -1697
     x(_z(j0_k12_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k12_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k12_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k12_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k12_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k12_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k12_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k12_t2)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k12_t3)_) obj -1697
     x(_z(j0_k12_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k12_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k12_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k12_t3)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k12_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k12_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k12_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k12_t3)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k12_t4)_) obj -1697
     x(_z(j0_k12_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k12_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k12_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k12_t4)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k12_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k12_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k12_t4)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k12_t4)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k12_t5)_) obj -1697
     x(_z(j0_k12_t5)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k12_t5)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k12_t5)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k12_t5)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k12_t5)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k12_t5)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k12_t5)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k12_t5)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k13_t2)_) obj -1697
     x(_z(j0_k13_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k13_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k13_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k13_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k13_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k13_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k13_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k13_t3)_) obj -1697
     x(_z(j0_k13_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k13_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k13_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k13_t3)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k13_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k13_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k13_t3)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k13_t4)_) obj -1697
     x(_z(j0_k13_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k13_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k13_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k13_t4)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k13_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k13_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k13_t4)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k13_t5)_) obj -1697
     x(_z(j0_k13_t5)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k13_t5)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k13_t5)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k13_t5)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k13_t5)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k13_t5)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k13_t5)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k13_t6)_) obj -1697
     x(_z(j0_k13_t6)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k13_t6)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k13_t6)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k13_t6)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k13_t6)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k13_t6)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k13_t6)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k14_t2)_) obj -1697
     x(_z(j0_k14_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k14_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k14_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k14_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k14_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k14_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k14_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k14_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k14_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k14_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k14_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k14_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k14_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k14_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k14_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k14_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k14_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k14_t2)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k14_t2)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k14_t2)_) c_e_con(_workers(j0_m1)_)_ -1
     x(_z(j0_k15_t2)_) obj -1697
     x(_z(j0_k15_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k15_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k15_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k15_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k15_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k15_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k15_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k15_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k15_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k15_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k15_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k15_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k15_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k15_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k15_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k15_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k15_t2)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k15_t3)_) obj -1697
     x(_z(j0_k15_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k15_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k15_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k15_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k15_t3)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k15_t3)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k15_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k15_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k15_t3)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k15_t3)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k15_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k15_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k15_t3)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k15_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k15_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k15_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k15_t3)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k15_t4)_) obj -1697
     x(_z(j0_k15_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k15_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k15_t4)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k15_t4)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k15_t4)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k15_t4)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k15_t4)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k15_t4)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k15_t4)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k15_t4)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k15_t4)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k15_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k15_t4)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k15_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k15_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k15_t4)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k15_t4)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k15_t5)_) obj -1697
     x(_z(j0_k15_t5)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k15_t5)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k15_t5)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k15_t5)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k15_t5)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k15_t5)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k15_t5)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k15_t5)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k15_t5)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k15_t5)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k15_t5)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k15_t5)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k15_t5)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k15_t5)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k15_t5)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k15_t5)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k15_t5)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k16_t2)_) obj -1697
     x(_z(j0_k16_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k16_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k16_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k16_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k16_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k16_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k16_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k16_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k16_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k16_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k16_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k16_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k16_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k16_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k16_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k16_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k16_t3)_) obj -1697
     x(_z(j0_k16_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k16_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k16_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k16_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k16_t3)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k16_t3)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k16_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k16_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k16_t3)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k16_t3)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k16_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k16_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k16_t3)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k16_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k16_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k16_t3)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k16_t4)_) obj -1697
     x(_z(j0_k16_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k16_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k16_t4)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k16_t4)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k16_t4)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k16_t4)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k16_t4)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k16_t4)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k16_t4)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k16_t4)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k16_t4)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k16_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k16_t4)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k16_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k16_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k16_t4)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k16_t5)_) obj -1697
     x(_z(j0_k16_t5)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k16_t5)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k16_t5)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k16_t5)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k16_t5)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k16_t5)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k16_t5)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k16_t5)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k16_t5)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k16_t5)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k16_t5)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k16_t5)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k16_t5)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k16_t5)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k16_t5)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k16_t5)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k16_t6)_) obj -1697
     x(_z(j0_k16_t6)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k16_t6)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k16_t6)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k16_t6)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k16_t6)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k16_t6)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k16_t6)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k16_t6)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k16_t6)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k16_t6)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k16_t6)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k16_t6)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k16_t6)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k16_t6)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k16_t6)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k16_t6)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k17_t2)_) obj -1697
     x(_z(j0_k17_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k17_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k17_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k17_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k17_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k17_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k17_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k17_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k17_t2)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k17_t2)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k17_t2)_) c_e_con(_workers(j0_m1)_)_ -1
     x(_z(j0_k18_t2)_) obj -1697
     x(_z(j0_k18_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k18_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k18_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k18_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k18_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k18_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k18_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k18_t2)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k18_t3)_) obj -1697
     x(_z(j0_k18_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k18_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k18_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k18_t3)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k18_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k18_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k18_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k18_t3)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k18_t4)_) obj -1697
     x(_z(j0_k18_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k18_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k18_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k18_t4)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k18_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k18_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k18_t4)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k18_t4)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k18_t5)_) obj -1697
     x(_z(j0_k18_t5)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k18_t5)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k18_t5)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k18_t5)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k18_t5)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k18_t5)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k18_t5)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k18_t5)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k19_t2)_) obj -1697
     x(_z(j0_k19_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k19_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k19_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k19_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k19_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k19_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k19_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k19_t3)_) obj -1697
     x(_z(j0_k19_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k19_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k19_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k19_t3)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k19_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k19_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k19_t3)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k19_t4)_) obj -1697
     x(_z(j0_k19_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k19_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k19_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k19_t4)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k19_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k19_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k19_t4)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k19_t5)_) obj -1697
     x(_z(j0_k19_t5)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k19_t5)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k19_t5)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k19_t5)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k19_t5)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k19_t5)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k19_t5)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k19_t6)_) obj -1697
     x(_z(j0_k19_t6)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k19_t6)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k19_t6)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k19_t6)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k19_t6)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k19_t6)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k19_t6)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k2_t2)_) obj -1697
     x(_z(j0_k2_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k2_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k2_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k2_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k2_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k2_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k2_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k2_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k2_t2)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k2_t2)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k2_t3)_) obj -1697
     x(_z(j0_k2_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k2_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k2_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k2_t3)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k2_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k2_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k2_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k2_t3)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k2_t3)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k2_t3)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k3_t2)_) obj -1697
     x(_z(j0_k3_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k3_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k3_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k3_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k3_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k3_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k3_t2)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k3_t3)_) obj -1697
     x(_z(j0_k3_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k3_t3)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k3_t3)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k3_t4)_) obj -1697
     x(_z(j0_k3_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k3_t4)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k3_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k3_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k3_t4)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k3_t4)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k3_t4)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k4_t2)_) obj -1697
     x(_z(j0_k4_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k4_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k4_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k4_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k4_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k4_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k4_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k4_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k4_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k4_t2)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k4_t2)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k4_t3)_) obj -1697
     x(_z(j0_k4_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k4_t3)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k4_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k4_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k4_t3)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k4_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k4_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k4_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k4_t3)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k4_t3)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k4_t3)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k5_t2)_) obj -1697
     x(_z(j0_k5_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k5_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k5_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k5_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k5_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k5_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k5_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k5_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k5_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k5_t2)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k5_t3)_) obj -1697
     x(_z(j0_k5_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k5_t3)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k5_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k5_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k5_t3)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k5_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k5_t3)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k5_t4)_) obj -1697
     x(_z(j0_k5_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k5_t4)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k5_t4)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k5_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k5_t4)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k5_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k5_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k5_t4)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k5_t4)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k5_t4)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k6_t2)_) obj -1697
     x(_z(j0_k6_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k6_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k6_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k6_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k6_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k6_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k6_t2)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k6_t2)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k6_t3)_) obj -1697
     x(_z(j0_k6_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k6_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k6_t3)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k6_t3)_) c_e_con(_workers(j0_m0)_)_ -2
     x(_z(j0_k7_t2)_) obj -1697
     x(_z(j0_k7_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k7_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k7_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k7_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k7_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k7_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k7_t2)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k7_t3)_) obj -1697
     x(_z(j0_k7_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k7_t3)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k7_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k7_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k7_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k7_t3)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k7_t3)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k7_t4)_) obj -1697
     x(_z(j0_k7_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k7_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k7_t4)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k7_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k7_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k7_t4)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k7_t4)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k7_t4)_) c_e_con(_workers(j0_m0)_)_ -3
     x(_z(j0_k8_t2)_) obj -1697
     x(_z(j0_k8_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k8_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k8_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k8_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k8_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k8_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k8_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k8_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k8_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k8_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k8_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k8_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k8_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k8_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k8_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k8_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k8_t2)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k8_t2)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k8_t2)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k8_t2)_) c_e_con(_workers(j0_m1)_)_ -1
     x(_z(j0_k9_t2)_) obj -1697
     x(_z(j0_k9_t2)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k9_t2)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k9_t2)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k9_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k9_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k9_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k9_t2)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k9_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k9_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k9_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k9_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k9_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k9_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k9_t2)_) c_e_con(_running(j0_t2)_)_ -1
     x(_z(j0_k9_t2)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k9_t2)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k9_t2)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k9_t3)_) obj -1697
     x(_z(j0_k9_t3)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k9_t3)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k9_t3)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k9_t3)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k9_t3)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k9_t3)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k9_t3)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k9_t3)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k9_t3)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k9_t3)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k9_t3)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k9_t3)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k9_t3)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k9_t3)_) c_e_con(_running(j0_t3)_)_ -1
     x(_z(j0_k9_t3)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k9_t3)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k9_t3)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k9_t4)_) obj -1697
     x(_z(j0_k9_t4)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k9_t4)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k9_t4)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k9_t4)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k9_t4)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k9_t4)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k9_t4)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k9_t4)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k9_t4)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k9_t4)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k9_t4)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k9_t4)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k9_t4)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k9_t4)_) c_e_con(_running(j0_t4)_)_ -1
     x(_z(j0_k9_t4)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k9_t4)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k9_t4)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j0_k9_t5)_) obj -1697
     x(_z(j0_k9_t5)_) r_l_con(_assign(j0)_)_ 1
     x(_z(j0_k9_t5)_) r_u_con(_assign(j0)_)_ 1
     x(_z(j0_k9_t5)_) c_u_con(_coloc(j0_h0_m0)_)_ 3
     x(_z(j0_k9_t5)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k9_t5)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k9_t5)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k9_t5)_) c_u_con(_coloc(j0_h1_m0)_)_ 3
     x(_z(j0_k9_t5)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k9_t5)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k9_t5)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k9_t5)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k9_t5)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k9_t5)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k9_t5)_) c_e_con(_running(j0_t5)_)_ -1
     x(_z(j0_k9_t5)_) c_e_con(_running(j0_t6)_)_ -1
     x(_z(j0_k9_t5)_) c_e_con(_running(j0_t7)_)_ -1
     x(_z(j0_k9_t5)_) c_e_con(_workers(j0_m1)_)_ -2
     x(_z(j3_k0_t0)_) obj -3679
     x(_z(j3_k0_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k0_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k0_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k0_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k0_t0)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k0_t0)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k0_t0)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k0_t1)_) obj -3679
     x(_z(j3_k0_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k0_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k0_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k0_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k0_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k0_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k0_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k0_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k0_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k0_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k0_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k0_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k0_t1)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k0_t1)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k0_t1)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k0_t2)_) obj -3679
     x(_z(j3_k0_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k0_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k0_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k0_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k0_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k0_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k0_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k0_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k0_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k0_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k0_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k0_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k0_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k0_t2)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k0_t2)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k0_t2)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k0_t3)_) obj -3679
     x(_z(j3_k0_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k0_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k0_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k0_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k0_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k0_t3)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k1_t0)_) obj -3679
     x(_z(j3_k1_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k1_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k1_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k1_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k1_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k1_t0)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k1_t1)_) obj -3679
     x(_z(j3_k1_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k1_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k1_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k1_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k1_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k1_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k1_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k1_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k1_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k1_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k1_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k1_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k1_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k1_t1)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k1_t2)_) obj -3679
     x(_z(j3_k1_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k1_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k1_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k1_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k1_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k1_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k1_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k1_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k1_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k1_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k1_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k1_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k1_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k1_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k1_t2)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k1_t3)_) obj -3679
     x(_z(j3_k1_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k1_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k1_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k1_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k1_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k1_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k1_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k1_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k1_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k1_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k1_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k1_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k1_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k1_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k1_t3)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k1_t4)_) obj -3679
     x(_z(j3_k1_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k1_t4)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k1_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k1_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k1_t4)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k1_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k1_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k1_t4)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k1_t4)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k1_t5)_) obj -3679
     x(_z(j3_k1_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k1_t5)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k1_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k1_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k1_t5)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k1_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k1_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k1_t5)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k1_t5)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k10_t0)_) obj -3679
     x(_z(j3_k10_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k10_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k10_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k10_t0)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k10_t1)_) obj -3679
     x(_z(j3_k10_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k10_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k10_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k10_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k10_t1)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k10_t2)_) obj -3679
     x(_z(j3_k10_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k10_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k10_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k10_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k10_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k10_t2)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k10_t3)_) obj -3679
     x(_z(j3_k10_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k10_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k10_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k10_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k10_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k10_t3)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k10_t4)_) obj -3679
     x(_z(j3_k10_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k10_t4)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k10_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k10_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k10_t4)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k10_t4)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k10_t5)_) obj -3679
     x(_z(j3_k10_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k10_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k10_t5)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k10_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k10_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k10_t5)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k10_t5)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k11_t0)_) obj -3679
     x(_z(j3_k11_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k11_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k11_t0)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k11_t1)_) obj -3679
     x(_z(j3_k11_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k11_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k11_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k11_t1)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k11_t2)_) obj -3679
     x(_z(j3_k11_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k11_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k11_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k11_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k11_t2)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k11_t3)_) obj -3679
     x(_z(j3_k11_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k11_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k11_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k11_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k11_t3)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k11_t4)_) obj -3679
     x(_z(j3_k11_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k11_t4)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k11_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k11_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k11_t4)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k11_t5)_) obj -3679
     x(_z(j3_k11_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k11_t5)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k11_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k11_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k11_t5)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k11_t6)_) obj -3679
     x(_z(j3_k11_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k11_t6)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k11_t6)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k11_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k11_t6)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k11_t6)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k12_t0)_) obj -3679
     x(_z(j3_k12_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k12_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k12_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k12_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k12_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k12_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k12_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k12_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k12_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k12_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k12_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k12_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k12_t0)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k12_t1)_) obj -3679
     x(_z(j3_k12_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k12_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k12_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k12_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k12_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k12_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k12_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k12_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k12_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k12_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k12_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k12_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k12_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k12_t1)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k12_t2)_) obj -3679
     x(_z(j3_k12_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k12_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k12_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k12_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k12_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k12_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k12_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k12_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k12_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k12_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k12_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k12_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k12_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k12_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k12_t2)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k12_t3)_) obj -3679
     x(_z(j3_k12_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k12_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k12_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k12_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k12_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k12_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k12_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k12_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k12_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k12_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k12_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k12_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k12_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k12_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k12_t3)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k12_t4)_) obj -3679
     x(_z(j3_k12_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k12_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k12_t4)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k12_t4)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k12_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k12_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k12_t4)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k12_t4)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k12_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k12_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k12_t4)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k12_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k12_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k12_t4)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k12_t4)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k12_t5)_) obj -3679
     x(_z(j3_k12_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k12_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k12_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k12_t5)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k12_t5)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k12_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k12_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k12_t5)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k12_t5)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k12_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k12_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k12_t5)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k12_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k12_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k12_t5)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k12_t5)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k13_t0)_) obj -3679
     x(_z(j3_k13_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k13_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k13_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k13_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k13_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k13_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k13_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k13_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k13_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k13_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k13_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k13_t0)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k13_t1)_) obj -3679
     x(_z(j3_k13_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k13_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k13_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k13_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k13_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k13_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k13_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k13_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k13_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k13_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k13_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k13_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k13_t1)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k13_t2)_) obj -3679
     x(_z(j3_k13_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k13_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k13_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k13_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k13_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k13_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k13_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k13_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k13_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k13_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k13_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k13_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k13_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k13_t2)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k13_t3)_) obj -3679
     x(_z(j3_k13_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k13_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k13_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k13_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k13_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k13_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k13_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k13_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k13_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k13_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k13_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k13_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k13_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k13_t3)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k13_t4)_) obj -3679
     x(_z(j3_k13_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k13_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k13_t4)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k13_t4)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k13_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k13_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k13_t4)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k13_t4)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k13_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k13_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k13_t4)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k13_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k13_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k13_t4)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k13_t5)_) obj -3679
     x(_z(j3_k13_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k13_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k13_t5)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k13_t5)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k13_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k13_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k13_t5)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k13_t5)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k13_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k13_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k13_t5)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k13_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k13_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k13_t5)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k13_t6)_) obj -3679
     x(_z(j3_k13_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k13_t6)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k13_t6)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k13_t6)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k13_t6)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k13_t6)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k13_t6)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k13_t6)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k13_t6)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k13_t6)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k13_t6)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k13_t6)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k13_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k13_t6)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k13_t6)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k14_t0)_) obj -3679
     x(_z(j3_k14_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k14_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k14_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k14_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k14_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k14_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k14_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k14_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k14_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k14_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k14_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k14_t0)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k14_t1)_) obj -3679
     x(_z(j3_k14_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k14_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k14_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k14_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k14_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k14_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k14_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k14_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k14_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k14_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k14_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k14_t1)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k14_t2)_) obj -3679
     x(_z(j3_k14_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k14_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k14_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k14_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k14_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k14_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k14_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k14_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k14_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k14_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k14_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k14_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k14_t2)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k14_t3)_) obj -3679
     x(_z(j3_k14_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k14_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k14_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k14_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k14_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k14_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k14_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k14_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k14_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k14_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k14_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k14_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k14_t3)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k14_t4)_) obj -3679
     x(_z(j3_k14_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k14_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k14_t4)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k14_t4)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k14_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k14_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k14_t4)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k14_t4)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k14_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k14_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k14_t4)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k14_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k14_t4)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k14_t5)_) obj -3679
     x(_z(j3_k14_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k14_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k14_t5)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k14_t5)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k14_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k14_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k14_t5)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k14_t5)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k14_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k14_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k14_t5)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k14_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k14_t5)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k14_t6)_) obj -3679
     x(_z(j3_k14_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t6)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k14_t6)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k14_t6)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k14_t6)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k14_t6)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k14_t6)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k14_t6)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k14_t6)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k14_t6)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k14_t6)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k14_t6)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k14_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k14_t6)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k14_t7)_) obj -3679
     x(_z(j3_k14_t7)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t7)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k14_t7)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k14_t7)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k14_t7)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k14_t7)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k14_t7)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k14_t7)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k14_t7)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k14_t7)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k14_t7)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k14_t7)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k14_t7)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k14_t7)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k14_t7)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k15_t0)_) obj -3679
     x(_z(j3_k15_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k15_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k15_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k15_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k15_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k15_t0)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k15_t0)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k15_t1)_) obj -3679
     x(_z(j3_k15_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k15_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k15_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k15_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k15_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k15_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k15_t1)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k15_t1)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k15_t2)_) obj -3679
     x(_z(j3_k15_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k15_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k15_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k15_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k15_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k15_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k15_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k15_t2)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k15_t2)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k15_t3)_) obj -3679
     x(_z(j3_k15_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k15_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k15_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k15_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k15_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k15_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k15_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k15_t3)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k15_t3)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k15_t4)_) obj -3679
     x(_z(j3_k15_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k15_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k15_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k15_t4)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k15_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k15_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k15_t4)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k15_t4)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k15_t4)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k16_t0)_) obj -3679
     x(_z(j3_k16_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k16_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k16_t0)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k16_t1)_) obj -3679
     x(_z(j3_k16_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k16_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k16_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k16_t1)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k16_t2)_) obj -3679
     x(_z(j3_k16_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k16_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k16_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k16_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k16_t2)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k16_t3)_) obj -3679
     x(_z(j3_k16_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k16_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k16_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k16_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k16_t3)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k16_t4)_) obj -3679
     x(_z(j3_k16_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k16_t4)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k16_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k16_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k16_t4)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k16_t5)_) obj -3679
     x(_z(j3_k16_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k16_t5)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k16_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k16_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k16_t5)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k16_t6)_) obj -3679
     x(_z(j3_k16_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k16_t6)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k16_t6)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k16_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k16_t6)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k16_t6)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k17_t0)_) obj -3679
     x(_z(j3_k17_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k17_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k17_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k17_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k17_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k17_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k17_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k17_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k17_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k17_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k17_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k17_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k17_t0)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k17_t1)_) obj -3679
     x(_z(j3_k17_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k17_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k17_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k17_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k17_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k17_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k17_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k17_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k17_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k17_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k17_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k17_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k17_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k17_t1)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k17_t2)_) obj -3679
     x(_z(j3_k17_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k17_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k17_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k17_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k17_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k17_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k17_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k17_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k17_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k17_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k17_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k17_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k17_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k17_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k17_t2)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k17_t3)_) obj -3679
     x(_z(j3_k17_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k17_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k17_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k17_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k17_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k17_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k17_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k17_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k17_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k17_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k17_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k17_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k17_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k17_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k17_t3)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k17_t4)_) obj -3679
     x(_z(j3_k17_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k17_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k17_t4)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k17_t4)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k17_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k17_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k17_t4)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k17_t4)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k17_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k17_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k17_t4)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k17_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k17_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k17_t4)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k17_t4)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k17_t5)_) obj -3679
     x(_z(j3_k17_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k17_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k17_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k17_t5)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k17_t5)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k17_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k17_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k17_t5)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k17_t5)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k17_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k17_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k17_t5)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k17_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k17_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k17_t5)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k17_t5)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k18_t0)_) obj -3679
     x(_z(j3_k18_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k18_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k18_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k18_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k18_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k18_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k18_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k18_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k18_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k18_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k18_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k18_t0)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k18_t1)_) obj -3679
     x(_z(j3_k18_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k18_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k18_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k18_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k18_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k18_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k18_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k18_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k18_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k18_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k18_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k18_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k18_t1)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k18_t2)_) obj -3679
     x(_z(j3_k18_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k18_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k18_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k18_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k18_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k18_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k18_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k18_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k18_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k18_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k18_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k18_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k18_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k18_t2)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k18_t3)_) obj -3679
     x(_z(j3_k18_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k18_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k18_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k18_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k18_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k18_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k18_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k18_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k18_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k18_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k18_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k18_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k18_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k18_t3)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k18_t4)_) obj -3679
     x(_z(j3_k18_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k18_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k18_t4)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k18_t4)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k18_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k18_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k18_t4)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k18_t4)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k18_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k18_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k18_t4)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k18_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k18_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k18_t4)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k18_t5)_) obj -3679
     x(_z(j3_k18_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k18_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k18_t5)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k18_t5)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k18_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k18_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k18_t5)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k18_t5)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k18_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k18_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k18_t5)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k18_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k18_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k18_t5)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k18_t6)_) obj -3679
     x(_z(j3_k18_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k18_t6)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k18_t6)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k18_t6)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k18_t6)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k18_t6)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k18_t6)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k18_t6)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k18_t6)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k18_t6)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k18_t6)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k18_t6)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k18_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k18_t6)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k18_t6)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k19_t0)_) obj -3679
     x(_z(j3_k19_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k19_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k19_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k19_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k19_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k19_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k19_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k19_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k19_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k19_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k19_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k19_t0)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k19_t1)_) obj -3679
     x(_z(j3_k19_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k19_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k19_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k19_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k19_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k19_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k19_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k19_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k19_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k19_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k19_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k19_t1)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k19_t2)_) obj -3679
     x(_z(j3_k19_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k19_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k19_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k19_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k19_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k19_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k19_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k19_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k19_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k19_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k19_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k19_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k19_t2)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k19_t3)_) obj -3679
     x(_z(j3_k19_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k19_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k19_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k19_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k19_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k19_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k19_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k19_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k19_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k19_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k19_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k19_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k19_t3)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k19_t4)_) obj -3679
     x(_z(j3_k19_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k19_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k19_t4)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k19_t4)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k19_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k19_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k19_t4)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k19_t4)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k19_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k19_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k19_t4)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k19_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k19_t4)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k19_t5)_) obj -3679
     x(_z(j3_k19_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k19_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k19_t5)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k19_t5)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k19_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k19_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k19_t5)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k19_t5)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k19_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k19_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k19_t5)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k19_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k19_t5)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k19_t6)_) obj -3679
     x(_z(j3_k19_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t6)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k19_t6)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k19_t6)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k19_t6)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k19_t6)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k19_t6)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k19_t6)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k19_t6)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k19_t6)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k19_t6)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k19_t6)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k19_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k19_t6)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k19_t7)_) obj -3679
     x(_z(j3_k19_t7)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t7)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k19_t7)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k19_t7)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k19_t7)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k19_t7)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k19_t7)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k19_t7)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k19_t7)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k19_t7)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k19_t7)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k19_t7)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k19_t7)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k19_t7)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k19_t7)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k2_t0)_) obj -3679
     x(_z(j3_k2_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k2_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k2_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k2_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k2_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k2_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k2_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k2_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k2_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k2_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k2_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k2_t0)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k2_t1)_) obj -3679
     x(_z(j3_k2_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k2_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k2_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k2_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k2_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k2_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k2_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k2_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k2_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k2_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k2_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k2_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k2_t1)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k2_t2)_) obj -3679
     x(_z(j3_k2_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k2_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k2_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k2_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k2_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k2_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k2_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k2_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k2_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k2_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k2_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k2_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k2_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k2_t2)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k2_t3)_) obj -3679
     x(_z(j3_k2_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k2_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k2_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k2_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k2_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k2_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k2_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k2_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k2_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k2_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k2_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k2_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k2_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k2_t3)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k2_t4)_) obj -3679
     x(_z(j3_k2_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k2_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k2_t4)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k2_t4)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k2_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k2_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k2_t4)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k2_t4)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k2_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k2_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k2_t4)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k2_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k2_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k2_t4)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k2_t5)_) obj -3679
     x(_z(j3_k2_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k2_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k2_t5)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k2_t5)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k2_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k2_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k2_t5)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k2_t5)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k2_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k2_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k2_t5)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k2_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k2_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k2_t5)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k2_t6)_) obj -3679
     x(_z(j3_k2_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t6)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k2_t6)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k2_t6)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k2_t6)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k2_t6)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k2_t6)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k2_t6)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k2_t6)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k2_t6)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k2_t6)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k2_t6)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k2_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k2_t6)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k2_t6)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k20_t0)_) obj -3679
     x(_z(j3_k20_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k20_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k20_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k20_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k20_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k20_t0)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k20_t0)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k20_t1)_) obj -3679
     x(_z(j3_k20_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k20_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k20_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k20_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k20_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k20_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k20_t1)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k20_t1)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k20_t2)_) obj -3679
     x(_z(j3_k20_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k20_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k20_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k20_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k20_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k20_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k20_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k20_t2)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k20_t2)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k20_t3)_) obj -3679
     x(_z(j3_k20_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k20_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k20_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k20_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k20_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k20_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k20_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k20_t3)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k20_t3)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k20_t4)_) obj -3679
     x(_z(j3_k20_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k20_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k20_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k20_t4)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k20_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k20_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k20_t4)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k20_t4)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k20_t4)_) c_e_con(_workers(j3_m1)_)_ -1
     x(_z(j3_k21_t0)_) obj -3679
     x(_z(j3_k21_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k21_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k21_t0)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k21_t1)_) obj -3679
     x(_z(j3_k21_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k21_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k21_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k21_t1)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k21_t2)_) obj -3679
     x(_z(j3_k21_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k21_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k21_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k21_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k21_t2)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k21_t3)_) obj -3679
     x(_z(j3_k21_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k21_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k21_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k21_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k21_t3)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k21_t4)_) obj -3679
     x(_z(j3_k21_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k21_t4)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k21_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k21_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k21_t4)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k21_t5)_) obj -3679
     x(_z(j3_k21_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k21_t5)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k21_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k21_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k21_t5)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k21_t6)_) obj -3679
     x(_z(j3_k21_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k21_t6)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k21_t6)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k21_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k21_t6)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k21_t6)_) c_e_con(_workers(j3_m1)_)_ -2
     x(_z(j3_k3_t0)_) obj -3679
     x(_z(j3_k3_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k3_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k3_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k3_t0)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k3_t0)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k3_t0)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k3_t1)_) obj -3679
     x(_z(j3_k3_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k3_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k3_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k3_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k3_t1)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k3_t1)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k3_t1)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k3_t2)_) obj -3679
     x(_z(j3_k3_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k3_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k3_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k3_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k3_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k3_t2)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k3_t2)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k3_t2)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k3_t3)_) obj -3679
     x(_z(j3_k3_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k3_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k3_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k3_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k3_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k3_t3)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k3_t3)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k3_t3)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k4_t0)_) obj -3679
     x(_z(j3_k4_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k4_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k4_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k4_t0)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k4_t1)_) obj -3679
     x(_z(j3_k4_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k4_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k4_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k4_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k4_t1)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k4_t2)_) obj -3679
     x(_z(j3_k4_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k4_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k4_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k4_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k4_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k4_t2)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k4_t3)_) obj -3679
     x(_z(j3_k4_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k4_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k4_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k4_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k4_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k4_t3)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k4_t4)_) obj -3679
     x(_z(j3_k4_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k4_t4)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k4_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k4_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k4_t4)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k4_t4)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k4_t5)_) obj -3679
     x(_z(j3_k4_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k4_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k4_t5)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k4_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k4_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k4_t5)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k4_t5)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k5_t0)_) obj -3679
     x(_z(j3_k5_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k5_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k5_t0)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k5_t1)_) obj -3679
     x(_z(j3_k5_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k5_t1)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k5_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k5_t1)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k5_t2)_) obj -3679
     x(_z(j3_k5_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k5_t2)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k5_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k5_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k5_t2)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k5_t3)_) obj -3679
     x(_z(j3_k5_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k5_t3)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k5_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k5_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k5_t3)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k5_t4)_) obj -3679
     x(_z(j3_k5_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k5_t4)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k5_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k5_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k5_t4)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k5_t5)_) obj -3679
     x(_z(j3_k5_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k5_t5)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k5_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k5_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k5_t5)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k5_t6)_) obj -3679
     x(_z(j3_k5_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k5_t6)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k5_t6)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k5_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k5_t6)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k5_t6)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k6_t0)_) obj -3679
     x(_z(j3_k6_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k6_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k6_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k6_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k6_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k6_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k6_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k6_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k6_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k6_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k6_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k6_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k6_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k6_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k6_t0)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k6_t0)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k6_t0)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k6_t1)_) obj -3679
     x(_z(j3_k6_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k6_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k6_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k6_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k6_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k6_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k6_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k6_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k6_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k6_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k6_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k6_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k6_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k6_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k6_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k6_t1)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k6_t1)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k6_t1)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k6_t2)_) obj -3679
     x(_z(j3_k6_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k6_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k6_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k6_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k6_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k6_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k6_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k6_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k6_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k6_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k6_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k6_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k6_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k6_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k6_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k6_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k6_t2)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k6_t2)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k6_t2)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k6_t3)_) obj -3679
     x(_z(j3_k6_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k6_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k6_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k6_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k6_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k6_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k6_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k6_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k6_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k6_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k6_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k6_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k6_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k6_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k6_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k6_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k6_t3)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k6_t3)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k6_t3)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k7_t0)_) obj -3679
     x(_z(j3_k7_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k7_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k7_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k7_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k7_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k7_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k7_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k7_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k7_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k7_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k7_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k7_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k7_t0)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k7_t1)_) obj -3679
     x(_z(j3_k7_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k7_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k7_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k7_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k7_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k7_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k7_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k7_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k7_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k7_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k7_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k7_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k7_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k7_t1)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k7_t2)_) obj -3679
     x(_z(j3_k7_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k7_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k7_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k7_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k7_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k7_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k7_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k7_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k7_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k7_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k7_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k7_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k7_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k7_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k7_t2)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k7_t3)_) obj -3679
     x(_z(j3_k7_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k7_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k7_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k7_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k7_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k7_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k7_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k7_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k7_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k7_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k7_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k7_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k7_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k7_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k7_t3)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k7_t4)_) obj -3679
     x(_z(j3_k7_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k7_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k7_t4)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k7_t4)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k7_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k7_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k7_t4)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k7_t4)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k7_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k7_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k7_t4)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k7_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k7_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k7_t4)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k7_t4)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k7_t5)_) obj -3679
     x(_z(j3_k7_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k7_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k7_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k7_t5)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k7_t5)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k7_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k7_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k7_t5)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k7_t5)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k7_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k7_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k7_t5)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k7_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k7_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k7_t5)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k7_t5)_) c_e_con(_workers(j3_m0)_)_ -2
     x(_z(j3_k8_t0)_) obj -3679
     x(_z(j3_k8_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t0)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k8_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k8_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k8_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k8_t0)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k8_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k8_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k8_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k8_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k8_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k8_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k8_t0)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k8_t1)_) obj -3679
     x(_z(j3_k8_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t1)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k8_t1)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k8_t1)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k8_t1)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k8_t1)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k8_t1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k8_t1)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k8_t1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k8_t1)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k8_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k8_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k8_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k8_t1)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k8_t2)_) obj -3679
     x(_z(j3_k8_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t2)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k8_t2)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k8_t2)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k8_t2)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k8_t2)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k8_t2)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k8_t2)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k8_t2)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k8_t2)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k8_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k8_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k8_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k8_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k8_t2)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k8_t3)_) obj -3679
     x(_z(j3_k8_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t3)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k8_t3)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k8_t3)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k8_t3)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k8_t3)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k8_t3)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k8_t3)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k8_t3)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k8_t3)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k8_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k8_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k8_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k8_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k8_t3)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k8_t4)_) obj -3679
     x(_z(j3_k8_t4)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t4)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t4)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k8_t4)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k8_t4)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k8_t4)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k8_t4)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k8_t4)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k8_t4)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k8_t4)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k8_t4)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k8_t4)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k8_t4)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k8_t4)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k8_t4)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k8_t4)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k8_t5)_) obj -3679
     x(_z(j3_k8_t5)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t5)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t5)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k8_t5)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k8_t5)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k8_t5)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k8_t5)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k8_t5)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k8_t5)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k8_t5)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k8_t5)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k8_t5)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k8_t5)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k8_t5)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k8_t5)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k8_t5)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k8_t6)_) obj -3679
     x(_z(j3_k8_t6)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t6)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k8_t6)_) c_u_con(_coloc(j3_h0_m0)_)_ 3
     x(_z(j3_k8_t6)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k8_t6)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k8_t6)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k8_t6)_) c_u_con(_coloc(j3_h1_m0)_)_ 3
     x(_z(j3_k8_t6)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k8_t6)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k8_t6)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k8_t6)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k8_t6)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k8_t6)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k8_t6)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k8_t6)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k8_t6)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k9_t0)_) obj -3679
     x(_z(j3_k9_t0)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k9_t0)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k9_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k9_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k9_t0)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k9_t0)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k9_t0)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k9_t0)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k9_t1)_) obj -3679
     x(_z(j3_k9_t1)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k9_t1)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k9_t1)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k9_t1)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k9_t1)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k9_t1)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k9_t1)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k9_t1)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k9_t1)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k9_t2)_) obj -3679
     x(_z(j3_k9_t2)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k9_t2)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k9_t2)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k9_t2)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k9_t2)_) c_e_con(_running(j3_t2)_)_ -1
     x(_z(j3_k9_t2)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k9_t2)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k9_t2)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k9_t2)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k9_t2)_) c_e_con(_workers(j3_m0)_)_ -1
     x(_z(j3_k9_t3)_) obj -3679
     x(_z(j3_k9_t3)_) r_l_con(_assign(j3)_)_ 1
     x(_z(j3_k9_t3)_) r_u_con(_assign(j3)_)_ 1
     x(_z(j3_k9_t3)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k9_t3)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k9_t3)_) c_e_con(_running(j3_t3)_)_ -1
     x(_z(j3_k9_t3)_) c_e_con(_running(j3_t4)_)_ -1
     x(_z(j3_k9_t3)_) c_e_con(_running(j3_t5)_)_ -1
     x(_z(j3_k9_t3)_) c_e_con(_running(j3_t6)_)_ -1
     x(_z(j3_k9_t3)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k9_t3)_) c_e_con(_workers(j3_m0)_)_ -1
RHS
     RHS r_l_con(_assign(j0)_)_ 0
     RHS r_u_con(_assign(j0)_)_ 1
     RHS r_l_con(_assign(j3)_)_ 0
     RHS r_u_con(_assign(j3)_)_ 1
     RHS c_u_con(_cap(h0_t2_r0)_)_ 16
     RHS c_u_con(_cap(h0_t2_r1)_)_ 62
     RHS c_u_con(_cap(h0_t2_r2)_)_ 288
     RHS c_u_con(_cap(h0_t2_r3)_)_ 37
     RHS c_u_con(_cap(h0_t3_r0)_)_ 16
     RHS c_u_con(_cap(h0_t3_r1)_)_ 62
     RHS c_u_con(_cap(h0_t3_r2)_)_ 288
     RHS c_u_con(_cap(h0_t3_r3)_)_ 37
     RHS c_u_con(_cap(h0_t4_r0)_)_ 16
     RHS c_u_con(_cap(h0_t4_r1)_)_ 62
     RHS c_u_con(_cap(h0_t4_r2)_)_ 288
     RHS c_u_con(_cap(h0_t4_r3)_)_ 37
     RHS c_u_con(_cap(h0_t5_r0)_)_ 16
     RHS c_u_con(_cap(h0_t5_r1)_)_ 62
     RHS c_u_con(_cap(h0_t5_r2)_)_ 288
     RHS c_u_con(_cap(h0_t5_r3)_)_ 37
     RHS c_u_con(_cap(h0_t6_r0)_)_ 16
     RHS c_u_con(_cap(h0_t6_r1)_)_ 62
     RHS c_u_con(_cap(h0_t6_r2)_)_ 288
     RHS c_u_con(_cap(h0_t6_r3)_)_ 37
     RHS c_u_con(_cap(h0_t7_r0)_)_ 16
     RHS c_u_con(_cap(h0_t7_r1)_)_ 62
     RHS c_u_con(_cap(h0_t7_r2)_)_ 288
     RHS c_u_con(_cap(h0_t7_r3)_)_ 37
     RHS c_u_con(_cap(h1_t2_r0)_)_ 4
     RHS c_u_con(_cap(h1_t2_r1)_)_ 31
     RHS c_u_con(_cap(h1_t2_r2)_)_ 96
     RHS c_u_con(_cap(h1_t2_r3)_)_ 21.5
     RHS c_u_con(_cap(h1_t3_r0)_)_ 4
     RHS c_u_con(_cap(h1_t3_r1)_)_ 31
     RHS c_u_con(_cap(h1_t3_r2)_)_ 96
     RHS c_u_con(_cap(h1_t3_r3)_)_ 21.5
     RHS c_u_con(_cap(h1_t4_r0)_)_ 4
     RHS c_u_con(_cap(h1_t4_r1)_)_ 31
     RHS c_u_con(_cap(h1_t4_r2)_)_ 96
     RHS c_u_con(_cap(h1_t4_r3)_)_ 21.5
     RHS c_u_con(_cap(h1_t5_r0)_)_ 4
     RHS c_u_con(_cap(h1_t5_r1)_)_ 31
     RHS c_u_con(_cap(h1_t5_r2)_)_ 96
     RHS c_u_con(_cap(h1_t5_r3)_)_ 21.5
     RHS c_u_con(_cap(h1_t6_r0)_)_ 4
     RHS c_u_con(_cap(h1_t6_r1)_)_ 31
     RHS c_u_con(_cap(h1_t6_r2)_)_ 96
     RHS c_u_con(_cap(h1_t6_r3)_)_ 21.5
     RHS c_u_con(_cap(h1_t7_r0)_)_ 4
     RHS c_u_con(_cap(h1_t7_r1)_)_ 31
     RHS c_u_con(_cap(h1_t7_r2)_)_ 96
     RHS c_u_con(_cap(h1_t7_r3)_)_ 21.5
     RHS c_u_con(_coloc(j0_h0_m0)_)_ 3
     RHS c_u_con(_coloc(j0_h0_m1)_)_ 3
     RHS c_u_con(_coloc(j0_h0_p0)_)_ 4
     RHS c_u_con(_coloc(j0_h0_p1)_)_ 2
     RHS c_u_con(_coloc(j0_h1_m0)_)_ 3
     RHS c_u_con(_coloc(j0_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j0_h1_p0)_)_ 2
     RHS c_u_con(_coloc(j0_h1_p1)_)_ 1
     RHS c_u_con(_coloc(j3_h0_m0)_)_ 3
     RHS c_u_con(_coloc(j3_h0_m1)_)_ 3
     RHS c_u_con(_coloc(j3_h0_p0)_)_ 4
     RHS c_u_con(_coloc(j3_h0_p1)_)_ 2
     RHS c_u_con(_coloc(j3_h1_m0)_)_ 3
     RHS c_u_con(_coloc(j3_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j3_h1_p0)_)_ 2
     RHS c_u_con(_coloc(j3_h1_p1)_)_ 1
     RHS c_u_con(_fit(j0_h0_r1)_)_ 62
     RHS c_u_con(_fit(j0_h0_r2)_)_ 288
     RHS c_u_con(_fit(j0_h0_r3)_)_ 37
     RHS c_u_con(_fit(j0_h1_r0)_)_ 4
     RHS c_u_con(_fit(j0_h1_r1)_)_ 31
     RHS c_u_con(_fit(j0_h1_r2)_)_ 96
     RHS c_u_con(_fit(j0_h1_r3)_)_ 21.5
     RHS c_u_con(_fit(j3_h0_r1)_)_ 62
     RHS c_u_con(_fit(j3_h0_r2)_)_ 288
     RHS c_u_con(_fit(j3_h0_r3)_)_ 37
     RHS c_u_con(_fit(j3_h1_r0)_)_ 4
     RHS c_u_con(_fit(j3_h1_r1)_)_ 31
     RHS c_u_con(_fit(j3_h1_r2)_)_ 96
     RHS c_u_con(_fit(j3_h1_r3)_)_ 21.5
     RHS c_e_con(_home(j0)_)_ 0
     RHS c_e_con(_home(j3)_)_ 0
     RHS c_u_con(_ps_bw(j0_h0)_)_ 4
     RHS c_u_con(_ps_bw(j0_h1)_)_ 12
     RHS c_u_con(_ps_bw(j3_h0)_)_ 4
     RHS c_u_con(_ps_bw(j3_h1)_)_ 12
     RHS c_l_con(_ps_min(j0)_)_ 0
     RHS c_l_con(_ps_min(j3)_)_ 0
     RHS c_u_con(_ps_on(j0_h0_p0)_)_ 0
     RHS c_u_con(_ps_on(j0_h0_p1)_)_ 0
     RHS c_u_con(_ps_on(j0_h1_p0)_)_ 0
     RHS c_u_con(_ps_on(j0_h1_p1)_)_ 0
     RHS c_u_con(_ps_on(j3_h0_p0)_)_ 0
     RHS c_u_con(_ps_on(j3_h0_p1)_)_ 0
     RHS c_u_con(_ps_on(j3_h1_p0)_)_ 0
     RHS c_u_con(_ps_on(j3_h1_p1)_)_ 0
     RHS c_u_con(_pstype(j0_p0)_)_ 0
     RHS c_u_con(_pstype(j0_p1)_)_ 0
     RHS c_u_con(_pstype(j3_p0)_)_ 0
     RHS c_u_con(_pstype(j3_p1)_)_ 0
     RHS c_e_con(_running(j0_t2)_)_ 0
     RHS c_e_con(_running(j0_t3)_)_ 0
     RHS c_e_con(_running(j0_t4)_)_ 0
     RHS c_e_con(_running(j0_t5)_)_ 0
     RHS c_e_con(_running(j0_t6)_)_ 0
     RHS c_e_con(_running(j0_t7)_)_ 0
     RHS c_e_con(_running(j3_t2)_)_ 0
     RHS c_e_con(_running(j3_t3)_)_ 0
     RHS c_e_con(_running(j3_t4)_)_ 0
     RHS c_e_con(_running(j3_t5)_)_ 0
     RHS c_e_con(_running(j3_t6)_)_ 0
     RHS c_e_con(_running(j3_t7)_)_ 0
     RHS c_l_con(_use(j0_h0_t2_r0)_)_ -12
     RHS c_l_con(_use(j0_h0_t2_r1)_)_ -62
     RHS c_l_con(_use(j0_h0_t2_r2)_)_ -256
     RHS c_l_con(_use(j0_h0_t2_r3)_)_ -37
     RHS c_l_con(_use(j0_h0_t3_r0)_)_ -12
     RHS c_l_con(_use(j0_h0_t3_r1)_)_ -62
     RHS c_l_con(_use(j0_h0_t3_r2)_)_ -256
     RHS c_l_con(_use(j0_h0_t3_r3)_)_ -37
     RHS c_l_con(_use(j0_h0_t4_r0)_)_ -12
     RHS c_l_con(_use(j0_h0_t4_r1)_)_ -62
     RHS c_l_con(_use(j0_h0_t4_r2)_)_ -256
     RHS c_l_con(_use(j0_h0_t4_r3)_)_ -37
     RHS c_l_con(_use(j0_h0_t5_r0)_)_ -12
     RHS c_l_con(_use(j0_h0_t5_r1)_)_ -62
     RHS c_l_con(_use(j0_h0_t5_r2)_)_ -256
     RHS c_l_con(_use(j0_h0_t5_r3)_)_ -37
     RHS c_l_con(_use(j0_h0_t6_r0)_)_ -12
     RHS c_l_con(_use(j0_h0_t6_r1)_)_ -62
     RHS c_l_con(_use(j0_h0_t6_r2)_)_ -256
     RHS c_l_con(_use(j0_h0_t6_r3)_)_ -37
     RHS c_l_con(_use(j0_h0_t7_r0)_)_ -12
     RHS c_l_con(_use(j0_h0_t7_r1)_)_ -62
     RHS c_l_con(_use(j0_h0_t7_r2)_)_ -256
     RHS c_l_con(_use(j0_h0_t7_r3)_)_ -37
     RHS c_l_con(_use(j0_h1_t2_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t2_r1)_)_ -28
     RHS c_l_con(_use(j0_h1_t2_r2)_)_ -96
     RHS c_l_con(_use(j0_h1_t2_r3)_)_ -21.5
     RHS c_l_con(_use(j0_h1_t3_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t3_r1)_)_ -28
     RHS c_l_con(_use(j0_h1_t3_r2)_)_ -96
     RHS c_l_con(_use(j0_h1_t3_r3)_)_ -21.5
     RHS c_l_con(_use(j0_h1_t4_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t4_r1)_)_ -28
     RHS c_l_con(_use(j0_h1_t4_r2)_)_ -96
     RHS c_l_con(_use(j0_h1_t4_r3)_)_ -21.5
     RHS c_l_con(_use(j0_h1_t5_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t5_r1)_)_ -28
     RHS c_l_con(_use(j0_h1_t5_r2)_)_ -96
     RHS c_l_con(_use(j0_h1_t5_r3)_)_ -21.5
     RHS c_l_con(_use(j0_h1_t6_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t6_r1)_)_ -28
     RHS c_l_con(_use(j0_h1_t6_r2)_)_ -96
     RHS c_l_con(_use(j0_h1_t6_r3)_)_ -21.5
     RHS c_l_con(_use(j0_h1_t7_r0)_)_ -4
     RHS c_l_con(_use(j0_h1_t7_r1)_)_ -28
     RHS c_l_con(_use(j0_h1_t7_r2)_)_ -96
     RHS c_l_con(_use(j0_h1_t7_r3)_)_ -21.5
     RHS c_l_con(_use(j3_h0_t2_r0)_)_ -12
     RHS c_l_con(_use(j3_h0_t2_r1)_)_ -62
     RHS c_l_con(_use(j3_h0_t2_r2)_)_ -256
     RHS c_l_con(_use(j3_h0_t2_r3)_)_ -37
     RHS c_l_con(_use(j3_h0_t3_r0)_)_ -12
     RHS c_l_con(_use(j3_h0_t3_r1)_)_ -62
     RHS c_l_con(_use(j3_h0_t3_r2)_)_ -256
     RHS c_l_con(_use(j3_h0_t3_r3)_)_ -37
     RHS c_l_con(_use(j3_h0_t4_r0)_)_ -12
     RHS c_l_con(_use(j3_h0_t4_r1)_)_ -62
     RHS c_l_con(_use(j3_h0_t4_r2)_)_ -256
     RHS c_l_con(_use(j3_h0_t4_r3)_)_ -37
     RHS c_l_con(_use(j3_h0_t5_r0)_)_ -12
     RHS c_l_con(_use(j3_h0_t5_r1)_)_ -62
     RHS c_l_con(_use(j3_h0_t5_r2)_)_ -256
     RHS c_l_con(_use(j3_h0_t5_r3)_)_ -37
     RHS c_l_con(_use(j3_h0_t6_r0)_)_ -12
     RHS c_l_con(_use(j3_h0_t6_r1)_)_ -62
     RHS c_l_con(_use(j3_h0_t6_r2)_)_ -256
     RHS c_l_con(_use(j3_h0_t6_r3)_)_ -37
     RHS c_l_con(_use(j3_h0_t7_r0)_)_ -12
     RHS c_l_con(_use(j3_h0_t7_r1)_)_ -62
     RHS c_l_con(_use(j3_h0_t7_r2)_)_ -256
     RHS c_l_con(_use(j3_h0_t7_r3)_)_ -37
     RHS c_l_con(_use(j3_h1_t2_r0)_)_ -4
     RHS c_l_con(_use(j3_h1_t2_r1)_)_ -28
     RHS c_l_con(_use(j3_h1_t2_r2)_)_ -96
     RHS c_l_con(_use(j3_h1_t2_r3)_)_ -21.5
     RHS c_l_con(_use(j3_h1_t3_r0)_)_ -4
     RHS c_l_con(_use(j3_h1_t3_r1)_)_ -28
     RHS c_l_con(_use(j3_h1_t3_r2)_)_ -96
     RHS c_l_con(_use(j3_h1_t3_r3)_)_ -21.5
     RHS c_l_con(_use(j3_h1_t4_r0)_)_ -4
     RHS c_l_con(_use(j3_h1_t4_r1)_)_ -28
     RHS c_l_con(_use(j3_h1_t4_r2)_)_ -96
     RHS c_l_con(_use(j3_h1_t4_r3)_)_ -21.5
     RHS c_l_con(_use(j3_h1_t5_r0)_)_ -4
     RHS c_l_con(_use(j3_h1_t5_r1)_)_ -28
     RHS c_l_con(_use(j3_h1_t5_r2)_)_ -96
     RHS c_l_con(_use(j3_h1_t5_r3)_)_ -21.5
     RHS c_l_con(_use(j3_h1_t6_r0)_)_ -4
     RHS c_l_con(_use(j3_h1_t6_r1)_)_ -28
     RHS c_l_con(_use(j3_h1_t6_r2)_)_ -96
     RHS c_l_con(_use(j3_h1_t6_r3)_)_ -21.5
     RHS c_l_con(_use(j3_h1_t7_r0)_)_ -4
     RHS c_l_con(_use(j3_h1_t7_r1)_)_ -28
     RHS c_l_con(_use(j3_h1_t7_r2)_)_ -96
     RHS c_l_con(_use(j3_h1_t7_r3)_)_ -21.5
     RHS c_e_con(_workers(j0_m0)_)_ 0
     RHS c_e_con(_workers(j0_m1)_)_ 0
     RHS c_e_con(_workers(j3_m0)_)_ 0
     RHS c_e_con(_workers(j3_m1)_)_ 0
BOUNDS
 LO BOUND x(_g(j0_h0_t2_r0)_) 0
 UP BOUND x(_g(j0_h0_t2_r0)_) 16
 LO BOUND x(_g(j0_h0_t2_r1)_) 0
 UP BOUND x(_g(j0_h0_t2_r1)_) 62
 LO BOUND x(_g(j0_h0_t2_r2)_) 0
 UP BOUND x(_g(j0_h0_t2_r2)_) 288
 LO BOUND x(_g(j0_h0_t2_r3)_) 0
 UP BOUND x(_g(j0_h0_t2_r3)_) 37
 LO BOUND x(_g(j0_h0_t3_r0)_) 0
 UP BOUND x(_g(j0_h0_t3_r0)_) 16
 LO BOUND x(_g(j0_h0_t3_r1)_) 0
 UP BOUND x(_g(j0_h0_t3_r1)_) 62
 LO BOUND x(_g(j0_h0_t3_r2)_) 0
 UP BOUND x(_g(j0_h0_t3_r2)_) 288
 LO BOUND x(_g(j0_h0_t3_r3)_) 0
 UP BOUND x(_g(j0_h0_t3_r3)_) 37
 LO BOUND x(_g(j0_h0_t4_r0)_) 0
 UP BOUND x(_g(j0_h0_t4_r0)_) 16
 LO BOUND x(_g(j0_h0_t4_r1)_) 0
 UP BOUND x(_g(j0_h0_t4_r1)_) 62
 LO BOUND x(_g(j0_h0_t4_r2)_) 0
 UP BOUND x(_g(j0_h0_t4_r2)_) 288
 LO BOUND x(_g(j0_h0_t4_r3)_) 0
 UP BOUND x(_g(j0_h0_t4_r3)_) 37
 LO BOUND x(_g(j0_h0_t5_r0)_) 0
 UP BOUND x(_g(j0_h0_t5_r0)_) 16
 LO BOUND x(_g(j0_h0_t5_r1)_) 0
 UP BOUND x(_g(j0_h0_t5_r1)_) 62
 LO BOUND x(_g(j0_h0_t5_r2)_) 0
 UP BOUND x(_g(j0_h0_t5_r2)_) 288
 LO BOUND x(_g(j0_h0_t5_r3)_) 0
 UP BOUND x(_g(j0_h0_t5_r3)_) 37
 LO BOUND x(_g(j0_h0_t6_r0)_) 0
 UP BOUND x(_g(j0_h0_t6_r0)_) 16
 LO BOUND x(_g(j0_h0_t6_r1)_) 0
 UP BOUND x(_g(j0_h0_t6_r1)_) 62
 LO BOUND x(_g(j0_h0_t6_r2)_) 0
 UP BOUND x(_g(j0_h0_t6_r2)_) 288
 LO BOUND x(_g(j0_h0_t6_r3)_) 0
 UP BOUND x(_g(j0_h0_t6_r3)_) 37
 LO BOUND x(_g(j0_h0_t7_r0)_) 0
 UP BOUND x(_g(j0_h0_t7_r0)_) 16
 LO BOUND x(_g(j0_h0_t7_r1)_) 0
 UP BOUND x(_g(j0_h0_t7_r1)_) 62
 LO BOUND x(_g(j0_h0_t7_r2)_) 0
 UP BOUND x(_g(j0_h0_t7_r2)_) 288
 LO BOUND x(_g(j0_h0_t7_r3)_) 0
 UP BOUND x(_g(j0_h0_t7_r3)_) 37
 LO BOUND x(_g(j0_h1_t2_r0)_) 0
 UP BOUND x(_g(j0_h1_t2_r0)_) 4
 LO BOUND x(_g(j0_h1_t2_r1)_) 0
 UP BOUND x(_g(j0_h1_t2_r1)_) 31
 LO BOUND x(_g(j0_h1_t2_r2)_) 0
 UP BOUND x(_g(j0_h1_t2_r2)_) 96
 LO BOUND x(_g(j0_h1_t2_r3)_) 0
 UP BOUND x(_g(j0_h1_t2_r3)_) 21.5
 LO BOUND x(_g(j0_h1_t3_r0)_) 0
 UP BOUND x(_g(j0_h1_t3_r0)_) 4
 LO BOUND x(_g(j0_h1_t3_r1)_) 0
 UP BOUND x(_g(j0_h1_t3_r1)_) 31
 LO BOUND x(_g(j0_h1_t3_r2)_) 0
 UP BOUND x(_g(j0_h1_t3_r2)_) 96
 LO BOUND x(_g(j0_h1_t3_r3)_) 0
 UP BOUND x(_g(j0_h1_t3_r3)_) 21.5
 LO BOUND x(_g(j0_h1_t4_r0)_) 0
 UP BOUND x(_g(j0_h1_t4_r0)_) 4
 LO BOUND x(_g(j0_h1_t4_r1)_) 0
 UP BOUND x(_g(j0_h1_t4_r1)_) 31
 LO BOUND x(_g(j0_h1_t4_r2)_) 0
 UP BOUND x(_g(j0_h1_t4_r2)_) 96
 LO BOUND x(_g(j0_h1_t4_r3)_) 0
 UP BOUND x(_g(j0_h1_t4_r3)_) 21.5
 LO BOUND x(_g(j0_h1_t5_r0)_) 0
 UP BOUND x(_g(j0_h1_t5_r0)_) 4
 LO BOUND x(_g(j0_h1_t5_r1)_) 0
 UP BOUND x(_g(j0_h1_t5_r1)_) 31
 LO BOUND x(_g(j0_h1_t5_r2)_) 0
 UP BOUND x(_g(j0_h1_t5_r2)_) 96
 LO BOUND x(_g(j0_h1_t5_r3)_) 0
 UP BOUND x(_g(j0_h1_t5_r3)_) 21.5
 LO BOUND x(_g(j0_h1_t6_r0)_) 0
 UP BOUND x(_g(j0_h1_t6_r0)_) 4
 LO BOUND x(_g(j0_h1_t6_r1)_) 0
 UP BOUND x(_g(j0_h1_t6_r1)_) 31
 LO BOUND x(_g(j0_h1_t6_r2)_) 0
 UP BOUND x(_g(j0_h1_t6_r2)_) 96
 LO BOUND x(_g(j0_h1_t6_r3)_) 0
 UP BOUND x(_g(j0_h1_t6_r3)_) 21.5
 LO BOUND x(_g(j0_h1_t7_r0)_) 0
 UP BOUND x(_g(j0_h1_t7_r0)_) 4
 LO BOUND x(_g(j0_h1_t7_r1)_) 0
 UP BOUND x(_g(j0_h1_t7_r1)_) 31
 LO BOUND x(_g(j0_h1_t7_r2)_) 0
 UP BOUND x(_g(j0_h1_t7_r2)_) 96
 LO BOUND x(_g(j0_h1_t7_r3)_) 0
 UP BOUND x(_g(j0_h1_t7_r3)_) 21.5
 LO BOUND x(_g(j3_h0_t2_r0)_) 0
 UP BOUND x(_g(j3_h0_t2_r0)_) 16
 LO BOUND x(_g(j3_h0_t2_r1)_) 0
 UP BOUND x(_g(j3_h0_t2_r1)_) 62
 LO BOUND x(_g(j3_h0_t2_r2)_) 0
 UP BOUND x(_g(j3_h0_t2_r2)_) 288
 LO BOUND x(_g(j3_h0_t2_r3)_) 0
 UP BOUND x(_g(j3_h0_t2_r3)_) 37
 LO BOUND x(_g(j3_h0_t3_r0)_) 0
 UP BOUND x(_g(j3_h0_t3_r0)_) 16
 LO BOUND x(_g(j3_h0_t3_r1)_) 0
 UP BOUND x(_g(j3_h0_t3_r1)_) 62
 LO BOUND x(_g(j3_h0_t3_r2)_) 0
 UP BOUND x(_g(j3_h0_t3_r2)_) 288
 LO BOUND x(_g(j3_h0_t3_r3)_) 0
 UP BOUND x(_g(j3_h0_t3_r3)_) 37
 LO BOUND x(_g(j3_h0_t4_r0)_) 0
 UP BOUND x(_g(j3_h0_t4_r0)_) 16
 LO BOUND x(_g(j3_h0_t4_r1)_) 0
 UP BOUND x(_g(j3_h0_t4_r1)_) 62
 LO BOUND x(_g(j3_h0_t4_r2)_) 0
 UP BOUND x(_g(j3_h0_t4_r2)_) 288
 LO BOUND x(_g(j3_h0_t4_r3)_) 0
 UP BOUND x(_g(j3_h0_t4_r3)_) 37
 LO BOUND x(_g(j3_h0_t5_r0)_) 0
 UP BOUND x(_g(j3_h0_t5_r0)_) 16
 LO BOUND x(_g(j3_h0_t5_r1)_) 0
 UP BOUND x(_g(j3_h0_t5_r1)_) 62
 LO BOUND x(_g(j3_h0_t5_r2)_) 0
 UP BOUND x(_g(j3_h0_t5_r2)_) 288
 LO BOUND x(_g(j3_h0_t5_r3)_) 0
 UP BOUND x(_g(j3_h0_t5_r3)_) 37
 LO BOUND x(_g(j3_h0_t6_r0)_) 0
 UP BOUND x(_g(j3_h0_t6_r0)_) 16
 LO BOUND x(_g(j3_h0_t6_r1)_) 0
 UP BOUND x(_g(j3_h0_t6_r1)_) 62
 LO BOUND x(_g(j3_h0_t6_r2)_) 0
 UP BOUND x(_g(j3_h0_t6_r2)_) 288
 LO BOUND x(_g(j3_h0_t6_r3)_) 0
 UP BOUND x(_g(j3_h0_t6_r3)_) 37
 LO BOUND x(_g(j3_h0_t7_r0)_) 0
 UP BOUND x(_g(j3_h0_t7_r0)_) 16
 LO BOUND x(_g(j3_h0_t7_r1)_) 0
 UP BOUND x(_g(j3_h0_t7_r1)_) 62
 LO BOUND x(_g(j3_h0_t7_r2)_) 0
 UP BOUND x(_g(j3_h0_t7_r2)_) 288
 LO BOUND x(_g(j3_h0_t7_r3)_) 0
 UP BOUND x(_g(j3_h0_t7_r3)_) 37
 LO BOUND x(_g(j3_h1_t2_r0)_) 0
 UP BOUND x(_g(j3_h1_t2_r0)_) 4
 LO BOUND x(_g(j3_h1_t2_r1)_) 0
 UP BOUND x(_g(j3_h1_t2_r1)_) 31
 LO BOUND x(_g(j3_h1_t2_r2)_) 0
 UP BOUND x(_g(j3_h1_t2_r2)_) 96
 LO BOUND x(_g(j3_h1_t2_r3)_) 0
 UP BOUND x(_g(j3_h1_t2_r3)_) 21.5
 LO BOUND x(_g(j3_h1_t3_r0)_) 0
 UP BOUND x(_g(j3_h1_t3_r0)_) 4
 LO BOUND x(_g(j3_h1_t3_r1)_) 0
 UP BOUND x(_g(j3_h1_t3_r1)_) 31
 LO BOUND x(_g(j3_h1_t3_r2)_) 0
 UP BOUND x(_g(j3_h1_t3_r2)_) 96
 LO BOUND x(_g(j3_h1_t3_r3)_) 0
 UP BOUND x(_g(j3_h1_t3_r3)_) 21.5
 LO BOUND x(_g(j3_h1_t4_r0)_) 0
 UP BOUND x(_g(j3_h1_t4_r0)_) 4
 LO BOUND x(_g(j3_h1_t4_r1)_) 0
 UP BOUND x(_g(j3_h1_t4_r1)_) 31
 LO BOUND x(_g(j3_h1_t4_r2)_) 0
 UP BOUND x(_g(j3_h1_t4_r2)_) 96
 LO BOUND x(_g(j3_h1_t4_r3)_) 0
 UP BOUND x(_g(j3_h1_t4_r3)_) 21.5
 LO BOUND x(_g(j3_h1_t5_r0)_) 0
 UP BOUND x(_g(j3_h1_t5_r0)_) 4
 LO BOUND x(_g(j3_h1_t5_r1)_) 0
 UP BOUND x(_g(j3_h1_t5_r1)_) 31
 LO BOUND x(_g(j3_h1_t5_r2)_) 0
 UP BOUND x(_g(j3_h1_t5_r2)_) 96
 LO BOUND x(_g(j3_h1_t5_r3)_) 0
 UP BOUND x(_g(j3_h1_t5_r3)_) 21.5
 LO BOUND x(_g(j3_h1_t6_r0)_) 0
 UP BOUND x(_g(j3_h1_t6_r0)_) 4
 LO BOUND x(_g(j3_h1_t6_r1)_) 0
 UP BOUND x(_g(j3_h1_t6_r1)_) 31
 LO BOUND x(_g(j3_h1_t6_r2)_) 0
 UP BOUND x(_g(j3_h1_t6_r2)_) 96
 LO BOUND x(_g(j3_h1_t6_r3)_) 0
 UP BOUND x(_g(j3_h1_t6_r3)_) 21.5
 LO BOUND x(_g(j3_h1_t7_r0)_) 0
 UP BOUND x(_g(j3_h1_t7_r0)_) 4
 LO BOUND x(_g(j3_h1_t7_r1)_) 0
 UP BOUND x(_g(j3_h1_t7_r1)_) 31
 LO BOUND x(_g(j3_h1_t7_r2)_) 0
 UP BOUND x(_g(j3_h1_t7_r2)_) 96
 LO BOUND x(_g(j3_h1_t7_r3)_) 0
 UP BOUND x(_g(j3_h1_t7_r3)_) 21.5
 BV BOUND x(_o(j0_h0)_)
 BV BOUND x(_o(j0_h1)_)
 BV BOUND x(_o(j3_h0)_)
 BV BOUND x(_o(j3_h1)_)
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
 LO BOUND x(_run(j0_t7)_) 0
 UP BOUND x(_run(j0_t7)_) 1
 LO BOUND x(_run(j3_t2)_) 0
 UP BOUND x(_run(j3_t2)_) 1
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
 LI BOUND x(_s(j0_h0_p0)_) 0
 UI BOUND x(_s(j0_h0_p0)_) 4
 LI BOUND x(_s(j0_h0_p1)_) 0
 UI BOUND x(_s(j0_h0_p1)_) 2
 LI BOUND x(_s(j0_h1_p0)_) 0
 UI BOUND x(_s(j0_h1_p0)_) 2
 BV BOUND x(_s(j0_h1_p1)_)
 LI BOUND x(_s(j3_h0_p0)_) 0
 UI BOUND x(_s(j3_h0_p0)_) 4
 LI BOUND x(_s(j3_h0_p1)_) 0
 UI BOUND x(_s(j3_h0_p1)_) 2
 LI BOUND x(_s(j3_h1_p0)_) 0
 UI BOUND x(_s(j3_h1_p0)_) 2
 BV BOUND x(_s(j3_h1_p1)_)
 BV BOUND x(_sigma(j0_h0)_)
 BV BOUND x(_sigma(j0_h1)_)
 BV BOUND x(_sigma(j3_h0)_)
 BV BOUND x(_sigma(j3_h1)_)
 LI BOUND x(_y(j0_h0_m0)_) 0
 UI BOUND x(_y(j0_h0_m0)_) 3
 LI BOUND x(_y(j0_h0_m1)_) 0
 UI BOUND x(_y(j0_h0_m1)_) 3
 LI BOUND x(_y(j0_h1_m0)_) 0
 UI BOUND x(_y(j0_h1_m0)_) 3
 BV BOUND x(_y(j0_h1_m1)_)
 LI BOUND x(_y(j3_h0_m0)_) 0
 UI BOUND x(_y(j3_h0_m0)_) 3
 LI BOUND x(_y(j3_h0_m1)_) 0
 UI BOUND x(_y(j3_h0_m1)_) 3
 LI BOUND x(_y(j3_h1_m0)_) 0
 UI BOUND x(_y(j3_h1_m0)_) 3
 BV BOUND x(_y(j3_h1_m1)_)
 BV BOUND x(_z(j0_k0_t2)_)
 BV BOUND x(_z(j0_k0_t3)_)
 BV BOUND x(_z(j0_k1_t2)_)
 BV BOUND x(_z(j0_k1_t3)_)
 BV BOUND x(_z(j0_k1_t4)_)
 BV BOUND x(_z(j0_k10_t2)_)
 BV BOUND x(_z(j0_k10_t3)_)
 BV BOUND x(_z(j0_k10_t4)_)
 BV BOUND x(_z(j0_k10_t5)_)
 BV BOUND x(_z(j0_k10_t6)_)
 BV BOUND x(_z(j0_k11_t2)_)
 BV BOUND x(_z(j0_k12_t2)_)
 BV BOUND x(_z(j0_k12_t3)_)
 BV BOUND x(_z(j0_k12_t4)_)
 BV BOUND x(_z(j0_k12_t5)_)
 BV BOUND x(_z(j0_k13_t2)_)
 BV BOUND x(_z(j0_k13_t3)_)
 BV BOUND x(_z(j0_k13_t4)_)
 BV BOUND x(_z(j0_k13_t5)_)
 BV BOUND x(_z(j0_k13_t6)_)
 BV BOUND x(_z(j0_k14_t2)_)
 BV BOUND x(_z(j0_k15_t2)_)
 BV BOUND x(_z(j0_k15_t3)_)
 BV BOUND x(_z(j0_k15_t4)_)
 BV BOUND x(_z(j0_k15_t5)_)
 BV BOUND x(_z(j0_k16_t2)_)
 BV BOUND x(_z(j0_k16_t3)_)
 BV BOUND x(_z(j0_k16_t4)_)
 BV BOUND x(_z(j0_k16_t5)_)
 BV BOUND x(_z(j0_k16_t6)_)
 BV BOUND x(_z(j0_k17_t2)_)
 BV BOUND x(_z(j0_k18_t2)_)
 BV BOUND x(_z(j0_k18_t3)_)
 BV BOUND x(_z(j0_k18_t4)_)
 BV BOUND x(_z(j0_k18_t5)_)
 BV BOUND x(_z(j0_k19_t2)_)
 BV BOUND x(_z(j0_k19_t3)_)
 BV BOUND x(_z(j0_k19_t4)_)
 BV BOUND x(_z(j0_k19_t5)_)
 BV BOUND x(_z(j0_k19_t6)_)
 BV BOUND x(_z(j0_k2_t2)_)
 BV BOUND x(_z(j0_k2_t3)_)
 BV BOUND x(_z(j0_k3_t2)_)
 BV BOUND x(_z(j0_k3_t3)_)
 BV BOUND x(_z(j0_k3_t4)_)
 BV BOUND x(_z(j0_k4_t2)_)
 BV BOUND x(_z(j0_k4_t3)_)
 BV BOUND x(_z(j0_k5_t2)_)
 BV BOUND x(_z(j0_k5_t3)_)
 BV BOUND x(_z(j0_k5_t4)_)
 BV BOUND x(_z(j0_k6_t2)_)
 BV BOUND x(_z(j0_k6_t3)_)
 BV BOUND x(_z(j0_k7_t2)_)
 BV BOUND x(_z(j0_k7_t3)_)
 BV BOUND x(_z(j0_k7_t4)_)
 BV BOUND x(_z(j0_k8_t2)_)
 BV BOUND x(_z(j0_k9_t2)_)
 BV BOUND x(_z(j0_k9_t3)_)
 BV BOUND x(_z(j0_k9_t4)_)
 BV BOUND x(_z(j0_k9_t5)_)
 BV BOUND x(_z(j3_k0_t0)_)
 BV BOUND x(_z(j3_k0_t1)_)
 BV BOUND x(_z(j3_k0_t2)_)
 BV BOUND x(_z(j3_k0_t3)_)
 BV BOUND x(_z(j3_k1_t0)_)
 BV BOUND x(_z(j3_k1_t1)_)
 BV BOUND x(_z(j3_k1_t2)_)
 BV BOUND x(_z(j3_k1_t3)_)
 BV BOUND x(_z(j3_k1_t4)_)
 BV BOUND x(_z(j3_k1_t5)_)
 BV BOUND x(_z(j3_k10_t0)_)
 BV BOUND x(_z(j3_k10_t1)_)
 BV BOUND x(_z(j3_k10_t2)_)
 BV BOUND x(_z(j3_k10_t3)_)
 BV BOUND x(_z(j3_k10_t4)_)
 BV BOUND x(_z(j3_k10_t5)_)
 BV BOUND x(_z(j3_k11_t0)_)
 BV BOUND x(_z(j3_k11_t1)_)
 BV BOUND x(_z(j3_k11_t2)_)
 BV BOUND x(_z(j3_k11_t3)_)
 BV BOUND x(_z(j3_k11_t4)_)
 BV BOUND x(_z(j3_k11_t5)_)
 BV BOUND x(_z(j3_k11_t6)_)
 BV BOUND x(_z(j3_k12_t0)_)
 BV BOUND x(_z(j3_k12_t1)_)
 BV BOUND x(_z(j3_k12_t2)_)
 BV BOUND x(_z(j3_k12_t3)_)
 BV BOUND x(_z(j3_k12_t4)_)
 BV BOUND x(_z(j3_k12_t5)_)
 BV BOUND x(_z(j3_k13_t0)_)
 BV BOUND x(_z(j3_k13_t1)_)
 BV BOUND x(_z(j3_k13_t2)_)
 BV BOUND x(_z(j3_k13_t3)_)
 BV BOUND x(_z(j3_k13_t4)_)
 BV BOUND x(_z(j3_k13_t5)_)
 BV BOUND x(_z(j3_k13_t6)_)
 BV BOUND x(_z(j3_k14_t0)_)
 BV BOUND x(_z(j3_k14_t1)_)
 BV BOUND x(_z(j3_k14_t2)_)
 BV BOUND x(_z(j3_k14_t3)_)
 BV BOUND x(_z(j3_k14_t4)_)
 BV BOUND x(_z(j3_k14_t5)_)
 BV BOUND x(_z(j3_k14_t6)_)
 BV BOUND x(_z(j3_k14_t7)_)
 BV BOUND x(_z(j3_k15_t0)_)
 BV BOUND x(_z(j3_k15_t1)_)
 BV BOUND x(_z(j3_k15_t2)_)
 BV BOUND x(_z(j3_k15_t3)_)
 BV BOUND x(_z(j3_k15_t4)_)
 BV BOUND x(_z(j3_k16_t0)_)
 BV BOUND x(_z(j3_k16_t1)_)
 BV BOUND x(_z(j3_k16_t2)_)
 BV BOUND x(_z(j3_k16_t3)_)
 BV BOUND x(_z(j3_k16_t4)_)
 BV BOUND x(_z(j3_k16_t5)_)
 BV BOUND x(_z(j3_k16_t6)_)
 BV BOUND x(_z(j3_k17_t0)_)
 BV BOUND x(_z(j3_k17_t1)_)
 BV BOUND x(_z(j3_k17_t2)_)
 BV BOUND x(_z(j3_k17_t3)_)
 BV BOUND x(_z(j3_k17_t4)_)
 BV BOUND x(_z(j3_k17_t5)_)
 BV BOUND x(_z(j3_k18_t0)_)
 BV BOUND x(_z(j3_k18_t1)_)
 BV BOUND x(_z(j3_k18_t2)_)
 BV BOUND x(_z(j3_k18_t3)_)
 BV BOUND x(_z(j3_k18_t4)_)
 BV BOUND x(_z(j3_k18_t5)_)
 BV BOUND x(_z(j3_k18_t6)_)
 BV BOUND x(_z(j3_k19_t0)_)
 BV BOUND x(_z(j3_k19_t1)_)
 BV BOUND x(_z(j3_k19_t2)_)
 BV BOUND x(_z(j3_k19_t3)_)
 BV BOUND x(_z(j3_k19_t4)_)
 BV BOUND x(_z(j3_k19_t5)_)
 BV BOUND x(_z(j3_k19_t6)_)
 BV BOUND x(_z(j3_k19_t7)_)
 BV BOUND x(_z(j3_k2_t0)_)
 BV BOUND x(_z(j3_k2_t1)_)
 BV BOUND x(_z(j3_k2_t2)_)
 BV BOUND x(_z(j3_k2_t3)_)
 BV BOUND x(_z(j3_k2_t4)_)
 BV BOUND x(_z(j3_k2_t5)_)
 BV BOUND x(_z(j3_k2_t6)_)
 BV BOUND x(_z(j3_k20_t0)_)
 BV BOUND x(_z(j3_k20_t1)_)
 BV BOUND x(_z(j3_k20_t2)_)
 BV BOUND x(_z(j3_k20_t3)_)
 BV BOUND x(_z(j3_k20_t4)_)
 BV BOUND x(_z(j3_k21_t0)_)
 BV BOUND x(_z(j3_k21_t1)_)
 BV BOUND x(_z(j3_k21_t2)_)
 BV BOUND x(_z(j3_k21_t3)_)
 BV BOUND x(_z(j3_k21_t4)_)
 BV BOUND x(_z(j3_k21_t5)_)
 BV BOUND x(_z(j3_k21_t6)_)
 BV BOUND x(_z(j3_k3_t0)_)
 BV BOUND x(_z(j3_k3_t1)_)
 BV BOUND x(_z(j3_k3_t2)_)
 BV BOUND x(_z(j3_k3_t3)_)
 BV BOUND x(_z(j3_k4_t0)_)
 BV BOUND x(_z(j3_k4_t1)_)
 BV BOUND x(_z(j3_k4_t2)_)
 BV BOUND x(_z(j3_k4_t3)_)
 BV BOUND x(_z(j3_k4_t4)_)
 BV BOUND x(_z(j3_k4_t5)_)
 BV BOUND x(_z(j3_k5_t0)_)
 BV BOUND x(_z(j3_k5_t1)_)
 BV BOUND x(_z(j3_k5_t2)_)
 BV BOUND x(_z(j3_k5_t3)_)
 BV BOUND x(_z(j3_k5_t4)_)
 BV BOUND x(_z(j3_k5_t5)_)
 BV BOUND x(_z(j3_k5_t6)_)
 BV BOUND x(_z(j3_k6_t0)_)
 BV BOUND x(_z(j3_k6_t1)_)
 BV BOUND x(_z(j3_k6_t2)_)
 BV BOUND x(_z(j3_k6_t3)_)
 BV BOUND x(_z(j3_k7_t0)_)
 BV BOUND x(_z(j3_k7_t1)_)
 BV BOUND x(_z(j3_k7_t2)_)
 BV BOUND x(_z(j3_k7_t3)_)
 BV BOUND x(_z(j3_k7_t4)_)
 BV BOUND x(_z(j3_k7_t5)_)
 BV BOUND x(_z(j3_k8_t0)_)
 BV BOUND x(_z(j3_k8_t1)_)
 BV BOUND x(_z(j3_k8_t2)_)
 BV BOUND x(_z(j3_k8_t3)_)
 BV BOUND x(_z(j3_k8_t4)_)
 BV BOUND x(_z(j3_k8_t5)_)
 BV BOUND x(_z(j3_k8_t6)_)
 BV BOUND x(_z(j3_k9_t0)_)
 BV BOUND x(_z(j3_k9_t1)_)
 BV BOUND x(_z(j3_k9_t2)_)
 BV BOUND x(_z(j3_k9_t3)_)
ENDATA
