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
 E  c_e_onehot(1_0)_
 E  c_e_onehot(1_1)_
 E  c_e_onehot(1_2)_
 E  c_e_onehot(2_0)_
 E  c_e_onehot(2_1)_
 E  c_e_onehot(2_2)_
 E  c_e_place(0)_
 E  c_e_place(1)_
 E  c_e_place(2)_
 L  c_u_capacity(0)_
 L  c_u_capacity(1)_
 L  c_u_capacity(2)_
 L  c_u_beta(0_0)_
 L  c_u_beta(0_1)_
 L  c_u_beta(0_2)_
 L  c_u_beta(1_0)_
 L  c_u_beta(1_1)_
 L  c_u_beta(1_2)_
 L  c_u_beta(2_0)_
 L  c_u_beta(2_1)_
 L  c_u_beta(2_2)_
 G  c_l_lb_cut_
 L  c_u_symmetry(0)_
COLUMNS
     z(0_0_0) c_e_onehot(0_0)_ 1
     z(0_0_0) c_u_beta(0_0)_ -6400
     z(0_0_1) c_e_onehot(0_0)_ 1
     z(0_0_1) c_e_place(0)_ 1
     z(0_0_1) c_u_capacity(0)_ 1
     z(0_0_1) c_u_beta(0_0)_ 76000
     z(0_0_1) c_u_beta(0_1)_ -3196.666666666667
     z(0_0_2) c_e_onehot(0_0)_ 1
     z(0_0_2) c_e_place(0)_ 2
     z(0_0_2) c_u_capacity(0)_ 2
     z(0_0_2) c_u_beta(0_0)_ 12066.666666666666
     z(0_0_2) c_u_beta(0_1)_ -6393.3333333333339
     z(0_1_0) c_e_onehot(0_1)_ 1
     z(0_1_0) c_u_beta(0_1)_ -12800
     z(0_1_1) c_e_onehot(0_1)_ 1
     z(0_1_1) c_e_place(1)_ 1
     z(0_1_1) c_u_capacity(0)_ 1
     z(0_1_1) c_u_beta(0_0)_ -3196.666666666667
     z(0_1_1) c_u_beta(0_1)_ 44000
     z(0_1_1) c_u_beta(0_2)_ -3196.666666666667
     z(0_1_2) c_e_onehot(0_1)_ 1
     z(0_1_2) c_e_place(1)_ 2
     z(0_1_2) c_u_capacity(0)_ 2
     z(0_1_2) c_u_beta(0_0)_ -6393.3333333333339
     z(0_1_2) c_u_beta(0_1)_ 12033.333333333334
     z(0_1_2) c_u_beta(0_2)_ -6393.3333333333339
     z(0_2_0) c_e_onehot(0_2)_ 1
     z(0_2_0) c_u_beta(0_2)_ -6400
     z(0_2_1) c_e_onehot(0_2)_ 1
     z(0_2_1) c_e_place(2)_ 1
     z(0_2_1) c_u_capacity(0)_ 1
     z(0_2_1) c_u_beta(0_1)_ -3196.666666666667
     z(0_2_1) c_u_beta(0_2)_ 28000
     z(0_2_2) c_e_onehot(0_2)_ 1
     z(0_2_2) c_e_place(2)_ 2
     z(0_2_2) c_u_capacity(0)_ 2
     z(0_2_2) c_u_beta(0_1)_ -6393.3333333333339
     z(0_2_2) c_u_beta(0_2)_ 12016.666666666668
     z(1_0_0) c_e_onehot(1_0)_ 1
     z(1_0_0) c_u_beta(1_0)_ -6400
     z(1_0_1) c_e_onehot(1_0)_ 1
     z(1_0_1) c_e_place(0)_ 1
     z(1_0_1) c_u_capacity(1)_ 1
     z(1_0_1) c_u_beta(1_0)_ 76000
     z(1_0_1) c_u_beta(1_1)_ -3196.666666666667
     z(1_0_1) c_u_symmetry(0)_ -4
     z(1_1_0) c_e_onehot(1_1)_ 1
     z(1_1_0) c_u_beta(1_1)_ -12800
     z(1_1_1) c_e_onehot(1_1)_ 1
     z(1_1_1) c_e_place(1)_ 1
     z(1_1_1) c_u_capacity(1)_ 1
     z(1_1_1) c_u_beta(1_0)_ -3196.666666666667
     z(1_1_1) c_u_beta(1_1)_ 44000
     z(1_1_1) c_u_beta(1_2)_ -3196.666666666667
     z(1_1_1) c_u_symmetry(0)_ -2
     z(1_2_0) c_e_onehot(1_2)_ 1
     z(1_2_0) c_u_beta(1_2)_ -6400
     z(1_2_1) c_e_onehot(1_2)_ 1
     z(1_2_1) c_e_place(2)_ 1
     z(1_2_1) c_u_capacity(1)_ 1
     z(1_2_1) c_u_beta(1_1)_ -3196.666666666667
     z(1_2_1) c_u_beta(1_2)_ 28000
     z(1_2_1) c_u_symmetry(0)_ -1
     z(2_0_0) c_e_onehot(2_0)_ 1
     z(2_0_0) c_u_beta(2_0)_ -6400
     z(2_0_1) c_e_onehot(2_0)_ 1
     z(2_0_1) c_e_place(0)_ 1
     z(2_0_1) c_u_capacity(2)_ 1
     z(2_0_1) c_u_beta(2_0)_ 76000
     z(2_0_1) c_u_beta(2_1)_ -3196.666666666667
     z(2_0_1) c_u_symmetry(0)_ 4
     z(2_1_0) c_e_onehot(2_1)_ 1
     z(2_1_0) c_u_beta(2_1)_ -12800
     z(2_1_1) c_e_onehot(2_1)_ 1
     z(2_1_1) c_e_place(1)_ 1
     z(2_1_1) c_u_capacity(2)_ 1
     z(2_1_1) c_u_beta(2_0)_ -3196.666666666667
     z(2_1_1) c_u_beta(2_1)_ 44000
     z(2_1_1) c_u_beta(2_2)_ -3196.666666666667
     z(2_1_1) c_u_symmetry(0)_ 2
     z(2_2_0) c_e_onehot(2_2)_ 1
     z(2_2_0) c_u_beta(2_2)_ -6400
     z(2_2_1) c_e_onehot(2_2)_ 1
     z(2_2_1) c_e_place(2)_ 1
     z(2_2_1) c_u_capacity(2)_ 1
     z(2_2_1) c_u_beta(2_1)_ -3196.666666666667
     z(2_2_1) c_u_beta(2_2)_ 28000
     z(2_2_1) c_u_symmetry(0)_ 1
     alpha obj 1
     alpha c_u_beta(0_0)_ -1
     alpha c_u_beta(0_1)_ -1
     alpha c_u_beta(0_2)_ -1
     alpha c_u_beta(1_0)_ -1
     alpha c_u_beta(1_1)_ -1
     alpha c_u_beta(1_2)_ -1
     alpha c_u_beta(2_0)_ -1
     alpha c_u_beta(2_1)_ -1
     alpha c_u_beta(2_2)_ -1
     alpha c_l_lb_cut_ 1
RHS
     RHS c_e_onehot(0_0)_ 1
     RHS c_e_onehot(0_1)_ 1
     RHS c_e_onehot(0_2)_ 1
     RHS c_e_onehot(1_0)_ 1
     RHS c_e_onehot(1_1)_ 1
     RHS c_e_onehot(1_2)_ 1
     RHS c_e_onehot(2_0)_ 1
     RHS c_e_onehot(2_1)_ 1
     RHS c_e_onehot(2_2)_ 1
     RHS c_e_place(0)_ 2
     RHS c_e_place(1)_ 2
     RHS c_e_place(2)_ 2
     RHS c_u_capacity(0)_ 4
     RHS c_u_capacity(1)_ 1
     RHS c_u_capacity(2)_ 1
     RHS c_u_beta(0_0)_ -6400
     RHS c_u_beta(0_1)_ -12800
     RHS c_u_beta(0_2)_ -6400
     RHS c_u_beta(1_0)_ -6400
     RHS c_u_beta(1_1)_ -12800
     RHS c_u_beta(1_2)_ -6400
     RHS c_u_beta(2_0)_ -6400
     RHS c_u_beta(2_1)_ -12800
     RHS c_u_beta(2_2)_ -6400
     RHS c_l_lb_cut_ 18440
     RHS c_u_symmetry(0)_ 0
BOUNDS
 BV BOUND z(0_0_0)
 BV BOUND z(0_0_1)
 BV BOUND z(0_0_2)
 BV BOUND z(0_1_0)
 BV BOUND z(0_1_1)
 BV BOUND z(0_1_2)
 BV BOUND z(0_2_0)
 BV BOUND z(0_2_1)
 BV BOUND z(0_2_2)
 BV BOUND z(1_0_0)
 BV BOUND z(1_0_1)
 BV BOUND z(1_1_0)
 BV BOUND z(1_1_1)
 BV BOUND z(1_2_0)
 BV BOUND z(1_2_1)
 BV BOUND z(2_0_0)
 BV BOUND z(2_0_1)
 BV BOUND z(2_1_0)
 BV BOUND z(2_1_1)
 BV BOUND z(2_2_0)
 BV BOUND z(2_2_1)
 LO BOUND alpha 0
ENDATA
