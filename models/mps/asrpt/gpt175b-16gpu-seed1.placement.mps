* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME asrpt_placement
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_onehot(0_0)_
 E  c_e_onehot(0_1)_
 E  c_e_onehot(0_2)_
 E  c_e_onehot(0_3)_
 E  c_e_onehot(1_0)_
 E  c_e_onehot(1_1)_
 E  c_e_onehot(1_2)_
 E  c_e_onehot(1_3)_
 E  c_e_onehot(2_0)_
 E  c_e_onehot(2_1)_
 E  c_e_onehot(2_2)_
 E  c_e_onehot(2_3)_
 E  c_e_place(0)_
 E  c_e_place(1)_
 E  c_e_place(2)_
 E  c_e_place(3)_
 L  c_u_capacity(0)_
 L  c_u_capacity(1)_
 L  c_u_capacity(2)_
 L  c_u_beta(0_0)_
 L  c_u_beta(0_1)_
 L  c_u_beta(0_2)_
 L  c_u_beta(0_3)_
 L  c_u_beta(1_0)_
 L  c_u_beta(1_1)_
 L  c_u_beta(1_2)_
 L  c_u_beta(1_3)_
 L  c_u_beta(2_0)_
 L  c_u_beta(2_1)_
 L  c_u_beta(2_2)_
 L  c_u_beta(2_3)_
 G  c_l_lb_cut_
COLUMNS
     z(0_0_0) c_e_onehot(0_0)_ 1
     z(0_0_0) c_u_beta(0_0)_ -644245.09440000006
     z(0_0_1) c_e_onehot(0_0)_ 1
     z(0_0_1) c_e_place(0)_ 1
     z(0_0_1) c_u_capacity(0)_ 1
     z(0_0_1) c_u_beta(0_0)_ 35387094.545203194
     z(0_0_1) c_u_beta(0_1)_ -160977.38752000005
     z(0_0_2) c_e_onehot(0_0)_ 1
     z(0_0_2) c_e_place(0)_ 2
     z(0_0_2) c_u_capacity(0)_ 2
     z(0_0_2) c_u_beta(0_0)_ 17992476.996403199
     z(0_0_2) c_u_beta(0_1)_ -321954.7750400001
     z(0_0_3) c_e_onehot(0_0)_ 1
     z(0_0_3) c_e_place(0)_ 3
     z(0_0_3) c_u_capacity(0)_ 3
     z(0_0_3) c_u_beta(0_0)_ 12194271.146803198
     z(0_0_3) c_u_beta(0_1)_ -482932.16256000014
     z(0_0_4) c_e_onehot(0_0)_ 1
     z(0_0_4) c_e_place(0)_ 4
     z(0_0_4) c_u_capacity(0)_ 4
     z(0_0_4) c_u_beta(0_0)_ 615978.84088320006
     z(0_0_4) c_u_beta(0_1)_ -643909.55008000019
     z(0_1_0) c_e_onehot(0_1)_ 1
     z(0_1_0) c_u_beta(0_1)_ -1288490.1888000001
     z(0_1_1) c_e_onehot(0_1)_ 1
     z(0_1_1) c_e_place(1)_ 1
     z(0_1_1) c_u_capacity(0)_ 1
     z(0_1_1) c_u_beta(0_0)_ -160977.38752000005
     z(0_1_1) c_u_beta(0_1)_ 35387094.545203194
     z(0_1_1) c_u_beta(0_2)_ -160977.38752000005
     z(0_1_2) c_e_onehot(0_1)_ 1
     z(0_1_2) c_e_place(1)_ 2
     z(0_1_2) c_u_capacity(0)_ 2
     z(0_1_2) c_u_beta(0_0)_ -321954.7750400001
     z(0_1_2) c_u_beta(0_1)_ 17992476.996403199
     z(0_1_2) c_u_beta(0_2)_ -321954.7750400001
     z(0_1_3) c_e_onehot(0_1)_ 1
     z(0_1_3) c_e_place(1)_ 3
     z(0_1_3) c_u_capacity(0)_ 3
     z(0_1_3) c_u_beta(0_0)_ -482932.16256000014
     z(0_1_3) c_u_beta(0_1)_ 12194271.146803198
     z(0_1_3) c_u_beta(0_2)_ -482932.16256000014
     z(0_1_4) c_e_onehot(0_1)_ 1
     z(0_1_4) c_e_place(1)_ 4
     z(0_1_4) c_u_capacity(0)_ 4
     z(0_1_4) c_u_beta(0_0)_ -643909.55008000019
     z(0_1_4) c_u_beta(0_1)_ 615978.84088320006
     z(0_1_4) c_u_beta(0_2)_ -643909.55008000019
     z(0_2_0) c_e_onehot(0_2)_ 1
     z(0_2_0) c_u_beta(0_2)_ -1288490.1888000001
     z(0_2_1) c_e_onehot(0_2)_ 1
     z(0_2_1) c_e_place(2)_ 1
     z(0_2_1) c_u_capacity(0)_ 1
     z(0_2_1) c_u_beta(0_1)_ -160977.38752000005
     z(0_2_1) c_u_beta(0_2)_ 35387094.545203194
     z(0_2_1) c_u_beta(0_3)_ -160977.38752000005
     z(0_2_2) c_e_onehot(0_2)_ 1
     z(0_2_2) c_e_place(2)_ 2
     z(0_2_2) c_u_capacity(0)_ 2
     z(0_2_2) c_u_beta(0_1)_ -321954.7750400001
     z(0_2_2) c_u_beta(0_2)_ 17992476.996403199
     z(0_2_2) c_u_beta(0_3)_ -321954.7750400001
     z(0_2_3) c_e_onehot(0_2)_ 1
     z(0_2_3) c_e_place(2)_ 3
     z(0_2_3) c_u_capacity(0)_ 3
     z(0_2_3) c_u_beta(0_1)_ -482932.16256000014
     z(0_2_3) c_u_beta(0_2)_ 12194271.146803198
     z(0_2_3) c_u_beta(0_3)_ -482932.16256000014
     z(0_2_4) c_e_onehot(0_2)_ 1
     z(0_2_4) c_e_place(2)_ 4
     z(0_2_4) c_u_capacity(0)_ 4
     z(0_2_4) c_u_beta(0_1)_ -643909.55008000019
     z(0_2_4) c_u_beta(0_2)_ 615978.84088320006
     z(0_2_4) c_u_beta(0_3)_ -643909.55008000019
     z(0_3_0) c_e_onehot(0_3)_ 1
     z(0_3_0) c_u_beta(0_3)_ -644245.09440000006
     z(0_3_1) c_e_onehot(0_3)_ 1
     z(0_3_1) c_e_place(3)_ 1
     z(0_3_1) c_u_capacity(0)_ 1
     z(0_3_1) c_u_beta(0_2)_ -160977.38752000005
     z(0_3_1) c_u_beta(0_3)_ 35387094.545203194
     z(0_3_2) c_e_onehot(0_3)_ 1
     z(0_3_2) c_e_place(3)_ 2
     z(0_3_2) c_u_capacity(0)_ 2
     z(0_3_2) c_u_beta(0_2)_ -321954.7750400001
     z(0_3_2) c_u_beta(0_3)_ 17992476.996403199
     z(0_3_3) c_e_onehot(0_3)_ 1
     z(0_3_3) c_e_place(3)_ 3
     z(0_3_3) c_u_capacity(0)_ 3
     z(0_3_3) c_u_beta(0_2)_ -482932.16256000014
     z(0_3_3) c_u_beta(0_3)_ 12194271.146803198
     z(0_3_4) c_e_onehot(0_3)_ 1
     z(0_3_4) c_e_place(3)_ 4
     z(0_3_4) c_u_capacity(0)_ 4
     z(0_3_4) c_u_beta(0_2)_ -643909.55008000019
     z(0_3_4) c_u_beta(0_3)_ 615978.84088320006
     z(1_0_0) c_e_onehot(1_0)_ 1
     z(1_0_0) c_u_beta(1_0)_ -644245.09440000006
     z(1_0_1) c_e_onehot(1_0)_ 1
     z(1_0_1) c_e_place(0)_ 1
     z(1_0_1) c_u_capacity(1)_ 1
     z(1_0_1) c_u_beta(1_0)_ 35387094.545203194
     z(1_0_1) c_u_beta(1_1)_ -160977.38752000005
     z(1_0_2) c_e_onehot(1_0)_ 1
     z(1_0_2) c_e_place(0)_ 2
     z(1_0_2) c_u_capacity(1)_ 2
     z(1_0_2) c_u_beta(1_0)_ 17992476.996403199
     z(1_0_2) c_u_beta(1_1)_ -321954.7750400001
     z(1_0_3) c_e_onehot(1_0)_ 1
     z(1_0_3) c_e_place(0)_ 3
     z(1_0_3) c_u_capacity(1)_ 3
     z(1_0_3) c_u_beta(1_0)_ 12194271.146803198
     z(1_0_3) c_u_beta(1_1)_ -482932.16256000014
     z(1_0_4) c_e_onehot(1_0)_ 1
     z(1_0_4) c_e_place(0)_ 4
     z(1_0_4) c_u_capacity(1)_ 4
     z(1_0_4) c_u_beta(1_0)_ 615978.84088320006
     z(1_0_4) c_u_beta(1_1)_ -643909.55008000019
     z(1_1_0) c_e_onehot(1_1)_ 1
     z(1_1_0) c_u_beta(1_1)_ -1288490.1888000001
     z(1_1_1) c_e_onehot(1_1)_ 1
     z(1_1_1) c_e_place(1)_ 1
     z(1_1_1) c_u_capacity(1)_ 1
     z(1_1_1) c_u_beta(1_0)_ -160977.38752000005
     z(1_1_1) c_u_beta(1_1)_ 35387094.545203194
     z(1_1_1) c_u_beta(1_2)_ -160977.38752000005
     z(1_1_2) c_e_onehot(1_1)_ 1
     z(1_1_2) c_e_place(1)_ 2
     z(1_1_2) c_u_capacity(1)_ 2
     z(1_1_2) c_u_beta(1_0)_ -321954.7750400001
     z(1_1_2) c_u_beta(1_1)_ 17992476.996403199
     z(1_1_2) c_u_beta(1_2)_ -321954.7750400001
     z(1_1_3) c_e_onehot(1_1)_ 1
     z(1_1_3) c_e_place(1)_ 3
     z(1_1_3) c_u_capacity(1)_ 3
     z(1_1_3) c_u_beta(1_0)_ -482932.16256000014
     z(1_1_3) c_u_beta(1_1)_ 12194271.146803198
     z(1_1_3) c_u_beta(1_2)_ -482932.16256000014
     z(1_1_4) c_e_onehot(1_1)_ 1
     z(1_1_4) c_e_place(1)_ 4
     z(1_1_4) c_u_capacity(1)_ 4
     z(1_1_4) c_u_beta(1_0)_ -643909.55008000019
     z(1_1_4) c_u_beta(1_1)_ 615978.84088320006
     z(1_1_4) c_u_beta(1_2)_ -643909.55008000019
     z(1_2_0) c_e_onehot(1_2)_ 1
     z(1_2_0) c_u_beta(1_2)_ -1288490.1888000001
     z(1_2_1) c_e_onehot(1_2)_ 1
     z(1_2_1) c_e_place(2)_ 1
     z(1_2_1) c_u_capacity(1)_ 1
     z(1_2_1) c_u_beta(1_1)_ -160977.38752000005
     z(1_2_1) c_u_beta(1_2)_ 35387094.545203194
     z(1_2_1) c_u_beta(1_3)_ -160977.38752000005
     z(1_2_2) c_e_onehot(1_2)_ 1
     z(1_2_2) c_e_place(2)_ 2
     z(1_2_2) c_u_capacity(1)_ 2
     z(1_2_2) c_u_beta(1_1)_ -321954.7750400001
     z(1_2_2) c_u_beta(1_2)_ 17992476.996403199
     z(1_2_2) c_u_beta(1_3)_ -321954.7750400001
     z(1_2_3) c_e_onehot(1_2)_ 1
     z(1_2_3) c_e_place(2)_ 3
     z(1_2_3) c_u_capacity(1)_ 3
     z(1_2_3) c_u_beta(1_1)_ -482932.16256000014
     z(1_2_3) c_u_beta(1_2)_ 12194271.146803198
     z(1_2_3) c_u_beta(1_3)_ -482932.16256000014
     z(1_2_4) c_e_onehot(1_2)_ 1
     z(1_2_4) c_e_place(2)_ 4
     z(1_2_4) c_u_capacity(1)_ 4
     z(1_2_4) c_u_beta(1_1)_ -643909.55008000019
     z(1_2_4) c_u_beta(1_2)_ 615978.84088320006
     z(1_2_4) c_u_beta(1_3)_ -643909.55008000019
     z(1_3_0) c_e_onehot(1_3)_ 1
     z(1_3_0) c_u_beta(1_3)_ -644245.09440000006
     z(1_3_1) c_e_onehot(1_3)_ 1
     z(1_3_1) c_e_place(3)_ 1
     z(1_3_1) c_u_capacity(1)_ 1
     z(1_3_1) c_u_beta(1_2)_ -160977.38752000005
     z(1_3_1) c_u_beta(1_3)_ 35387094.545203194
     z(1_3_2) c_e_onehot(1_3)_ 1
     z(1_3_2) c_e_place(3)_ 2
     z(1_3_2) c_u_capacity(1)_ 2
     z(1_3_2) c_u_beta(1_2)_ -321954.7750400001
     z(1_3_2) c_u_beta(1_3)_ 17992476.996403199
     z(1_3_3) c_e_onehot(1_3)_ 1
     z(1_3_3) c_e_place(3)_ 3
     z(1_3_3) c_u_capacity(1)_ 3
     z(1_3_3) c_u_beta(1_2)_ -482932.16256000014
     z(1_3_3) c_u_beta(1_3)_ 12194271.146803198
     z(1_3_4) c_e_onehot(1_3)_ 1
     z(1_3_4) c_e_place(3)_ 4
     z(1_3_4) c_u_capacity(1)_ 4
     z(1_3_4) c_u_beta(1_2)_ -643909.55008000019
     z(1_3_4) c_u_beta(1_3)_ 615978.84088320006
     z(2_0_0) c_e_onehot(2_0)_ 1
     z(2_0_0) c_u_beta(2_0)_ -644245.09440000006
     z(2_0_1) c_e_onehot(2_0)_ 1
     z(2_0_1) c_e_place(0)_ 1
     z(2_0_1) c_u_capacity(2)_ 1
     z(2_0_1) c_u_beta(2_0)_ 35387094.545203194
     z(2_0_1) c_u_beta(2_1)_ -160977.38752000005
     z(2_0_2) c_e_onehot(2_0)_ 1
     z(2_0_2) c_e_place(0)_ 2
     z(2_0_2) c_u_capacity(2)_ 2
     z(2_0_2) c_u_beta(2_0)_ 17992476.996403199
     z(2_0_2) c_u_beta(2_1)_ -321954.7750400001
     z(2_0_3) c_e_onehot(2_0)_ 1
     z(2_0_3) c_e_place(0)_ 3
     z(2_0_3) c_u_capacity(2)_ 3
     z(2_0_3) c_u_beta(2_0)_ 12194271.146803198
     z(2_0_3) c_u_beta(2_1)_ -482932.16256000014
     z(2_0_4) c_e_onehot(2_0)_ 1
     z(2_0_4) c_e_place(0)_ 4
     z(2_0_4) c_u_capacity(2)_ 4
     z(2_0_4) c_u_beta(2_0)_ 615978.84088320006
     z(2_0_4) c_u_beta(2_1)_ -643909.55008000019
     z(2_1_0) c_e_onehot(2_1)_ 1
     z(2_1_0) c_u_beta(2_1)_ -1288490.1888000001
     z(2_1_1) c_e_onehot(2_1)_ 1
     z(2_1_1) c_e_place(1)_ 1
     z(2_1_1) c_u_capacity(2)_ 1
     z(2_1_1) c_u_beta(2_0)_ -160977.38752000005
     z(2_1_1) c_u_beta(2_1)_ 35387094.545203194
     z(2_1_1) c_u_beta(2_2)_ -160977.38752000005
     z(2_1_2) c_e_onehot(2_1)_ 1
     z(2_1_2) c_e_place(1)_ 2
     z(2_1_2) c_u_capacity(2)_ 2
     z(2_1_2) c_u_beta(2_0)_ -321954.7750400001
     z(2_1_2) c_u_beta(2_1)_ 17992476.996403199
     z(2_1_2) c_u_beta(2_2)_ -321954.7750400001
     z(2_1_3) c_e_onehot(2_1)_ 1
     z(2_1_3) c_e_place(1)_ 3
     z(2_1_3) c_u_capacity(2)_ 3
     z(2_1_3) c_u_beta(2_0)_ -482932.16256000014
     z(2_1_3) c_u_beta(2_1)_ 12194271.146803198
     z(2_1_3) c_u_beta(2_2)_ -482932.16256000014
     z(2_1_4) c_e_onehot(2_1)_ 1
     z(2_1_4) c_e_place(1)_ 4
     z(2_1_4) c_u_capacity(2)_ 4
     z(2_1_4) c_u_beta(2_0)_ -643909.55008000019
     z(2_1_4) c_u_beta(2_1)_ 615978.84088320006
     z(2_1_4) c_u_beta(2_2)_ -643909.55008000019
     z(2_2_0) c_e_onehot(2_2)_ 1
     z(2_2_0) c_u_beta(2_2)_ -1288490.1888000001
     z(2_2_1) c_e_onehot(2_2)_ 1
     z(2_2_1) c_e_place(2)_ 1
     z(2_2_1) c_u_capacity(2)_ 1
     z(2_2_1) c_u_beta(2_1)_ -160977.38752000005
     z(2_2_1) c_u_beta(2_2)_ 35387094.545203194
     z(2_2_1) c_u_beta(2_3)_ -160977.38752000005
     z(2_2_2) c_e_onehot(2_2)_ 1
     z(2_2_2) c_e_place(2)_ 2
     z(2_2_2) c_u_capacity(2)_ 2
     z(2_2_2) c_u_beta(2_1)_ -321954.7750400001
     z(2_2_2) c_u_beta(2_2)_ 17992476.996403199
     z(2_2_2) c_u_beta(2_3)_ -321954.7750400001
     z(2_2_3) c_e_onehot(2_2)_ 1
     z(2_2_3) c_e_place(2)_ 3
     z(2_2_3) c_u_capacity(2)_ 3
     z(2_2_3) c_u_beta(2_1)_ -482932.16256000014
     z(2_2_3) c_u_beta(2_2)_ 12194271.146803198
     z(2_2_3) c_u_beta(2_3)_ -482932.16256000014
     z(2_2_4) c_e_onehot(2_2)_ 1
     z(2_2_4) c_e_place(2)_ 4
     z(2_2_4) c_u_capacity(2)_ 4
     z(2_2_4) c_u_beta(2_1)_ -643909.55008000019
     z(2_2_4) c_u_beta(2_2)_ 615978.84088320006
     z(2_2_4) c_u_beta(2_3)_ -643909.55008000019
     z(2_3_0) c_e_onehot(2_3)_ 1
     z(2_3_0) c_u_beta(2_3)_ -644245.09440000006
     z(2_3_1) c_e_onehot(2_3)_ 1
     z(2_3_1) c_e_place(3)_ 1
     z(2_3_1) c_u_capacity(2)_ 1
     z(2_3_1) c_u_beta(2_2)_ -160977.38752000005
     z(2_3_1) c_u_beta(2_3)_ 35387094.545203194
     z(2_3_2) c_e_onehot(2_3)_ 1
     z(2_3_2) c_e_place(3)_ 2
     z(2_3_2) c_u_capacity(2)_ 2
     z(2_3_2) c_u_beta(2_2)_ -321954.7750400001
     z(2_3_2) c_u_beta(2_3)_ 17992476.996403199
     z(2_3_3) c_e_onehot(2_3)_ 1
     z(2_3_3) c_e_place(3)_ 3
     z(2_3_3) c_u_capacity(2)_ 3
     z(2_3_3) c_u_beta(2_2)_ -482932.16256000014
     z(2_3_3) c_u_beta(2_3)_ 12194271.146803198
     z(2_3_4) c_e_onehot(2_3)_ 1
     z(2_3_4) c_e_place(3)_ 4
     z(2_3_4) c_u_capacity(2)_ 4
     z(2_3_4) c_u_beta(2_2)_ -643909.55008000019
     z(2_3_4) c_u_beta(2_3)_ 615978.84088320006
     alpha obj 1
     alpha c_u_beta(0_0)_ -1
     alpha c_u_beta(0_1)_ -1
     alpha c_u_beta(0_2)_ -1
     alpha c_u_beta(0_3)_ -1
     alpha c_u_beta(1_0)_ -1
     alpha c_u_beta(1_1)_ -1
     alpha c_u_beta(1_2)_ -1
     alpha c_u_beta(1_3)_ -1
     alpha c_u_beta(2_0)_ -1
     alpha c_u_beta(2_1)_ -1
     alpha c_u_beta(2_2)_ -1
     alpha c_u_beta(2_3)_ -1
     alpha c_l_lb_cut_ 1
RHS
     RHS c_e_onehot(0_0)_ 1
     RHS c_e_onehot(0_1)_ 1
     RHS c_e_onehot(0_2)_ 1
     RHS c_e_onehot(0_3)_ 1
     RHS c_e_onehot(1_0)_ 1
     RHS c_e_onehot(1_1)_ 1
     RHS c_e_onehot(1_2)_ 1
     RHS c_e_onehot(1_3)_ 1
     RHS c_e_onehot(2_0)_ 1
     RHS c_e_onehot(2_1)_ 1
     RHS c_e_onehot(2_2)_ 1
     RHS c_e_onehot(2_3)_ 1
     RHS c_e_place(0)_ 4
     RHS c_e_place(1)_ 4
     RHS c_e_place(2)_ 4
     RHS c_e_place(3)_ 4
     RHS c_u_capacity(0)_ 4
     RHS c_u_capacity(1)_ 5
     RHS c_u_capacity(2)_ 7
     RHS c_u_beta(0_0)_ -644245.09440000006
     RHS c_u_beta(0_1)_ -1288490.1888000001
     RHS c_u_beta(0_2)_ -1288490.1888000001
     RHS c_u_beta(0_3)_ -644245.09440000006
     RHS c_u_beta(1_0)_ -644245.09440000006
     RHS c_u_beta(1_1)_ -1288490.1888000001
     RHS c_u_beta(1_2)_ -1288490.1888000001
     RHS c_u_beta(1_3)_ -644245.09440000006
     RHS c_u_beta(2_0)_ -644245.09440000006
     RHS c_u_beta(2_1)_ -1288490.1888000001
     RHS c_u_beta(2_2)_ -1288490.1888000001
     RHS c_u_beta(2_3)_ -644245.09440000006
     RHS c_l_lb_cut_ 1421536.8671231999
BOUNDS
 BV BOUND z(0_0_0)
 BV BOUND z(0_0_1)
 BV BOUND z(0_0_2)
 BV BOUND z(0_0_3)
 BV BOUND z(0_0_4)
 BV BOUND z(0_1_0)
 BV BOUND z(0_1_1)
 BV BOUND z(0_1_2)
 BV BOUND z(0_1_3)
 BV BOUND z(0_1_4)
 BV BOUND z(0_2_0)
 BV BOUND z(0_2_1)
 BV BOUND z(0_2_2)
 BV BOUND z(0_2_3)
 BV BOUND z(0_2_4)
 BV BOUND z(0_3_0)
 BV BOUND z(0_3_1)
 BV BOUND z(0_3_2)
 BV BOUND z(0_3_3)
 BV BOUND z(0_3_4)
 BV BOUND z(1_0_0)
 BV BOUND z(1_0_1)
 BV BOUND z(1_0_2)
 BV BOUND z(1_0_3)
 BV BOUND z(1_0_4)
 BV BOUND z(1_1_0)
 BV BOUND z(1_1_1)
 BV BOUND z(1_1_2)
 BV BOUND z(1_1_3)
 BV BOUND z(1_1_4)
 BV BOUND z(1_2_0)
 BV BOUND z(1_2_1)
 BV BOUND z(1_2_2)
 BV BOUND z(1_2_3)
 BV BOUND z(1_2_4)
 BV BOUND z(1_3_0)
 BV BOUND z(1_3_1)
 BV BOUND z(1_3_2)
 BV BOUND z(1_3_3)
 BV BOUND z(1_3_4)
 BV BOUND z(2_0_0)
 BV BOUND z(2_0_1)
 BV BOUND z(2_0_2)
 BV BOUND z(2_0_3)
 BV BOUND z(2_0_4)
 BV BOUND z(2_1_0)
 BV BOUND z(2_1_1)
 BV BOUND z(2_1_2)
 BV BOUND z(2_1_3)
 BV BOUND z(2_1_4)
 BV BOUND z(2_2_0)
 BV BOUND z(2_2_1)
 BV BOUND z(2_2_2)
 BV BOUND z(2_2_3)
 BV BOUND z(2_2_4)
 BV BOUND z(2_3_0)
 BV BOUND z(2_3_1)
 BV BOUND z(2_3_2)
 BV BOUND z(2_3_3)
 BV BOUND z(2_3_4)
 LO BOUND alpha 0
ENDATA
