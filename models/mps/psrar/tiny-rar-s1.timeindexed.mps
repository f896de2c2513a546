* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-timeindexed:tiny-rar-s1'
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_con(_assign(j0)_)_
 E  c_e_con(_assign(j1)_)_
 E  c_e_con(_assign(j2)_)_
 E  c_e_con(_assign(j3)_)_
 L  c_u_con(_cap(h0_t8_r0)_)_
 L  c_u_con(_cap(h0_t8_r1)_)_
 L  c_u_con(_cap(h1_t8_r0)_)_
 L  c_u_con(_cap(h1_t8_r1)_)_
 L  c_u_con(_cap(h1_t8_r2)_)_
 L  c_u_con(_cap(h1_t8_r3)_)_
 L  c_u_con(_coloc(j0_h0_m1)_)_
 L  c_u_con(_coloc(j0_h1_m1)_)_
 L  c_u_con(_coloc(j1_h0_m0)_)_
 L  c_u_con(_coloc(j1_h0_m1)_)_
 L  c_u_con(_coloc(j1_h1_m0)_)_
 L  c_u_con(_coloc(j1_h1_m1)_)_
 L  c_u_con(_coloc(j2_h0_m0)_)_
 L  c_u_con(_coloc(j2_h0_m1)_)_
 L  c_u_con(_coloc(j2_h1_m0)_)_
 L  c_u_con(_coloc(j2_h1_m1)_)_
 L  c_u_con(_coloc(j3_h0_m0)_)_
 L  c_u_con(_coloc(j3_h0_m1)_)_
 L  c_u_con(_coloc(j3_h1_m0)_)_
 L  c_u_con(_coloc(j3_h1_m1)_)_
 L  c_u_con(_fit(j1_h0_r0)_)_
 L  c_u_con(_fit(j1_h1_r1)_)_
 L  c_u_con(_fit(j1_h1_r2)_)_
 L  c_u_con(_fit(j3_h0_r0)_)_
 L  c_u_con(_fit(j3_h1_r1)_)_
 L  c_u_con(_fit(j3_h1_r2)_)_
 E  c_e_con(_home(j0)_)_
 E  c_e_con(_home(j1)_)_
 E  c_e_con(_home(j2)_)_
 E  c_e_con(_home(j3)_)_
 E  c_e_con(_running(j1_t8)_)_
 E  c_e_con(_running(j3_t8)_)_
 G  c_l_con(_use(j1_h0_t8_r0)_)_
 G  c_l_con(_use(j1_h0_t8_r1)_)_
 G  c_l_con(_use(j1_h1_t8_r0)_)_
 G  c_l_con(_use(j1_h1_t8_r1)_)_
 G  c_l_con(_use(j1_h1_t8_r2)_)_
 G  c_l_con(_use(j1_h1_t8_r3)_)_
 G  c_l_con(_use(j3_h0_t8_r0)_)_
 G  c_l_con(_use(j3_h0_t8_r1)_)_
 G  c_l_con(_use(j3_h1_t8_r0)_)_
 G  c_l_con(_use(j3_h1_t8_r1)_)_
 G  c_l_con(_use(j3_h1_t8_r2)_)_
 G  c_l_con(_use(j3_h1_t8_r3)_)_
 E  c_e_con(_workers(j0_m1)_)_
 E  c_e_con(_workers(j1_m0)_)_
 E  c_e_con(_workers(j1_m1)_)_
 E  c_e_con(_workers(j2_m0)_)_
 E  c_e_con(_workers(j2_m1)_)_
 E  c_e_con(_workers(j3_m0)_)_
 E  c_e_con(_workers(j3_m1)_)_
COLUMNS
     x(_g(j1_h0_t8_r0)_) c_u_con(_cap(h0_t8_r0)_)_ 1
     x(_g(j1_h0_t8_r0)_) c_l_con(_use(j1_h0_t8_r0)_)_ 1
     x(_g(j1_h0_t8_r1)_) c_u_con(_cap(h0_t8_r1)_)_ 1
     x(_g(j1_h0_t8_r1)_) c_l_con(_use(j1_h0_t8_r1)_)_ 1
     x(_g(j1_h1_t8_r0)_) c_u_con(_cap(h1_t8_r0)_)_ 1
     x(_g(j1_h1_t8_r0)_) c_l_con(_use(j1_h1_t8_r0)_)_ 1
     x(_g(j1_h1_t8_r1)_) c_u_con(_cap(h1_t8_r1)_)_ 1
     x(_g(j1_h1_t8_r1)_) c_l_con(_use(j1_h1_t8_r1)_)_ 1
     x(_g(j1_h1_t8_r2)_) c_u_con(_cap(h1_t8_r2)_)_ 1
     x(_g(j1_h1_t8_r2)_) c_l_con(_use(j1_h1_t8_r2)_)_ 1
     x(_g(j1_h1_t8_r3)_) c_u_con(_cap(h1_t8_r3)_)_ 1
     x(_g(j1_h1_t8_r3)_) c_l_con(_use(j1_h1_t8_r3)_)_ 1
     x(_g(j3_h0_t8_r0)_) c_u_con(_cap(h0_t8_r0)_)_ 1
     x(_g(j3_h0_t8_r0)_) c_l_con(_use(j3_h0_t8_r0)_)_ 1
     x(_g(j3_h0_t8_r1)_) c_u_con(_cap(h0_t8_r1)_)_ 1
     x(_g(j3_h0_t8_r1)_) c_l_con(_use(j3_h0_t8_r1)_)_ 1
     x(_g(j3_h1_t8_r0)_) c_u_con(_cap(h1_t8_r0)_)_ 1
     x(_g(j3_h1_t8_r0)_) c_l_con(_use(j3_h1_t8_r0)_)_ 1
     x(_g(j3_h1_t8_r1)_) c_u_con(_cap(h1_t8_r1)_)_ 1
     x(_g(j3_h1_t8_r1)_) c_l_con(_use(j3_h1_t8_r1)_)_ 1
     x(_g(j3_h1_t8_r2)_) c_u_con(_cap(h1_t8_r2)_)_ 1
     x(_g(j3_h1_t8_r2)_) c_l_con(_use(j3_h1_t8_r2)_)_ 1
     x(_g(j3_h1_t8_r3)_) c_u_con(_cap(h1_t8_r3)_)_ 1
     x(_g(j3_h1_t8_r3)_) c_l_con(_use(j3_h1_t8_r3)_)_ 1
     x(_o(j0_h0)_) c_u_con(_coloc(j0_h0_m1)_)_ -1
     x(_o(j0_h0)_) c_e_con(_home(j0)_)_ 1
     x(_o(j0_h1)_) c_u_con(_coloc(j0_h1_m1)_)_ -3
     x(_o(j0_h1)_) c_e_con(_home(j0)_)_ 1
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_m0)_)_ -4
     x(_o(j1_h0)_) c_u_con(_coloc(j1_h0_m1)_)_ -1
     x(_o(j1_h0)_) c_e_con(_home(j1)_)_ 1
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_m0)_)_ -4
     x(_o(j1_h1)_) c_u_con(_coloc(j1_h1_m1)_)_ -4
     x(_o(j1_h1)_) c_e_con(_home(j1)_)_ 1
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m0)_)_ -2
     x(_o(j2_h0)_) c_u_con(_coloc(j2_h0_m1)_)_ -1
     x(_o(j2_h0)_) c_e_con(_home(j2)_)_ 1
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m0)_)_ -2
     x(_o(j2_h1)_) c_u_con(_coloc(j2_h1_m1)_)_ -2
     x(_o(j2_h1)_) c_e_con(_home(j2)_)_ 1
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m0)_)_ -4
     x(_o(j3_h0)_) c_u_con(_coloc(j3_h0_m1)_)_ -1
     x(_o(j3_h0)_) c_e_con(_home(j3)_)_ 1
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m0)_)_ -4
     x(_o(j3_h1)_) c_u_con(_coloc(j3_h1_m1)_)_ -4
     x(_o(j3_h1)_) c_e_con(_home(j3)_)_ 1
     x(_run(j1_t8)_) c_e_con(_running(j1_t8)_)_ 1
     x(_run(j1_t8)_) c_l_con(_use(j1_h0_t8_r0)_)_ -4
     x(_run(j1_t8)_) c_l_con(_use(j1_h0_t8_r1)_)_ -16
     x(_run(j1_t8)_) c_l_con(_use(j1_h1_t8_r0)_)_ -16
     x(_run(j1_t8)_) c_l_con(_use(j1_h1_t8_r1)_)_ -48
     x(_run(j1_t8)_) c_l_con(_use(j1_h1_t8_r2)_)_ -256
     x(_run(j1_t8)_) c_l_con(_use(j1_h1_t8_r3)_)_ -16
     x(_run(j3_t8)_) c_e_con(_running(j3_t8)_)_ 1
     x(_run(j3_t8)_) c_l_con(_use(j3_h0_t8_r0)_)_ -4
     x(_run(j3_t8)_) c_l_con(_use(j3_h0_t8_r1)_)_ -16
     x(_run(j3_t8)_) c_l_con(_use(j3_h1_t8_r0)_)_ -16
     x(_run(j3_t8)_) c_l_con(_use(j3_h1_t8_r1)_)_ -48
     x(_run(j3_t8)_) c_l_con(_use(j3_h1_t8_r2)_)_ -256
     x(_run(j3_t8)_) c_l_con(_use(j3_h1_t8_r3)_)_ -16
     x(_y(j0_h0_m1)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_y(j0_h0_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_u_con(_coloc(j0_h1_m1)_)_ 1
     x(_y(j0_h1_m1)_) c_e_con(_workers(j0_m1)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_coloc(j1_h0_m0)_)_ 1
     x(_y(j1_h0_m0)_) c_u_con(_fit(j1_h0_r0)_)_ 1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t8_r0)_)_ -1
     x(_y(j1_h0_m0)_) c_l_con(_use(j1_h0_t8_r1)_)_ -4
     x(_y(j1_h0_m0)_) c_e_con(_workers(j1_m0)_)_ 1
     x(_y(j1_h0_m1)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_y(j1_h0_m1)_) c_u_con(_fit(j1_h0_r0)_)_ 4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t8_r0)_)_ -4
     x(_y(j1_h0_m1)_) c_l_con(_use(j1_h0_t8_r1)_)_ -12
     x(_y(j1_h0_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_coloc(j1_h1_m0)_)_ 1
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r1)_)_ 4
     x(_y(j1_h1_m0)_) c_u_con(_fit(j1_h1_r2)_)_ 16
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t8_r0)_)_ -1
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t8_r1)_)_ -4
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t8_r2)_)_ -16
     x(_y(j1_h1_m0)_) c_l_con(_use(j1_h1_t8_r3)_)_ -1
     x(_y(j1_h1_m0)_) c_e_con(_workers(j1_m0)_)_ 1
     x(_y(j1_h1_m1)_) c_u_con(_coloc(j1_h1_m1)_)_ 1
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r1)_)_ 12
     x(_y(j1_h1_m1)_) c_u_con(_fit(j1_h1_r2)_)_ 64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t8_r0)_)_ -4
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t8_r1)_)_ -12
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t8_r2)_)_ -64
     x(_y(j1_h1_m1)_) c_l_con(_use(j1_h1_t8_r3)_)_ -4
     x(_y(j1_h1_m1)_) c_e_con(_workers(j1_m1)_)_ 1
     x(_y(j2_h0_m0)_) c_u_con(_coloc(j2_h0_m0)_)_ 1
     x(_y(j2_h0_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h0_m1)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_y(j2_h0_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j2_h1_m0)_) c_u_con(_coloc(j2_h1_m0)_)_ 1
     x(_y(j2_h1_m0)_) c_e_con(_workers(j2_m0)_)_ 1
     x(_y(j2_h1_m1)_) c_u_con(_coloc(j2_h1_m1)_)_ 1
     x(_y(j2_h1_m1)_) c_e_con(_workers(j2_m1)_)_ 1
     x(_y(j3_h0_m0)_) c_u_con(_coloc(j3_h0_m0)_)_ 1
     x(_y(j3_h0_m0)_) c_u_con(_fit(j3_h0_r0)_)_ 1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t8_r0)_)_ -1
     x(_y(j3_h0_m0)_) c_l_con(_use(j3_h0_t8_r1)_)_ -4
     x(_y(j3_h0_m0)_) c_e_con(_workers(j3_m0)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
     x(_y(j3_h0_m1)_) c_u_con(_fit(j3_h0_r0)_)_ 4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t8_r0)_)_ -4
     x(_y(j3_h0_m1)_) c_l_con(_use(j3_h0_t8_r1)_)_ -12
     x(_y(j3_h0_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_y(j3_h1_m0)_) c_u_con(_coloc(j3_h1_m0)_)_ 1
     x(_y(j3_h1_m0)_) c_u_con(_fit(j3_h1_r1)_)_ 4
     x(_y(j3_h1_m0)_) c_u_con(_fit(j3_h1_r2)_)_ 16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t8_r0)_)_ -1
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t8_r1)_)_ -4
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t8_r2)_)_ -16
     x(_y(j3_h1_m0)_) c_l_con(_use(j3_h1_t8_r3)_)_ -1
     x(_y(j3_h1_m0)_) c_e_con(_workers(j3_m0)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_coloc(j3_h1_m1)_)_ 1
     x(_y(j3_h1_m1)_) c_u_con(_fit(j3_h1_r1)_)_ 12
     x(_y(j3_h1_m1)_) c_u_con(_fit(j3_h1_r2)_)_ 64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t8_r0)_)_ -4
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t8_r1)_)_ -12
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t8_r2)_)_ -64
     x(_y(j3_h1_m1)_) c_l_con(_use(j3_h1_t8_r3)_)_ -4
     x(_y(j3_h1_m1)_) c_e_con(_workers(j3_m1)_)_ 1
     x(_z(j0_k0_t2)_) obj 6788
     x(_z(j0_k0_t2)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h0_m1)_)_ 1
     x(_z(j0_k0_t2)_) c_u_con(_coloc(j0_h1_m1)_)_ 3
     x(_z(j0_k0_t2)_) c_e_con(_home(j0)_)_ -1
     x(_z(j0_k0_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j0_k1_t2)_) obj 6788
     x(_z(j0_k1_t2)_) c_e_con(_assign(j0)_)_ 1
     x(_z(j0_k1_t2)_) c_e_con(_workers(j0_m1)_)_ -3
     x(_z(j1_k0_t8)_) obj 16046.999999999998
     x(_z(j1_k0_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h0_m0)_)_ 4
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h1_m0)_)_ 4
     x(_z(j1_k0_t8)_) c_u_con(_coloc(j1_h1_m1)_)_ 4
     x(_z(j1_k0_t8)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k0_t8)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k0_t8)_) c_e_con(_workers(j1_m0)_)_ -4
     x(_z(j1_k1_t8)_) obj 16046.999999999998
     x(_z(j1_k1_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k1_t8)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k1_t8)_) c_e_con(_workers(j1_m0)_)_ -4
     x(_z(j1_k2_t8)_) obj 16046.999999999998
     x(_z(j1_k2_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h0_m0)_)_ 4
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h0_m1)_)_ 1
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h1_m0)_)_ 4
     x(_z(j1_k2_t8)_) c_u_con(_coloc(j1_h1_m1)_)_ 4
     x(_z(j1_k2_t8)_) c_e_con(_home(j1)_)_ -1
     x(_z(j1_k2_t8)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k2_t8)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j1_k3_t8)_) obj 16046.999999999998
     x(_z(j1_k3_t8)_) c_e_con(_assign(j1)_)_ 1
     x(_z(j1_k3_t8)_) c_e_con(_running(j1_t8)_)_ -1
     x(_z(j1_k3_t8)_) c_e_con(_workers(j1_m1)_)_ -2
     x(_z(j2_k0_t0)_) obj 3802
     x(_z(j2_k0_t0)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k0_t0)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k0_t0)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k0_t0)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k1_t0)_) obj 3802
     x(_z(j2_k1_t0)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k1_t0)_) c_e_con(_workers(j2_m0)_)_ -2
     x(_z(j2_k2_t0)_) obj 3802
     x(_z(j2_k2_t0)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k2_t0)_) c_u_con(_coloc(j2_h0_m0)_)_ 2
     x(_z(j2_k2_t0)_) c_u_con(_coloc(j2_h0_m1)_)_ 1
     x(_z(j2_k2_t0)_) c_u_con(_coloc(j2_h1_m0)_)_ 2
     x(_z(j2_k2_t0)_) c_u_con(_coloc(j2_h1_m1)_)_ 2
     x(_z(j2_k2_t0)_) c_e_con(_home(j2)_)_ -1
     x(_z(j2_k2_t0)_) c_e_con(_workers(j2_m1)_)_ -1
     x(_z(j2_k3_t0)_) obj 3802
     x(_z(j2_k3_t0)_) c_e_con(_assign(j2)_)_ 1
     x(_z(j2_k3_t0)_) c_e_con(_workers(j2_m1)_)_ -2
     x(_z(j3_k0_t7)_) obj 8739
     x(_z(j3_k0_t7)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h0_m0)_)_ 4
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h1_m0)_)_ 4
     x(_z(j3_k0_t7)_) c_u_con(_coloc(j3_h1_m1)_)_ 4
     x(_z(j3_k0_t7)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k0_t7)_) c_e_con(_running(j3_t8)_)_ -1
     x(_z(j3_k0_t7)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k1_t7)_) obj 8739
     x(_z(j3_k1_t7)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k1_t7)_) c_e_con(_running(j3_t8)_)_ -1
     x(_z(j3_k1_t7)_) c_e_con(_workers(j3_m0)_)_ -3
     x(_z(j3_k2_t7)_) obj 8739
     x(_z(j3_k2_t7)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k2_t7)_) c_u_con(_coloc(j3_h0_m0)_)_ 4
     x(_z(j3_k2_t7)_) c_u_con(_coloc(j3_h0_m1)_)_ 1
     x(_z(j3_k2_t7)_) c_u_con(_coloc(j3_h1_m0)_)_ 4
     x(_z(j3_k2_t7)_) c_u_con(_coloc(j3_h1_m1)_)_ 4
     x(_z(j3_k2_t7)_) c_e_con(_home(j3)_)_ -1
     x(_z(j3_k2_t7)_) c_e_con(_running(j3_t8)_)_ -1
     x(_z(j3_k2_t7)_) c_e_con(_workers(j3_m1)_)_ -3
     x(_z(j3_k3_t7)_) obj 8739
     x(_z(j3_k3_t7)_) c_e_con(_assign(j3)_)_ 1
     x(_z(j3_k3_t7)_) c_e_con(_running(j3_t8)_)_ -1
     x(_z(j3_k3_t7)_) c_e_con(_workers(j3_m1)_)_ -3
RHS
     RHS c_e_con(_assign(j0)_)_ 1
     RHS c_e_con(_assign(j1)_)_ 1
     RHS c_e_con(_assign(j2)_)_ 1
     RHS c_e_con(_assign(j3)_)_ 1
     RHS c_u_con(_cap(h0_t8_r0)_)_ 6
     RHS c_u_con(_cap(h0_t8_r1)_)_ 28
     RHS c_u_con(_cap(h1_t8_r0)_)_ 21
     RHS c_u_con(_cap(h1_t8_r1)_)_ 52
     RHS c_u_con(_cap(h1_t8_r2)_)_ 278
     RHS c_u_con(_cap(h1_t8_r3)_)_ 21.5
     RHS c_u_con(_coloc(j0_h0_m1)_)_ 1
     RHS c_u_con(_coloc(j0_h1_m1)_)_ 3
     RHS c_u_con(_coloc(j1_h0_m0)_)_ 4
     RHS c_u_con(_coloc(j1_h0_m1)_)_ 1
     RHS c_u_con(_coloc(j1_h1_m0)_)_ 4
     RHS c_u_con(_coloc(j1_h1_m1)_)_ 4
     RHS c_u_con(_coloc(j2_h0_m0)_)_ 2
     RHS c_u_con(_coloc(j2_h0_m1)_)_ 1
     RHS c_u_con(_coloc(j2_h1_m0)_)_ 2
     RHS c_u_con(_coloc(j2_h1_m1)_)_ 2
     RHS c_u_con(_coloc(j3_h0_m0)_)_ 4
     RHS c_u_con(_coloc(j3_h0_m1)_)_ 1
     RHS c_u_con(_coloc(j3_h1_m0)_)_ 4
     RHS c_u_con(_coloc(j3_h1_m1)_)_ 4
     RHS c_u_con(_fit(j1_h0_r0)_)_ 6
     RHS c_u_con(_fit(j1_h1_r1)_)_ 52
     RHS c_u_con(_fit(j1_h1_r2)_)_ 278
     RHS c_u_con(_fit(j3_h0_r0)_)_ 6
     RHS c_u_con(_fit(j3_h1_r1)_)_ 52
     RHS c_u_con(_fit(j3_h1_r2)_)_ 278
     RHS c_e_con(_home(j0)_)_ 0
     RHS c_e_con(_home(j1)_)_ 0
     RHS c_e_con(_home(j2)_)_ 0
     RHS c_e_con(_home(j3)_)_ 0
     RHS c_e_con(_running(j1_t8)_)_ 0
     RHS c_e_con(_running(j3_t8)_)_ 0
     RHS c_l_con(_use(j1_h0_t8_r0)_)_ -4
     RHS c_l_con(_use(j1_h0_t8_r1)_)_ -16
     RHS c_l_con(_use(j1_h1_t8_r0)_)_ -16
     RHS c_l_con(_use(j1_h1_t8_r1)_)_ -48
     RHS c_l_con(_use(j1_h1_t8_r2)_)_ -256
     RHS c_l_con(_use(j1_h1_t8_r3)_)_ -16
     RHS c_l_con(_use(j3_h0_t8_r0)_)_ -4
     RHS c_l_con(_use(j3_h0_t8_r1)_)_ -16
     RHS c_l_con(_use(j3_h1_t8_r0)_)_ -16
     RHS c_l_con(_use(j3_h1_t8_r1)_)_ -48
     RHS c_l_con(_use(j3_h1_t8_r2)_)_ -256
     RHS c_l_con(_use(j3_h1_t8_r3)_)_ -16
     RHS c_e_con(_workers(j0_m1)_)_ 0
     RHS c_e_con(_workers(j1_m0)_)_ 0
     RHS c_e_con(_workers(j1_m1)_)_ 0
     RHS c_e_con(_workers(j2_m0)_)_ 0
     RHS c_e_con(_workers(j2_m1)_)_ 0
     RHS c_e_con(_workers(j3_m0)_)_ 0
     RHS c_e_con(_workers(j3_m1)_)_ 0
BOUNDS
 LO BOUND x(_g(j1_h0_t8_r0)_) 0
 UP BOUND x(_g(j1_h0_t8_r0)_) 6
 LO BOUND x(_g(j1_h0_t8_r1)_) 0
 UP BOUND x(_g(j1_h0_t8_r1)_) 28
 LO BOUND x(_g(j1_h1_t8_r0)_) 0
 UP BOUND x(_g(j1_h1_t8_r0)_) 21
 LO BOUND x(_g(j1_h1_t8_r1)_) 0
 UP BOUND x(_g(j1_h1_t8_r1)_) 52
 LO BOUND x(_g(j1_h1_t8_r2)_) 0
 UP BOUND x(_g(j1_h1_t8_r2)_) 278
 LO BOUND x(_g(j1_h1_t8_r3)_) 0
 UP BOUND x(_g(j1_h1_t8_r3)_) 21.5
 LO BOUND x(_g(j3_h0_t8_r0)_) 0
 UP BOUND x(_g(j3_h0_t8_r0)_) 6
 LO BOUND x(_g(j3_h0_t8_r1)_) 0
 UP BOUND x(_g(j3_h0_t8_r1)_) 28
 LO BOUND x(_g(j3_h1_t8_r0)_) 0
 UP BOUND x(_g(j3_h1_t8_r0)_) 21
 LO BOUND x(_g(j3_h1_t8_r1)_) 0
 UP BOUND x(_g(j3_h1_t8_r1)_) 52
 LO BOUND x(_g(j3_h1_t8_r2)_) 0
 UP BOUND x(_g(j3_h1_t8_r2)_) 278
 LO BOUND x(_g(j3_h1_t8_r3)_) 0
 UP BOUND x(_g(j3_h1_t8_r3)_) 21.5
 BV BOUND x(_o(j0_h0)_)
 BV BOUND x(_o(j0_h1)_)
 BV BOUND x(_o(j1_h0)_)
 BV BOUND x(_o(j1_h1)_)
 BV BOUND x(_o(j2_h0)_)
 BV BOUND x(_o(j2_h1)_)
 BV BOUND x(_o(j3_h0)_)
 BV BOUND x(_o(j3_h1)_)
 LO BOUND x(_run(j1_t8)_) 0
 UP BOUND x(_run(j1_t8)_) 1
 LO BOUND x(_run(j3_t8)_) 0
 UP BOUND x(_run(j3_t8)_) 1
 BV BOUND x(_y(j0_h0_m1)_)
 LI BOUND x(_y(j0_h1_m1)_) 0
 UI BOUND x(_y(j0_h1_m1)_) 3
 LI BOUND x(_y(j1_h0_m0)_) 0
 UI BOUND x(_y(j1_h0_m0)_) 4
 BV BOUND x(_y(j1_h0_m1)_)
 LI BOUND x(_y(j1_h1_m0)_) 0
 UI BOUND x(_y(j1_h1_m0)_) 4
 LI BOUND x(_y(j1_h1_m1)_) 0
 UI BOUND x(_y(j1_h1_m1)_) 4
 LI BOUND x(_y(j2_h0_m0)_) 0
 UI BOUND x(_y(j2_h0_m0)_) 2
 BV BOUND x(_y(j2_h0_m1)_)
 LI BOUND x(_y(j2_h1_m0)_) 0
 UI BOUND x(_y(j2_h1_m0)_) 2
 LI BOUND x(_y(j2_h1_m1)_) 0
 UI BOUND x(_y(j2_h1_m1)_) 2
 LI BOUND x(_y(j3_h0_m0)_) 0
 UI BOUND x(_y(j3_h0_m0)_) 4
 BV BOUND x(_y(j3_h0_m1)_)
 LI BOUND x(_y(j3_h1_m0)_) 0
 UI BOUND x(_y(j3_h1_m0)_) 4
 LI BOUND x(_y(j3_h1_m1)_) 0
 UI BOUND x(_y(j3_h1_m1)_) 4
 BV BOUND x(_z(j0_k0_t2)_)
 BV BOUND x(_z(j0_k1_t2)_)
 BV BOUND x(_z(j1_k0_t8)_)
 BV BOUND x(_z(j1_k1_t8)_)
 BV BOUND x(_z(j1_k2_t8)_)
 BV BOUND x(_z(j1_k3_t8)_)
 BV BOUND x(_z(j2_k0_t0)_)
 BV BOUND x(_z(j2_k1_t0)_)
 BV BOUND x(_z(j2_k2_t0)_)
 BV BOUND x(_z(j2_k3_t0)_)
 BV BOUND x(_z(j3_k0_t7)_)
 BV BOUND x(_z(j3_k1_t7)_)
 BV BOUND x(_z(j3_k2_t7)_)
 BV BOUND x(_z(j3_k3_t7)_)
ENDATA
