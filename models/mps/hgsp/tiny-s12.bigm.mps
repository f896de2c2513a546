* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'hgsp-bigm:tiny-s12'
OBJSENSE
 MIN
ROWS
 N  obj
 E  c_e_assign(0)_
 E  c_e_assign(1)_
 E  c_e_assign(2)_
 E  c_e_assign(3)_
 E  c_e_assign(4)_
 E  c_e_assign(5)_
 E  c_e_assign(6)_
 E  c_e_assign(7)_
 E  c_e_assign(8)_
 E  c_e_timing(0)_
 E  c_e_timing(1)_
 E  c_e_timing(2)_
 E  c_e_timing(3)_
 E  c_e_timing(4)_
 E  c_e_timing(5)_
 E  c_e_timing(6)_
 E  c_e_timing(7)_
 E  c_e_timing(8)_
 L  c_u_tard(0)_
 L  c_u_tard(1)_
 L  c_u_tard(2)_
 L  c_u_tard(3)_
 L  c_u_tard(4)_
 L  c_u_tard(5)_
 L  c_u_tard(6)_
 L  c_u_tard(7)_
 L  c_u_tard(8)_
 L  c_u_disj_ik(0_1_0)_
 L  c_u_disj_ik(0_2_0)_
 L  c_u_disj_ik(0_2_1)_
 L  c_u_disj_ik(0_3_0)_
 L  c_u_disj_ik(0_3_1)_
 L  c_u_disj_ik(0_4_0)_
 L  c_u_disj_ik(0_4_1)_
 L  c_u_disj_ik(0_5_0)_
 L  c_u_disj_ik(0_5_1)_
 L  c_u_disj_ik(0_6_0)_
 L  c_u_disj_ik(0_7_0)_
 L  c_u_disj_ik(0_7_1)_
 L  c_u_disj_ik(0_8_0)_
 L  c_u_disj_ik(1_2_0)_
 L  c_u_disj_ik(1_3_0)_
 L  c_u_disj_ik(1_4_0)_
 L  c_u_disj_ik(1_5_0)_
 L  c_u_disj_ik(1_6_0)_
 L  c_u_disj_ik(1_7_0)_
 L  c_u_disj_ik(1_8_0)_
 L  c_u_disj_ik(2_3_0)_
 L  c_u_disj_ik(2_3_1)_
 L  c_u_disj_ik(2_4_0)_
 L  c_u_disj_ik(2_4_1)_
 L  c_u_disj_ik(2_5_0)_
 L  c_u_disj_ik(2_5_1)_
 L  c_u_disj_ik(2_6_0)_
 L  c_u_disj_ik(2_7_0)_
 L  c_u_disj_ik(2_7_1)_
 L  c_u_disj_ik(2_8_0)_
 L  c_u_disj_ik(3_4_0)_
 L  c_u_disj_ik(3_4_1)_
 L  c_u_disj_ik(3_5_0)_
 L  c_u_disj_ik(3_5_1)_
 L  c_u_disj_ik(3_6_0)_
 L  c_u_disj_ik(3_7_0)_
 L  c_u_disj_ik(3_7_1)_
 L  c_u_disj_ik(3_8_0)_
 L  c_u_disj_ik(4_5_0)_
 L  c_u_disj_ik(4_5_1)_
 L  c_u_disj_ik(4_6_0)_
 L  c_u_disj_ik(4_7_0)_
 L  c_u_disj_ik(4_7_1)_
 L  c_u_disj_ik(4_8_0)_
 L  c_u_disj_ik(5_6_0)_
 L  c_u_disj_ik(5_7_0)_
 L  c_u_disj_ik(5_7_1)_
 L  c_u_disj_ik(5_8_0)_
 L  c_u_disj_ik(6_7_0)_
 L  c_u_disj_ik(6_8_0)_
 L  c_u_disj_ik(7_8_0)_
 L  c_u_disj_ki(0_1_0)_
 L  c_u_disj_ki(0_2_0)_
 L  c_u_disj_ki(0_2_1)_
 L  c_u_disj_ki(0_3_0)_
 L  c_u_disj_ki(0_3_1)_
 L  c_u_disj_ki(0_4_0)_
 L  c_u_disj_ki(0_4_1)_
 L  c_u_disj_ki(0_5_0)_
 L  c_u_disj_ki(0_5_1)_
 L  c_u_disj_ki(0_6_0)_
 L  c_u_disj_ki(0_7_0)_
 L  c_u_disj_ki(0_7_1)_
 L  c_u_disj_ki(0_8_0)_
 L  c_u_disj_ki(1_2_0)_
 L  c_u_disj_ki(1_3_0)_
 L  c_u_disj_ki(1_4_0)_
 L  c_u_disj_ki(1_5_0)_
 L  c_u_disj_ki(1_6_0)_
 L  c_u_disj_ki(1_7_0)_
 L  c_u_disj_ki(1_8_0)_
 L  c_u_disj_ki(2_3_0)_
 L  c_u_disj_ki(2_3_1)_
 L  c_u_disj_ki(2_4_0)_
 L  c_u_disj_ki(2_4_1)_
 L  c_u_disj_ki(2_5_0)_
 L  c_u_disj_ki(2_5_1)_
 L  c_u_disj_ki(2_6_0)_
 L  c_u_disj_ki(2_7_0)_
 L  c_u_disj_ki(2_7_1)_
 L  c_u_disj_ki(2_8_0)_
 L  c_u_disj_ki(3_4_0)_
 L  c_u_disj_ki(3_4_1)_
 L  c_u_disj_ki(3_5_0)_
 L  c_u_disj_ki(3_5_1)_
 L  c_u_disj_ki(3_6_0)_
 L  c_u_disj_ki(3_7_0)_
 L  c_u_disj_ki(3_7_1)_
 L  c_u_disj_ki(3_8_0)_
 L  c_u_disj_ki(4_5_0)_
 L  c_u_disj_ki(4_5_1)_
 L  c_u_disj_ki(4_6_0)_
 L  c_u_disj_ki(4_7_0)_
 L  c_u_disj_ki(4_7_1)_
 L  c_u_disj_ki(4_8_0)_
 L  c_u_disj_ki(5_6_0)_
 L  c_u_disj_ki(5_7_0)_
 L  c_u_disj_ki(5_7_1)_
 L  c_u_disj_ki(5_8_0)_
 L  c_u_disj_ki(6_7_0)_
 L  c_u_disj_ki(6_8_0)_
 L  c_u_disj_ki(7_8_0)_
COLUMNS
     x(0_0) c_e_assign(0)_ 1
     x(0_0) c_e_timing(0)_ -12
     x(0_0) c_u_disj_ik(0_1_0)_ 98
     x(0_0) c_u_disj_ik(0_2_0)_ 95
     x(0_0) c_u_disj_ik(0_3_0)_ 94
     x(0_0) c_u_disj_ik(0_4_0)_ 91
     x(0_0) c_u_disj_ik(0_5_0)_ 90
     x(0_0) c_u_disj_ik(0_6_0)_ 85
     x(0_0) c_u_disj_ik(0_7_0)_ 78
     x(0_0) c_u_disj_ik(0_8_0)_ 74
     x(0_0) c_u_disj_ki(0_1_0)_ 98
     x(0_0) c_u_disj_ki(0_2_0)_ 98
     x(0_0) c_u_disj_ki(0_3_0)_ 98
     x(0_0) c_u_disj_ki(0_4_0)_ 98
     x(0_0) c_u_disj_ki(0_5_0)_ 98
     x(0_0) c_u_disj_ki(0_6_0)_ 98
     x(0_0) c_u_disj_ki(0_7_0)_ 98
     x(0_0) c_u_disj_ki(0_8_0)_ 98
     x(0_1) c_e_assign(0)_ 1
     x(0_1) c_e_timing(0)_ -18
     x(0_1) c_u_disj_ik(0_2_1)_ 95
     x(0_1) c_u_disj_ik(0_3_1)_ 94
     x(0_1) c_u_disj_ik(0_4_1)_ 91
     x(0_1) c_u_disj_ik(0_5_1)_ 90
     x(0_1) c_u_disj_ik(0_7_1)_ 78
     x(0_1) c_u_disj_ki(0_2_1)_ 98
     x(0_1) c_u_disj_ki(0_3_1)_ 98
     x(0_1) c_u_disj_ki(0_4_1)_ 98
     x(0_1) c_u_disj_ki(0_5_1)_ 98
     x(0_1) c_u_disj_ki(0_7_1)_ 98
     x(1_0) c_e_assign(1)_ 1
     x(1_0) c_e_timing(1)_ -12
     x(1_0) c_u_disj_ik(0_1_0)_ 98
     x(1_0) c_u_disj_ik(1_2_0)_ 95
     x(1_0) c_u_disj_ik(1_3_0)_ 94
     x(1_0) c_u_disj_ik(1_4_0)_ 91
     x(1_0) c_u_disj_ik(1_5_0)_ 90
     x(1_0) c_u_disj_ik(1_6_0)_ 85
     x(1_0) c_u_disj_ik(1_7_0)_ 78
     x(1_0) c_u_disj_ik(1_8_0)_ 74
     x(1_0) c_u_disj_ki(0_1_0)_ 98
     x(1_0) c_u_disj_ki(1_2_0)_ 98
     x(1_0) c_u_disj_ki(1_3_0)_ 98
     x(1_0) c_u_disj_ki(1_4_0)_ 98
     x(1_0) c_u_disj_ki(1_5_0)_ 98
     x(1_0) c_u_disj_ki(1_6_0)_ 98
     x(1_0) c_u_disj_ki(1_7_0)_ 98
     x(1_0) c_u_disj_ki(1_8_0)_ 98
     x(2_0) c_e_assign(2)_ 1
     x(2_0) c_e_timing(2)_ -2
     x(2_0) c_u_disj_ik(0_2_0)_ 95
     x(2_0) c_u_disj_ik(1_2_0)_ 95
     x(2_0) c_u_disj_ik(2_3_0)_ 94
     x(2_0) c_u_disj_ik(2_4_0)_ 91
     x(2_0) c_u_disj_ik(2_5_0)_ 90
     x(2_0) c_u_disj_ik(2_6_0)_ 85
     x(2_0) c_u_disj_ik(2_7_0)_ 78
     x(2_0) c_u_disj_ik(2_8_0)_ 74
     x(2_0) c_u_disj_ki(0_2_0)_ 98
     x(2_0) c_u_disj_ki(1_2_0)_ 98
     x(2_0) c_u_disj_ki(2_3_0)_ 95
     x(2_0) c_u_disj_ki(2_4_0)_ 95
     x(2_0) c_u_disj_ki(2_5_0)_ 95
     x(2_0) c_u_disj_ki(2_6_0)_ 95
     x(2_0) c_u_disj_ki(2_7_0)_ 95
     x(2_0) c_u_disj_ki(2_8_0)_ 95
     x(2_1) c_e_assign(2)_ 1
     x(2_1) c_e_timing(2)_ -3
     x(2_1) c_u_disj_ik(0_2_1)_ 95
     x(2_1) c_u_disj_ik(2_3_1)_ 94
     x(2_1) c_u_disj_ik(2_4_1)_ 91
     x(2_1) c_u_disj_ik(2_5_1)_ 90
     x(2_1) c_u_disj_ik(2_7_1)_ 78
     x(2_1) c_u_disj_ki(0_2_1)_ 98
     x(2_1) c_u_disj_ki(2_3_1)_ 95
     x(2_1) c_u_disj_ki(2_4_1)_ 95
     x(2_1) c_u_disj_ki(2_5_1)_ 95
     x(2_1) c_u_disj_ki(2_7_1)_ 95
     x(3_0) c_e_assign(3)_ 1
     x(3_0) c_e_timing(3)_ -4
     x(3_0) c_u_disj_ik(0_3_0)_ 94
     x(3_0) c_u_disj_ik(1_3_0)_ 94
     x(3_0) c_u_disj_ik(2_3_0)_ 94
     x(3_0) c_u_disj_ik(3_4_0)_ 91
     x(3_0) c_u_disj_ik(3_5_0)_ 90
     x(3_0) c_u_disj_ik(3_6_0)_ 85
     x(3_0) c_u_disj_ik(3_7_0)_ 78
     x(3_0) c_u_disj_ik(3_8_0)_ 74
     x(3_0) c_u_disj_ki(0_3_0)_ 98
     x(3_0) c_u_disj_ki(1_3_0)_ 98
     x(3_0) c_u_disj_ki(2_3_0)_ 95
     x(3_0) c_u_disj_ki(3_4_0)_ 94
     x(3_0) c_u_disj_ki(3_5_0)_ 94
     x(3_0) c_u_disj_ki(3_6_0)_ 94
     x(3_0) c_u_disj_ki(3_7_0)_ 94
     x(3_0) c_u_disj_ki(3_8_0)_ 94
     x(3_1) c_e_assign(3)_ 1
     x(3_1) c_e_timing(3)_ -6
     x(3_1) c_u_disj_ik(0_3_1)_ 94
     x(3_1) c_u_disj_ik(2_3_1)_ 94
     x(3_1) c_u_disj_ik(3_4_1)_ 91
     x(3_1) c_u_disj_ik(3_5_1)_ 90
     x(3_1) c_u_disj_ik(3_7_1)_ 78
     x(3_1) c_u_disj_ki(0_3_1)_ 98
     x(3_1) c_u_disj_ki(2_3_1)_ 95
     x(3_1) c_u_disj_ki(3_4_1)_ 94
     x(3_1) c_u_disj_ki(3_5_1)_ 94
     x(3_1) c_u_disj_ki(3_7_1)_ 94
     x(4_0) c_e_assign(4)_ 1
     x(4_0) c_e_timing(4)_ -4
     x(4_0) c_u_disj_ik(0_4_0)_ 91
     x(4_0) c_u_disj_ik(1_4_0)_ 91
     x(4_0) c_u_disj_ik(2_4_0)_ 91
     x(4_0) c_u_disj_ik(3_4_0)_ 91
     x(4_0) c_u_disj_ik(4_5_0)_ 90
     x(4_0) c_u_disj_ik(4_6_0)_ 85
     x(4_0) c_u_disj_ik(4_7_0)_ 78
     x(4_0) c_u_disj_ik(4_8_0)_ 74
     x(4_0) c_u_disj_ki(0_4_0)_ 98
     x(4_0) c_u_disj_ki(1_4_0)_ 98
     x(4_0) c_u_disj_ki(2_4_0)_ 95
     x(4_0) c_u_disj_ki(3_4_0)_ 94
     x(4_0) c_u_disj_ki(4_5_0)_ 91
     x(4_0) c_u_disj_ki(4_6_0)_ 91
     x(4_0) c_u_disj_ki(4_7_0)_ 91
     x(4_0) c_u_disj_ki(4_8_0)_ 91
     x(4_1) c_e_assign(4)_ 1
     x(4_1) c_e_timing(4)_ -6
     x(4_1) c_u_disj_ik(0_4_1)_ 91
     x(4_1) c_u_disj_ik(2_4_1)_ 91
     x(4_1) c_u_disj_ik(3_4_1)_ 91
     x(4_1) c_u_disj_ik(4_5_1)_ 90
     x(4_1) c_u_disj_ik(4_7_1)_ 78
     x(4_1) c_u_disj_ki(0_4_1)_ 98
     x(4_1) c_u_disj_ki(2_4_1)_ 95
     x(4_1) c_u_disj_ki(3_4_1)_ 94
     x(4_1) c_u_disj_ki(4_5_1)_ 91
     x(4_1) c_u_disj_ki(4_7_1)_ 91
     x(5_0) c_e_assign(5)_ 1
     x(5_0) c_e_timing(5)_ -4
     x(5_0) c_u_disj_ik(0_5_0)_ 90
     x(5_0) c_u_disj_ik(1_5_0)_ 90
     x(5_0) c_u_disj_ik(2_5_0)_ 90
     x(5_0) c_u_disj_ik(3_5_0)_ 90
     x(5_0) c_u_disj_ik(4_5_0)_ 90
     x(5_0) c_u_disj_ik(5_6_0)_ 85
     x(5_0) c_u_disj_ik(5_7_0)_ 78
     x(5_0) c_u_disj_ik(5_8_0)_ 74
     x(5_0) c_u_disj_ki(0_5_0)_ 98
     x(5_0) c_u_disj_ki(1_5_0)_ 98
     x(5_0) c_u_disj_ki(2_5_0)_ 95
     x(5_0) c_u_disj_ki(3_5_0)_ 94
     x(5_0) c_u_disj_ki(4_5_0)_ 91
     x(5_0) c_u_disj_ki(5_6_0)_ 90
     x(5_0) c_u_disj_ki(5_7_0)_ 90
     x(5_0) c_u_disj_ki(5_8_0)_ 90
     x(5_1) c_e_assign(5)_ 1
     x(5_1) c_e_timing(5)_ -6
     x(5_1) c_u_disj_ik(0_5_1)_ 90
     x(5_1) c_u_disj_ik(2_5_1)_ 90
     x(5_1) c_u_disj_ik(3_5_1)_ 90
     x(5_1) c_u_disj_ik(4_5_1)_ 90
     x(5_1) c_u_disj_ik(5_7_1)_ 78
     x(5_1) c_u_disj_ki(0_5_1)_ 98
     x(5_1) c_u_disj_ki(2_5_1)_ 95
     x(5_1) c_u_disj_ki(3_5_1)_ 94
     x(5_1) c_u_disj_ki(4_5_1)_ 91
     x(5_1) c_u_disj_ki(5_7_1)_ 90
     x(6_0) c_e_assign(6)_ 1
     x(6_0) c_e_timing(6)_ -8
     x(6_0) c_u_disj_ik(0_6_0)_ 85
     x(6_0) c_u_disj_ik(1_6_0)_ 85
     x(6_0) c_u_disj_ik(2_6_0)_ 85
     x(6_0) c_u_disj_ik(3_6_0)_ 85
     x(6_0) c_u_disj_ik(4_6_0)_ 85
     x(6_0) c_u_disj_ik(5_6_0)_ 85
     x(6_0) c_u_disj_ik(6_7_0)_ 78
     x(6_0) c_u_disj_ik(6_8_0)_ 74
     x(6_0) c_u_disj_ki(0_6_0)_ 98
     x(6_0) c_u_disj_ki(1_6_0)_ 98
     x(6_0) c_u_disj_ki(2_6_0)_ 95
     x(6_0) c_u_disj_ki(3_6_0)_ 94
     x(6_0) c_u_disj_ki(4_6_0)_ 91
     x(6_0) c_u_disj_ki(5_6_0)_ 90
     x(6_0) c_u_disj_ki(6_7_0)_ 85
     x(6_0) c_u_disj_ki(6_8_0)_ 85
     x(7_0) c_e_assign(7)_ 1
     x(7_0) c_e_timing(7)_ -6
     x(7_0) c_u_disj_ik(0_7_0)_ 78
     x(7_0) c_u_disj_ik(1_7_0)_ 78
     x(7_0) c_u_disj_ik(2_7_0)_ 78
     x(7_0) c_u_disj_ik(3_7_0)_ 78
     x(7_0) c_u_disj_ik(4_7_0)_ 78
     x(7_0) c_u_disj_ik(5_7_0)_ 78
     x(7_0) c_u_disj_ik(6_7_0)_ 78
     x(7_0) c_u_disj_ik(7_8_0)_ 74
     x(7_0) c_u_disj_ki(0_7_0)_ 98
     x(7_0) c_u_disj_ki(1_7_0)_ 98
     x(7_0) c_u_disj_ki(2_7_0)_ 95
     x(7_0) c_u_disj_ki(3_7_0)_ 94
     x(7_0) c_u_disj_ki(4_7_0)_ 91
     x(7_0) c_u_disj_ki(5_7_0)_ 90
     x(7_0) c_u_disj_ki(6_7_0)_ 85
     x(7_0) c_u_disj_ki(7_8_0)_ 78
     x(7_1) c_e_assign(7)_ 1
     x(7_1) c_e_timing(7)_ -9
     x(7_1) c_u_disj_ik(0_7_1)_ 78
     x(7_1) c_u_disj_ik(2_7_1)_ 78
     x(7_1) c_u_disj_ik(3_7_1)_ 78
     x(7_1) c_u_disj_ik(4_7_1)_ 78
     x(7_1) c_u_disj_ik(5_7_1)_ 78
     x(7_1) c_u_disj_ki(0_7_1)_ 98
     x(7_1) c_u_disj_ki(2_7_1)_ 95
     x(7_1) c_u_disj_ki(3_7_1)_ 94
     x(7_1) c_u_disj_ki(4_7_1)_ 91
     x(7_1) c_u_disj_ki(5_7_1)_ 90
     x(8_0) c_e_assign(8)_ 1
     x(8_0) c_e_timing(8)_ -6
     x(8_0) c_u_disj_ik(0_8_0)_ 74
     x(8_0) c_u_disj_ik(1_8_0)_ 74
     x(8_0) c_u_disj_ik(2_8_0)_ 74
     x(8_0) c_u_disj_ik(3_8_0)_ 74
     x(8_0) c_u_disj_ik(4_8_0)_ 74
     x(8_0) c_u_disj_ik(5_8_0)_ 74
     x(8_0) c_u_disj_ik(6_8_0)_ 74
     x(8_0) c_u_disj_ik(7_8_0)_ 74
     x(8_0) c_u_disj_ki(0_8_0)_ 98
     x(8_0) c_u_disj_ki(1_8_0)_ 98
     x(8_0) c_u_disj_ki(2_8_0)_ 95
     x(8_0) c_u_disj_ki(3_8_0)_ 94
     x(8_0) c_u_disj_ki(4_8_0)_ 91
     x(8_0) c_u_disj_ki(5_8_0)_ 90
     x(8_0) c_u_disj_ki(6_8_0)_ 85
     x(8_0) c_u_disj_ki(7_8_0)_ 78
     y(0_1) c_u_disj_ik(0_1_0)_ 98
     y(0_1) c_u_disj_ki(0_1_0)_ -98
     y(0_2) c_u_disj_ik(0_2_0)_ 95
     y(0_2) c_u_disj_ik(0_2_1)_ 95
     y(0_2) c_u_disj_ki(0_2_0)_ -98
     y(0_2) c_u_disj_ki(0_2_1)_ -98
     y(0_3) c_u_disj_ik(0_3_0)_ 94
     y(0_3) c_u_disj_ik(0_3_1)_ 94
     y(0_3) c_u_disj_ki(0_3_0)_ -98
     y(0_3) c_u_disj_ki(0_3_1)_ -98
     y(0_4) c_u_disj_ik(0_4_0)_ 91
     y(0_4) c_u_disj_ik(0_4_1)_ 91
     y(0_4) c_u_disj_ki(0_4_0)_ -98
     y(0_4) c_u_disj_ki(0_4_1)_ -98
     y(0_5) c_u_disj_ik(0_5_0)_ 90
     y(0_5) c_u_disj_ik(0_5_1)_ 90
     y(0_5) c_u_disj_ki(0_5_0)_ -98
     y(0_5) c_u_disj_ki(0_5_1)_ -98
     y(0_6) c_u_disj_ik(0_6_0)_ 85
     y(0_6) c_u_disj_ki(0_6_0)_ -98
     y(0_7) c_u_disj_ik(0_7_0)_ 78
     y(0_7) c_u_disj_ik(0_7_1)_ 78
     y(0_7) c_u_disj_ki(0_7_0)_ -98
     y(0_7) c_u_disj_ki(0_7_1)_ -98
     y(0_8) c_u_disj_ik(0_8_0)_ 74
     y(0_8) c_u_disj_ki(0_8_0)_ -98
     y(1_2) c_u_disj_ik(1_2_0)_ 95
     y(1_2) c_u_disj_ki(1_2_0)_ -98
     y(1_3) c_u_disj_ik(1_3_0)_ 94
     y(1_3) c_u_disj_ki(1_3_0)_ -98
     y(1_4) c_u_disj_ik(1_4_0)_ 91
     y(1_4) c_u_disj_ki(1_4_0)_ -98
     y(1_5) c_u_disj_ik(1_5_0)_ 90
     y(1_5) c_u_disj_ki(1_5_0)_ -98
     y(1_6) c_u_disj_ik(1_6_0)_ 85
     y(1_6) c_u_disj_ki(1_6_0)_ -98
     y(1_7) c_u_disj_ik(1_7_0)_ 78
     y(1_7) c_u_disj_ki(1_7_0)_ -98
     y(1_8) c_u_disj_ik(1_8_0)_ 74
     y(1_8) c_u_disj_ki(1_8_0)_ -98
     y(2_3) c_u_disj_ik(2_3_0)_ 94
     y(2_3) c_u_disj_ik(2_3_1)_ 94
     y(2_3) c_u_disj_ki(2_3_0)_ -95
     y(2_3) c_u_disj_ki(2_3_1)_ -95
     y(2_4) c_u_disj_ik(2_4_0)_ 91
     y(2_4) c_u_disj_ik(2_4_1)_ 91
     y(2_4) c_u_disj_ki(2_4_0)_ -95
     y(2_4) c_u_disj_ki(2_4_1)_ -95
     y(2_5) c_u_disj_ik(2_5_0)_ 90
     y(2_5) c_u_disj_ik(2_5_1)_ 90
     y(2_5) c_u_disj_ki(2_5_0)_ -95
     y(2_5) c_u_disj_ki(2_5_1)_ -95
     y(2_6) c_u_disj_ik(2_6_0)_ 85
     y(2_6) c_u_disj_ki(2_6_0)_ -95
     y(2_7) c_u_disj_ik(2_7_0)_ 78
     y(2_7) c_u_disj_ik(2_7_1)_ 78
     y(2_7) c_u_disj_ki(2_7_0)_ -95
     y(2_7) c_u_disj_ki(2_7_1)_ -95
     y(2_8) c_u_disj_ik(2_8_0)_ 74
     y(2_8) c_u_disj_ki(2_8_0)_ -95
     y(3_4) c_u_disj_ik(3_4_0)_ 91
     y(3_4) c_u_disj_ik(3_4_1)_ 91
     y(3_4) c_u_disj_ki(3_4_0)_ -94
     y(3_4) c_u_disj_ki(3_4_1)_ -94
     y(3_5) c_u_disj_ik(3_5_0)_ 90
     y(3_5) c_u_disj_ik(3_5_1)_ 90
     y(3_5) c_u_disj_ki(3_5_0)_ -94
     y(3_5) c_u_disj_ki(3_5_1)_ -94
     y(3_6) c_u_disj_ik(3_6_0)_ 85
     y(3_6) c_u_disj_ki(3_6_0)_ -94
     y(3_7) c_u_disj_ik(3_7_0)_ 78
     y(3_7) c_u_disj_ik(3_7_1)_ 78
     y(3_7) c_u_disj_ki(3_7_0)_ -94
     y(3_7) c_u_disj_ki(3_7_1)_ -94
     y(3_8) c_u_disj_ik(3_8_0)_ 74
     y(3_8) c_u_disj_ki(3_8_0)_ -94
     y(4_5) c_u_disj_ik(4_5_0)_ 90
     y(4_5) c_u_disj_ik(4_5_1)_ 90
     y(4_5) c_u_disj_ki(4_5_0)_ -91
     y(4_5) c_u_disj_ki(4_5_1)_ -91
     y(4_6) c_u_disj_ik(4_6_0)_ 85
     y(4_6) c_u_disj_ki(4_6_0)_ -91
     y(4_7) c_u_disj_ik(4_7_0)_ 78
     y(4_7) c_u_disj_ik(4_7_1)_ 78
     y(4_7) c_u_disj_ki(4_7_0)_ -91
     y(4_7) c_u_disj_ki(4_7_1)_ -91
     y(4_8) c_u_disj_ik(4_8_0)_ 74
     y(4_8) c_u_disj_ki(4_8_0)_ -91
     y(5_6) c_u_disj_ik(5_6_0)_ 85
     y(5_6) c_u_disj_ki(5_6_0)_ -90
     y(5_7) c_u_disj_ik(5_7_0)_ 78
     y(5_7) c_u_disj_ik(5_7_1)_ 78
     y(5_7) c_u_disj_ki(5_7_0)_ -90
     y(5_7) c_u_disj_ki(5_7_1)_ -90
     y(5_8) c_u_disj_ik(5_8_0)_ 74
     y(5_8) c_u_disj_ki(5_8_0)_ -90
     y(6_7) c_u_disj_ik(6_7_0)_ 78
     y(6_7) c_u_disj_ki(6_7_0)_ -85
     y(6_8) c_u_disj_ik(6_8_0)_ 74
     y(6_8) c_u_disj_ki(6_8_0)_ -85
     y(7_8) c_u_disj_ik(7_8_0)_ 74
     y(7_8) c_u_disj_ki(7_8_0)_ -78
     s(0) c_e_timing(0)_ -1
     s(0) c_u_disj_ki(0_1_0)_ -1
     s(0) c_u_disj_ki(0_2_0)_ -1
     s(0) c_u_disj_ki(0_2_1)_ -1
     s(0) c_u_disj_ki(0_3_0)_ -1
     s(0) c_u_disj_ki(0_3_1)_ -1
     s(0) c_u_disj_ki(0_4_0)_ -1
     s(0) c_u_disj_ki(0_4_1)_ -1
     s(0) c_u_disj_ki(0_5_0)_ -1
     s(0) c_u_disj_ki(0_5_1)_ -1
     s(0) c_u_disj_ki(0_6_0)_ -1
     s(0) c_u_disj_ki(0_7_0)_ -1
     s(0) c_u_disj_ki(0_7_1)_ -1
     s(0) c_u_disj_ki(0_8_0)_ -1
     s(1) c_e_timing(1)_ -1
     s(1) c_u_disj_ik(0_1_0)_ -1
     s(1) c_u_disj_ki(1_2_0)_ -1
     s(1) c_u_disj_ki(1_3_0)_ -1
     s(1) c_u_disj_ki(1_4_0)_ -1
     s(1) c_u_disj_ki(1_5_0)_ -1
     s(1) c_u_disj_ki(1_6_0)_ -1
     s(1) c_u_disj_ki(1_7_0)_ -1
     s(1) c_u_disj_ki(1_8_0)_ -1
     s(2) c_e_timing(2)_ -1
     s(2) c_u_disj_ik(0_2_0)_ -1
     s(2) c_u_disj_ik(0_2_1)_ -1
     s(2) c_u_disj_ik(1_2_0)_ -1
     s(2) c_u_disj_ki(2_3_0)_ -1
     s(2) c_u_disj_ki(2_3_1)_ -1
     s(2) c_u_disj_ki(2_4_0)_ -1
     s(2) c_u_disj_ki(2_4_1)_ -1
     s(2) c_u_disj_ki(2_5_0)_ -1
     s(2) c_u_disj_ki(2_5_1)_ -1
     s(2) c_u_disj_ki(2_6_0)_ -1
     s(2) c_u_disj_ki(2_7_0)_ -1
     s(2) c_u_disj_ki(2_7_1)_ -1
     s(2) c_u_disj_ki(2_8_0)_ -1
     s(3) c_e_timing(3)_ -1
     s(3) c_u_disj_ik(0_3_0)_ -1
     s(3) c_u_disj_ik(0_3_1)_ -1
     s(3) c_u_disj_ik(1_3_0)_ -1
     s(3) c_u_disj_ik(2_3_0)_ -1
     s(3) c_u_disj_ik(2_3_1)_ -1
     s(3) c_u_disj_ki(3_4_0)_ -1
     s(3) c_u_disj_ki(3_4_1)_ -1
     s(3) c_u_disj_ki(3_5_0)_ -1
     s(3) c_u_disj_ki(3_5_1)_ -1
     s(3) c_u_disj_ki(3_6_0)_ -1
     s(3) c_u_disj_ki(3_7_0)_ -1
     s(3) c_u_disj_ki(3_7_1)_ -1
     s(3) c_u_disj_ki(3_8_0)_ -1
     s(4) c_e_timing(4)_ -1
     s(4) c_u_disj_ik(0_4_0)_ -1
     s(4) c_u_disj_ik(0_4_1)_ -1
     s(4) c_u_disj_ik(1_4_0)_ -1
     s(4) c_u_disj_ik(2_4_0)_ -1
     s(4) c_u_disj_ik(2_4_1)_ -1
     s(4) c_u_disj_ik(3_4_0)_ -1
     s(4) c_u_disj_ik(3_4_1)_ -1
     s(4) c_u_disj_ki(4_5_0)_ -1
     s(4) c_u_disj_ki(4_5_1)_ -1
     s(4) c_u_disj_ki(4_6_0)_ -1
     s(4) c_u_disj_ki(4_7_0)_ -1
     s(4) c_u_disj_ki(4_7_1)_ -1
     s(4) c_u_disj_ki(4_8_0)_ -1
     s(5) c_e_timing(5)_ -1
     s(5) c_u_disj_ik(0_5_0)_ -1
     s(5) c_u_disj_ik(0_5_1)_ -1
     s(5) c_u_disj_ik(1_5_0)_ -1
     s(5) c_u_disj_ik(2_5_0)_ -1
     s(5) c_u_disj_ik(2_5_1)_ -1
     s(5) c_u_disj_ik(3_5_0)_ -1
     s(5) c_u_disj_ik(3_5_1)_ -1
     s(5) c_u_disj_ik(4_5_0)_ -1
     s(5) c_u_disj_ik(4_5_1)_ -1
     s(5) c_u_disj_ki(5_6_0)_ -1
     s(5) c_u_disj_ki(5_7_0)_ -1
     s(5) c_u_disj_ki(5_7_1)_ -1
     s(5) c_u_disj_ki(5_8_0)_ -1
     s(6) c_e_timing(6)_ -1
     s(6) c_u_disj_ik(0_6_0)_ -1
     s(6) c_u_disj_ik(1_6_0)_ -1
     s(6) c_u_disj_ik(2_6_0)_ -1
     s(6) c_u_disj_ik(3_6_0)_ -1
     s(6) c_u_disj_ik(4_6_0)_ -1
     s(6) c_u_disj_ik(5_6_0)_ -1
     s(6) c_u_disj_ki(6_7_0)_ -1
     s(6) c_u_disj_ki(6_8_0)_ -1
     s(7) c_e_timing(7)_ -1
     s(7) c_u_disj_ik(0_7_0)_ -1
     s(7) c_u_disj_ik(0_7_1)_ -1
     s(7) c_u_disj_ik(1_7_0)_ -1
     s(7) c_u_disj_ik(2_7_0)_ -1
     s(7) c_u_disj_ik(2_7_1)_ -1
     s(7) c_u_disj_ik(3_7_0)_ -1
     s(7) c_u_disj_ik(3_7_1)_ -1
     s(7) c_u_disj_ik(4_7_0)_ -1
     s(7) c_u_disj_ik(4_7_1)_ -1
     s(7) c_u_disj_ik(5_7_0)_ -1
     s(7) c_u_disj_ik(5_7_1)_ -1
     s(7) c_u_disj_ik(6_7_0)_ -1
     s(7) c_u_disj_ki(7_8_0)_ -1
     s(8) c_e_timing(8)_ -1
     s(8) c_u_disj_ik(0_8_0)_ -1
     s(8) c_u_disj_ik(1_8_0)_ -1
     s(8) c_u_disj_ik(2_8_0)_ -1
     s(8) c_u_disj_ik(3_8_0)_ -1
     s(8) c_u_disj_ik(4_8_0)_ -1
     s(8) c_u_disj_ik(5_8_0)_ -1
     s(8) c_u_disj_ik(6_8_0)_ -1
     s(8) c_u_disj_ik(7_8_0)_ -1
     c(0) c_e_timing(0)_ 1
     c(0) c_u_tard(0)_ 1
     c(0) c_u_disj_ik(0_1_0)_ 1
     c(0) c_u_disj_ik(0_2_0)_ 1
     c(0) c_u_disj_ik(0_2_1)_ 1
     c(0) c_u_disj_ik(0_3_0)_ 1
     c(0) c_u_disj_ik(0_3_1)_ 1
     c(0) c_u_disj_ik(0_4_0)_ 1
     c(0) c_u_disj_ik(0_4_1)_ 1
     c(0) c_u_disj_ik(0_5_0)_ 1
     c(0) c_u_disj_ik(0_5_1)_ 1
     c(0) c_u_disj_ik(0_6_0)_ 1
     c(0) c_u_disj_ik(0_7_0)_ 1
     c(0) c_u_disj_ik(0_7_1)_ 1
     c(0) c_u_disj_ik(0_8_0)_ 1
     c(1) c_e_timing(1)_ 1
     c(1) c_u_tard(1)_ 1
     c(1) c_u_disj_ik(1_2_0)_ 1
     c(1) c_u_disj_ik(1_3_0)_ 1
     c(1) c_u_disj_ik(1_4_0)_ 1
     c(1) c_u_disj_ik(1_5_0)_ 1
     c(1) c_u_disj_ik(1_6_0)_ 1
     c(1) c_u_disj_ik(1_7_0)_ 1
     c(1) c_u_disj_ik(1_8_0)_ 1
     c(1) c_u_disj_ki(0_1_0)_ 1
     c(2) c_e_timing(2)_ 1
     c(2) c_u_tard(2)_ 1
     c(2) c_u_disj_ik(2_3_0)_ 1
     c(2) c_u_disj_ik(2_3_1)_ 1
     c(2) c_u_disj_ik(2_4_0)_ 1
     c(2) c_u_disj_ik(2_4_1)_ 1
     c(2) c_u_disj_ik(2_5_0)_ 1
     c(2) c_u_disj_ik(2_5_1)_ 1
     c(2) c_u_disj_ik(2_6_0)_ 1
     c(2) c_u_disj_ik(2_7_0)_ 1
     c(2) c_u_disj_ik(2_7_1)_ 1
     c(2) c_u_disj_ik(2_8_0)_ 1
     c(2) c_u_disj_ki(0_2_0)_ 1
     c(2) c_u_disj_ki(0_2_1)_ 1
     c(2) c_u_disj_ki(1_2_0)_ 1
     c(3) c_e_timing(3)_ 1
     c(3) c_u_tard(3)_ 1
     c(3) c_u_disj_ik(3_4_0)_ 1
     c(3) c_u_disj_ik(3_4_1)_ 1
     c(3) c_u_disj_ik(3_5_0)_ 1
     c(3) c_u_disj_ik(3_5_1)_ 1
     c(3) c_u_disj_ik(3_6_0)_ 1
     c(3) c_u_disj_ik(3_7_0)_ 1
     c(3) c_u_disj_ik(3_7_1)_ 1
     c(3) c_u_disj_ik(3_8_0)_ 1
     c(3) c_u_disj_ki(0_3_0)_ 1
     c(3) c_u_disj_ki(0_3_1)_ 1
     c(3) c_u_disj_ki(1_3_0)_ 1
     c(3) c_u_disj_ki(2_3_0)_ 1
     c(3) c_u_disj_ki(2_3_1)_ 1
     c(4) c_e_timing(4)_ 1
     c(4) c_u_tard(4)_ 1
     c(4) c_u_disj_ik(4_5_0)_ 1
     c(4) c_u_disj_ik(4_5_1)_ 1
     c(4) c_u_disj_ik(4_6_0)_ 1
     c(4) c_u_disj_ik(4_7_0)_ 1
     c(4) c_u_disj_ik(4_7_1)_ 1
     c(4) c_u_disj_ik(4_8_0)_ 1
     c(4) c_u_disj_ki(0_4_0)_ 1
     c(4) c_u_disj_ki(0_4_1)_ 1
     c(4) c_u_disj_ki(1_4_0)_ 1
     c(4) c_u_disj_ki(2_4_0)_ 1
     c(4) c_u_disj_ki(2_4_1)_ 1
     c(4) c_u_disj_ki(3_4_0)_ 1
     c(4) c_u_disj_ki(3_4_1)_ 1
     c(5) c_e_timing(5)_ 1
     c(5) c_u_tard(5)_ 1
     c(5) c_u_disj_ik(5_6_0)_ 1
     c(5) c_u_disj_ik(5_7_0)_ 1
     c(5) c_u_disj_ik(5_7_1)_ 1
     c(5) c_u_disj_ik(5_8_0)_ 1
     c(5) c_u_disj_ki(0_5_0)_ 1
     c(5) c_u_disj_ki(0_5_1)_ 1
     c(5) c_u_disj_ki(1_5_0)_ 1
     c(5) c_u_disj_ki(2_5_0)_ 1
     c(5) c_u_disj_ki(2_5_1)_ 1
     c(5) c_u_disj_ki(3_5_0)_ 1
     c(5) c_u_disj_ki(3_5_1)_ 1
     c(5) c_u_disj_ki(4_5_0)_ 1
     c(5) c_u_disj_ki(4_5_1)_ 1
     c(6) c_e_timing(6)_ 1
     c(6) c_u_tard(6)_ 1
     c(6) c_u_disj_ik(6_7_0)_ 1
     c(6) c_u_disj_ik(6_8_0)_ 1
     c(6) c_u_disj_ki(0_6_0)_ 1
     c(6) c_u_disj_ki(1_6_0)_ 1
     c(6) c_u_disj_ki(2_6_0)_ 1
     c(6) c_u_disj_ki(3_6_0)_ 1
     c(6) c_u_disj_ki(4_6_0)_ 1
     c(6) c_u_disj_ki(5_6_0)_ 1
     c(7) c_e_timing(7)_ 1
     c(7) c_u_tard(7)_ 1
     c(7) c_u_disj_ik(7_8_0)_ 1
     c(7) c_u_disj_ki(0_7_0)_ 1
     c(7) c_u_disj_ki(0_7_1)_ 1
     c(7) c_u_disj_ki(1_7_0)_ 1
     c(7) c_u_disj_ki(2_7_0)_ 1
     c(7) c_u_disj_ki(2_7_1)_ 1
     c(7) c_u_disj_ki(3_7_0)_ 1
     c(7) c_u_disj_ki(3_7_1)_ 1
     c(7) c_u_disj_ki(4_7_0)_ 1
     c(7) c_u_disj_ki(4_7_1)_ 1
     c(7) c_u_disj_ki(5_7_0)_ 1
     c(7) c_u_disj_ki(5_7_1)_ 1
     c(7) c_u_disj_ki(6_7_0)_ 1
     c(8) c_e_timing(8)_ 1
     c(8) c_u_tard(8)_ 1
     c(8) c_u_disj_ki(0_8_0)_ 1
     c(8) c_u_disj_ki(1_8_0)_ 1
     c(8) c_u_disj_ki(2_8_0)_ 1
     c(8) c_u_disj_ki(3_8_0)_ 1
     c(8) c_u_disj_ki(4_8_0)_ 1
     c(8) c_u_disj_ki(5_8_0)_ 1
     c(8) c_u_disj_ki(6_8_0)_ 1
     c(8) c_u_disj_ki(7_8_0)_ 1
     T(0) obj 5
     T(0) c_u_tard(0)_ -1
     T(1) obj 3
     T(1) c_u_tard(1)_ -1
     T(2) obj 4
     T(2) c_u_tard(2)_ -1
     T(3) obj 2
     T(3) c_u_tard(3)_ -1
     T(4) obj 5
     T(4) c_u_tard(4)_ -1
     T(5) obj 4
     T(5) c_u_tard(5)_ -1
     T(6) obj 5
     T(6) c_u_tard(6)_ -1
     T(7) obj 4
     T(7) c_u_tard(7)_ -1
     T(8) obj 1
     T(8) c_u_tard(8)_ -1
RHS
     RHS c_e_assign(0)_ 1
     RHS c_e_assign(1)_ 1
     RHS c_e_assign(2)_ 1
     RHS c_e_assign(3)_ 1
     RHS c_e_assign(4)_ 1
     RHS c_e_assign(5)_ 1
     RHS c_e_assign(6)_ 1
     RHS c_e_assign(7)_ 1
     RHS c_e_assign(8)_ 1
     RHS c_e_timing(0)_ 0
     RHS c_e_timing(1)_ 0
     RHS c_e_timing(2)_ 0
     RHS c_e_timing(3)_ 0
     RHS c_e_timing(4)_ 0
     RHS c_e_timing(5)_ 0
     RHS c_e_timing(6)_ 0
     RHS c_e_timing(7)_ 0
     RHS c_e_timing(8)_ 0
     RHS c_u_tard(0)_ 16
     RHS c_u_tard(1)_ 25
     RHS c_u_tard(2)_ 8
     RHS c_u_tard(3)_ 14
     RHS c_u_tard(4)_ 17
     RHS c_u_tard(5)_ 13
     RHS c_u_tard(6)_ 33
     RHS c_u_tard(7)_ 32
     RHS c_u_tard(8)_ 38
     RHS c_u_disj_ik(0_1_0)_ 294
     RHS c_u_disj_ik(0_2_0)_ 285
     RHS c_u_disj_ik(0_2_1)_ 285
     RHS c_u_disj_ik(0_3_0)_ 282
     RHS c_u_disj_ik(0_3_1)_ 282
     RHS c_u_disj_ik(0_4_0)_ 273
     RHS c_u_disj_ik(0_4_1)_ 273
     RHS c_u_disj_ik(0_5_0)_ 270
     RHS c_u_disj_ik(0_5_1)_ 270
     RHS c_u_disj_ik(0_6_0)_ 255
     RHS c_u_disj_ik(0_7_0)_ 234
     RHS c_u_disj_ik(0_7_1)_ 234
     RHS c_u_disj_ik(0_8_0)_ 222
     RHS c_u_disj_ik(1_2_0)_ 285
     RHS c_u_disj_ik(1_3_0)_ 282
     RHS c_u_disj_ik(1_4_0)_ 273
     RHS c_u_disj_ik(1_5_0)_ 270
     RHS c_u_disj_ik(1_6_0)_ 255
     RHS c_u_disj_ik(1_7_0)_ 234
     RHS c_u_disj_ik(1_8_0)_ 222
     RHS c_u_disj_ik(2_3_0)_ 282
     RHS c_u_disj_ik(2_3_1)_ 282
     RHS c_u_disj_ik(2_4_0)_ 273
     RHS c_u_disj_ik(2_4_1)_ 273
     RHS c_u_disj_ik(2_5_0)_ 270
     RHS c_u_disj_ik(2_5_1)_ 270
     RHS c_u_disj_ik(2_6_0)_ 255
     RHS c_u_disj_ik(2_7_0)_ 234
     RHS c_u_disj_ik(2_7_1)_ 234
     RHS c_u_disj_ik(2_8_0)_ 222
     RHS c_u_disj_ik(3_4_0)_ 273
     RHS c_u_disj_ik(3_4_1)_ 273
     RHS c_u_disj_ik(3_5_0)_ 270
     RHS c_u_disj_ik(3_5_1)_ 270
     RHS c_u_disj_ik(3_6_0)_ 255
     RHS c_u_disj_ik(3_7_0)_ 234
     RHS c_u_disj_ik(3_7_1)_ 234
     RHS c_u_disj_ik(3_8_0)_ 222
     RHS c_u_disj_ik(4_5_0)_ 270
     RHS c_u_disj_ik(4_5_1)_ 270
     RHS c_u_disj_ik(4_6_0)_ 255
     RHS c_u_disj_ik(4_7_0)_ 234
     RHS c_u_disj_ik(4_7_1)_ 234
     RHS c_u_disj_ik(4_8_0)_ 222
     RHS c_u_disj_ik(5_6_0)_ 255
     RHS c_u_disj_ik(5_7_0)_ 234
     RHS c_u_disj_ik(5_7_1)_ 234
     RHS c_u_disj_ik(5_8_0)_ 222
     RHS c_u_disj_ik(6_7_0)_ 234
     RHS c_u_disj_ik(6_8_0)_ 222
     RHS c_u_disj_ik(7_8_0)_ 222
     RHS c_u_disj_ki(0_1_0)_ 196
     RHS c_u_disj_ki(0_2_0)_ 196
     RHS c_u_disj_ki(0_2_1)_ 196
     RHS c_u_disj_ki(0_3_0)_ 196
     RHS c_u_disj_ki(0_3_1)_ 196
     RHS c_u_disj_ki(0_4_0)_ 196
     RHS c_u_disj_ki(0_4_1)_ 196
     RHS c_u_disj_ki(0_5_0)_ 196
     RHS c_u_disj_ki(0_5_1)_ 196
     RHS c_u_disj_ki(0_6_0)_ 196
     RHS c_u_disj_ki(0_7_0)_ 196
     RHS c_u_disj_ki(0_7_1)_ 196
     RHS c_u_disj_ki(0_8_0)_ 196
     RHS c_u_disj_ki(1_2_0)_ 196
     RHS c_u_disj_ki(1_3_0)_ 196
     RHS c_u_disj_ki(1_4_0)_ 196
     RHS c_u_disj_ki(1_5_0)_ 196
     RHS c_u_disj_ki(1_6_0)_ 196
     RHS c_u_disj_ki(1_7_0)_ 196
     RHS c_u_disj_ki(1_8_0)_ 196
     RHS c_u_disj_ki(2_3_0)_ 190
     RHS c_u_disj_ki(2_3_1)_ 190
     RHS c_u_disj_ki(2_4_0)_ 190
     RHS c_u_disj_ki(2_4_1)_ 190
     RHS c_u_disj_ki(2_5_0)_ 190
     RHS c_u_disj_ki(2_5_1)_ 190
     RHS c_u_disj_ki(2_6_0)_ 190
     RHS c_u_disj_ki(2_7_0)_ 190
     RHS c_u_disj_ki(2_7_1)_ 190
     RHS c_u_disj_ki(2_8_0)_ 190
     RHS c_u_disj_ki(3_4_0)_ 188
     RHS c_u_disj_ki(3_4_1)_ 188
     RHS c_u_disj_ki(3_5_0)_ 188
     RHS c_u_disj_ki(3_5_1)_ 188
     RHS c_u_disj_ki(3_6_0)_ 188
     RHS c_u_disj_ki(3_7_0)_ 188
     RHS c_u_disj_ki(3_7_1)_ 188
     RHS c_u_disj_ki(3_8_0)_ 188
     RHS c_u_disj_ki(4_5_0)_ 182
     RHS c_u_disj_ki(4_5_1)_ 182
     RHS c_u_disj_ki(4_6_0)_ 182
     RHS c_u_disj_ki(4_7_0)_ 182
     RHS c_u_disj_ki(4_7_1)_ 182
     RHS c_u_disj_ki(4_8_0)_ 182
     RHS c_u_disj_ki(5_6_0)_ 180
     RHS c_u_disj_ki(5_7_0)_ 180
     RHS c_u_disj_ki(5_7_1)_ 180
     RHS c_u_disj_ki(5_8_0)_ 180
     RHS c_u_disj_ki(6_7_0)_ 170
     RHS c_u_disj_ki(6_8_0)_ 170
     RHS c_u_disj_ki(7_8_0)_ 156
BOUNDS
 BV BOUND x(0_0)
 BV BOUND x(0_1)
 BV BOUND x(1_0)
 BV BOUND x(2_0)
 BV BOUND x(2_1)
 BV BOUND x(3_0)
 BV BOUND x(3_1)
 BV BOUND x(4_0)
 BV BOUND x(4_1)
 BV BOUND x(5_0)
 BV BOUND x(5_1)
 BV BOUND x(6_0)
 BV BOUND x(7_0)
 BV BOUND x(7_1)
 BV BOUND x(8_0)
 BV BOUND y(0_1)
 BV BOUND y(0_2)
 BV BOUND y(0_3)
 BV BOUND y(0_4)
 BV BOUND y(0_5)
 BV BOUND y(0_6)
 BV BOUND y(0_7)
 BV BOUND y(0_8)
 BV BOUND y(1_2)
 BV BOUND y(1_3)
 BV BOUND y(1_4)
 BV BOUND y(1_5)
 BV BOUND y(1_6)
 BV BOUND y(1_7)
 BV BOUND y(1_8)
 BV BOUND y(2_3)
 BV BOUND y(2_4)
 BV BOUND y(2_5)
 BV BOUND y(2_6)
 BV BOUND y(2_7)
 BV BOUND y(2_8)
 BV BOUND y(3_4)
 BV BOUND y(3_5)
 BV BOUND y(3_6)
 BV BOUND y(3_7)
 BV BOUND y(3_8)
 BV BOUND y(4_5)
 BV BOUND y(4_6)
 BV BOUND y(4_7)
 BV BOUND y(4_8)
 BV BOUND y(5_6)
 BV BOUND y(5_7)
 BV BOUND y(5_8)
 BV BOUND y(6_7)
 BV BOUND y(6_8)
 BV BOUND y(7_8)
 LO BOUND s(0) 0
 UP BOUND s(0) 98
 LO BOUND s(1) 0
 UP BOUND s(1) 98
 LO BOUND s(2) 3
 UP BOUND s(2) 98
 LO BOUND s(3) 4
 UP BOUND s(3) 98
 LO BOUND s(4) 7
 UP BOUND s(4) 98
 LO BOUND s(5) 8
 UP BOUND s(5) 98
 LO BOUND s(6) 13
 UP BOUND s(6) 98
 LO BOUND s(7) 20
 UP BOUND s(7) 98
 LO BOUND s(8) 24
 UP BOUND s(8) 98
 LO BOUND c(0) 12
 UP BOUND c(0) 98
 LO BOUND c(1) 12
 UP BOUND c(1) 98
 LO BOUND c(2) 5
 UP BOUND c(2) 98
 LO BOUND c(3) 8
 UP BOUND c(3) 98
 LO BOUND c(4) 11
 UP BOUND c(4) 98
 LO BOUND c(5) 12
 UP BOUND c(5) 98
 LO BOUND c(6) 21
 UP BOUND c(6) 98
 LO BOUND c(7) 26
 UP BOUND c(7) 98
 LO BOUND c(8) 30
 UP BOUND c(8) 98
 LO BOUND T(0) 0
 LO BOUND T(1) 0
 LO BOUND T(2) 0
 LO BOUND T(3) 0
 LO BOUND T(4) 0
 LO BOUND T(5) 0
 LO BOUND T(6) 0
 LO BOUND T(7) 0
 LO BOUND T(8) 0
ENDATA
