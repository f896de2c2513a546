* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-timeindexed:tiny-ps-s0'
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_con(_assign(j0)_)_
 E  c_e_con(_assign(j1)_)_
 E  c_e_con(_assign(j2)_)_
 E  c_e_con(_assign(j3)_)_
 L  c_u_con(_cap(h0_t7_r0)_)_
 L  c_u_con(_cap(h0_t7_r1)_)_
 L  c_u_con(_cap(h0_t7_r2)_)_
 L  c_u_con(_cap(h0_t7_r3)_)_
 L  c_u_con(_cap(h0_t8_r0)_)_
 L  c_u_con(_cap(h0_t8_r1)_)_
 L  c_u_con(_cap(h0_t8_r2)_)_
 L  c_u_con(_cap(h0_t8_r3)_)_
 L  c_u_con(_cap(h1_t7_r0)_)_
 L  c_u_con(_cap(h1_t7_r1)_)_
 L  c_u_con(_cap(h1_t7_r2)_)_
 L  c_u_con(_cap(h1_t7_r3)_)_
 L  c_u_con(_cap(h1_t8_r0)_)_
 L  c_u_con(_cap(h1_t8_r1)_)_
 L  c_u_con(_cap(h1_t8_r2)_)_
 L  c_u_con(_cap(h1_t8_r3)_)_
 L  c_u_con(_coloc(j0_h0_m1)_)_
 L  c_u_con(_coloc(j0_h0_p0)_)_
 L  c_u_con(_coloc(j0_h0_p1)_)_
 L  c_u_con(_coloc(j0_h1_m1)_)_
 L  c_u_con(_coloc(j0_h1_p0)_)_
 L  c_u_con(_coloc(j0_h1_p1)_)_
 L  c_u_con(_coloc(j1_h0_m0)_)_
 L  c_u_con(_coloc(j1_h0_m1)_)_
 L  c_u_con(_coloc(j1_h0_p0)_)_
 L  c_u_con(_coloc(j1_h0_p1)_)_
 L  c_u_con(_coloc(j1_h1_m0)_)_
 L  c_u_con(_coloc(j1_h1_m1)_)_
 L  c_u_con(_coloc(j1_h1_p0)_)_
 L  c_u_con(_coloc(j1_h1_p1)_)_
 L  c_u_con(_coloc(j2_h0_m1)_)_
 L  c_u_con(_coloc(j2_h0_p0)_)_
 L  c_u_con(_coloc(j2_h0_p1)_)_
 L  c_u_con(_coloc(j2_h1_m1)_)_
 L  c_u_con(_coloc(j2_h1_p0)_)_
 L  c_u_con(_coloc(j2_h1_p1)_)_
 L  c_u_con(_coloc(j3_h0_m1)_)_
 L  c_u_con(_coloc(j3_h0_p0)_)_
 L  c_u_con(_coloc(j3_h0_p1)_)_
 L  c_u_con(_coloc(j3_h1_m1)_)_
 L  c_u_con(_coloc(j3_h1_p0)_)_
 L  c_u_con(_coloc(j3_h1_p1)_)_
 L  c_u_con(_fit(j0_h1_r3)_)_
 L  c_u_con(_fit(j1_h0_r0)_)_
 L  c_u_con(_fit(j1_h0_r1)_)_
 L  c_u_con(_fit(j1_h0_r2)_)_
 L  c_u_con(_fit(j1_h0_r3)_)_
 L  c_u_con(_fit(j1_h1_r1)_)_
 L  c_u_con(_fit(j1_h1_r3)_)_
 L  c_u_con(_fit(j2_h1_r3)_)_
 L  c_u_con(_fit(j3_h1_r3)_)_
 E  c_e_con(_home(j0)_)_
 E  c_e_con(_home(j1)_)_
 E  c_e_con(_home(j2)_)_
 E  c_e_con(_home(j3)_)_
 L  c_u_con(_ps_bw(j0_h0)_)_
 L  c_u_con(_ps_bw(j0_h1)_)_
 L  c_u_con(_ps_bw(j1_h0)_)_
 L  c_u_con(_ps_bw(j1_h1)_)_
 L  c_u_con(_ps_bw(j2_h0)_)_
 L  c_u_con(_ps_bw(j2_h1)_)_
 L  c_u_con(_ps_bw(j3_h0)_)_
 L  c_u_con(_ps_bw(j3_h1)_)_
 G  c_l_con(_ps_min(j0)_)_
 G  c_l_con(_ps_min(j1)_)_
 G  c_l_con(_ps_min(j2)_)_
 G  c_l_con(_ps_min(j3)_)_
 L  c_u_con(_ps_on(j0_h0_p0)_)_
 L  c_u_con(_ps_on(j0_h0_p1)_)_
 L  c_u_con(_ps_on(j0_h1_p0)_)_
 L  c_u_con(_ps_on(j0_h1_p1)_)_
 L  c_u_con(_ps_on(j1_h0_p0)_)_
 L  c_u_con(_ps_on(j1_h0_p1)_)_
 L  c_u_con(_ps_on(j1_h1_p0)_)_
 L  c_u_con(_ps_on(j1_h1_p1)_)_
 L  c_u_con(_ps_on(j2_h0_p0)_)_
 L  c_u_con(_ps_on(j2_h0_p1)_)_
 L  c_u_con(_ps_on(j2_h1_p0)_)_
 L  c_u_con(_ps_on(j2_h1_p1)_)_
 L  c_u_con(_ps_on(j3_h0_p0)_)_
 L  c_u_con(_ps_on(j3_h0_p1)_)_
 L  c_u_con(_ps_on(j3_h1_p0)_)_
 L  c_u_con(_ps_on(j3_h1_p1)_)_
 L  c_u_con(_pstype(j0_p0)_)_
 L  c_u_con(_pstype(j0_p1)_)_
 L  c_u_con(_pstype(j1_p0)_)_
 L  c_u_con(_pstype(j1_p1)_)_
 L  c_u_con(_pstype(j2_p0)_)_
 L  c_u_con(_pstype(j2_p1)_)_
 L  c_u_con(_pstype(j3_p0)_)_
 L  c_u_con(_pstype(j3_p1)_)_
 E  c_e_con(_running(j1_t7)_)_
 E  c_e_con(_running(j1_t8)_)_
 E  c_e_con(_running(j3_t7)_)_
 E  c_e_con(_running(j3_t8)_)_
 G  c_l_con(_use(j1_h0_t7_r0)_)_
 G  c_l_con(_use(j1_h0_t7_r1)_)_
 G  c_l_con(_use(j1_h0_t7_r2)_)_
 G  c_l_con(_use(j1_h0_t7_r3)_)_
 G  c_l_con(_use(j1_h0_t8_r0)_)_
 G  c_l_con(_use(j1_h0_t8_r1)_)_
 G  c_l_con(_use(j1_h0_t8_r2)_)_
 G  c_l_con(_use(j1_h0_t8_r3)_)_
 G  c_l_con(_use(j1_h1_t7_r0)_)_
 G  c_l_con(_use(j1_h1_t7_r1)_)_
 G  c_l_con(_use(j1_h1_t7_r2)_)_
 G  c_l_con(_use(j1_h1_t7_r3)_)_
 G  c_l_con(_use(j1_h1_t8_r0)_)_
 G  c_l_con(_use(j1_h1_t8_r1)_)_
 G  c_l_con(_use(j1_h1_t8_r2)_)_
 G  c_l_con(_use(j1_h1_t8_r3)_)_
 G  c_l_con(_use(j3_h0_t7_r0)_)_
 G  c_l_con(_use(j3_h0_t7_r1)_)_
 G  c_l_con(_use(j3_h0_t7_r2)_)_
 G  c_l_con(_use(j3_h0_t7_r3)_)_
 G  c_l_con(_use(j3_h0_t8_r0)_)_
 G  c_l_con(_use(j3_h0_t8_r1)_)_
 G  c_l_con(_use(j3_h0_t8_r2)_)_
 G  c_l_con(_use(j3_h0_t8_r3)_)_
 G  c_l_con(_use(j3_h1_t7_r0)_)_
 G  c_l_con(_use(j3_h1_t7_r1)_)_
 G  c_l_con(_use(j3_h1_t7_r2)_)_
 G  c_l_con(_use(j3_h1_t7_r3)_)_
 G  c_l_con(_use(j3_h1_t8_r0)_)_
 G  c_l_con(_use(j3_h1_t8_r1)_)_
 G  c_l_con(_use(j3_h1_t8_r2)_)_
 G  c_l_con(_use(j3_h1_t8_r3)_)_
 E  c_e_con(_workers(j0_m1)_)_
 E  c_e_con(_workers(j1_m0)_)_
 E  c_e_con(_workers(j1_m1)_)_
 E  c_e_con(_workers(j2_m1)_)_
 E  c_e_con(_workers(j3_m1)_)_
COLUMNS
     x(_g(j1_h0_t7_r0)_) c_u_con(_cap(h0_t7_r0)_)_ 1
     x(_g(j1_h0_t7_r0)_) c_l_con(_use(j1_h0_t7_r0)_)_ 1
     x(_g(j1_h0_t7_r1)_) c_u_con(_cap(h0_t7_r1)_)_ 1
     x(_g(j1_h0_t7_r1)_) c_l_con(_use(j1_h0_t7_r1)_)_ 1
     x(_g(j1_h0_t7_r2)_) c_u_con(_cap(h0_t7_r2)_)_ 1
     x(_g(j1_h0_t7_r2)_) c_l_con(_use(j1_h0_t7_r2)_)_ 1
     x(_g(j1_h0_t7_r3)_) c_u_con(_cap(h0_t7_r3)_)_ 1
     x(_g(j1_h0_t7_r3)_) c_l_con(_use(j1_h0_t7_r3)_)_ 1
     x(_g(j1_h0_t8_r0)_) c_u_con(_cap(h0_t8_r0)_)_ 1
     x(_g(j1_h0_t8_r0)_) c_l_con(_use(j1_h0_t8_r0)_)_ 1
     x(_g(j1_h0_t8_r1)_) c_u_con(_cap(h0_t8_r1)_)_ 1
     x(_g(j1_h0_t8_r1)_) c_l_con(_use(j1_h0_t8_r1)_)_ 1
     x(_g(j1_h0_t8_r2)_) c_u_con(_cap(h0_t8_r2)_)_ 1
     x(_g(j1_h0_t8_r2)_) c_l_con(_use(j1_h0_t8_r2)_)_ 1
     x(_g(j1_h0_t8_r3)_) c_u_con(_cap(h0_t8_r3)_)_ 1
     x(_g(j1_h0_t8_r3)_) c_l_con(_use(j1_h0_t8_r3)_)_ 1
     x(_g(j1_h1_t7_r0)_) c_u_con(_cap(h1_t7_r0)_)_ 1
     x(_g(j1_h1_t7_r0)_) c_l_con(_use(j1_h1_t7_r0)_)_ 1
     x(_g(j1_h1_t7_r1)_) c_u_con(_cap(h1_t7_r1)_)_ 1
     x(_g(j1_h1_t7_r1)_) c_l_con(_use(j1_h1_t7_r1)_)_ 1
     x(_g(j1_h1_t7_r2)_) c_u_con(_cap(h1_t7_r2)_)_ 1
     x(_g(j1_h1_t7_r2)_) c_l_con(_use(j1_h1_t7_r2)_)_ 1
     x(_g(j1_h1_t7_r3)_) c_u_con(_cap(h1_t7_r3)_)_ 1
     x(_g(j1_h1_t7_r3)_) c_l_con(_use(j1_h1_t7_r3)_)_ 1
     x(_g(j1_h1_t8_r0)_) c_u_con(_cap(h1_t8_r0)_)_ 1
     x(_g(j1_h1_t8_r0)_) c_l_con(_use(j1_h1_t8_r0)_)_ 1
     x(_g(j1_h1_t8_r1)_) c_u_con(_cap(h1_t8_r1)_)_ 1
     x(_g(j1_h1_t8_r1)_) c_l_con(_use(j1_h1_t8_r1)_)_ 1
     x(_g(j1_h1_t8_r2)_) c_u_con(_cap(h1_t8_r2)_)_ 1
     x(_g(j1_h1_t8_r2)_) c_l_con(_use(j1_h1_t8_r2)_)_ 1
     x(_g(j1_h1_t8_r3)_) c_u_con(_cap(h1_t8_r3)_)_ 1
     x(_g(j1_h1_t8_r3)_) c_l_con(_use(j1_h1_t8_r3)_)_ 1
     x(_g(j3_h0_t7_r0)_) c_u_con(_cap(h0_t7_r0)_)_ 1
     x(_g(j3_h0_t7_r0)_) c_l_con(_use(j3_h0_t7_r0)_)_ 1
     x(_g(j3_h0_t7_r1)_) c_u_con(_cap(h0_t7_r1)_)_ 1
     x(_g(j3_h0_t7_r1)_) c_l_con(_use(j3_h0_t7_r1)_)_ 1
     x(_g(j3_h0_t7_r2)_) c_u_con(_cap(h0_t7_r2)_)_ 1
     x(_g(j3_h0_t7_r2)_) c_l_con(_use(j3_h0_t7_r2)_)_ 1
     x(_g(j3_h0_t7_r3)_) c_u_con(_cap(h0_t7_r3)_)_ 1
     x(_g(j3_h0_t7_r3)_) c_l_con(_use(j3_h0_t7_r3)_)_ 1
     x(_g(j3_h0_t8_r0)_) c_u_con(_cap(h0_t8_r0)_)_ 1
     x(_g(j3_h0_t8_r0)_) c_l_con(_use(j3_h0_t8_r0)_)_ 1
     x(_g(j3_h0_t8_r1)_) c_u_con(_cap(h0_t8_r1)_)_ 1
     x(_g(j3_h0_t8_r1)_) c_l_con(_use(j3_h0_t8_r1)_)_ 1
     x(_g(j3_h0_t8_r2)_) c_u_con(_cap(h0_t8_r2)_)_ 1
     x(_g(j3_h0_t8_r2)_) c_l_con(_use(j3_h0_t8_r2)_)_ 1
     x(_g(j3_h0_t8_r3)_) c_u_con(_cap(h0_t8_r3)_)_ 1
     x(_g(j3_h0_t8_r3)_) c_l_con(_use(j3_h0_t8_r3)_)_ 1
     x(_g(j3_h1_t7_r0)_) c_u_con(_cap(h1_t7_r0)_)_ 1
     x(_g(j3_h1_t7_r0)_) c_l_con(_use(j3_h1_t7_r0)_)_ 1
     x(_g(j3_h1_t7_r1)_) c_u_con(_cap(h1_t7_r1)_)_ 1
     x(_g(j3_h1_t7_r1)_) c_l_con(_use(j3_h1_t7_r1)_)_ 1
     x(_g(j3_h1_t7_r2)_) c_u_con(_cap(h1_t7_r2)_)_ 1
     x(_g(j3_h1_t7_r2)_) c_l_con(_use(j3_h1_t7_r2)_)_ 1
     x(_g(j3_h1_t7_r3)_) c_u_con(_cap(h1_t7_r3)_)_ 1
     x(_g(j3_h1_t7_r3)_) c_l_con(_use(j3_h1_t7_r3)_)_ 1
     x(_g(j3_h1_t8_r0)_) c_u_con(_cap(h1_t8_r0)_)_ 1
     x(_g(j3_h1_t8_r0)_) c_l_con(_use(j3_h1_t8_r0)_)_ 1
     x(_g(j3_h1_t8_r1)_) c_u_con(_cap(h1_t8_r1)_)_ 1
     x(_g(j3_h1_t8_r1)_) c_l_con(_use(j3_h1_t8_r1)_)_ 1
     x(_g(j3_h1_t8_r2)_) c_u_con(_cap(h1_t8_r2)_)_ 1
     x(_g(j3_h1_t8_r2)_) c_l_con(_use(j3_h1_t8_r2)_)_ 1
     x(_g(j3_h1_t8_r3)_) c_u_con(_cap(h1_t8_r3)_)_ 1
     x(_g(j3_h1_t8_r3)_) c_l_con(_use(j3_h1_t8_r3)_)_ 1
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_m1)_)_ -1
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_p0)_)_ -2
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_p1)_)_ -1
     x(_o(j0_h0)_) c_e_con(_home(j0)_)_ 1
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_m1)_)_ -4
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_p0)_)_ -5
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_p1)_)_ -2
     x(_o(j0_h1)_) c_e_con(_home(j0)_)_ 1
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_m0)_)_ -4
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_m1)_)_ -1
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_p0)_)_ -2
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_p1)_)_ -1
     x(_o(j1_h0)_) c_e_con(_home(j1)_)_ 1
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_m0)_)_ -4
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_m1)_)_ -4
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_p0)_)_ -5
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_p1)_)_ -2
     x(_o(j1_h1)_) c_e_con(_home(j1)_)_ 1
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m1)_)_ -1
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_p0)_)_ -2
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_p1)_)_ -1
     x(_o(j2_h0)_) c_e_con(_home(j2)_)_ 1
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m1)_)_ -3
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_p0)_)_ -5
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_p1)_)_ -2
     x(_o(j2_h1)_) c_e_con(_home(j2)_)_ 1
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m1)_)_ -1
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_p0)_)_ -2
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_p1)_)_ -1
     x(_o(j3_h0)_) c_e_con(_home(j3)_)_ 1
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m1)_)_ -4
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_p0)_)_ -5
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_p1)_)_ -2
     x(_o(j3_h1)_) c_e_con(_home(j3)_)_ 1
     x(_run(j1_t7)_) c_e_con(_running(j1_t7)_)_ 1
     x(_run(j1_t7)_) c_l_con(_use(j1_h0_t7_r0)_)_ -4
     x(_run(j1_t7)_) c_l_con(_use(j1_h0_t7_r1)_)_ -32
     x(_run(j1_t7)_) c_l_con(_use(j1_h0_t7_r2)_)_ -96
     x(_run(j1_t7)_) c_l_con(_use(j1_h0_t7_r3)_)_ -21.5
     x(_run(j1_t7)_) c_l_con(_use(j1_h1_t7_r0)_)_ -16
     x(_run(j1_t7)_) c_l_con(_use(j1_h1_t7_r1)_)_ -80
     x(_run(j1_t7)_) c_l_con(_use(j1_h1_t7_r2)_)_ -320
     x(_run(j1_t7)_) c_l_con(_use(j1_h1_t7_r3)_)_ -43.5
     x(_run(j1_t8)_) c_e_con(_running(j1_t8)_)_ 1
     x(_run(j1_t8)_) c_l_con(_use(j1_h0_t8_r0)_)_ -4
     x(_run(j1_t8)_) c_l_con(_use(j1_h0_t8_r1)_)_ -32
     x(_run(j1_t8)_) c_l_con(_use(j1_h0_t8_r2)_)_ -96
     x(_run(j1_t8)_) c_l_con(_use(j1_h0_t8_r3)_)_ -21.5
     x(_run(j1_t8)_) c_l_con(_use(j1_h1_t8_r0)_)_ -16
     x(_run(j1_t8)_) c_l_con(_use(j1_h1_t8_r1)_)_ -80
     x(_run(j1_t8)_) c_l_con(_use(j1_h1_t8_r2)_)_ -320
     x(_run(j1_t8)_) c_l_con(_use(j1_h1_t8_r3)_)_ -43.5
     x(_run(j3_t7)_) c_e_con(_running(j3_t7)_)_ 1
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r0)_)_ -4
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r1)_)_ -28
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r2)_)_ -96
     x(_run(j3_t7)_) c_l_con(_use(j3_h0_t7_r3)_)_ -21.5
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r0)_)_ -16
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r1)_)_ -80
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r2)_)_ -320
     x(_run(j3_t7)_) c_l_con(_use(j3_h1_t7_r3)_)_ -43.5
     x(_run(j3_t8)_) c_e_con(_running(j3_t8)_)_ 1
     x(_run(j3_t8)_) c_l_con(_use(j3_h0_t8_r0)_)_ -4
     x(_run(j3_t8)_) c_l_con(_use(j3_h0_t8_r1)_)_ -28
     x(_run(j3_t8)_) c_l_con(_use(j3_h0_t8_r2)_)_ -96
     x(_run(j3_t8)_) c_l_con(_use(j3_h0_t8_r3)_)_ -21.5
     x(_run(j3_t8)_) c_l_con(_use(j3_h1_t8_r0)_)_ -16
     x(_run(j3_t8)_) c_l_con(_use(j3_h1_t8_r1)_)_ -80
     x(_run(j3_t8)_) c_l_con(_use(j3_h1_t8_r2)_)_ -320
     x(_run(j3_t8)_) c_l_con(_use(j3_h1_t8_r3)_)_ -43.5
     x(_s(j0_h0_p0)_) c_u_con(_coloc(j0_h0_p0)_)_ 1
     x(_s(j0_h0_p0)_) c_u_con(_ps_bw(j0_h0)_)_ -7.5
     x(_s(j0_h0_p0)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h0_p0)_) c_u_con(_ps_on(j0_h0_p0)_)_ 1
     x(_s(j0_h0_p0)_) c_u_con(_pstype(j0_p0)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_coloc(j0_h0_p1)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_ps_bw(j0_h0)_)_ -17.5
     x(_s(j0_h0_p1)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_ps_on(j0_h0_p1)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_pstype(j0_p1)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_coloc(j0_h1_p0)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_fit(j0_h1_r3)_)_ 7.5
     x(_s(j0_h1_p0)_) c_u_con(_ps_bw(j0_h1)_)_ -7.5
     x(_s(j0_h1_p0)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_ps_on(j0_h1_p0)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_pstype(j0_p0)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_fit(j0_h1_r3)_)_ 17.5
     x(_s(j0_h1_p1)_) c_u_con(_ps_bw(j0_h1)_)_ -17.5
     x(_s(j0_h1_p1)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_ps_on(j0_h1_p1)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_pstype(j0_p1)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_coloc(j1_h0_p0)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_fit(j1_h0_r1)_)_ 4
     x(_s(j1_h0_p0)_) c_u_con(_fit(j1_h0_r2)_)_ 8
     x(_s(j1_h0_p0)_) c_u_con(_fit(j1_h0_r3)_)_ 7.5
     x(_s(j1_h0_p0)_) c_u_con(_ps_bw(j1_h0)_)_ -7.5
     x(_s(j1_h0_p0)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_ps_on(j1_h0_p0)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_pstype(j1_p0)_)_ 1
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t7_r1)_)_ -4
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t7_r2)_)_ -8
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t7_r3)_)_ -7.5
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t8_r1)_)_ -4
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t8_r2)_)_ -8
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t8_r3)_)_ -7.5
     x(_s(j1_h0_p1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_s(j1_h0_p1)_) c_u_con(_fit(j1_h0_r1)_)_ 16
     x(_s(j1_h0_p1)_) c_u_con(_fit(j1_h0_r2)_)_ 32
     x(_s(j1_h0_p1)_) c_u_con(_fit(j1_h0_r3)_)_ 17.5
     x(_s(j1_h0_p1)_) c_u_con(_ps_bw(j1_h0)_)_ -17.5
     x(_s(j1_h0_p1)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h0_p1)_) c_u_con(_ps_on(j1_h0_p1)_)_ 1
     x(_s(j1_h0_p1)_) c_u_con(_pstype(j1_p1)_)_ 1
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t7_r1)_)_ -16
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t7_r2)_)_ -32
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t7_r3)_)_ -17.5
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t8_r1)_)_ -16
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t8_r2)_)_ -32
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t8_r3)_)_ -17.5
     x(_s(j1_h1_p0)_) c_u_con(_coloc(j1_h1_p0)_)_ 1
     x(_s(j1_h1_p0)_) c_u_con(_fit(j1_h1_r1)_)_ 4
     x(_s(j1_h1_p0)_) c_u_con(_fit(j1_h1_r3)_)_ 7.5
     x(_s(j1_h1_p0)_) c_u_con(_ps_bw(j1_h1)_)_ -7.5
     x(_s(j1_h1_p0)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h1_p0)_) c_u_con(_ps_on(j1_h1_p0)_)_ 1
     x(_s(j1_h1_p0)_) c_u_con(_pstype(j1_p0)_)_ 1
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t7_r1)_)_ -4
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t7_r2)_)_ -8
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t7_r3)_)_ -7.5
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t8_r1)_)_ -4
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t8_r2)_)_ -8
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t8_r3)_)_ -7.5
     x(_s(j1_h1_p1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_s(j1_h1_p1)_) c_u_con(_fit(j1_h1_r1)_)_ 16
     x(_s(j1_h1_p1)_) c_u_con(_fit(j1_h1_r3)_)_ 17.5
     x(_s(j1_h1_p1)_) c_u_con(_ps_bw(j1_h1)_)_ -17.5
     x(_s(j1_h1_p1)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h1_p1)_) c_u_con(_ps_on(j1_h1_p1)_)_ 1
     x(_s(j1_h1_p1)_) c_u_con(_pstype(j1_p1)_)_ 1
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t7_r1)_)_ -16
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t7_r2)_)_ -32
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t7_r3)_)_ -17.5
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t8_r1)_)_ -16
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t8_r2)_)_ -32
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t8_r3)_)_ -17.5
     x(_s(j2_h0_p0)_) c_u_con(_coloc(j2_h0_p0)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_ps_bw(j2_h0)_)_ -7.5
     x(_s(j2_h0_p0)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_ps_on(j2_h0_p0)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_pstype(j2_p0)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_ps_bw(j2_h0)_)_ -17.5
     x(_s(j2_h0_p1)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_ps_on(j2_h0_p1)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_pstype(j2_p1)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_coloc(j2_h1_p0)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_fit(j2_h1_r3)_)_ 7.5
     x(_s(j2_h1_p0)_) c_u_con(_ps_bw(j2_h1)_)_ -7.5
     x(_s(j2_h1_p0)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_ps_on(j2_h1_p0)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_pstype(j2_p0)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_fit(j2_h1_r3)_)_ 17.5
     x(_s(j2_h1_p1)_) c_u_con(_ps_bw(j2_h1)_)_ -17.5
     x(_s(j2_h1_p1)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_ps_on(j2_h1_p1)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_pstype(j2_p1)_)_ 1
     x(_s(j3_h0_p0)_) c_u_con(_coloc(j3_h0_p0)_)_ 1
     x(_s(j3_h0_p0)_) c_u_con(_ps_bw(j3_h0)_)_ -7.5
     x(_s(j3_h0_p0)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h0_p0)_) c_u_con(_ps_on(j3_h0_p0)_)_ 1
     x(_s(j3_h0_p0)_) c_u_con(_pstype(j3_p0)_)_ 1
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t7_r1)_)_ -4
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t7_r2)_)_ -8
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t7_r3)_)_ -7.5
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t8_r1)_)_ -4
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t8_r2)_)_ -8
     x(_s(j3_h0_p0)_) c_l_con(_use(j3_h0_t8_r3)_)_ -7.5
     x(_s(j3_h0_p1)_) c_u_con(_coloc(j3_h0_p1)_)_ 1
     x(_s(j3_h0_p1)_) c_u_con(_ps_bw(j3_h0)_)_ -17.5
     x(_s(j3_h0_p1)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h0_p1)_) c_u_con(_ps_on(j3_h0_p1)_)_ 1
     x(_s(j3_h0_p1)_) c_u_con(_pstype(j3_p1)_)_ 1
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t7_r1)_)_ -16
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t7_r2)_)_ -32
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t7_r3)_)_ -17.5
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t8_r1)_)_ -16
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t8_r2)_)_ -32
     x(_s(j3_h0_p1)_) c_l_con(_use(j3_h0_t8_r3)_)_ -17.5
     x(_s(j3_h1_p0)_) c_u_con(_coloc(j3_h1_p0)_)_ 1
     x(_s(j3_h1_p0)_) c_u_con(_fit(j3_h1_r3)_)_ 7.5
     x(_s(j3_h1_p0)_) c_u_con(_ps_bw(j3_h1)_)_ -7.5
     x(_s(j3_h1_p0)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h1_p0)_) c_u_con(_ps_on(j3_h1_p0)_)_ 1
     x(_s(j3_h1_p0)_) c_u_con(_pstype(j3_p0)_)_ 1
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t7_r1)_)_ -4
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t7_r2)_)_ -8
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t7_r3)_)_ -7.5
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t8_r1)_)_ -4
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t8_r2)_)_ -8
     x(_s(j3_h1_p0)_) c_l_con(_use(j3_h1_t8_r3)_)_ -7.5
     x(_s(j3_h1_p1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_s(j3_h1_p1)_) c_u_con(_fit(j3_h1_r3)_)_ 17.5
     x(_s(j3_h1_p1)_) c_u_con(_ps_bw(j3_h1)_)_ -17.5
     x(_s(j3_h1_p1)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h1_p1)_) c_u_con(_ps_on(j3_h1_p1)_)_ 1
     x(_s(j3_h1_p1)_) c_u_con(_pstype(j3_p1)_)_ 1
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t7_r1)_)_ -16
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t7_r2)_)_ -32
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t7_r3)_)_ -17.5
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t8_r1)_)_ -16
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t8_r2)_)_ -32
     x(_s(j3_h1_p1)_) c_l_con(_use(j3_h1_t8_r3)_)_ -17.5
     x(_sigma(j0_h0)_) c_u_con(_ps_bw(j0_h0)_)_ 16
     x(_sigma(j0_h0)_) c_u_con(_ps_on(j0_h0_p0)_)_ -2
     x(_sigma(j0_h0)_) c_u_con(_ps_on(j0_h0_p1)_)_ -1
     x(_sigma(j0_h1)_) c_u_con(_ps_bw(j0_h1)_)_ 4
     x(_sigma(j0_h1)_) c_u_con(_ps_on(j0_h1_p0)_)_ -5
     x(_sigma(j0_h1)_) c_u_con(_ps_on(j0_h1_p1)_)_ -2
     x(_sigma(j1_h0)_) c_u_con(_ps_bw(j1_h0)_)_ 16
     x(_sigma(j1_h0)_) c_u_con(_ps_on(j1_h0_p0)_)_ -2
     x(_sigma(j1_h0)_) c_u_con(_ps_on(j1_h0_p1)_)_ -1
     x(_sigma(j1_h1)_) c_u_con(_ps_bw(j1_h1)_)_ 4
     x(_sigma(j1_h1)_) c_u_con(_ps_on(j1_h1_p0)_)_ -5
     x(_sigma(j1_h1)_) c_u_con(_ps_on(j1_h1_p1)_)_ -2
     x(_sigma(j2_h0)_) c_u_con(_ps_bw(j2_h0)_)_ 12
     x(_sigma(j2_h0)_) c_u_con(_ps_on(j2_h0_p0)_)_ -2
     x(_sigma(j2_h0)_) c_u_con(_ps_on(j2_h0_p1)_)_ -1
     x(_sigma(j2_h1)_) c_u_con(_ps_bw(j2_h1)_)_ 4
     x(_sigma(j2_h1)_) c_u_con(_ps_on(j2_h1_p0)_)_ -5
     x(_sigma(j2_h1)_) c_u_con(_ps_on(j2_h1_p1)_)_ -2
     x(_sigma(j3_h0)_) c_u_con(_ps_bw(j3_h0)_)_ 16
     x(_sigma(j3_h0)_) c_u_con(_ps_on(j3_h0_p0)_)_ -2
     x(_sigma(j3_h0)_) c_u_con(_ps_on(j3_h0_p1)_)_ -1
     x(_sigma(j3_h1)_) c_u_con(_ps_bw(j3_h1)_)_ 4
     x(_sigma(j3_h1)_) c_u_con(_ps_on(j3_h1_p0)_)_ -5
     x(_sigma(j3_h1)_) c_u_con(_ps_on(j3_h1_p1)_)_ -2
     x(_y(j0_h0_m1)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_y(j0_h0_m1)_) c_u_con(_ps_bw(j0_h1)_)_ 4
     x(_y(j0_h0_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_fit(j0_h1_r3)_)_ 4
     x(_y(j0_h1_m1)_) c_u_con(_ps_bw(j0_h0)_)_ 4
     x(_y(j0_h1_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_coloc(j1_h0_m0)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_fit(j1_h0_r0)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_fit(j1_h0_r1)_)_ 4
     x(_y(j1_h0_m0)_) c_u_con(_fit(j1_h0_r2)_)_ 16
     x(_y(j1_h0_m0)_) c_u_con(_fit(j1_h0_r3)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_ps_bw(j1_h1)_)_ 1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t7_r0)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t7_r1)_)_ -4
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t7_r2)_)_ -16
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t7_r3)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t8_r0)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t8_r1)_)_ -4
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t8_r2)_)_ -16
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t8_r3)_)_ -1
     x(_y(j1_h0_m0)_) c_e_con(_workers(j1_m0)_)_ 1
     x(_y(j1_h0_m1)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_y(j1_h0_m1)_) c_u_con(_fit(j1_h0_r0)_)_ 4
     x(_y(j1_h0_m1)_) c_u_con(_fit(j1_h0_r1)_)_ 12
     x(_y(j1_h0_m1)_) c_u_con(_fit(j1_h0_r2)_)_ 64
     x(_y(j1_h0_m1)_) c_u_con(_fit(j1_h0_r3)_)_ 4
     x(_y(j1_h0_m1)_) c_u_con(_ps_bw(j1_h1)_)_ 4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t7_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t7_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t7_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t7_r3)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t8_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t8_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t8_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t8_r3)_)_ -4
     x(_y(j1_h0_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_coloc(j1_h1_m0)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r1)_)_ 4
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r3)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_ps_bw(j1_h0)_)_ 1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t7_r0)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t7_r1)_)_ -4
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t7_r2)_)_ -16
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t7_r3)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t8_r0)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t8_r1)_)_ -4
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t8_r2)_)_ -16
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t8_r3)_)_ -1
     x(_y(j1_h1_m0)_) c_e_con(_workers(j1_m0)_)_ 1
     x(_y(j1_h1_m1)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r1)_)_ 12
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r3)_)_ 4
     x(_y(j1_h1_m1)_) c_u_con(_ps_bw(j1_h0)_)_ 4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t7_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t7_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t7_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t7_r3)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t8_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t8_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t8_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t8_r3)_)_ -4
     x(_y(j1_h1_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_ps_bw(j2_h1)_)_ 4
     x(_y(j2_h0_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_fit(j2_h1_r3)_)_ 4
     x(_y(j2_h1_m1)_) c_u_con(_ps_bw(j2_h0)_)_ 4
     x(_y(j2_h1_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_ps_bw(j3_h1)_)_ 4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t7_r3)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t8_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t8_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t8_r2)_)_ -64
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t8_r3)_)_ -4
     x(_y(j3_h0_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_fit(j3_h1_r3)_)_ 4
     x(_y(j3_h1_m1)_) c_u_con(_ps_bw(j3_h0)_)_ 4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t7_r3)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t8_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t8_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t8_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t8_r3)_)_ -4
     x(_y(j3_h1_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_z(j0_k0_t1)_) obj 12312
     x(_z(j0_k0_t1)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t1)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k0_t1)_) c_u_con(_coloc(j0_h0_p0)_)_ 2
     x(_z(j0_k0_t1)_) c_u_con(_coloc(j0_h0_p1)_)_ 1
     x(_z(j0_k0_t1)_) c_u_con(_coloc(j0_h1_m1)_)_ 4
     x(_z(j0_k0_t1)_) c_u_con(_coloc(j0_h1_p0)_)_ 5
     x(_z(j0_k0_t1)_) c_u_con(_coloc(j0_h1_p1)_)_ 2
     x(_z(j0_k0_t1)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k0_t1)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k0_t1)_) c_u_con(_pstype(j0_p0)_)_ -7
     x(_z(j0_k0_t1)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k1_t1)_) obj 12312
     x(_z(j0_k1_t1)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t1)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k1_t1)_) c_u_con(_pstype(j0_p0)_)_ -7
     x(_z(j0_k1_t1)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k2_t1)_) obj 12312
     x(_z(j0_k2_t1)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k2_t1)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k2_t1)_) c_u_con(_coloc(j0_h0_p0)_)_ 2
     x(_z(j0_k2_t1)_) c_u_con(_coloc(j0_h0_p1)_)_ 1
     x(_z(j0_k2_t1)_) c_u_con(_coloc(j0_h1_m1)_)_ 4
     x(_z(j0_k2_t1)_) c_u_con(_coloc(j0_h1_p0)_)_ 5
     x(_z(j0_k2_t1)_) c_u_con(_coloc(j0_h1_p1)_)_ 2
     x(_z(j0_k2_t1)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k2_t1)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k2_t1)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k2_t1)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k3_t1)_) obj 12312
     x(_z(j0_k3_t1)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t1)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k3_t1)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k3_t1)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j1_k0_t6)_) obj 1917
     x(_z(j1_k0_t6)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t6)_) c_u_con(_coloc(j1_h0_m0)_)_ 4
     x(_z(j1_k0_t6)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_z(j1_k0_t6)_) c_u_con(_coloc(j1_h0_p0)_)_ 2
     x(_z(j1_k0_t6)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k0_t6)_) c_u_con(_coloc(j1_h1_m0)_)_ 4
     x(_z(j1_k0_t6)_) c_u_con(_coloc(j1_h1_m1)_)_ 4
     x(_z(j1_k0_t6)_) c_u_con(_coloc(j1_h1_p0)_)_ 5
     x(_z(j1_k0_t6)_) c_u_con(_coloc(j1_h1_p1)_)_ 2
     x(_z(j1_k0_t6)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k0_t6)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k0_t6)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k0_t6)_) c_e_con(_running(j1_t7)_)_ -1
     x(_z(j1_k0_t6)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k0_t6)_) c_e_con(_workers(j1_m0)_)_ -4
     x(_z(j1_k1_t6)_) obj 1917
     x(_z(j1_k1_t6)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t6)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k1_t6)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k1_t6)_) c_e_con(_running(j1_t7)_)_ -1
     x(_z(j1_k1_t6)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k1_t6)_) c_e_con(_workers(j1_m0)_)_ -4
     x(_z(j1_k2_t6)_) obj 1917
     x(_z(j1_k2_t6)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k2_t6)_) c_u_con(_coloc(j1_h0_m0)_)_ 4
     x(_z(j1_k2_t6)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_z(j1_k2_t6)_) c_u_con(_coloc(j1_h0_p0)_)_ 2
     x(_z(j1_k2_t6)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k2_t6)_) c_u_con(_coloc(j1_h1_m0)_)_ 4
     x(_z(j1_k2_t6)_) c_u_con(_coloc(j1_h1_m1)_)_ 4
     x(_z(j1_k2_t6)_) c_u_con(_coloc(j1_h1_p0)_)_ 5
     x(_z(j1_k2_t6)_) c_u_con(_coloc(j1_h1_p1)_)_ 2
     x(_z(j1_k2_t6)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k2_t6)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k2_t6)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k2_t6)_) c_e_con(_running(j1_t7)_)_ -1
     x(_z(j1_k2_t6)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k2_t6)_) c_e_con(_workers(j1_m0)_)_ -4
     x(_z(j1_k3_t6)_) obj 1917
     x(_z(j1_k3_t6)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t6)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k3_t6)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k3_t6)_) c_e_con(_running(j1_t7)_)_ -1
     x(_z(j1_k3_t6)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k3_t6)_) c_e_con(_workers(j1_m0)_)_ -4
     x(_z(j1_k4_t6)_) obj 1917
     x(_z(j1_k4_t6)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k4_t6)_) c_u_con(_coloc(j1_h0_m0)_)_ 4
     x(_z(j1_k4_t6)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_z(j1_k4_t6)_) c_u_con(_coloc(j1_h0_p0)_)_ 2
     x(_z(j1_k4_t6)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k4_t6)_) c_u_con(_coloc(j1_h1_m0)_)_ 4
     x(_z(j1_k4_t6)_) c_u_con(_coloc(j1_h1_m1)_)_ 4
     x(_z(j1_k4_t6)_) c_u_con(_coloc(j1_h1_p0)_)_ 5
     x(_z(j1_k4_t6)_) c_u_con(_coloc(j1_h1_p1)_)_ 2
     x(_z(j1_k4_t6)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k4_t6)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k4_t6)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k4_t6)_) c_e_con(_running(j1_t7)_)_ -1
     x(_z(j1_k4_t6)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k4_t6)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k5_t6)_) obj 1917
     x(_z(j1_k5_t6)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k5_t6)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k5_t6)_) c_u_con(_pstype(j1_p0)_)_ -7
     x(_z(j1_k5_t6)_) c_e_con(_running(j1_t7)_)_ -1
     x(_z(j1_k5_t6)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k5_t6)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k6_t6)_) obj 1917
     x(_z(j1_k6_t6)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k6_t6)_) c_u_con(_coloc(j1_h0_m0)_)_ 4
     x(_z(j1_k6_t6)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_z(j1_k6_t6)_) c_u_con(_coloc(j1_h0_p0)_)_ 2
     x(_z(j1_k6_t6)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_z(j1_k6_t6)_) c_u_con(_coloc(j1_h1_m0)_)_ 4
     x(_z(j1_k6_t6)_) c_u_con(_coloc(j1_h1_m1)_)_ 4
     x(_z(j1_k6_t6)_) c_u_con(_coloc(j1_h1_p0)_)_ 5
     x(_z(j1_k6_t6)_) c_u_con(_coloc(j1_h1_p1)_)_ 2
     x(_z(j1_k6_t6)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k6_t6)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k6_t6)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k6_t6)_) c_e_con(_running(j1_t7)_)_ -1
     x(_z(j1_k6_t6)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k6_t6)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j1_k7_t6)_) obj 1917
     x(_z(j1_k7_t6)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k7_t6)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k7_t6)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k7_t6)_) c_e_con(_running(j1_t7)_)_ -1
     x(_z(j1_k7_t6)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k7_t6)_) c_e_con(_workers(j1_m1)_)_ -3
     x(_z(j2_k0_t0)_) obj 1638
     x(_z(j2_k0_t0)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h0_p0)_)_ 2
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h1_m1)_)_ 3
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h1_p0)_)_ 5
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h1_p1)_)_ 2
     x(_z(j2_k0_t0)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t0)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k0_t0)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k0_t0)_) c_e_con(_workers(j2_m1)_)_ -3
     x(_z(j2_k1_t0)_) obj 1638
     x(_z(j2_k1_t0)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t0)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k1_t0)_) c_u_con(_pstype(j2_p0)_)_ -7
     x(_z(j2_k1_t0)_) c_e_con(_workers(j2_m1)_)_ -3
     x(_z(j2_k2_t0)_) obj 1638
     x(_z(j2_k2_t0)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t0)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k2_t0)_) c_u_con(_coloc(j2_h0_p0)_)_ 2
     x(_z(j2_k2_t0)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_z(j2_k2_t0)_) c_u_con(_coloc(j2_h1_m1)_)_ 3
     x(_z(j2_k2_t0)_) c_u_con(_coloc(j2_h1_p0)_)_ 5
     x(_z(j2_k2_t0)_) c_u_con(_coloc(j2_h1_p1)_)_ 2
     x(_z(j2_k2_t0)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t0)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k2_t0)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k2_t0)_) c_e_con(_workers(j2_m1)_)_ -3
     x(_z(j2_k3_t0)_) obj 1638
     x(_z(j2_k3_t0)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t0)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k3_t0)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k3_t0)_) c_e_con(_workers(j2_m1)_)_ -3
     x(_z(j3_k0_t7)_) obj 18378
     x(_z(j3_k0_t7)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h0_p0)_)_ 2
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h0_p1)_)_ 1
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h1_m1)_)_ 4
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h1_p0)_)_ 5
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h1_p1)_)_ 2
     x(_z(j3_k0_t7)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t7)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k0_t7)_) c_u_con(_pstype(j3_p0)_)_ -7
     x(_z(j3_k0_t7)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k0_t7)_) c_e_con(_running(j3_t8)_)_ -1
     x(_z(j3_k0_t7)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k1_t7)_) obj 18378
     x(_z(j3_k1_t7)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t7)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k1_t7)_) c_u_con(_pstype(j3_p0)_)_ -7
     x(_z(j3_k1_t7)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k1_t7)_) c_e_con(_running(j3_t8)_)_ -1
     x(_z(j3_k1_t7)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k2_t7)_) obj 18378
     x(_z(j3_k2_t7)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t7)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
     x(_z(j3_k2_t7)_) c_u_con(_coloc(j3_h0_p0)_)_ 2
     x(_z(j3_k2_t7)_) c_u_con(_coloc(j3_h0_p1)_)_ 1
     x(_z(j3_k2_t7)_) c_u_con(_coloc(j3_h1_m1)_)_ 4
     x(_z(j3_k2_t7)_) c_u_con(_coloc(j3_h1_p0)_)_ 5
     x(_z(j3_k2_t7)_) c_u_con(_coloc(j3_h1_p1)_)_ 2
     x(_z(j3_k2_t7)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k2_t7)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k2_t7)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k2_t7)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k2_t7)_) c_e_con(_running(j3_t8)_)_ -1
     x(_z(j3_k2_t7)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k3_t7)_) obj 18378
     x(_z(j3_k3_t7)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t7)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k3_t7)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k3_t7)_) c_e_con(_running(j3_t7)_)_ -1
     x(_z(j3_k3_t7)_) c_e_con(_running(j3_t8)_)_ -1
     x(_z(j3_k3_t7)_) c_e_con(_workers(j3_m1)_)_ -3
RHS
     RHS c_e_con(_assign(j0)_)_ 1
     RHS c_e_con(_assign(j1)_)_ 1
     RHS c_e_con(_assign(j2)_)_ 1
     RHS c_e_con(_assign(j3)_)_ 1
     RHS c_u_con(_cap(h0_t7_r0)_)_ 4
     RHS c_u_con(_cap(h0_t7_r1)_)_ 41
     RHS c_u_con(_cap(h0_t7_r2)_)_ 136
     RHS c_u_con(_cap(h0_t7_r3)_)_ 22
     RHS c_u_con(_cap(h0_t8_r0)_)_ 4
     RHS c_u_con(_cap(h0_t8_r1)_)_ 41
     RHS c_u_con(_cap(h0_t8_r2)_)_ 136
     RHS c_u_con(_cap(h0_t8_r3)_)_ 22
     RHS c_u_con(_cap(h1_t7_r0)_)_ 27
     RHS c_u_con(_cap(h1_t7_r1)_)_ 82
     RHS c_u_con(_cap(h1_t7_r2)_)_ 408
     RHS c_u_con(_cap(h1_t7_r3)_)_ 43.5
     RHS c_u_con(_cap(h1_t8_r0)_)_ 27
     RHS c_u_con(_cap(h1_t8_r1)_)_ 82
     RHS c_u_con(_cap(h1_t8_r2)_)_ 408
     RHS c_u_con(_cap(h1_t8_r3)_)_ 43.5
     RHS c_u_con(_coloc(j0_h0_m1)_)_ 1
     RHS c_u_con(_coloc(j0_h0_p0)_)_ 2
     RHS c_u_con(_coloc(j0_h0_p1)_)_ 1
     RHS c_u_con(_coloc(j0_h1_m1)_)_ 4
     RHS c_u_con(_coloc(j0_h1_p0)_)_ 5
     RHS c_u_con(_coloc(j0_h1_p1)_)_ 2
     RHS c_u_con(_coloc(j1_h0_m0)_)_ 4
     RHS c_u_con(_coloc(j1_h0_m1)_)_ 1
     RHS c_u_con(_coloc(j1_h0_p0)_)_ 2
     RHS c_u_con(_coloc(j1_h0_p1)_)_ 1
     RHS c_u_con(_coloc(j1_h1_m0)_)_ 4
     RHS c_u_con(_coloc(j1_h1_m1)_)_ 4
     RHS c_u_con(_coloc(j1_h1_p0)_)_ 5
     RHS c_u_con(_coloc(j1_h1_p1)_)_ 2
     RHS c_u_con(_coloc(j2_h0_m1)_)_ 1
     RHS c_u_con(_coloc(j2_h0_p0)_)_ 2
     RHS c_u_con(_coloc(j2_h0_p1)_)_ 1
     RHS c_u_con(_coloc(j2_h1_m1)_)_ 3
     RHS c_u_con(_coloc(j2_h1_p0)_)_ 5
     RHS c_u_con(_coloc(j2_h1_p1)_)_ 2
     RHS c_u_con(_coloc(j3_h0_m1)_)_ 1
     RHS c_u_con(_coloc(j3_h0_p0)_)_ 2
     RHS c_u_con(_coloc(j3_h0_p1)_)_ 1
     RHS c_u_con(_coloc(j3_h1_m1)_)_ 4
     RHS c_u_con(_coloc(j3_h1_p0)_)_ 5
     RHS c_u_con(_coloc(j3_h1_p1)_)_ 2
     RHS c_u_con(_fit(j0_h1_r3)_)_ 43.5
     RHS c_u_con(_fit(j1_h0_r0)_)_ 4
     RHS c_u_con(_fit(j1_h0_r1)_)_ 41
     RHS c_u_con(_fit(j1_h0_r2)_)_ 136
     RHS c_u_con(_fit(j1_h0_r3)_)_ 22
     RHS c_u_con(_fit(j1_h1_r1)_)_ 82
     RHS c_u_con(_fit(j1_h1_r3)_)_ 43.5
     RHS c_u_con(_fit(j2_h1_r3)_)_ 43.5
     RHS c_u_con(_fit(j3_h1_r3)_)_ 43.5
     RHS c_e_con(_home(j0)_)_ 0
     RHS c_e_con(_home(j1)_)_ 0
     RHS c_e_con(_home(j2)_)_ 0
     RHS c_e_con(_home(j3)_)_ 0
     RHS c_u_con(_ps_bw(j0_h0)_)_ 16
     RHS c_u_con(_ps_bw(j0_h1)_)_ 4
     RHS c_u_con(_ps_bw(j1_h0)_)_ 16
     RHS c_u_con(_ps_bw(j1_h1)_)_ 4
     RHS c_u_con(_ps_bw(j2_h0)_)_ 12
     RHS c_u_con(_ps_bw(j2_h1)_)_ 4
     RHS c_u_con(_ps_bw(j3_h0)_)_ 16
     RHS c_u_con(_ps_bw(j3_h1)_)_ 4
     RHS c_l_con(_ps_min(j0)_)_ 0
     RHS c_l_con(_ps_min(j1)_)_ 0
     RHS c_l_con(_ps_min(j2)_)_ 0
     RHS c_l_con(_ps_min(j3)_)_ 0
     RHS c_u_con(_ps_on(j0_h0_p0)_)_ 0
     RHS c_u_con(_ps_on(j0_h0_p1)_)_ 0
     RHS c_u_con(_ps_on(j0_h1_p0)_)_ 0
     RHS c_u_con(_ps_on(j0_h1_p1)_)_ 0
     RHS c_u_con(_ps_on(j1_h0_p0)_)_ 0
     RHS c_u_con(_ps_on(j1_h0_p1)_)_ 0
     RHS c_u_con(_ps_on(j1_h1_p0)_)_ 0
     RHS c_u_con(_ps_on(j1_h1_p1)_)_ 0
     RHS c_u_con(_ps_on(j2_h0_p0)_)_ 0
     RHS c_u_con(_ps_on(j2_h0_p1)_)_ 0
     RHS c_u_con(_ps_on(j2_h1_p0)_)_ 0
     RHS c_u_con(_ps_on(j2_h1_p1)_)_ 0
     RHS c_u_con(_ps_on(j3_h0_p0)_)_ 0
     RHS c_u_con(_ps_on(j3_h0_p1)_)_ 0
     RHS c_u_con(_ps_on(j3_h1_p0)_)_ 0
     RHS c_u_con(_ps_on(j3_h1_p1)_)_ 0
     RHS c_u_con(_pstype(j0_p0)_)_ 0
     RHS c_u_con(_pstype(j0_p1)_)_ 0
     RHS c_u_con(_pstype(j1_p0)_)_ 0
     RHS c_u_con(_pstype(j1_p1)_)_ 0
     RHS c_u_con(_pstype(j2_p0)_)_ 0
     RHS c_u_con(_pstype(j2_p1)_)_ 0
     RHS c_u_con(_pstype(j3_p0)_)_ 0
     RHS c_u_con(_pstype(j3_p1)_)_ 0
     RHS c_e_con(_running(j1_t7)_)_ 0
     RHS c_e_con(_running(j1_t8)_)_ 0
     RHS c_e_con(_running(j3_t7)_)_ 0
     RHS c_e_con(_running(j3_t8)_)_ 0
     RHS c_l_con(_use(j1_h0_t7_r0)_)_ -4
     RHS c_l_con(_use(j1_h0_t7_r1)_)_ -32
     RHS c_l_con(_use(j1_h0_t7_r2)_)_ -96
     RHS c_l_con(_use(j1_h0_t7_r3)_)_ -21.5
     RHS c_l_con(_use(j1_h0_t8_r0)_)_ -4
     RHS c_l_con(_use(j1_h0_t8_r1)_)_ -32
     RHS c_l_con(_use(j1_h0_t8_r2)_)_ -96
     RHS c_l_con(_use(j1_h0_t8_r3)_)_ -21.5
     RHS c_l_con(_use(j1_h1_t7_r0)_)_ -16
     RHS c_l_con(_use(j1_h1_t7_r1)_)_ -80
     RHS c_l_con(_use(j1_h1_t7_r2)_)_ -320
     RHS c_l_con(_use(j1_h1_t7_r3)_)_ -43.5
     RHS c_l_con(_use(j1_h1_t8_r0)_)_ -16
     RHS c_l_con(_use(j1_h1_t8_r1)_)_ -80
     RHS c_l_con(_use(j1_h1_t8_r2)_)_ -320
     RHS c_l_con(_use(j1_h1_t8_r3)_)_ -43.5
     RHS c_l_con(_use(j3_h0_t7_r0)_)_ -4
     RHS c_l_con(_use(j3_h0_t7_r1)_)_ -28
     RHS c_l_con(_use(j3_h0_t7_r2)_)_ -96
     RHS c_l_con(_use(j3_h0_t7_r3)_)_ -21.5
     RHS c_l_con(_use(j3_h0_t8_r0)_)_ -4
     RHS c_l_con(_use(j3_h0_t8_r1)_)_ -28
     RHS c_l_con(_use(j3_h0_t8_r2)_)_ -96
     RHS c_l_con(_use(j3_h0_t8_r3)_)_ -21.5
     RHS c_l_con(_use(j3_h1_t7_r0)_)_ -16
     RHS c_l_con(_use(j3_h1_t7_r1)_)_ -80
     RHS c_l_con(_use(j3_h1_t7_r2)_)_ -320
     RHS c_l_con(_use(j3_h1_t7_r3)_)_ -43.5
     RHS c_l_con(_use(j3_h1_t8_r0)_)_ -16
     RHS c_l_con(_use(j3_h1_t8_r1)_)_ -80
     RHS c_l_con(_use(j3_h1_t8_r2)_)_ -320
     RHS c_l_con(_use(j3_h1_t8_r3)_)_ -43.5
     RHS c_e_con(_workers(j0_m1)_)_ 0
     RHS c_e_con(_workers(j1_m0)_)_ 0
     RHS c_e_con(_workers(j1_m1)_)_ 0
     RHS c_e_con(_workers(j2_m1)_)_ 0
     RHS c_e_con(_workers(j3_m1)_)_ 0
BOUNDS
 LO BOUND x(_g(j1_h0_t7_r0)_) 0
 UP BOUND x(_g(j1_h0_t7_r0)_) 4
 LO BOUND x(_g(j1_h0_t7_r1)_) 0
 UP BOUND x(_g(j1_h0_t7_r1)_) 41
 LO BOUND x(_g(j1_h0_t7_r2)_) 0
 UP BOUND x(_g(j1_h0_t7_r2)_) 136
 LO BOUND x(_g(j1_h0_t7_r3)_) 0
 UP BOUND x(_g(j1_h0_t7_r3)_) 22
 LO BOUND x(_g(j1_h0_t8_r0)_) 0
 UP BOUND x(_g(j1_h0_t8_r0)_) 4
 LO BOUND x(_g(j1_h0_t8_r1)_) 0
 UP BOUND x(_g(j1_h0_t8_r1)_) 41
 LO BOUND x(_g(j1_h0_t8_r2)_) 0
 UP BOUND x(_g(j1_h0_t8_r2)_) 136
 LO BOUND x(_g(j1_h0_t8_r3)_) 0
 UP BOUND x(_g(j1_h0_t8_r3)_) 22
 LO BOUND x(_g(j1_h1_t7_r0)_) 0
 UP BOUND x(_g(j1_h1_t7_r0)_) 27
 LO BOUND x(_g(j1_h1_t7_r1)_) 0
 UP BOUND x(_g(j1_h1_t7_r1)_) 82
 LO BOUND x(_g(j1_h1_t7_r2)_) 0
 UP BOUND x(_g(j1_h1_t7_r2)_) 408
 LO BOUND x(_g(j1_h1_t7_r3)_) 0
 UP BOUND x(_g(j1_h1_t7_r3)_) 43.5
 LO BOUND x(_g(j1_h1_t8_r0)_) 0
 UP BOUND x(_g(j1_h1_t8_r0)_) 27
 LO BOUND x(_g(j1_h1_t8_r1)_) 0
 UP BOUND x(_g(j1_h1_t8_r1)_) 82
 LO BOUND x(_g(j1_h1_t8_r2)_) 0
 UP BOUND x(_g(j1_h1_t8_r2)_) 408
 LO BOUND x(_g(j1_h1_t8_r3)_) 0
 UP BOUND x(_g(j1_h1_t8_r3)_) 43.5
 LO BOUND x(_g(j3_h0_t7_r0)_) 0
 UP BOUND x(_g(j3_h0_t7_r0)_) 4
 LO BOUND x(_g(j3_h0_t7_r1)_) 0
 UP BOUND x(_g(j3_h0_t7_r1)_) 41
 LO BOUND x(_g(j3_h0_t7_r2)_) 0
 UP BOUND x(_g(j3_h0_t7_r2)_) 136
 LO BOUND x(_g(j3_h0_t7_r3)_) 0
 UP BOUND x(_g(j3_h0_t7_r3)_) 22
 LO BOUND x(_g(j3_h0_t8_r0)_) 0
 UP BOUND x(_g(j3_h0_t8_r0)_) 4
 LO BOUND x(_g(j3_h0_t8_r1)_) 0
 UP BOUND x(_g(j3_h0_t8_r1)_) 41
 LO BOUND x(_g(j3_h0_t8_r2)_) 0
 UP BOUND x(_g(j3_h0_t8_r2)_) 136
 LO BOUND x(_g(j3_h0_t8_r3)_) 0
 UP BOUND x(_g(j3_h0_t8_r3)_) 22
 LO BOUND x(_g(j3_h1_t7_r0)_) 0
 UP BOUND x(_g(j3_h1_t7_r0)_) 27
 LO BOUND x(_g(j3_h1_t7_r1)_) 0
 UP BOUND x(_g(j3_h1_t7_r1)_) 82
 LO BOUND x(_g(j3_h1_t7_r2)_) 0
 UP BOUND x(_g(j3_h1_t7_r2)_) 408
 LO BOUND x(_g(j3_h1_t7_r3)_) 0
 UP BOUND x(_g(j3_h1_t7_r3)_) 43.5
 LO BOUND x(_g(j3_h1_t8_r0)_) 0
 UP BOUND x(_g(j3_h1_t8_r0)_) 27
 LO BOUND x(_g(j3_h1_t8_r1)_) 0
 UP BOUND x(_g(j3_h1_t8_r1)_) 82
 LO BOUND x(_g(j3_h1_t8_r2)_) 0
 UP BOUND x(_g(j3_h1_t8_r2)_) 408
 LO BOUND x(_g(j3_h1_t8_r3)_) 0
 UP BOUND x(_g(j3_h1_t8_r3)_) 43.5
 BV BOUND x(_o(j0_h0)_)
 BV BOUND x(_o(j0_h1)_)
 BV BOUND x(_o(j1_h0)_)
 BV BOUND x(_o(j1_h1)_)
 BV BOUND x(_o(j2_h0)_)
 BV BOUND x(_o(j2_h1)_)
 BV BOUND x(_o(j3_h0)_)
 BV BOUND x(_o(j3_h1)_)
 LO BOUND x(_run(j1_t7)_) 0
 UP BOUND x(_run(j1_t7)_) 1
 LO BOUND x(_run(j1_t8)_) 0
 UP BOUND x(_run(j1_t8)_) 1
 LO BOUND x(_run(j3_t7)_) 0
 UP BOUND x(_run(j3_t7)_) 1
 LO BOUND x(_run(j3_t8)_) 0
 UP BOUND x(_run(j3_t8)_) 1
 LI BOUND x(_s(j0_h0_p0)_) 0
 UI BOUND x(_s(j0_h0_p0)_) 2
 BV BOUND x(_s(j0_h0_p1)_)
 LI BOUND x(_s(j0_h1_p0)_) 0
 UI BOUND x(_s(j0_h1_p0)_) 5
 LI BOUND x(_s(j0_h1_p1)_) 0
 UI BOUND x(_s(j0_h1_p1)_) 2
 LI BOUND x(_s(j1_h0_p0)_) 0
 UI BOUND x(_s(j1_h0_p0)_) 2
 BV BOUND x(_s(j1_h0_p1)_)
 LI BOUND x(_s(j1_h1_p0)_) 0
 UI BOUND x(_s(j1_h1_p0)_) 5
 LI BOUND x(_s(j1_h1_p1)_) 0
 UI BOUND x(_s(j1_h1_p1)_) 2
 LI BOUND x(_s(j2_h0_p0)_) 0
 UI BOUND x(_s(j2_h0_p0)_) 2
 BV BOUND x(_s(j2_h0_p1)_)
 LI BOUND x(_s(j2_h1_p0)_) 0
 UI BOUND x(_s(j2_h1_p0)_) 5
 LI BOUND x(_s(j2_h1_p1)_) 0
 UI BOUND x(_s(j2_h1_p1)_) 2
 LI BOUND x(_s(j3_h0_p0)_) 0
 UI BOUND x(_s(j3_h0_p0)_) 2
 BV BOUND x(_s(j3_h0_p1)_)
 LI BOUND x(_s(j3_h1_p0)_) 0
 UI BOUND x(_s(j3_h1_p0)_) 5
 LI BOUND x(_s(j3_h1_p1)_) 0
 UI BOUND x(_s(j3_h1_p1)_) 2
 BV BOUND x(_sigma(j0_h0)_)
 BV BOUND x(_sigma(j0_h1)_)
 BV BOUND x(_sigma(j1_h0)_)
 BV BOUND x(_sigma(j1_h1)_)
 BV BOUND x(_sigma(j2_h0)_)
 BV BOUND x(_sigma(j2_h1)_)
 BV BOUND x(_sigma(j3_h0)_)
 BV BOUND x(_sigma(j3_h1)_)
 BV BOUND x(_y(j0_h0_m1)_)
 LI BOUND x(_y(j0_h1_m1)_) 0
 UI BOUND x(_y(j0_h1_m1)_) 4
 LI BOUND x(_y(j1_h0_m0)_) 0
 UI BOUND x(_y(j1_h0_m0)_) 4
 BV BOUND x(_y(j1_h0_m1)_)
 LI BOUND x(_y(j1_h1_m0)_) 0
 UI BOUND x(_y(j1_h1_m0)_) 4
 LI BOUND x(_y(j1_h1_m1)_) 0
 UI BOUND x(_y(j1_h1_m1)_) 4
 BV BOUND x(_y(j2_h0_m1)_)
 LI BOUND x(_y(j2_h1_m1)_) 0
 UI BOUND x(_y(j2_h1_m1)_) 3
 BV BOUND x(_y(j3_h0_m1)_)
 LI BOUND x(_y(j3_h1_m1)_) 0
 UI BOUND x(_y(j3_h1_m1)_) 4
 BV BOUND x(_z(j0_k0_t1)_)
 BV BOUND x(_z(j0_k1_t1)_)
 BV BOUND x(_z(j0_k2_t1)_)
 BV BOUND x(_z(j0_k3_t1)_)
 BV BOUND x(_z(j1_k0_t6)_)
 BV BOUND x(_z(j1_k1_t6)_)
 BV BOUND x(_z(j1_k2_t6)_)
 BV BOUND x(_z(j1_k3_t6)_)
 BV BOUND x(_z(j1_k4_t6)_)
 BV BOUND x(_z(j1_k5_t6)_)
 BV BOUND x(_z(j1_k6_t6)_)
 BV BOUND x(_z(j1_k7_t6)_)
 BV BOUND x(_z(j2_k0_t0)_)
 BV BOUND x(_z(j2_k1_t0)_)
 BV BOUND x(_z(j2_k2_t0)_)
 BV BOUND x(_z(j2_k3_t0)_)
 BV BOUND x(_z(j3_k0_t7)_)
 BV BOUND x(_z(j3_k1_t7)_)
 BV BOUND x(_z(j3_k2_t7)_)
 BV BOUND x(_z(j3_k3_t7)_)
ENDATA
