* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-timeindexed:tiny-ps-s1'
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_con(_assign(j0)_)_
 E  c_e_con(_assign(j1)_)_
 E  c_e_con(_assign(j2)_)_
 E  c_e_con(_assign(j3)_)_
 L  c_u_con(_cap(h0_t9_r1)_)_
 L  c_u_con(_cap(h0_t9_r2)_)_
 L  c_u_con(_cap(h0_t9_r3)_)_
 L  c_u_con(_cap(h1_t9_r0)_)_
 L  c_u_con(_cap(h1_t9_r1)_)_
 L  c_u_con(_cap(h1_t9_r2)_)_
 L  c_u_con(_cap(h1_t9_r3)_)_
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
 L  c_u_con(_coloc(j2_h0_m0)_)_
 L  c_u_con(_coloc(j2_h0_m1)_)_
 L  c_u_con(_coloc(j2_h0_p0)_)_
 L  c_u_con(_coloc(j2_h0_p1)_)_
 L  c_u_con(_coloc(j2_h1_m0)_)_
 L  c_u_con(_coloc(j2_h1_m1)_)_
 L  c_u_con(_coloc(j2_h1_p0)_)_
 L  c_u_con(_coloc(j2_h1_p1)_)_
 L  c_u_con(_coloc(j3_h0_m1)_)_
 L  c_u_con(_coloc(j3_h0_p0)_)_
 L  c_u_con(_coloc(j3_h0_p1)_)_
 L  c_u_con(_coloc(j3_h1_m1)_)_
 L  c_u_con(_coloc(j3_h1_p0)_)_
 L  c_u_con(_coloc(j3_h1_p1)_)_
 L  c_u_con(_fit(j0_h0_r1)_)_
 L  c_u_con(_fit(j0_h0_r3)_)_
 L  c_u_con(_fit(j1_h0_r1)_)_
 L  c_u_con(_fit(j1_h0_r3)_)_
 L  c_u_con(_fit(j1_h1_r0)_)_
 L  c_u_con(_fit(j1_h1_r1)_)_
 L  c_u_con(_fit(j1_h1_r2)_)_
 L  c_u_con(_fit(j1_h1_r3)_)_
 L  c_u_con(_fit(j2_h0_r1)_)_
 L  c_u_con(_fit(j2_h0_r3)_)_
 L  c_u_con(_fit(j2_h1_r0)_)_
 L  c_u_con(_fit(j2_h1_r1)_)_
 L  c_u_con(_fit(j2_h1_r2)_)_
 L  c_u_con(_fit(j2_h1_r3)_)_
 L  c_u_con(_fit(j3_h0_r1)_)_
 L  c_u_con(_fit(j3_h0_r3)_)_
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
 E  c_e_con(_running(j1_t9)_)_
 E  c_e_con(_running(j2_t9)_)_
 G  c_l_con(_use(j1_h0_t9_r1)_)_
 G  c_l_con(_use(j1_h0_t9_r2)_)_
 G  c_l_con(_use(j1_h0_t9_r3)_)_
 G  c_l_con(_use(j1_h1_t9_r0)_)_
 G  c_l_con(_use(j1_h1_t9_r1)_)_
 G  c_l_con(_use(j1_h1_t9_r2)_)_
 G  c_l_con(_use(j1_h1_t9_r3)_)_
 G  c_l_con(_use(j2_h0_t9_r1)_)_
 G  c_l_con(_use(j2_h0_t9_r2)_)_
 G  c_l_con(_use(j2_h0_t9_r3)_)_
 G  c_l_con(_use(j2_h1_t9_r0)_)_
 G  c_l_con(_use(j2_h1_t9_r1)_)_
 G  c_l_con(_use(j2_h1_t9_r2)_)_
 G  c_l_con(_use(j2_h1_t9_r3)_)_
 E  c_e_con(_workers(j0_m1)_)_
 E  c_e_con(_workers(j1_m0)_)_
 E  c_e_con(_workers(j1_m1)_)_
 E  c_e_con(_workers(j2_m0)_)_
 E  c_e_con(_workers(j2_m1)_)_
 E  c_e_con(_workers(j3_m1)_)_
COLUMNS
     x(_g(j1_h0_t9_r1)_) c_u_con(_cap(h0_t9_r1)_)_ 1
     x(_g(j1_h0_t9_r1)_) c_l_con(_use(j1_h0_t9_r1)_)_ 1
     x(_g(j1_h0_t9_r2)_) c_u_con(_cap(h0_t9_r2)_)_ 1
     x(_g(j1_h0_t9_r2)_) c_l_con(_use(j1_h0_t9_r2)_)_ 1
     x(_g(j1_h0_t9_r3)_) c_u_con(_cap(h0_t9_r3)_)_ 1
     x(_g(j1_h0_t9_r3)_) c_l_con(_use(j1_h0_t9_r3)_)_ 1
     x(_g(j1_h1_t9_r0)_) c_u_con(_cap(h1_t9_r0)_)_ 1
     x(_g(j1_h1_t9_r0)_) c_l_con(_use(j1_h1_t9_r0)_)_ 1
     x(_g(j1_h1_t9_r1)_) c_u_con(_cap(h1_t9_r1)_)_ 1
     x(_g(j1_h1_t9_r1)_) c_l_con(_use(j1_h1_t9_r1)_)_ 1
     x(_g(j1_h1_t9_r2)_) c_u_con(_cap(h1_t9_r2)_)_ 1
     x(_g(j1_h1_t9_r2)_) c_l_con(_use(j1_h1_t9_r2)_)_ 1
     x(_g(j1_h1_t9_r3)_) c_u_con(_cap(h1_t9_r3)_)_ 1
     x(_g(j1_h1_t9_r3)_) c_l_con(_use(j1_h1_t9_r3)_)_ 1
     x(_g(j2_h0_t9_r1)_) c_u_con(_cap(h0_t9_r1)_)_ 1
     x(_g(j2_h0_t9_r1)_) c_l_con(_use(j2_h0_t9_r1)_)_ 1
     x(_g(j2_h0_t9_r2)_) c_u_con(_cap(h0_t9_r2)_)_ 1
     x(_g(j2_h0_t9_r2)_) c_l_con(_use(j2_h0_t9_r2)_)_ 1
     x(_g(j2_h0_t9_r3)_) c_u_con(_cap(h0_t9_r3)_)_ 1
     x(_g(j2_h0_t9_r3)_) c_l_con(_use(j2_h0_t9_r3)_)_ 1
     x(_g(j2_h1_t9_r0)_) c_u_con(_cap(h1_t9_r0)_)_ 1
     x(_g(j2_h1_t9_r0)_) c_l_con(_use(j2_h1_t9_r0)_)_ 1
     x(_g(j2_h1_t9_r1)_) c_u_con(_cap(h1_t9_r1)_)_ 1
     x(_g(j2_h1_t9_r1)_) c_l_con(_use(j2_h1_t9_r1)_)_ 1
     x(_g(j2_h1_t9_r2)_) c_u_con(_cap(h1_t9_r2)_)_ 1
     x(_g(j2_h1_t9_r2)_) c_l_con(_use(j2_h1_t9_r2)_)_ 1
     x(_g(j2_h1_t9_r3)_) c_u_con(_cap(h1_t9_r3)_)_ 1
     x(_g(j2_h1_t9_r3)_) c_l_con(_use(j2_h1_t9_r3)_)_ 1
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_m1)_)_ -3
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_p0)_)_ -4
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_p1)_)_ -2
     x(_o(j0_h0)_) c_e_con(_home(j0)_)_ 1
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_m1)_)_ -1
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_p0)_)_ -2
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_p1)_)_ -1
     x(_o(j0_h1)_) c_e_con(_home(j0)_)_ 1
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_m0)_)_ -2
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_m1)_)_ -2
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_p0)_)_ -4
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_p1)_)_ -2
     x(_o(j1_h0)_) c_e_con(_home(j1)_)_ 1
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_m0)_)_ -2
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_m1)_)_ -1
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_p0)_)_ -2
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_p1)_)_ -1
     x(_o(j1_h1)_) c_e_con(_home(j1)_)_ 1
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m0)_)_ -2
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m1)_)_ -2
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_p0)_)_ -4
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_p1)_)_ -2
     x(_o(j2_h0)_) c_e_con(_home(j2)_)_ 1
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m0)_)_ -2
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m1)_)_ -1
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_p0)_)_ -2
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_p1)_)_ -1
     x(_o(j2_h1)_) c_e_con(_home(j2)_)_ 1
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m1)_)_ -3
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_p0)_)_ -4
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_p1)_)_ -2
     x(_o(j3_h0)_) c_e_con(_home(j3)_)_ 1
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m1)_)_ -1
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_p0)_)_ -2
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_p1)_)_ -1
     x(_o(j3_h1)_) c_e_con(_home(j3)_)_ 1
     x(_run(j1_t9)_) c_e_con(_running(j1_t9)_)_ 1
     x(_run(j1_t9)_) c_l_con(_use(j1_h0_t9_r1)_)_ -56
     x(_run(j1_t9)_) c_l_con(_use(j1_h0_t9_r2)_)_ -192
     x(_run(j1_t9)_) c_l_con(_use(j1_h0_t9_r3)_)_ -37
     x(_run(j1_t9)_) c_l_con(_use(j1_h1_t9_r0)_)_ -4
     x(_run(j1_t9)_) c_l_con(_use(j1_h1_t9_r1)_)_ -28
     x(_run(j1_t9)_) c_l_con(_use(j1_h1_t9_r2)_)_ -96
     x(_run(j1_t9)_) c_l_con(_use(j1_h1_t9_r3)_)_ -21.5
     x(_run(j2_t9)_) c_e_con(_running(j2_t9)_)_ 1
     x(_run(j2_t9)_) c_l_con(_use(j2_h0_t9_r1)_)_ -56
     x(_run(j2_t9)_) c_l_con(_use(j2_h0_t9_r2)_)_ -192
     x(_run(j2_t9)_) c_l_con(_use(j2_h0_t9_r3)_)_ -37
     x(_run(j2_t9)_) c_l_con(_use(j2_h1_t9_r0)_)_ -4
     x(_run(j2_t9)_) c_l_con(_use(j2_h1_t9_r1)_)_ -28
     x(_run(j2_t9)_) c_l_con(_use(j2_h1_t9_r2)_)_ -96
     x(_run(j2_t9)_) c_l_con(_use(j2_h1_t9_r3)_)_ -21.5
     x(_s(j0_h0_p0)_) c_u_con(_coloc(j0_h0_p0)_)_ 1
     x(_s(j0_h0_p0)_) c_u_con(_fit(j0_h0_r1)_)_ 4
     x(_s(j0_h0_p0)_) c_u_con(_fit(j0_h0_r3)_)_ 7.5
     x(_s(j0_h0_p0)_) c_u_con(_ps_bw(j0_h0)_)_ -7.5
     x(_s(j0_h0_p0)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h0_p0)_) c_u_con(_ps_on(j0_h0_p0)_)_ 1
     x(_s(j0_h0_p0)_) c_u_con(_pstype(j0_p0)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_coloc(j0_h0_p1)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_fit(j0_h0_r1)_)_ 16
     x(_s(j0_h0_p1)_) c_u_con(_fit(j0_h0_r3)_)_ 17.5
     x(_s(j0_h0_p1)_) c_u_con(_ps_bw(j0_h0)_)_ -17.5
     x(_s(j0_h0_p1)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_ps_on(j0_h0_p1)_)_ 1
     x(_s(j0_h0_p1)_) c_u_con(_pstype(j0_p1)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_coloc(j0_h1_p0)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_ps_bw(j0_h1)_)_ -7.5
     x(_s(j0_h1_p0)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_ps_on(j0_h1_p0)_)_ 1
     x(_s(j0_h1_p0)_) c_u_con(_pstype(j0_p0)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_ps_bw(j0_h1)_)_ -17.5
     x(_s(j0_h1_p1)_) c_l_con(_ps_min(j0)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_ps_on(j0_h1_p1)_)_ 1
     x(_s(j0_h1_p1)_) c_u_con(_pstype(j0_p1)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_coloc(j1_h0_p0)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_fit(j1_h0_r1)_)_ 4
     x(_s(j1_h0_p0)_) c_u_con(_fit(j1_h0_r3)_)_ 7.5
     x(_s(j1_h0_p0)_) c_u_con(_ps_bw(j1_h0)_)_ -7.5
     x(_s(j1_h0_p0)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_ps_on(j1_h0_p0)_)_ 1
     x(_s(j1_h0_p0)_) c_u_con(_pstype(j1_p0)_)_ 1
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t9_r1)_)_ -4
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t9_r2)_)_ -8
     x(_s(j1_h0_p0)_) c_l_con(_use(j1_h0_t9_r3)_)_ -7.5
     x(_s(j1_h0_p1)_) c_u_con(_coloc(j1_h0_p1)_)_ 1
     x(_s(j1_h0_p1)_) c_u_con(_fit(j1_h0_r1)_)_ 16
     x(_s(j1_h0_p1)_) c_u_con(_fit(j1_h0_r3)_)_ 17.5
     x(_s(j1_h0_p1)_) c_u_con(_ps_bw(j1_h0)_)_ -17.5
     x(_s(j1_h0_p1)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h0_p1)_) c_u_con(_ps_on(j1_h0_p1)_)_ 1
     x(_s(j1_h0_p1)_) c_u_con(_pstype(j1_p1)_)_ 1
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t9_r1)_)_ -16
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t9_r2)_)_ -32
     x(_s(j1_h0_p1)_) c_l_con(_use(j1_h0_t9_r3)_)_ -17.5
     x(_s(j1_h1_p0)_) c_u_con(_coloc(j1_h1_p0)_)_ 1
     x(_s(j1_h1_p0)_) c_u_con(_fit(j1_h1_r1)_)_ 4
     x(_s(j1_h1_p0)_) c_u_con(_fit(j1_h1_r2)_)_ 8
     x(_s(j1_h1_p0)_) c_u_con(_fit(j1_h1_r3)_)_ 7.5
     x(_s(j1_h1_p0)_) c_u_con(_ps_bw(j1_h1)_)_ -7.5
     x(_s(j1_h1_p0)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h1_p0)_) c_u_con(_ps_on(j1_h1_p0)_)_ 1
     x(_s(j1_h1_p0)_) c_u_con(_pstype(j1_p0)_)_ 1
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t9_r1)_)_ -4
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t9_r2)_)_ -8
     x(_s(j1_h1_p0)_) c_l_con(_use(j1_h1_t9_r3)_)_ -7.5
     x(_s(j1_h1_p1)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_s(j1_h1_p1)_) c_u_con(_fit(j1_h1_r1)_)_ 16
     x(_s(j1_h1_p1)_) c_u_con(_fit(j1_h1_r2)_)_ 32
     x(_s(j1_h1_p1)_) c_u_con(_fit(j1_h1_r3)_)_ 17.5
     x(_s(j1_h1_p1)_) c_u_con(_ps_bw(j1_h1)_)_ -17.5
     x(_s(j1_h1_p1)_) c_l_con(_ps_min(j1)_)_ 1
     x(_s(j1_h1_p1)_) c_u_con(_ps_on(j1_h1_p1)_)_ 1
     x(_s(j1_h1_p1)_) c_u_con(_pstype(j1_p1)_)_ 1
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t9_r1)_)_ -16
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t9_r2)_)_ -32
     x(_s(j1_h1_p1)_) c_l_con(_use(j1_h1_t9_r3)_)_ -17.5
     x(_s(j2_h0_p0)_) c_u_con(_coloc(j2_h0_p0)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_fit(j2_h0_r1)_)_ 4
     x(_s(j2_h0_p0)_) c_u_con(_fit(j2_h0_r3)_)_ 7.5
     x(_s(j2_h0_p0)_) c_u_con(_ps_bw(j2_h0)_)_ -7.5
     x(_s(j2_h0_p0)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_ps_on(j2_h0_p0)_)_ 1
     x(_s(j2_h0_p0)_) c_u_con(_pstype(j2_p0)_)_ 1
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t9_r1)_)_ -4
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t9_r2)_)_ -8
     x(_s(j2_h0_p0)_) c_l_con(_use(j2_h0_t9_r3)_)_ -7.5
     x(_s(j2_h0_p1)_) c_u_con(_coloc(j2_h0_p1)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_fit(j2_h0_r1)_)_ 16
     x(_s(j2_h0_p1)_) c_u_con(_fit(j2_h0_r3)_)_ 17.5
     x(_s(j2_h0_p1)_) c_u_con(_ps_bw(j2_h0)_)_ -17.5
     x(_s(j2_h0_p1)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_ps_on(j2_h0_p1)_)_ 1
     x(_s(j2_h0_p1)_) c_u_con(_pstype(j2_p1)_)_ 1
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t9_r1)_)_ -16
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t9_r2)_)_ -32
     x(_s(j2_h0_p1)_) c_l_con(_use(j2_h0_t9_r3)_)_ -17.5
     x(_s(j2_h1_p0)_) c_u_con(_coloc(j2_h1_p0)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_fit(j2_h1_r1)_)_ 4
     x(_s(j2_h1_p0)_) c_u_con(_fit(j2_h1_r2)_)_ 8
     x(_s(j2_h1_p0)_) c_u_con(_fit(j2_h1_r3)_)_ 7.5
     x(_s(j2_h1_p0)_) c_u_con(_ps_bw(j2_h1)_)_ -7.5
     x(_s(j2_h1_p0)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_ps_on(j2_h1_p0)_)_ 1
     x(_s(j2_h1_p0)_) c_u_con(_pstype(j2_p0)_)_ 1
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t9_r1)_)_ -4
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t9_r2)_)_ -8
     x(_s(j2_h1_p0)_) c_l_con(_use(j2_h1_t9_r3)_)_ -7.5
     x(_s(j2_h1_p1)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_fit(j2_h1_r1)_)_ 16
     x(_s(j2_h1_p1)_) c_u_con(_fit(j2_h1_r2)_)_ 32
     x(_s(j2_h1_p1)_) c_u_con(_fit(j2_h1_r3)_)_ 17.5
     x(_s(j2_h1_p1)_) c_u_con(_ps_bw(j2_h1)_)_ -17.5
     x(_s(j2_h1_p1)_) c_l_con(_ps_min(j2)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_ps_on(j2_h1_p1)_)_ 1
     x(_s(j2_h1_p1)_) c_u_con(_pstype(j2_p1)_)_ 1
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t9_r1)_)_ -16
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t9_r2)_)_ -32
     x(_s(j2_h1_p1)_) c_l_con(_use(j2_h1_t9_r3)_)_ -17.5
     x(_s(j3_h0_p0)_) c_u_con(_coloc(j3_h0_p0)_)_ 1
     x(_s(j3_h0_p0)_) c_u_con(_fit(j3_h0_r1)_)_ 4
     x(_s(j3_h0_p0)_) c_u_con(_fit(j3_h0_r3)_)_ 7.5
     x(_s(j3_h0_p0)_) c_u_con(_ps_bw(j3_h0)_)_ -7.5
     x(_s(j3_h0_p0)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h0_p0)_) c_u_con(_ps_on(j3_h0_p0)_)_ 1
     x(_s(j3_h0_p0)_) c_u_con(_pstype(j3_p0)_)_ 1
     x(_s(j3_h0_p1)_) c_u_con(_coloc(j3_h0_p1)_)_ 1
     x(_s(j3_h0_p1)_) c_u_con(_fit(j3_h0_r1)_)_ 16
     x(_s(j3_h0_p1)_) c_u_con(_fit(j3_h0_r3)_)_ 17.5
     x(_s(j3_h0_p1)_) c_u_con(_ps_bw(j3_h0)_)_ -17.5
     x(_s(j3_h0_p1)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h0_p1)_) c_u_con(_ps_on(j3_h0_p1)_)_ 1
     x(_s(j3_h0_p1)_) c_u_con(_pstype(j3_p1)_)_ 1
     x(_s(j3_h1_p0)_) c_u_con(_coloc(j3_h1_p0)_)_ 1
     x(_s(j3_h1_p0)_) c_u_con(_ps_bw(j3_h1)_)_ -7.5
     x(_s(j3_h1_p0)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h1_p0)_) c_u_con(_ps_on(j3_h1_p0)_)_ 1
     x(_s(j3_h1_p0)_) c_u_con(_pstype(j3_p0)_)_ 1
     x(_s(j3_h1_p1)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_s(j3_h1_p1)_) c_u_con(_ps_bw(j3_h1)_)_ -17.5
     x(_s(j3_h1_p1)_) c_l_con(_ps_min(j3)_)_ 1
     x(_s(j3_h1_p1)_) c_u_con(_ps_on(j3_h1_p1)_)_ 1
     x(_s(j3_h1_p1)_) c_u_con(_pstype(j3_p1)_)_ 1
     x(_sigma(j0_h0)_) c_u_con(_ps_bw(j0_h0)_)_ 4
     x(_sigma(j0_h0)_) c_u_con(_ps_on(j0_h0_p0)_)_ -4
     x(_sigma(j0_h0)_) c_u_con(_ps_on(j0_h0_p1)_)_ -2
     x(_sigma(j0_h1)_) c_u_con(_ps_bw(j0_h1)_)_ 12
     x(_sigma(j0_h1)_) c_u_con(_ps_on(j0_h1_p0)_)_ -2
     x(_sigma(j0_h1)_) c_u_con(_ps_on(j0_h1_p1)_)_ -1
     x(_sigma(j1_h0)_) c_u_con(_ps_bw(j1_h0)_)_ 4
     x(_sigma(j1_h0)_) c_u_con(_ps_on(j1_h0_p0)_)_ -4
     x(_sigma(j1_h0)_) c_u_con(_ps_on(j1_h0_p1)_)_ -2
     x(_sigma(j1_h1)_) c_u_con(_ps_bw(j1_h1)_)_ 8
     x(_sigma(j1_h1)_) c_u_con(_ps_on(j1_h1_p0)_)_ -2
     x(_sigma(j1_h1)_) c_u_con(_ps_on(j1_h1_p1)_)_ -1
     x(_sigma(j2_h0)_) c_u_con(_ps_bw(j2_h0)_)_ 4
     x(_sigma(j2_h0)_) c_u_con(_ps_on(j2_h0_p0)_)_ -4
     x(_sigma(j2_h0)_) c_u_con(_ps_on(j2_h0_p1)_)_ -2
     x(_sigma(j2_h1)_) c_u_con(_ps_bw(j2_h1)_)_ 8
     x(_sigma(j2_h1)_) c_u_con(_ps_on(j2_h1_p0)_)_ -2
     x(_sigma(j2_h1)_) c_u_con(_ps_on(j2_h1_p1)_)_ -1
     x(_sigma(j3_h0)_) c_u_con(_ps_bw(j3_h0)_)_ 4
     x(_sigma(j3_h0)_) c_u_con(_ps_on(j3_h0_p0)_)_ -4
     x(_sigma(j3_h0)_) c_u_con(_ps_on(j3_h0_p1)_)_ -2
     x(_sigma(j3_h1)_) c_u_con(_ps_bw(j3_h1)_)_ 12
     x(_sigma(j3_h1)_) c_u_con(_ps_on(j3_h1_p0)_)_ -2
     x(_sigma(j3_h1)_) c_u_con(_ps_on(j3_h1_p1)_)_ -1
     x(_y(j0_h0_m1)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_y(j0_h0_m1)_) c_u_con(_fit(j0_h0_r1)_)_ 12
     x(_y(j0_h0_m1)_) c_u_con(_fit(j0_h0_r3)_)_ 4
     x(_y(j0_h0_m1)_) c_u_con(_ps_bw(j0_h1)_)_ 4
     x(_y(j0_h0_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_ps_bw(j0_h0)_)_ 4
     x(_y(j0_h1_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_coloc(j1_h0_m0)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_fit(j1_h0_r1)_)_ 4
     x(_y(j1_h0_m0)_) c_u_con(_fit(j1_h0_r3)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_ps_bw(j1_h1)_)_ 1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t9_r1)_)_ -4
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t9_r2)_)_ -16
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t9_r3)_)_ -1
     x(_y(j1_h0_m0)_) c_e_con(_workers(j1_m0)_)_ 1
     x(_y(j1_h0_m1)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_y(j1_h0_m1)_) c_u_con(_fit(j1_h0_r1)_)_ 12
     x(_y(j1_h0_m1)_) c_u_con(_fit(j1_h0_r3)_)_ 4
     x(_y(j1_h0_m1)_) c_u_con(_ps_bw(j1_h1)_)_ 4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t9_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t9_r2)_)_ -64
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t9_r3)_)_ -4
     x(_y(j1_h0_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_coloc(j1_h1_m0)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r0)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r1)_)_ 4
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r2)_)_ 16
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r3)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_ps_bw(j1_h0)_)_ 1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t9_r0)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t9_r1)_)_ -4
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t9_r2)_)_ -16
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t9_r3)_)_ -1
     x(_y(j1_h1_m0)_) c_e_con(_workers(j1_m0)_)_ 1
     x(_y(j1_h1_m1)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r0)_)_ 4
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r1)_)_ 12
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r2)_)_ 64
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r3)_)_ 4
     x(_y(j1_h1_m1)_) c_u_con(_ps_bw(j1_h0)_)_ 4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t9_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t9_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t9_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t9_r3)_)_ -4
     x(_y(j1_h1_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j2_h0_m0)_) c_u_con(_coloc(j2_h0_m0)_)_ 1
     x(_y(j2_h0_m0)_) c_u_con(_fit(j2_h0_r1)_)_ 4
     x(_y(j2_h0_m0)_) c_u_con(_fit(j2_h0_r3)_)_ 1
     x(_y(j2_h0_m0)_) c_u_con(_ps_bw(j2_h1)_)_ 1
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t9_r1)_)_ -4
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t9_r2)_)_ -16
     x(_y(j2_h0_m0)_) c_l_con(_use(j2_h0_t9_r3)_)_ -1
     x(_y(j2_h0_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_fit(j2_h0_r1)_)_ 12
     x(_y(j2_h0_m1)_) c_u_con(_fit(j2_h0_r3)_)_ 4
     x(_y(j2_h0_m1)_) c_u_con(_ps_bw(j2_h1)_)_ 4
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t9_r1)_)_ -12
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t9_r2)_)_ -64
     x(_y(j2_h0_m1)_) c_l_con(_use(j2_h0_t9_r3)_)_ -4
     x(_y(j2_h0_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_coloc(j2_h1_m0)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_fit(j2_h1_r0)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_fit(j2_h1_r1)_)_ 4
     x(_y(j2_h1_m0)_) c_u_con(_fit(j2_h1_r2)_)_ 16
     x(_y(j2_h1_m0)_) c_u_con(_fit(j2_h1_r3)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_ps_bw(j2_h0)_)_ 1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t9_r0)_)_ -1
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t9_r1)_)_ -4
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t9_r2)_)_ -16
     x(_y(j2_h1_m0)_) c_l_con(_use(j2_h1_t9_r3)_)_ -1
     x(_y(j2_h1_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_fit(j2_h1_r0)_)_ 4
     x(_y(j2_h1_m1)_) c_u_con(_fit(j2_h1_r1)_)_ 12
     x(_y(j2_h1_m1)_) c_u_con(_fit(j2_h1_r2)_)_ 64
     x(_y(j2_h1_m1)_) c_u_con(_fit(j2_h1_r3)_)_ 4
     x(_y(j2_h1_m1)_) c_u_con(_ps_bw(j2_h0)_)_ 4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t9_r0)_)_ -4
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t9_r1)_)_ -12
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t9_r2)_)_ -64
     x(_y(j2_h1_m1)_) c_l_con(_use(j2_h1_t9_r3)_)_ -4
     x(_y(j2_h1_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_fit(j3_h0_r1)_)_ 12
     x(_y(j3_h0_m1)_) c_u_con(_fit(j3_h0_r3)_)_ 4
     x(_y(j3_h0_m1)_) c_u_con(_ps_bw(j3_h1)_)_ 4
     x(_y(j3_h0_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_ps_bw(j3_h0)_)_ 4
     x(_y(j3_h1_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_z(j0_k0_t2)_) obj 6788
     x(_z(j0_k0_t2)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k0_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k0_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k0_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k0_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k1_t2)_) obj 6788
     x(_z(j0_k1_t2)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k1_t2)_) c_u_con(_pstype(j0_p0)_)_ -6
     x(_z(j0_k1_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k2_t2)_) obj 6788
     x(_z(j0_k2_t2)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k2_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 3
     x(_z(j0_k2_t2)_) c_u_con(_coloc(j0_h0_p0)_)_ 4
     x(_z(j0_k2_t2)_) c_u_con(_coloc(j0_h0_p1)_)_ 2
     x(_z(j0_k2_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_z(j0_k2_t2)_) c_u_con(_coloc(j0_h1_p0)_)_ 2
     x(_z(j0_k2_t2)_) c_u_con(_coloc(j0_h1_p1)_)_ 1
     x(_z(j0_k2_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k2_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k2_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k2_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k3_t2)_) obj 6788
     x(_z(j0_k3_t2)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k3_t2)_) c_l_con(_ps_min(j0)_)_ -1
     x(_z(j0_k3_t2)_) c_u_con(_pstype(j0_p1)_)_ -3
     x(_z(j0_k3_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j1_k0_t8)_) obj 30613
     x(_z(j1_k0_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h0_m0)_)_ 2
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h0_m1)_)_ 2
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h0_p0)_)_ 4
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h0_p1)_)_ 2
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h1_m0)_)_ 2
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k0_t8)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k0_t8)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k0_t8)_) c_u_con(_pstype(j1_p0)_)_ -6
     x(_z(j1_k0_t8)_) c_e_con(_running(j1_t9)_)_ -1
     x(_z(j1_k0_t8)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k1_t8)_) obj 30613
     x(_z(j1_k1_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t8)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k1_t8)_) c_u_con(_pstype(j1_p0)_)_ -6
     x(_z(j1_k1_t8)_) c_e_con(_running(j1_t9)_)_ -1
     x(_z(j1_k1_t8)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k2_t8)_) obj 30613
     x(_z(j1_k2_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h0_m0)_)_ 2
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h0_m1)_)_ 2
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h0_p0)_)_ 4
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h0_p1)_)_ 2
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h1_m0)_)_ 2
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k2_t8)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k2_t8)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k2_t8)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k2_t8)_) c_e_con(_running(j1_t9)_)_ -1
     x(_z(j1_k2_t8)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k3_t8)_) obj 30613
     x(_z(j1_k3_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t8)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k3_t8)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k3_t8)_) c_e_con(_running(j1_t9)_)_ -1
     x(_z(j1_k3_t8)_) c_e_con(_workers(j1_m0)_)_ -2
     x(_z(j1_k4_t8)_) obj 30613
     x(_z(j1_k4_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k4_t8)_) c_u_con(_coloc(j1_h0_m0)_)_ 2
     x(_z(j1_k4_t8)_) c_u_con(_coloc(j1_h0_m1)_)_ 2
     x(_z(j1_k4_t8)_) c_u_con(_coloc(j1_h0_p0)_)_ 4
     x(_z(j1_k4_t8)_) c_u_con(_coloc(j1_h0_p1)_)_ 2
     x(_z(j1_k4_t8)_) c_u_con(_coloc(j1_h1_m0)_)_ 2
     x(_z(j1_k4_t8)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_z(j1_k4_t8)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k4_t8)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k4_t8)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k4_t8)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k4_t8)_) c_u_con(_pstype(j1_p0)_)_ -6
     x(_z(j1_k4_t8)_) c_e_con(_running(j1_t9)_)_ -1
     x(_z(j1_k4_t8)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k5_t8)_) obj 30613
     x(_z(j1_k5_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k5_t8)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k5_t8)_) c_u_con(_pstype(j1_p0)_)_ -6
     x(_z(j1_k5_t8)_) c_e_con(_running(j1_t9)_)_ -1
     x(_z(j1_k5_t8)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k6_t8)_) obj 30613
     x(_z(j1_k6_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k6_t8)_) c_u_con(_coloc(j1_h0_m0)_)_ 2
     x(_z(j1_k6_t8)_) c_u_con(_coloc(j1_h0_m1)_)_ 2
     x(_z(j1_k6_t8)_) c_u_con(_coloc(j1_h0_p0)_)_ 4
     x(_z(j1_k6_t8)_) c_u_con(_coloc(j1_h0_p1)_)_ 2
     x(_z(j1_k6_t8)_) c_u_con(_coloc(j1_h1_m0)_)_ 2
     x(_z(j1_k6_t8)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_z(j1_k6_t8)_) c_u_con(_coloc(j1_h1_p0)_)_ 2
     x(_z(j1_k6_t8)_) c_u_con(_coloc(j1_h1_p1)_)_ 1
     x(_z(j1_k6_t8)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k6_t8)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k6_t8)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k6_t8)_) c_e_con(_running(j1_t9)_)_ -1
     x(_z(j1_k6_t8)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k7_t8)_) obj 30613
     x(_z(j1_k7_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k7_t8)_) c_l_con(_ps_min(j1)_)_ -1
     x(_z(j1_k7_t8)_) c_u_con(_pstype(j1_p1)_)_ -3
     x(_z(j1_k7_t8)_) c_e_con(_running(j1_t9)_)_ -1
     x(_z(j1_k7_t8)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j2_k0_t9)_) obj 11760
     x(_z(j2_k0_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h0_p0)_)_ 4
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h0_p1)_)_ 2
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k0_t9)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k0_t9)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t9)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k0_t9)_) c_u_con(_pstype(j2_p0)_)_ -6
     x(_z(j2_k0_t9)_) c_e_con(_running(j2_t9)_)_ -1
     x(_z(j2_k0_t9)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t9)_) obj 11760
     x(_z(j2_k1_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t9)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k1_t9)_) c_u_con(_pstype(j2_p0)_)_ -6
     x(_z(j2_k1_t9)_) c_e_con(_running(j2_t9)_)_ -1
     x(_z(j2_k1_t9)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t9)_) obj 11760
     x(_z(j2_k2_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h0_p0)_)_ 4
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h0_p1)_)_ 2
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k2_t9)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k2_t9)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t9)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k2_t9)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k2_t9)_) c_e_con(_running(j2_t9)_)_ -1
     x(_z(j2_k2_t9)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k3_t9)_) obj 11760
     x(_z(j2_k3_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t9)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k3_t9)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k3_t9)_) c_e_con(_running(j2_t9)_)_ -1
     x(_z(j2_k3_t9)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k4_t9)_) obj 11760
     x(_z(j2_k4_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k4_t9)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k4_t9)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k4_t9)_) c_u_con(_coloc(j2_h0_p0)_)_ 4
     x(_z(j2_k4_t9)_) c_u_con(_coloc(j2_h0_p1)_)_ 2
     x(_z(j2_k4_t9)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k4_t9)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k4_t9)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k4_t9)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k4_t9)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k4_t9)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k4_t9)_) c_u_con(_pstype(j2_p0)_)_ -6
     x(_z(j2_k4_t9)_) c_e_con(_running(j2_t9)_)_ -1
     x(_z(j2_k4_t9)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k5_t9)_) obj 11760
     x(_z(j2_k5_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k5_t9)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k5_t9)_) c_u_con(_pstype(j2_p0)_)_ -6
     x(_z(j2_k5_t9)_) c_e_con(_running(j2_t9)_)_ -1
     x(_z(j2_k5_t9)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k6_t9)_) obj 11760
     x(_z(j2_k6_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k6_t9)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k6_t9)_) c_u_con(_coloc(j2_h0_m1)_)_ 2
     x(_z(j2_k6_t9)_) c_u_con(_coloc(j2_h0_p0)_)_ 4
     x(_z(j2_k6_t9)_) c_u_con(_coloc(j2_h0_p1)_)_ 2
     x(_z(j2_k6_t9)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k6_t9)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_z(j2_k6_t9)_) c_u_con(_coloc(j2_h1_p0)_)_ 2
     x(_z(j2_k6_t9)_) c_u_con(_coloc(j2_h1_p1)_)_ 1
     x(_z(j2_k6_t9)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k6_t9)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k6_t9)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k6_t9)_) c_e_con(_running(j2_t9)_)_ -1
     x(_z(j2_k6_t9)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k7_t9)_) obj 11760
     x(_z(j2_k7_t9)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k7_t9)_) c_l_con(_ps_min(j2)_)_ -1
     x(_z(j2_k7_t9)_) c_u_con(_pstype(j2_p1)_)_ -3
     x(_z(j2_k7_t9)_) c_e_con(_running(j2_t9)_)_ -1
     x(_z(j2_k7_t9)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j3_k0_t0)_) obj 3679
     x(_z(j3_k0_t0)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k0_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k0_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k0_t0)_) c_u_con(_pstype(j3_p0)_)_ -6
     x(_z(j3_k0_t0)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k1_t0)_) obj 3679
     x(_z(j3_k1_t0)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h0_m1)_)_ 3
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h0_p0)_)_ 4
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h0_p1)_)_ 2
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h1_p0)_)_ 2
     x(_z(j3_k1_t0)_) c_u_con(_coloc(j3_h1_p1)_)_ 1
     x(_z(j3_k1_t0)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k1_t0)_) c_l_con(_ps_min(j3)_)_ -1
     x(_z(j3_k1_t0)_) c_u_con(_pstype(j3_p1)_)_ -3
     x(_z(j3_k1_t0)_) c_e_con(_workers(j3_m1)_)_ -3
RHS
     RHS c_e_con(_assign(j0)_)_ 1
     RHS c_e_con(_assign(j1)_)_ 1
     RHS c_e_con(_assign(j2)_)_ 1
     RHS c_e_con(_assign(j3)_)_ 1
     RHS c_u_con(_cap(h0_t9_r1)_)_ 62
     RHS c_u_con(_cap(h0_t9_r2)_)_ 288
     RHS c_u_con(_cap(h0_t9_r3)_)_ 37
     RHS c_u_con(_cap(h1_t9_r0)_)_ 4
     RHS c_u_con(_cap(h1_t9_r1)_)_ 31
     RHS c_u_con(_cap(h1_t9_r2)_)_ 96
     RHS c_u_con(_cap(h1_t9_r3)_)_ 21.5
     RHS c_u_con(_coloc(j0_h0_m1)_)_ 3
     RHS c_u_con(_coloc(j0_h0_p0)_)_ 4
     RHS c_u_con(_coloc(j0_h0_p1)_)_ 2
     RHS c_u_con(_coloc(j0_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j0_h1_p0)_)_ 2
     RHS c_u_con(_coloc(j0_h1_p1)_)_ 1
     RHS c_u_con(_coloc(j1_h0_m0)_)_ 2
     RHS c_u_con(_coloc(j1_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j1_h0_p0)_)_ 4
     RHS c_u_con(_coloc(j1_h0_p1)_)_ 2
     RHS c_u_con(_coloc(j1_h1_m0)_)_ 2
     RHS c_u_con(_coloc(j1_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j1_h1_p0)_)_ 2
     RHS c_u_con(_coloc(j1_h1_p1)_)_ 1
     RHS c_u_con(_coloc(j2_h0_m0)_)_ 2
     RHS c_u_con(_coloc(j2_h0_m1)_)_ 2
     RHS c_u_con(_coloc(j2_h0_p0)_)_ 4
     RHS c_u_con(_coloc(j2_h0_p1)_)_ 2
     RHS c_u_con(_coloc(j2_h1_m0)_)_ 2
     RHS c_u_con(_coloc(j2_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j2_h1_p0)_)_ 2
     RHS c_u_con(_coloc(j2_h1_p1)_)_ 1
     RHS c_u_con(_coloc(j3_h0_m1)_)_ 3
     RHS c_u_con(_coloc(j3_h0_p0)_)_ 4
     RHS c_u_con(_coloc(j3_h0_p1)_)_ 2
     RHS c_u_con(_coloc(j3_h1_m1)_)_ 1
     RHS c_u_con(_coloc(j3_h1_p0)_)_ 2
     RHS c_u_con(_coloc(j3_h1_p1)_)_ 1
     RHS c_u_con(_fit(j0_h0_r1)_)_ 62
     RHS c_u_con(_fit(j0_h0_r3)_)_ 37
     RHS c_u_con(_fit(j1_h0_r1)_)_ 62
     RHS c_u_con(_fit(j1_h0_r3)_)_ 37
     RHS c_u_con(_fit(j1_h1_r0)_)_ 4
     RHS c_u_con(_fit(j1_h1_r1)_)_ 31
     RHS c_u_con(_fit(j1_h1_r2)_)_ 96
     RHS c_u_con(_fit(j1_h1_r3)_)_ 21.5
     RHS c_u_con(_fit(j2_h0_r1)_)_ 62
     RHS c_u_con(_fit(j2_h0_r3)_)_ 37
     RHS c_u_con(_fit(j2_h1_r0)_)_ 4
     RHS c_u_con(_fit(j2_h1_r1)_)_ 31
     RHS c_u_con(_fit(j2_h1_r2)_)_ 96
     RHS c_u_con(_fit(j2_h1_r3)_)_ 21.5
     RHS c_u_con(_fit(j3_h0_r1)_)_ 62
     RHS c_u_con(_fit(j3_h0_r3)_)_ 37
     RHS c_e_con(_home(j0)_)_ 0
     RHS c_e_con(_home(j1)_)_ 0
     RHS c_e_con(_home(j2)_)_ 0
     RHS c_e_con(_home(j3)_)_ 0
     RHS c_u_con(_ps_bw(j0_h0)_)_ 4
     RHS c_u_con(_ps_bw(j0_h1)_)_ 12
     RHS c_u_con(_ps_bw(j1_h0)_)_ 4
     RHS c_u_con(_ps_bw(j1_h1)_)_ 8
     RHS c_u_con(_ps_bw(j2_h0)_)_ 4
     RHS c_u_con(_ps_bw(j2_h1)_)_ 8
     RHS c_u_con(_ps_bw(j3_h0)_)_ 4
     RHS c_u_con(_ps_bw(j3_h1)_)_ 12
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
     RHS c_e_con(_running(j1_t9)_)_ 0
     RHS c_e_con(_running(j2_t9)_)_ 0
     RHS c_l_con(_use(j1_h0_t9_r1)_)_ -56
     RHS c_l_con(_use(j1_h0_t9_r2)_)_ -192
     RHS c_l_con(_use(j1_h0_t9_r3)_)_ -37
     RHS c_l_con(_use(j1_h1_t9_r0)_)_ -4
     RHS c_l_con(_use(j1_h1_t9_r1)_)_ -28
     RHS c_l_con(_use(j1_h1_t9_r2)_)_ -96
     RHS c_l_con(_use(j1_h1_t9_r3)_)_ -21.5
     RHS c_l_con(_use(j2_h0_t9_r1)_)_ -56
     RHS c_l_con(_use(j2_h0_t9_r2)_)_ -192
     RHS c_l_con(_use(j2_h0_t9_r3)_)_ -37
     RHS c_l_con(_use(j2_h1_t9_r0)_)_ -4
     RHS c_l_con(_use(j2_h1_t9_r1)_)_ -28
     RHS c_l_con(_use(j2_h1_t9_r2)_)_ -96
     RHS c_l_con(_use(j2_h1_t9_r3)_)_ -21.5
     RHS c_e_con(_workers(j0_m1)_)_ 0
     RHS c_e_con(_workers(j1_m0)_)_ 0
     RHS c_e_con(_workers(j1_m1)_)_ 0
     RHS c_e_con(_workers(j2_m0)_)_ 0
     RHS c_e_con(_workers(j2_m1)_)_ 0
     RHS c_e_con(_workers(j3_m1)_)_ 0
BOUNDS
 LO BOUND x(_g(j1_h0_t9_r1)_) 0
 UP BOUND x(_g(j1_h0_t9_r1)_) 62
 LO BOUND x(_g(j1_h0_t9_r2)_) 0
 UP BOUND x(_g(j1_h0_t9_r2)_) 288
 LO BOUND x(_g(j1_h0_t9_r3)_) 0
 UP BOUND x(_g(j1_h0_t9_r3)_) 37
 LO BOUND x(_g(j1_h1_t9_r0)_) 0
 UP BOUND x(_g(j1_h1_t9_r0)_) 4
 LO BOUND x(_g(j1_h1_t9_r1)_) 0
 UP BOUND x(_g(j1_h1_t9_r1)_) 31
 LO BOUND x(_g(j1_h1_t9_r2)_) 0
 UP BOUND x(_g(j1_h1_t9_r2)_) 96
 LO BOUND x(_g(j1_h1_t9_r3)_) 0
 UP BOUND x(_g(j1_h1_t9_r3)_) 21.5
 LO BOUND x(_g(j2_h0_t9_r1)_) 0
 UP BOUND x(_g(j2_h0_t9_r1)_) 62
 LO BOUND x(_g(j2_h0_t9_r2)_) 0
 UP BOUND x(_g(j2_h0_t9_r2)_) 288
 LO BOUND x(_g(j2_h0_t9_r3)_) 0
 UP BOUND x(_g(j2_h0_t9_r3)_) 37
 LO BOUND x(_g(j2_h1_t9_r0)_) 0
 UP BOUND x(_g(j2_h1_t9_r0)_) 4
 LO BOUND x(_g(j2_h1_t9_r1)_) 0
 UP BOUND x(_g(j2_h1_t9_r1)_) 31
 LO BOUND x(_g(j2_h1_t9_r2)_) 0
 UP BOUND x(_g(j2_h1_t9_r2)_) 96
 LO BOUND x(_g(j2_h1_t9_r3)_) 0
 UP BOUND x(_g(j2_h1_t9_r3)_) 21.5
 BV BOUND x(_o(j0_h0)_)
 BV BOUND x(_o(j0_h1)_)
 BV BOUND x(_o(j1_h0)_)
 BV BOUND x(_o(j1_h1)_)
 BV BOUND x(_o(j2_h0)_)
 BV BOUND x(_o(j2_h1)_)
 BV BOUND x(_o(j3_h0)_)
 BV BOUND x(_o(j3_h1)_)
 LO BOUND x(_run(j1_t9)_) 0
 UP BOUND x(_run(j1_t9)_) 1
 LO BOUND x(_run(j2_t9)_) 0
 UP BOUND x(_run(j2_t9)_) 1
 LI BOUND x(_s(j0_h0_p0)_) 0
 UI BOUND x(_s(j0_h0_p0)_) 4
 LI BOUND x(_s(j0_h0_p1)_) 0
 UI BOUND x(_s(j0_h0_p1)_) 2
 LI BOUND x(_s(j0_h1_p0)_) 0
 UI BOUND x(_s(j0_h1_p0)_) 2
 BV BOUND x(_s(j0_h1_p1)_)
 LI BOUND x(_s(j1_h0_p0)_) 0
 UI BOUND x(_s(j1_h0_p0)_) 4
 LI BOUND x(_s(j1_h0_p1)_) 0
 UI BOUND x(_s(j1_h0_p1)_) 2
 LI BOUND x(_s(j1_h1_p0)_) 0
 UI BOUND x(_s(j1_h1_p0)_) 2
 BV BOUND x(_s(j1_h1_p1)_)
 LI BOUND x(_s(j2_h0_p0)_) 0
 UI BOUND x(_s(j2_h0_p0)_) 4
 LI BOUND x(_s(j2_h0_p1)_) 0
 UI BOUND x(_s(j2_h0_p1)_) 2
 LI BOUND x(_s(j2_h1_p0)_) 0
 UI BOUND x(_s(j2_h1_p0)_) 2
 BV BOUND x(_s(j2_h1_p1)_)
 LI BOUND x(_s(j3_h0_p0)_) 0
 UI BOUND x(_s(j3_h0_p0)_) 4
 LI BOUND x(_s(j3_h0_p1)_) 0
 UI BOUND x(_s(j3_h0_p1)_) 2
 LI BOUND x(_s(j3_h1_p0)_) 0
 UI BOUND x(_s(j3_h1_p0)_) 2
 BV BOUND x(_s(j3_h1_p1)_)
 BV BOUND x(_sigma(j0_h0)_)
 BV BOUND x(_sigma(j0_h1)_)
 BV BOUND x(_sigma(j1_h0)_)
 BV BOUND x(_sigma(j1_h1)_)
 BV BOUND x(_sigma(j2_h0)_)
 BV BOUND x(_sigma(j2_h1)_)
 BV BOUND x(_sigma(j3_h0)_)
 BV BOUND x(_sigma(j3_h1)_)
 LI BOUND x(_y(j0_h0_m1)_) 0
 UI BOUND x(_y(j0_h0_m1)_) 3
 BV BOUND x(_y(j0_h1_m1)_)
 LI BOUND x(_y(j1_h0_m0)_) 0
 UI BOUND x(_y(j1_h0_m0)_) 2
 LI BOUND x(_y(j1_h0_m1)_) 0
 UI BOUND x(_y(j1_h0_m1)_) 2
 LI BOUND x(_y(j1_h1_m0)_) 0
 UI BOUND x(_y(j1_h1_m0)_) 2
 BV BOUND x(_y(j1_h1_m1)_)
 LI BOUND x(_y(j2_h0_m0)_) 0
 UI BOUND x(_y(j2_h0_m0)_) 2
 LI BOUND x(_y(j2_h0_m1)_) 0
 UI BOUND x(_y(j2_h0_m1)_) 2
 LI BOUND x(_y(j2_h1_m0)_) 0
 UI BOUND x(_y(j2_h1_m0)_) 2
 BV BOUND x(_y(j2_h1_m1)_)
 LI BOUND x(_y(j3_h0_m1)_) 0
 UI BOUND x(_y(j3_h0_m1)_) 3
 BV BOUND x(_y(j3_h1_m1)_)
 BV BOUND x(_z(j0_k0_t2)_)
 BV BOUND x(_z(j0_k1_t2)_)
 BV BOUND x(_z(j0_k2_t2)_)
 BV BOUND x(_z(j0_k3_t2)_)
 BV BOUND x(_z(j1_k0_t8)_)
 BV BOUND x(_z(j1_k1_t8)_)
 BV BOUND x(_z(j1_k2_t8)_)
 BV BOUND x(_z(j1_k3_t8)_)
 BV BOUND x(_z(j1_k4_t8)_)
 BV BOUND x(_z(j1_k5_t8)_)
 BV BOUND x(_z(j1_k6_t8)_)
 BV BOUND x(_z(j1_k7_t8)_)
 BV BOUND x(_z(j2_k0_t9)_)
 BV BOUND x(_z(j2_k1_t9)_)
 BV BOUND x(_z(j2_k2_t9)_)
 BV BOUND x(_z(j2_k3_t9)_)
 BV BOUND x(_z(j2_k4_t9)_)
 BV BOUND x(_z(j2_k5_t9)_)
 BV BOUND x(_z(j2_k6_t9)_)
 BV BOUND x(_z(j2_k7_t9)_)
 BV BOUND x(_z(j3_k0_t0)_)
 BV BOUND x(_z(j3_k1_t0)_)
ENDATA
