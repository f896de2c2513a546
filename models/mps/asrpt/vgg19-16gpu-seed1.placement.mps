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
     z(0_0_0) c_u_beta(0_0)_ -219222.28906666665
     z(0_0_1) c_e_onehot(0_0)_ 1
     z(0_0_1) c_e_place(0)_ 1
     z(0_0_1) c_u_capacity(0)_ 1
     z(0_0_1) c_u_beta(0_0)_ 79346.474329681543
     z(0_0_1) c_u_beta(0_1)_ -73036.036930370377
     z(0_0_2) c_e_onehot(0_0)_ 1
     z(0_0_2) c_e_place(0)_ 2
     z(0_0_2) c_u_capacity(0)_ 2
     z(0_0_2) c_u_beta(0_0)_ 54930.218329681535
     z(0_0_2) c_u_beta(0_1)_ -146072.07386074075
     z(0_0_3) c_e_onehot(0_0)_ 1
     z(0_0_3) c_e_place(0)_ 3
     z(0_0_3) c_u_capacity(0)_ 3
     z(0_0_3) c_u_beta(0_0)_ 46791.466329681527
     z(0_0_3) c_u_beta(0_1)_ -219108.11079111113
     z(0_0_4) c_e_onehot(0_0)_ 1
     z(0_0_4) c_e_place(0)_ 4
     z(0_0_4) c_u_capacity(0)_ 4
     z(0_0_4) c_u_beta(0_0)_ 42722.09032968153
     z(0_0_4) c_u_beta(0_1)_ -292144.14772148151
     z(0_1_0) c_e_onehot(0_1)_ 1
     z(0_1_0) c_u_beta(0_1)_ -548055.72266666661
     z(0_1_1) c_e_onehot(0_1)_ 1
     z(0_1_1) c_e_place(1)_ 1
     z(0_1_1) c_u_capacity(0)_ 1
     z(0_1_1) c_u_beta(0_0)_ -73036.036930370377
     z(0_1_1) c_u_beta(0_1)_ 70425.83715057325
     z(0_1_1) c_u_beta(0_2)_ -18259.009232592594
     z(0_1_2) c_e_onehot(0_1)_ 1
     z(0_1_2) c_e_place(1)_ 2
     z(0_1_2) c_u_capacity(0)_ 2
     z(0_1_2) c_u_beta(0_0)_ -146072.07386074075
     z(0_1_2) c_u_beta(0_1)_ 50293.177950573256
     z(0_1_2) c_u_beta(0_2)_ -36518.018465185189
     z(0_1_3) c_e_onehot(0_1)_ 1
     z(0_1_3) c_e_place(1)_ 3
     z(0_1_3) c_u_capacity(0)_ 3
     z(0_1_3) c_u_beta(0_0)_ -219108.11079111113
     z(0_1_3) c_u_beta(0_1)_ 30181.490270573246
     z(0_1_3) c_u_beta(0_2)_ -54777.027697777783
     z(0_2_0) c_e_onehot(0_2)_ 1
     z(0_2_0) c_u_beta(0_2)_ -82208.358400000012
     z(0_2_1) c_e_onehot(0_2)_ 1
     z(0_2_1) c_e_place(2)_ 1
     z(0_2_1) c_u_capacity(0)_ 1
     z(0_2_1) c_u_beta(0_1)_ -18259.009232592594
     z(0_2_1) c_u_beta(0_2)_ 583808.6467505733
     z(0_2_1) c_u_beta(0_3)_ -27388.513848888888
     z(0_2_2) c_e_onehot(0_2)_ 1
     z(0_2_2) c_e_place(2)_ 2
     z(0_2_2) c_u_capacity(0)_ 2
     z(0_2_2) c_u_beta(0_1)_ -36518.018465185189
     z(0_2_2) c_u_beta(0_2)_ 306984.58275057329
     z(0_2_2) c_u_beta(0_3)_ -54777.027697777776
     z(0_2_3) c_e_onehot(0_2)_ 1
     z(0_2_3) c_e_place(2)_ 3
     z(0_2_3) c_u_capacity(0)_ 3
     z(0_2_3) c_u_beta(0_1)_ -54777.027697777783
     z(0_2_3) c_u_beta(0_2)_ 214709.89475057326
     z(0_2_3) c_u_beta(0_3)_ -82165.54154666666
     z(0_2_4) c_e_onehot(0_2)_ 1
     z(0_2_4) c_e_place(2)_ 4
     z(0_2_4) c_u_capacity(0)_ 4
     z(0_2_4) c_u_beta(0_1)_ -73036.036930370377
     z(0_2_4) c_u_beta(0_2)_ 168572.55075057328
     z(0_2_4) c_u_beta(0_3)_ -109554.05539555555
     z(0_3_0) c_e_onehot(0_3)_ 1
     z(0_3_0) c_u_beta(0_3)_ -164416.71680000002
     z(0_3_1) c_e_onehot(0_3)_ 1
     z(0_3_1) c_e_place(3)_ 1
     z(0_3_1) c_u_capacity(0)_ 1
     z(0_3_1) c_u_beta(0_2)_ -27388.513848888888
     z(0_3_1) c_u_beta(0_3)_ 25644.295239745221
     z(1_0_0) c_e_onehot(1_0)_ 1
     z(1_0_0) c_u_beta(1_0)_ -219222.28906666665
     z(1_0_1) c_e_onehot(1_0)_ 1
     z(1_0_1) c_e_place(0)_ 1
     z(1_0_1) c_u_capacity(1)_ 1
     z(1_0_1) c_u_beta(1_0)_ 79346.474329681543
     z(1_0_1) c_u_beta(1_1)_ -73036.036930370377
     z(1_0_2) c_e_onehot(1_0)_ 1
     z(1_0_2) c_e_place(0)_ 2
     z(1_0_2) c_u_capacity(1)_ 2
     z(1_0_2) c_u_beta(1_0)_ 54930.218329681535
     z(1_0_2) c_u_beta(1_1)_ -146072.07386074075
     z(1_0_3) c_e_onehot(1_0)_ 1
     z(1_0_3) c_e_place(0)_ 3
     z(1_0_3) c_u_capacity(1)_ 3
     z(1_0_3) c_u_beta(1_0)_ 46791.466329681527
     z(1_0_3) c_u_beta(1_1)_ -219108.11079111113
     z(1_0_4) c_e_onehot(1_0)_ 1
     z(1_0_4) c_e_place(0)_ 4
     z(1_0_4) c_u_capacity(1)_ 4
     z(1_0_4) c_u_beta(1_0)_ 42722.09032968153
     z(1_0_4) c_u_beta(1_1)_ -292144.14772148151
     z(1_0_5) c_e_onehot(1_0)_ 1
     z(1_0_5) c_e_place(0)_ 5
     z(1_0_5) c_u_capacity(1)_ 5
     z(1_0_5) c_u_beta(1_0)_ 40280.464729681524
     z(1_0_5) c_u_beta(1_1)_ -365180.18465185189
     z(1_1_0) c_e_onehot(1_1)_ 1
     z(1_1_0) c_u_beta(1_1)_ -548055.72266666661
     z(1_1_1) c_e_onehot(1_1)_ 1
     z(1_1_1) c_e_place(1)_ 1
     z(1_1_1) c_u_capacity(1)_ 1
     z(1_1_1) c_u_beta(1_0)_ -73036.036930370377
     z(1_1_1) c_u_beta(1_1)_ 70425.83715057325
     z(1_1_1) c_u_beta(1_2)_ -18259.009232592594
     z(1_1_2) c_e_onehot(1_1)_ 1
     z(1_1_2) c_e_place(1)_ 2
     z(1_1_2) c_u_capacity(1)_ 2
     z(1_1_2) c_u_beta(1_0)_ -146072.07386074075
     z(1_1_2) c_u_beta(1_1)_ 50293.177950573256
     z(1_1_2) c_u_beta(1_2)_ -36518.018465185189
     z(1_1_3) c_e_onehot(1_1)_ 1
     z(1_1_3) c_e_place(1)_ 3
     z(1_1_3) c_u_capacity(1)_ 3
     z(1_1_3) c_u_beta(1_0)_ -219108.11079111113
     z(1_1_3) c_u_beta(1_1)_ 30181.490270573246
     z(1_1_3) c_u_beta(1_2)_ -54777.027697777783
     z(1_2_0) c_e_onehot(1_2)_ 1
     z(1_2_0) c_u_beta(1_2)_ -82208.358400000012
     z(1_2_1) c_e_onehot(1_2)_ 1
     z(1_2_1) c_e_place(2)_ 1
     z(1_2_1) c_u_capacity(1)_ 1
     z(1_2_1) c_u_beta(1_1)_ -18259.009232592594
     z(1_2_1) c_u_beta(1_2)_ 583808.6467505733
     z(1_2_1) c_u_beta(1_3)_ -27388.513848888888
     z(1_2_2) c_e_onehot(1_2)_ 1
     z(1_2_2) c_e_place(2)_ 2
     z(1_2_2) c_u_capacity(1)_ 2
     z(1_2_2) c_u_beta(1_1)_ -36518.018465185189
     z(1_2_2) c_u_beta(1_2)_ 306984.58275057329
     z(1_2_2) c_u_beta(1_3)_ -54777.027697777776
     z(1_2_3) c_e_onehot(1_2)_ 1
     z(1_2_3) c_e_place(2)_ 3
     z(1_2_3) c_u_capacity(1)_ 3
     z(1_2_3) c_u_beta(1_1)_ -54777.027697777783
     z(1_2_3) c_u_beta(1_2)_ 214709.89475057326
     z(1_2_3) c_u_beta(1_3)_ -82165.54154666666
     z(1_2_4) c_e_onehot(1_2)_ 1
     z(1_2_4) c_e_place(2)_ 4
     z(1_2_4) c_u_capacity(1)_ 4
     z(1_2_4) c_u_beta(1_1)_ -73036.036930370377
     z(1_2_4) c_u_beta(1_2)_ 168572.55075057328
     z(1_2_4) c_u_beta(1_3)_ -109554.05539555555
     z(1_2_5) c_e_onehot(1_2)_ 1
     z(1_2_5) c_e_place(2)_ 5
     z(1_2_5) c_u_capacity(1)_ 5
     z(1_2_5) c_u_beta(1_1)_ -91295.046162962972
     z(1_2_5) c_u_beta(1_2)_ 140890.14435057325
     z(1_2_5) c_u_beta(1_3)_ -136942.56924444443
     z(1_3_0) c_e_onehot(1_3)_ 1
     z(1_3_0) c_u_beta(1_3)_ -164416.71680000002
     z(1_3_1) c_e_onehot(1_3)_ 1
     z(1_3_1) c_e_place(3)_ 1
     z(1_3_1) c_u_capacity(1)_ 1
     z(1_3_1) c_u_beta(1_2)_ -27388.513848888888
     z(1_3_1) c_u_beta(1_3)_ 25644.295239745221
     z(2_0_0) c_e_onehot(2_0)_ 1
     z(2_0_0) c_u_beta(2_0)_ -219222.28906666665
     z(2_0_1) c_e_onehot(2_0)_ 1
     z(2_0_1) c_e_place(0)_ 1
     z(2_0_1) c_u_capacity(2)_ 1
     z(2_0_1) c_u_beta(2_0)_ 79346.474329681543
     z(2_0_1) c_u_beta(2_1)_ -73036.036930370377
     z(2_0_2) c_e_onehot(2_0)_ 1
     z(2_0_2) c_e_place(0)_ 2
     z(2_0_2) c_u_capacity(2)_ 2
     z(2_0_2) c_u_beta(2_0)_ 54930.218329681535
     z(2_0_2) c_u_beta(2_1)_ -146072.07386074075
     z(2_0_3) c_e_onehot(2_0)_ 1
     z(2_0_3) c_e_place(0)_ 3
     z(2_0_3) c_u_capacity(2)_ 3
     z(2_0_3) c_u_beta(2_0)_ 46791.466329681527
     z(2_0_3) c_u_beta(2_1)_ -219108.11079111113
     z(2_0_4) c_e_onehot(2_0)_ 1
     z(2_0_4) c_e_place(0)_ 4
     z(2_0_4) c_u_capacity(2)_ 4
     z(2_0_4) c_u_beta(2_0)_ 42722.09032968153
     z(2_0_4) c_u_beta(2_1)_ -292144.14772148151
     z(2_0_5) c_e_onehot(2_0)_ 1
     z(2_0_5) c_e_place(0)_ 5
     z(2_0_5) c_u_capacity(2)_ 5
     z(2_0_5) c_u_beta(2_0)_ 40280.464729681524
     z(2_0_5) c_u_beta(2_1)_ -365180.18465185189
     z(2_0_6) c_e_onehot(2_0)_ 1
     z(2_0_6) c_e_place(0)_ 6
     z(2_0_6) c_u_capacity(2)_ 6
     z(2_0_6) c_u_beta(2_0)_ 30539.395929681526
     z(2_0_6) c_u_beta(2_1)_ -438216.22158222226
     z(2_1_0) c_e_onehot(2_1)_ 1
     z(2_1_0) c_u_beta(2_1)_ -548055.72266666661
     z(2_1_1) c_e_onehot(2_1)_ 1
     z(2_1_1) c_e_place(1)_ 1
     z(2_1_1) c_u_capacity(2)_ 1
     z(2_1_1) c_u_beta(2_0)_ -73036.036930370377
     z(2_1_1) c_u_beta(2_1)_ 70425.83715057325
     z(2_1_1) c_u_beta(2_2)_ -18259.009232592594
     z(2_1_2) c_e_onehot(2_1)_ 1
     z(2_1_2) c_e_place(1)_ 2
     z(2_1_2) c_u_capacity(2)_ 2
     z(2_1_2) c_u_beta(2_0)_ -146072.07386074075
     z(2_1_2) c_u_beta(2_1)_ 50293.177950573256
     z(2_1_2) c_u_beta(2_2)_ -36518.018465185189
     z(2_1_3) c_e_onehot(2_1)_ 1
     z(2_1_3) c_e_place(1)_ 3
     z(2_1_3) c_u_capacity(2)_ 3
     z(2_1_3) c_u_beta(2_0)_ -219108.11079111113
     z(2_1_3) c_u_beta(2_1)_ 30181.490270573246
     z(2_1_3) c_u_beta(2_2)_ -54777.027697777783
     z(2_2_0) c_e_onehot(2_2)_ 1
     z(2_2_0) c_u_beta(2_2)_ -82208.358400000012
     z(2_2_1) c_e_onehot(2_2)_ 1
     z(2_2_1) c_e_place(2)_ 1
     z(2_2_1) c_u_capacity(2)_ 1
     z(2_2_1) c_u_beta(2_1)_ -18259.009232592594
     z(2_2_1) c_u_beta(2_2)_ 583808.6467505733
     z(2_2_1) c_u_beta(2_3)_ -27388.513848888888
     z(2_2_2) c_e_onehot(2_2)_ 1
     z(2_2_2) c_e_place(2)_ 2
     z(2_2_2) c_u_capacity(2)_ 2
     z(2_2_2) c_u_beta(2_1)_ -36518.018465185189
     z(2_2_2) c_u_beta(2_2)_ 306984.58275057329
     z(2_2_2) c_u_beta(2_3)_ -54777.027697777776
     z(2_2_3) c_e_onehot(2_2)_ 1
     z(2_2_3) c_e_place(2)_ 3
     z(2_2_3) c_u_capacity(2)_ 3
     z(2_2_3) c_u_beta(2_1)_ -54777.027697777783
     z(2_2_3) c_u_beta(2_2)_ 214709.89475057326
     z(2_2_3) c_u_beta(2_3)_ -82165.54154666666
     z(2_2_4) c_e_onehot(2_2)_ 1
     z(2_2_4) c_e_place(2)_ 4
     z(2_2_4) c_u_capacity(2)_ 4
     z(2_2_4) c_u_beta(2_1)_ -73036.036930370377
     z(2_2_4) c_u_beta(2_2)_ 168572.55075057328
     z(2_2_4) c_u_beta(2_3)_ -109554.05539555555
     z(2_2_5) c_e_onehot(2_2)_ 1
     z(2_2_5) c_e_place(2)_ 5
     z(2_2_5) c_u_capacity(2)_ 5
     z(2_2_5) c_u_beta(2_1)_ -91295.046162962972
     z(2_2_5) c_u_beta(2_2)_ 140890.14435057325
     z(2_2_5) c_u_beta(2_3)_ -136942.56924444443
     z(2_2_6) c_e_onehot(2_2)_ 1
     z(2_2_6) c_e_place(2)_ 6
     z(2_2_6) c_u_capacity(2)_ 6
     z(2_2_6) c_u_beta(2_1)_ -109554.05539555557
     z(2_2_6) c_u_beta(2_2)_ 30448.877150573247
     z(2_2_6) c_u_beta(2_3)_ -164331.08309333332
     z(2_3_0) c_e_onehot(2_3)_ 1
     z(2_3_0) c_u_beta(2_3)_ -164416.71680000002
     z(2_3_1) c_e_onehot(2_3)_ 1
     z(2_3_1) c_e_place(3)_ 1
     z(2_3_1) c_u_capacity(2)_ 1
     z(2_3_1) c_u_beta(2_2)_ -27388.513848888888
     z(2_3_1) c_u_beta(2_3)_ 25644.295239745221
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
     RHS c_e_place(0)_ 6
     RHS c_e_place(1)_ 3
     RHS c_e_place(2)_ 6
     RHS c_e_place(3)_ 1
     RHS c_u_capacity(0)_ 4
     RHS c_u_capacity(1)_ 5
     RHS c_u_capacity(2)_ 7
     RHS c_u_beta(0_0)_ -219222.28906666665
     RHS c_u_beta(0_1)_ -548055.72266666661
     RHS c_u_beta(0_2)_ -82208.358400000012
     RHS c_u_beta(0_3)_ -164416.71680000002
     RHS c_u_beta(1_0)_ -219222.28906666665
     RHS c_u_beta(1_1)_ -548055.72266666661
     RHS c_u_beta(1_2)_ -82208.358400000012
     RHS c_u_beta(1_3)_ -164416.71680000002
     RHS c_u_beta(2_0)_ -219222.28906666665
     RHS c_u_beta(2_1)_ -548055.72266666661
     RHS c_u_beta(2_2)_ -82208.358400000012
     RHS c_u_beta(2_3)_ -164416.71680000002
     RHS c_l_lb_cut_ 180265.33823501761
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
 BV BOUND z(0_2_0)
 BV BOUND z(0_2_1)
 BV BOUND z(0_2_2)
 BV BOUND z(0_2_3)
 BV BOUND z(0_2_4)
 BV BOUND z(0_3_0)
 BV BOUND z(0_3_1)
 BV BOUND z(1_0_0)
 BV BOUND z(1_0_1)
 BV BOUND z(1_0_2)
 BV BOUND z(1_0_3)
 BV BOUND z(1_0_4)
 BV BOUND z(1_0_5)
 BV BOUND z(1_1_0)
 BV BOUND z(1_1_1)
 BV BOUND z(1_1_2)
 BV BOUND z(1_1_3)
 BV BOUND z(1_2_0)
 BV BOUND z(1_2_1)
 BV BOUND z(1_2_2)
 BV BOUND z(1_2_3)
 BV BOUND z(1_2_4)
 BV BOUND z(1_2_5)
 BV BOUND z(1_3_0)
 BV BOUND z(1_3_1)
 BV BOUND z(2_0_0)
 BV BOUND z(2_0_1)
 BV BOUND z(2_0_2)
 BV BOUND z(2_0_3)
 BV BOUND z(2_0_4)
 BV BOUND z(2_0_5)
 BV BOUND z(2_0_6)
 BV BOUND z(2_1_0)
 BV BOUND z(2_1_1)
 BV BOUND z(2_1_2)
 BV BOUND z(2_1_3)
 BV BOUND z(2_2_0)
 BV BOUND z(2_2_1)
 BV BOUND z(2_2_2)
 BV BOUND z(2_2_3)
 BV BOUND z(2_2_4)
 BV BOUND z(2_2_5)
 BV BOUND z(2_2_6)
 BV BOUND z(2_3_0)
 BV BOUND z(2_3_1)
 LO BOUND alpha 0
ENDATA
