* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'hgsp-bigm:tiny-s8'
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
 E  c_e_assign(9)_
 E  c_e_timing(0)_
 E  c_e_timing(1)_
 E  c_e_timing(2)_
 E  c_e_timing(3)_
 E  c_e_timing(4)_
 E  c_e_timing(5)_
 E  c_e_timing(6)_
 E  c_e_timing(7)_
 E  c_e_timing(8)_
 E  c_e_timing(9)_
 L  c_u_tard(0)_
 L  c_u_tard(1)_
 L  c_u_tard(2)_
 L  c_u_tard(3)_
 L  c_u_tard(4)_
 L  c_u_tard(5)_
 L  c_u_tard(6)_
 L  c_u_tard(7)_
 L  c_u_tard(8)_
 L  c_u_tard(9)_
 L  c_u_disj_ik(0_1_0)_
 L  c_u_disj_ik(0_1_1)_
 L  c_u_disj_ik(0_2_0)_
 L  c_u_disj_ik(0_2_1)_
 L  c_u_disj_ik(0_3_0)_
 L  c_u_disj_ik(0_3_1)_
 L  c_u_disj_ik(0_4_0)_
 L  c_u_disj_ik(0_4_1)_
 L  c_u_disj_ik(0_5_0)_
 L  c_u_disj_ik(0_5_1)_
 L  c_u_disj_ik(0_6_0)_
 L  c_u_disj_ik(0_6_1)_
 L  c_u_disj_ik(0_7_0)_
 L  c_u_disj_ik(0_7_1)_
 L  c_u_disj_ik(0_8_0)_
 L  c_u_disj_ik(0_9_0)_
 L  c_u_disj_ik(0_9_1)_
 L  c_u_disj_ik(1_2_0)_
 L  c_u_disj_ik(1_2_1)_
 L  c_u_disj_ik(1_3_0)_
 L  c_u_disj_ik(1_3_1)_
 L  c_u_disj_ik(1_4_0)_
 L  c_u_disj_ik(1_4_1)_
 L  c_u_disj_ik(1_5_0)_
 L  c_u_disj_ik(1_5_1)_
 L  c_u_disj_ik(1_6_0)_
 L  c_u_disj_ik(1_6_1)_
 L  c_u_disj_ik(1_7_0)_
 L  c_u_disj_ik(1_7_1)_
 L  c_u_disj_ik(1_8_0)_
 L  c_u_disj_ik(1_9_0)_
 L  c_u_disj_ik(1_9_1)_
 L  c_u_disj_ik(2_3_0)_
 L  c_u_disj_ik(2_3_1)_
 L  c_u_disj_ik(2_4_0)_
 L  c_u_disj_ik(2_4_1)_
 L  c_u_disj_ik(2_5_0)_
 L  c_u_disj_ik(2_5_1)_
 L  c_u_disj_ik(2_6_0)_
 L  c_u_disj_ik(2_6_1)_
 L  c_u_disj_ik(2_7_0)_
 L  c_u_disj_ik(2_7_1)_
 L  c_u_disj_ik(2_8_0)_
 L  c_u_disj_ik(2_9_0)_
 L  c_u_disj_ik(2_9_1)_
 L  c_u_disj_ik(3_4_0)_
 L  c_u_disj_ik(3_4_1)_
 L  c_u_disj_ik(3_5_0)_
 L  c_u_disj_ik(3_5_1)_
 L  c_u_disj_ik(3_6_0)_
 L  c_u_disj_ik(3_6_1)_
 L  c_u_disj_ik(3_7_0)_
 L  c_u_disj_ik(3_7_1)_
 L  c_u_disj_ik(3_8_0)_
 L  c_u_disj_ik(3_9_0)_
 L  c_u_disj_ik(3_9_1)_
 L  c_u_disj_ik(4_5_0)_
 L  c_u_disj_ik(4_5_1)_
 L  c_u_disj_ik(4_6_0)_
 L  c_u_disj_ik(4_6_1)_
 L  c_u_disj_ik(4_7_0)_
 L  c_u_disj_ik(4_7_1)_
 L  c_u_disj_ik(4_8_0)_
 L  c_u_disj_ik(4_9_0)_
 L  c_u_disj_ik(4_9_1)_
 L  c_u_disj_ik(5_6_0)_
 L  c_u_disj_ik(5_6_1)_
 L  c_u_disj_ik(5_7_0)_
 L  c_u_disj_ik(5_7_1)_
 L  c_u_disj_ik(5_8_0)_
 L  c_u_disj_ik(5_9_0)_
 L  c_u_disj_ik(5_9_1)_
 L  c_u_disj_ik(6_7_0)_
 L  c_u_disj_ik(6_7_1)_
 L  c_u_disj_ik(6_8_0)_
 L  c_u_disj_ik(6_9_0)_
 L  c_u_disj_ik(6_9_1)_
 L  c_u_disj_ik(7_8_0)_
 L  c_u_disj_ik(7_9_0)_
 L  c_u_disj_ik(7_9_1)_
 L  c_u_disj_ik(8_9_0)_
 L  c_u_disj_ki(0_1_0)_
 L  c_u_disj_ki(0_1_1)_
 L  c_u_disj_ki(0_2_0)_
 L  c_u_disj_ki(0_2_1)_
 L  c_u_disj_ki(0_3_0)_
 L  c_u_disj_ki(0_3_1)_
 L  c_u_disj_ki(0_4_0)_
 L  c_u_disj_ki(0_4_1)_
 L  c_u_disj_ki(0_5_0)_
 L  c_u_disj_ki(0_5_1)_
 L  c_u_disj_ki(0_6_0)_
 L  c_u_disj_ki(0_6_1)_
 L  c_u_disj_ki(0_7_0)_
 L  c_u_disj_ki(0_7_1)_
 L  c_u_disj_ki(0_8_0)_
 L  c_u_disj_ki(0_9_0)_
 L  c_u_disj_ki(0_9_1)_
 L  c_u_disj_ki(1_2_0)_
 L  c_u_disj_ki(1_2_1)_
 L  c_u_disj_ki(1_3_0)_
 L  c_u_disj_ki(1_3_1)_
 L  c_u_disj_ki(1_4_0)_
 L  c_u_disj_ki(1_4_1)_
 L  c_u_disj_ki(1_5_0)_
 L  c_u_disj_ki(1_5_1)_
 L  c_u_disj_ki(1_6_0)_
 L  c_u_disj_ki(1_6_1)_
 L  c_u_disj_ki(1_7_0)_
 L  c_u_disj_ki(1_7_1)_
 L  c_u_disj_ki(1_8_0)_
 L  c_u_disj_ki(1_9_0)_
 L  c_u_disj_ki(1_9_1)_
 L  c_u_disj_ki(2_3_0)_
 L  c_u_disj_ki(2_3_1)_
 L  c_u_disj_ki(2_4_0)_
 L  c_u_disj_ki(2_4_1)_
 L  c_u_disj_ki(2_5_0)_
 L  c_u_disj_ki(2_5_1)_
 L  c_u_disj_ki(2_6_0)_
 L  c_u_disj_ki(2_6_1)_
 L  c_u_disj_ki(2_7_0)_
 L  c_u_disj_ki(2_7_1)_
 L  c_u_disj_ki(2_8_0)_
 L  c_u_disj_ki(2_9_0)_
 L  c_u_disj_ki(2_9_1)_
 L  c_u_disj_ki(3_4_0)_
 L  c_u_disj_ki(3_4_1)_
 L  c_u_disj_ki(3_5_0)_
 L  c_u_disj_ki(3_5_1)_
 L  c_u_disj_ki(3_6_0)_
 L  c_u_disj_ki(3_6_1)_
 L  c_u_disj_ki(3_7_0)_
 L  c_u_disj_ki(3_7_1)_
 L  c_u_disj_ki(3_8_0)_
 L  c_u_disj_ki(3_9_0)_
 L  c_u_disj_ki(3_9_1)_
 L  c_u_disj_ki(4_5_0)_
 L  c_u_disj_ki(4_5_1)_
 L  c_u_disj_ki(4_6_0)_
 L  c_u_disj_ki(4_6_1)_
 L  c_u_disj_ki(4_7_0)_
 L  c_u_disj_ki(4_7_1)_
 L  c_u_disj_ki(4_8_0)_
 L  c_u_disj_ki(4_9_0)_
 L  c_u_disj_ki(4_9_1)_
 L  c_u_disj_ki(5_6_0)_
 L  c_u_disj_ki(5_6_1)_
 L  c_u_disj_ki(5_7_0)_
 L  c_u_disj_ki(5_7_1)_
 L  c_u_disj_ki(5_8_0)_
 L  c_u_disj_ki(5_9_0)_
 L  c_u_disj_ki(5_9_1)_
 L  c_u_disj_ki(6_7_0)_
 L  c_u_disj_ki(6_7_1)_
 L  c_u_disj_ki(6_8_0)_
 L  c_u_disj_ki(6_9_0)_
 L  c_u_disj_ki(6_9_1)_
 L  c_u_disj_ki(7_8_0)_
 L  c_u_disj_ki(7_9_0)_
 L  c_u_disj_ki(7_9_1)_
 L  c_u_disj_ki(8_9_0)_
COLUMNS
     x(0_0) c_e_assign(0)_ 1
     x(0_0) c_e_timing(0)_ -4
     x(0_0) c_u_disj_ik(0_1_0)_ 140
     x(0_0) c_u_disj_ik(0_2_0)_ 137
     x(0_0) c_u_disj_ik(0_3_0)_ 129
     x(0_0) c_u_disj_ik(0_4_0)_ 126
     x(0_0) c_u_disj_ik(0_5_0)_ 125
     x(0_0) c_u_disj_ik(0_6_0)_ 124
     x(0_0) c_u_disj_ik(0_7_0)_ 121
     x(0_0) c_u_disj_ik(0_8_0)_ 108
     x(0_0) c_u_disj_ik(0_9_0)_ 104
     x(0_0) c_u_disj_ki(0_1_0)_ 140
     x(0_0) c_u_disj_ki(0_2_0)_ 140
     x(0_0) c_u_disj_ki(0_3_0)_ 140
     x(0_0) c_u_disj_ki(0_4_0)_ 140
     x(0_0) c_u_disj_ki(0_5_0)_ 140
     x(0_0) c_u_disj_ki(0_6_0)_ 140
     x(0_0) c_u_disj_ki(0_7_0)_ 140
     x(0_0) c_u_disj_ki(0_8_0)_ 140
     x(0_0) c_u_disj_ki(0_9_0)_ 140
     x(0_1) c_e_assign(0)_ 1
     x(0_1) c_e_timing(0)_ -6
     x(0_1) c_u_disj_ik(0_1_1)_ 140
     x(0_1) c_u_disj_ik(0_2_1)_ 137
     x(0_1) c_u_disj_ik(0_3_1)_ 129
     x(0_1) c_u_disj_ik(0_4_1)_ 126
     x(0_1) c_u_disj_ik(0_5_1)_ 125
     x(0_1) c_u_disj_ik(0_6_1)_ 124
     x(0_1) c_u_disj_ik(0_7_1)_ 121
     x(0_1) c_u_disj_ik(0_9_1)_ 104
     x(0_1) c_u_disj_ki(0_1_1)_ 140
     x(0_1) c_u_disj_ki(0_2_1)_ 140
     x(0_1) c_u_disj_ki(0_3_1)_ 140
     x(0_1) c_u_disj_ki(0_4_1)_ 140
     x(0_1) c_u_disj_ki(0_5_1)_ 140
     x(0_1) c_u_disj_ki(0_6_1)_ 140
     x(0_1) c_u_disj_ki(0_7_1)_ 140
     x(0_1) c_u_disj_ki(0_9_1)_ 140
     x(1_0) c_e_assign(1)_ 1
     x(1_0) c_e_timing(1)_ -12
     x(1_0) c_u_disj_ik(0_1_0)_ 140
     x(1_0) c_u_disj_ik(1_2_0)_ 137
     x(1_0) c_u_disj_ik(1_3_0)_ 129
     x(1_0) c_u_disj_ik(1_4_0)_ 126
     x(1_0) c_u_disj_ik(1_5_0)_ 125
     x(1_0) c_u_disj_ik(1_6_0)_ 124
     x(1_0) c_u_disj_ik(1_7_0)_ 121
     x(1_0) c_u_disj_ik(1_8_0)_ 108
     x(1_0) c_u_disj_ik(1_9_0)_ 104
     x(1_0) c_u_disj_ki(0_1_0)_ 140
     x(1_0) c_u_disj_ki(1_2_0)_ 140
     x(1_0) c_u_disj_ki(1_3_0)_ 140
     x(1_0) c_u_disj_ki(1_4_0)_ 140
     x(1_0) c_u_disj_ki(1_5_0)_ 140
     x(1_0) c_u_disj_ki(1_6_0)_ 140
     x(1_0) c_u_disj_ki(1_7_0)_ 140
     x(1_0) c_u_disj_ki(1_8_0)_ 140
     x(1_0) c_u_disj_ki(1_9_0)_ 140
     x(1_1) c_e_assign(1)_ 1
     x(1_1) c_e_timing(1)_ -18
     x(1_1) c_u_disj_ik(0_1_1)_ 140
     x(1_1) c_u_disj_ik(1_2_1)_ 137
     x(1_1) c_u_disj_ik(1_3_1)_ 129
     x(1_1) c_u_disj_ik(1_4_1)_ 126
     x(1_1) c_u_disj_ik(1_5_1)_ 125
     x(1_1) c_u_disj_ik(1_6_1)_ 124
     x(1_1) c_u_disj_ik(1_7_1)_ 121
     x(1_1) c_u_disj_ik(1_9_1)_ 104
     x(1_1) c_u_disj_ki(0_1_1)_ 140
     x(1_1) c_u_disj_ki(1_2_1)_ 140
     x(1_1) c_u_disj_ki(1_3_1)_ 140
     x(1_1) c_u_disj_ki(1_4_1)_ 140
     x(1_1) c_u_disj_ki(1_5_1)_ 140
     x(1_1) c_u_disj_ki(1_6_1)_ 140
     x(1_1) c_u_disj_ki(1_7_1)_ 140
     x(1_1) c_u_disj_ki(1_9_1)_ 140
     x(2_0) c_e_assign(2)_ 1
     x(2_0) c_e_timing(2)_ -4
     x(2_0) c_u_disj_ik(0_2_0)_ 137
     x(2_0) c_u_disj_ik(1_2_0)_ 137
     x(2_0) c_u_disj_ik(2_3_0)_ 129
     x(2_0) c_u_disj_ik(2_4_0)_ 126
     x(2_0) c_u_disj_ik(2_5_0)_ 125
     x(2_0) c_u_disj_ik(2_6_0)_ 124
     x(2_0) c_u_disj_ik(2_7_0)_ 121
     x(2_0) c_u_disj_ik(2_8_0)_ 108
     x(2_0) c_u_disj_ik(2_9_0)_ 104
     x(2_0) c_u_disj_ki(0_2_0)_ 140
     x(2_0) c_u_disj_ki(1_2_0)_ 140
     x(2_0) c_u_disj_ki(2_3_0)_ 137
     x(2_0) c_u_disj_ki(2_4_0)_ 137
     x(2_0) c_u_disj_ki(2_5_0)_ 137
     x(2_0) c_u_disj_ki(2_6_0)_ 137
     x(2_0) c_u_disj_ki(2_7_0)_ 137
     x(2_0) c_u_disj_ki(2_8_0)_ 137
     x(2_0) c_u_disj_ki(2_9_0)_ 137
     x(2_1) c_e_assign(2)_ 1
     x(2_1) c_e_timing(2)_ -6
     x(2_1) c_u_disj_ik(0_2_1)_ 137
     x(2_1) c_u_disj_ik(1_2_1)_ 137
     x(2_1) c_u_disj_ik(2_3_1)_ 129
     x(2_1) c_u_disj_ik(2_4_1)_ 126
     x(2_1) c_u_disj_ik(2_5_1)_ 125
     x(2_1) c_u_disj_ik(2_6_1)_ 124
     x(2_1) c_u_disj_ik(2_7_1)_ 121
     x(2_1) c_u_disj_ik(2_9_1)_ 104
     x(2_1) c_u_disj_ki(0_2_1)_ 140
     x(2_1) c_u_disj_ki(1_2_1)_ 140
     x(2_1) c_u_disj_ki(2_3_1)_ 137
     x(2_1) c_u_disj_ki(2_4_1)_ 137
     x(2_1) c_u_disj_ki(2_5_1)_ 137
     x(2_1) c_u_disj_ki(2_6_1)_ 137
     x(2_1) c_u_disj_ki(2_7_1)_ 137
     x(2_1) c_u_disj_ki(2_9_1)_ 137
     x(3_0) c_e_assign(3)_ 1
     x(3_0) c_e_timing(3)_ -4
     x(3_0) c_u_disj_ik(0_3_0)_ 129
     x(3_0) c_u_disj_ik(1_3_0)_ 129
     x(3_0) c_u_disj_ik(2_3_0)_ 129
     x(3_0) c_u_disj_ik(3_4_0)_ 126
     x(3_0) c_u_disj_ik(3_5_0)_ 125
     x(3_0) c_u_disj_ik(3_6_0)_ 124
     x(3_0) c_u_disj_ik(3_7_0)_ 121
     x(3_0) c_u_disj_ik(3_8_0)_ 108
     x(3_0) c_u_disj_ik(3_9_0)_ 104
     x(3_0) c_u_disj_ki(0_3_0)_ 140
     x(3_0) c_u_disj_ki(1_3_0)_ 140
     x(3_0) c_u_disj_ki(2_3_0)_ 137
     x(3_0) c_u_disj_ki(3_4_0)_ 129
     x(3_0) c_u_disj_ki(3_5_0)_ 129
     x(3_0) c_u_disj_ki(3_6_0)_ 129
     x(3_0) c_u_disj_ki(3_7_0)_ 129
     x(3_0) c_u_disj_ki(3_8_0)_ 129
     x(3_0) c_u_disj_ki(3_9_0)_ 129
     x(3_1) c_e_assign(3)_ 1
     x(3_1) c_e_timing(3)_ -6
     x(3_1) c_u_disj_ik(0_3_1)_ 129
     x(3_1) c_u_disj_ik(1_3_1)_ 129
     x(3_1) c_u_disj_ik(2_3_1)_ 129
     x(3_1) c_u_disj_ik(3_4_1)_ 126
     x(3_1) c_u_disj_ik(3_5_1)_ 125
     x(3_1) c_u_disj_ik(3_6_1)_ 124
     x(3_1) c_u_disj_ik(3_7_1)_ 121
     x(3_1) c_u_disj_ik(3_9_1)_ 104
     x(3_1) c_u_disj_ki(0_3_1)_ 140
     x(3_1) c_u_disj_ki(1_3_1)_ 140
     x(3_1) c_u_disj_ki(2_3_1)_ 137
     x(3_1) c_u_disj_ki(3_4_1)_ 129
     x(3_1) c_u_disj_ki(3_5_1)_ 129
     x(3_1) c_u_disj_ki(3_6_1)_ 129
     x(3_1) c_u_disj_ki(3_7_1)_ 129
     x(3_1) c_u_disj_ki(3_9_1)_ 129
     x(4_0) c_e_assign(4)_ 1
     x(4_0) c_e_timing(4)_ -8
     x(4_0) c_u_disj_ik(0_4_0)_ 126
     x(4_0) c_u_disj_ik(1_4_0)_ 126
     x(4_0) c_u_disj_ik(2_4_0)_ 126
     x(4_0) c_u_disj_ik(3_4_0)_ 126
     x(4_0) c_u_disj_ik(4_5_0)_ 125
     x(4_0) c_u_disj_ik(4_6_0)_ 124
     x(4_0) c_u_disj_ik(4_7_0)_ 121
     x(4_0) c_u_disj_ik(4_8_0)_ 108
     x(4_0) c_u_disj_ik(4_9_0)_ 104
     x(4_0) c_u_disj_ki(0_4_0)_ 140
     x(4_0) c_u_disj_ki(1_4_0)_ 140
     x(4_0) c_u_disj_ki(2_4_0)_ 137
     x(4_0) c_u_disj_ki(3_4_0)_ 129
     x(4_0) c_u_disj_ki(4_5_0)_ 126
     x(4_0) c_u_disj_ki(4_6_0)_ 126
     x(4_0) c_u_disj_ki(4_7_0)_ 126
     x(4_0) c_u_disj_ki(4_8_0)_ 126
     x(4_0) c_u_disj_ki(4_9_0)_ 126
     x(4_1) c_e_assign(4)_ 1
     x(4_1) c_e_timing(4)_ -12
     x(4_1) c_u_disj_ik(0_4_1)_ 126
     x(4_1) c_u_disj_ik(1_4_1)_ 126
     x(4_1) c_u_disj_ik(2_4_1)_ 126
     x(4_1) c_u_disj_ik(3_4_1)_ 126
     x(4_1) c_u_disj_ik(4_5_1)_ 125
     x(4_1) c_u_disj_ik(4_6_1)_ 124
     x(4_1) c_u_disj_ik(4_7_1)_ 121
     x(4_1) c_u_disj_ik(4_9_1)_ 104
     x(4_1) c_u_disj_ki(0_4_1)_ 140
     x(4_1) c_u_disj_ki(1_4_1)_ 140
     x(4_1) c_u_disj_ki(2_4_1)_ 137
     x(4_1) c_u_disj_ki(3_4_1)_ 129
     x(4_1) c_u_disj_ki(4_5_1)_ 126
     x(4_1) c_u_disj_ki(4_6_1)_ 126
     x(4_1) c_u_disj_ki(4_7_1)_ 126
     x(4_1) c_u_disj_ki(4_9_1)_ 126
     x(5_0) c_e_assign(5)_ 1
     x(5_0) c_e_timing(5)_ -10
     x(5_0) c_u_disj_ik(0_5_0)_ 125
     x(5_0) c_u_disj_ik(1_5_0)_ 125
     x(5_0) c_u_disj_ik(2_5_0)_ 125
     x(5_0) c_u_disj_ik(3_5_0)_ 125
     x(5_0) c_u_disj_ik(4_5_0)_ 125
     x(5_0) c_u_disj_ik(5_6_0)_ 124
     x(5_0) c_u_disj_ik(5_7_0)_ 121
     x(5_0) c_u_disj_ik(5_8_0)_ 108
     x(5_0) c_u_disj_ik(5_9_0)_ 104
     x(5_0) c_u_disj_ki(0_5_0)_ 140
     x(5_0) c_u_disj_ki(1_5_0)_ 140
     x(5_0) c_u_disj_ki(2_5_0)_ 137
     x(5_0) c_u_disj_ki(3_5_0)_ 129
     x(5_0) c_u_disj_ki(4_5_0)_ 126
     x(5_0) c_u_disj_ki(5_6_0)_ 125
     x(5_0) c_u_disj_ki(5_7_0)_ 125
     x(5_0) c_u_disj_ki(5_8_0)_ 125
     x(5_0) c_u_disj_ki(5_9_0)_ 125
     x(5_1) c_e_assign(5)_ 1
     x(5_1) c_e_timing(5)_ -15
     x(5_1) c_u_disj_ik(0_5_1)_ 125
     x(5_1) c_u_disj_ik(1_5_1)_ 125
     x(5_1) c_u_disj_ik(2_5_1)_ 125
     x(5_1) c_u_disj_ik(3_5_1)_ 125
     x(5_1) c_u_disj_ik(4_5_1)_ 125
     x(5_1) c_u_disj_ik(5_6_1)_ 124
     x(5_1) c_u_disj_ik(5_7_1)_ 121
     x(5_1) c_u_disj_ik(5_9_1)_ 104
     x(5_1) c_u_disj_ki(0_5_1)_ 140
     x(5_1) c_u_disj_ki(1_5_1)_ 140
     x(5_1) c_u_disj_ki(2_5_1)_ 137
     x(5_1) c_u_disj_ki(3_5_1)_ 129
     x(5_1) c_u_disj_ki(4_5_1)_ 126
     x(5_1) c_u_disj_ki(5_6_1)_ 125
     x(5_1) c_u_disj_ki(5_7_1)_ 125
     x(5_1) c_u_disj_ki(5_9_1)_ 125
     x(6_0) c_e_assign(6)_ 1
     x(6_0) c_e_timing(6)_ -8
     x(6_0) c_u_disj_ik(0_6_0)_ 124
     x(6_0) c_u_disj_ik(1_6_0)_ 124
     x(6_0) c_u_disj_ik(2_6_0)_ 124
     x(6_0) c_u_disj_ik(3_6_0)_ 124
     x(6_0) c_u_disj_ik(4_6_0)_ 124
     x(6_0) c_u_disj_ik(5_6_0)_ 124
     x(6_0) c_u_disj_ik(6_7_0)_ 121
     x(6_0) c_u_disj_ik(6_8_0)_ 108
     x(6_0) c_u_disj_ik(6_9_0)_ 104
     x(6_0) c_u_disj_ki(0_6_0)_ 140
     x(6_0) c_u_disj_ki(1_6_0)_ 140
     x(6_0) c_u_disj_ki(2_6_0)_ 137
     x(6_0) c_u_disj_ki(3_6_0)_ 129
     x(6_0) c_u_disj_ki(4_6_0)_ 126
     x(6_0) c_u_disj_ki(5_6_0)_ 125
     x(6_0) c_u_disj_ki(6_7_0)_ 124
     x(6_0) c_u_disj_ki(6_8_0)_ 124
     x(6_0) c_u_disj_ki(6_9_0)_ 124
     x(6_1) c_e_assign(6)_ 1
     x(6_1) c_e_timing(6)_ -12
     x(6_1) c_u_disj_ik(0_6_1)_ 124
     x(6_1) c_u_disj_ik(1_6_1)_ 124
     x(6_1) c_u_disj_ik(2_6_1)_ 124
     x(6_1) c_u_disj_ik(3_6_1)_ 124
     x(6_1) c_u_disj_ik(4_6_1)_ 124
     x(6_1) c_u_disj_ik(5_6_1)_ 124
     x(6_1) c_u_disj_ik(6_7_1)_ 121
     x(6_1) c_u_disj_ik(6_9_1)_ 104
     x(6_1) c_u_disj_ki(0_6_1)_ 140
     x(6_1) c_u_disj_ki(1_6_1)_ 140
     x(6_1) c_u_disj_ki(2_6_1)_ 137
     x(6_1) c_u_disj_ki(3_6_1)_ 129
     x(6_1) c_u_disj_ki(4_6_1)_ 126
     x(6_1) c_u_disj_ki(5_6_1)_ 125
     x(6_1) c_u_disj_ki(6_7_1)_ 124
     x(6_1) c_u_disj_ki(6_9_1)_ 124
     x(7_0) c_e_assign(7)_ 1
     x(7_0) c_e_timing(7)_ -12
     x(7_0) c_u_disj_ik(0_7_0)_ 121
     x(7_0) c_u_disj_ik(1_7_0)_ 121
     x(7_0) c_u_disj_ik(2_7_0)_ 121
     x(7_0) c_u_disj_ik(3_7_0)_ 121
     x(7_0) c_u_disj_ik(4_7_0)_ 121
     x(7_0) c_u_disj_ik(5_7_0)_ 121
     x(7_0) c_u_disj_ik(6_7_0)_ 121
     x(7_0) c_u_disj_ik(7_8_0)_ 108
     x(7_0) c_u_disj_ik(7_9_0)_ 104
     x(7_0) c_u_disj_ki(0_7_0)_ 140
     x(7_0) c_u_disj_ki(1_7_0)_ 140
     x(7_0) c_u_disj_ki(2_7_0)_ 137
     x(7_0) c_u_disj_ki(3_7_0)_ 129
     x(7_0) c_u_disj_ki(4_7_0)_ 126
     x(7_0) c_u_disj_ki(5_7_0)_ 125
     x(7_0) c_u_disj_ki(6_7_0)_ 124
     x(7_0) c_u_disj_ki(7_8_0)_ 121
     x(7_0) c_u_disj_ki(7_9_0)_ 121
     x(7_1) c_e_assign(7)_ 1
     x(7_1) c_e_timing(7)_ -18
     x(7_1) c_u_disj_ik(0_7_1)_ 121
     x(7_1) c_u_disj_ik(1_7_1)_ 121
     x(7_1) c_u_disj_ik(2_7_1)_ 121
     x(7_1) c_u_disj_ik(3_7_1)_ 121
     x(7_1) c_u_disj_ik(4_7_1)_ 121
     x(7_1) c_u_disj_ik(5_7_1)_ 121
     x(7_1) c_u_disj_ik(6_7_1)_ 121
     x(7_1) c_u_disj_ik(7_9_1)_ 104
     x(7_1) c_u_disj_ki(0_7_1)_ 140
     x(7_1) c_u_disj_ki(1_7_1)_ 140
     x(7_1) c_u_disj_ki(2_7_1)_ 137
     x(7_1) c_u_disj_ki(3_7_1)_ 129
     x(7_1) c_u_disj_ki(4_7_1)_ 126
     x(7_1) c_u_disj_ki(5_7_1)_ 125
     x(7_1) c_u_disj_ki(6_7_1)_ 124
     x(7_1) c_u_disj_ki(7_9_1)_ 121
     x(8_0) c_e_assign(8)_ 1
     x(8_0) c_e_timing(8)_ -2
     x(8_0) c_u_disj_ik(0_8_0)_ 108
     x(8_0) c_u_disj_ik(1_8_0)_ 108
     x(8_0) c_u_disj_ik(2_8_0)_ 108
     x(8_0) c_u_disj_ik(3_8_0)_ 108
     x(8_0) c_u_disj_ik(4_8_0)_ 108
     x(8_0) c_u_disj_ik(5_8_0)_ 108
     x(8_0) c_u_disj_ik(6_8_0)_ 108
     x(8_0) c_u_disj_ik(7_8_0)_ 108
     x(8_0) c_u_disj_ik(8_9_0)_ 104
     x(8_0) c_u_disj_ki(0_8_0)_ 140
     x(8_0) c_u_disj_ki(1_8_0)_ 140
     x(8_0) c_u_disj_ki(2_8_0)_ 137
     x(8_0) c_u_disj_ki(3_8_0)_ 129
     x(8_0) c_u_disj_ki(4_8_0)_ 126
     x(8_0) c_u_disj_ki(5_8_0)_ 125
     x(8_0) c_u_disj_ki(6_8_0)_ 124
     x(8_0) c_u_disj_ki(7_8_0)_ 121
     x(8_0) c_u_disj_ki(8_9_0)_ 108
     x(9_0) c_e_assign(9)_ 1
     x(9_0) c_e_timing(9)_ -6
     x(9_0) c_u_disj_ik(0_9_0)_ 104
     x(9_0) c_u_disj_ik(1_9_0)_ 104
     x(9_0) c_u_disj_ik(2_9_0)_ 104
     x(9_0) c_u_disj_ik(3_9_0)_ 104
     x(9_0) c_u_disj_ik(4_9_0)_ 104
     x(9_0) c_u_disj_ik(5_9_0)_ 104
     x(9_0) c_u_disj_ik(6_9_0)_ 104
     x(9_0) c_u_disj_ik(7_9_0)_ 104
     x(9_0) c_u_disj_ik(8_9_0)_ 104
     x(9_0) c_u_disj_ki(0_9_0)_ 140
     x(9_0) c_u_disj_ki(1_9_0)_ 140
     x(9_0) c_u_disj_ki(2_9_0)_ 137
     x(9_0) c_u_disj_ki(3_9_0)_ 129
     x(9_0) c_u_disj_ki(4_9_0)_ 126
     x(9_0) c_u_disj_ki(5_9_0)_ 125
     x(9_0) c_u_disj_ki(6_9_0)_ 124
     x(9_0) c_u_disj_ki(7_9_0)_ 121
     x(9_0) c_u_disj_ki(8_9_0)_ 108
     x(9_1) c_e_assign(9)_ 1
     x(9_1) c_e_timing(9)_ -9
     x(9_1) c_u_disj_ik(0_9_1)_ 104
     x(9_1) c_u_disj_ik(1_9_1)_ 104
     x(9_1) c_u_disj_ik(2_9_1)_ 104
     x(9_1) c_u_disj_ik(3_9_1)_ 104
     x(9_1) c_u_disj_ik(4_9_1)_ 104
     x(9_1) c_u_disj_ik(5_9_1)_ 104
     x(9_1) c_u_disj_ik(6_9_1)_ 104
     x(9_1) c_u_disj_ik(7_9_1)_ 104
     x(9_1) c_u_disj_ki(0_9_1)_ 140
     x(9_1) c_u_disj_ki(1_9_1)_ 140
     x(9_1) c_u_disj_ki(2_9_1)_ 137
     x(9_1) c_u_disj_ki(3_9_1)_ 129
     x(9_1) c_u_disj_ki(4_9_1)_ 126
     x(9_1) c_u_disj_ki(5_9_1)_ 125
     x(9_1) c_u_disj_ki(6_9_1)_ 124
     x(9_1) c_u_disj_ki(7_9_1)_ 121
     y(0_1) c_u_disj_ik(0_1_0)_ 140
     y(0_1) c_u_disj_ik(0_1_1)_ 140
     y(0_1) c_u_disj_ki(0_1_0)_ -140
     y(0_1) c_u_disj_ki(0_1_1)_ -140
     y(0_2) c_u_disj_ik(0_2_0)_ 137
     y(0_2) c_u_disj_ik(0_2_1)_ 137
     y(0_2) c_u_disj_ki(0_2_0)_ -140
     y(0_2) c_u_disj_ki(0_2_1)_ -140
     y(0_3) c_u_disj_ik(0_3_0)_ 129
     y(0_3) c_u_disj_ik(0_3_1)_ 129
     y(0_3) c_u_disj_ki(0_3_0)_ -140
     y(0_3) c_u_disj_ki(0_3_1)_ -140
     y(0_4) c_u_disj_ik(0_4_0)_ 126
     y(0_4) c_u_disj_ik(0_4_1)_ 126
     y(0_4) c_u_disj_ki(0_4_0)_ -140
     y(0_4) c_u_disj_ki(0_4_1)_ -140
     y(0_5) c_u_disj_ik(0_5_0)_ 125
     y(0_5) c_u_disj_ik(0_5_1)_ 125
     y(0_5) c_u_disj_ki(0_5_0)_ -140
     y(0_5) c_u_disj_ki(0_5_1)_ -140
     y(0_6) c_u_disj_ik(0_6_0)_ 124
     y(0_6) c_u_disj_ik(0_6_1)_ 124
     y(0_6) c_u_disj_ki(0_6_0)_ -140
     y(0_6) c_u_disj_ki(0_6_1)_ -140
     y(0_7) c_u_disj_ik(0_7_0)_ 121
     y(0_7) c_u_disj_ik(0_7_1)_ 121
     y(0_7) c_u_disj_ki(0_7_0)_ -140
     y(0_7) c_u_disj_ki(0_7_1)_ -140
     y(0_8) c_u_disj_ik(0_8_0)_ 108
     y(0_8) c_u_disj_ki(0_8_0)_ -140
     y(0_9) c_u_disj_ik(0_9_0)_ 104
     y(0_9) c_u_disj_ik(0_9_1)_ 104
     y(0_9) c_u_disj_ki(0_9_0)_ -140
     y(0_9) c_u_disj_ki(0_9_1)_ -140
     y(1_2) c_u_disj_ik(1_2_0)_ 137
     y(1_2) c_u_disj_ik(1_2_1)_ 137
     y(1_2) c_u_disj_ki(1_2_0)_ -140
     y(1_2) c_u_disj_ki(1_2_1)_ -140
     y(1_3) c_u_disj_ik(1_3_0)_ 129
     y(1_3) c_u_disj_ik(1_3_1)_ 129
     y(1_3) c_u_disj_ki(1_3_0)_ -140
     y(1_3) c_u_disj_ki(1_3_1)_ -140
     y(1_4) c_u_disj_ik(1_4_0)_ 126
     y(1_4) c_u_disj_ik(1_4_1)_ 126
     y(1_4) c_u_disj_ki(1_4_0)_ -140
     y(1_4) c_u_disj_ki(1_4_1)_ -140
     y(1_5) c_u_disj_ik(1_5_0)_ 125
     y(1_5) c_u_disj_ik(1_5_1)_ 125
     y(1_5) c_u_disj_ki(1_5_0)_ -140
     y(1_5) c_u_disj_ki(1_5_1)_ -140
     y(1_6) c_u_disj_ik(1_6_0)_ 124
     y(1_6) c_u_disj_ik(1_6_1)_ 124
     y(1_6) c_u_disj_ki(1_6_0)_ -140
     y(1_6) c_u_disj_ki(1_6_1)_ -140
     y(1_7) c_u_disj_ik(1_7_0)_ 121
     y(1_7) c_u_disj_ik(1_7_1)_ 121
     y(1_7) c_u_disj_ki(1_7_0)_ -140
     y(1_7) c_u_disj_ki(1_7_1)_ -140
     y(1_8) c_u_disj_ik(1_8_0)_ 108
     y(1_8) c_u_disj_ki(1_8_0)_ -140
     y(1_9) c_u_disj_ik(1_9_0)_ 104
     y(1_9) c_u_disj_ik(1_9_1)_ 104
     y(1_9) c_u_disj_ki(1_9_0)_ -140
     y(1_9) c_u_disj_ki(1_9_1)_ -140
     y(2_3) c_u_disj_ik(2_3_0)_ 129
     y(2_3) c_u_disj_ik(2_3_1)_ 129
     y(2_3) c_u_disj_ki(2_3_0)_ -137
     y(2_3) c_u_disj_ki(2_3_1)_ -137
     y(2_4) c_u_disj_ik(2_4_0)_ 126
     y(2_4) c_u_disj_ik(2_4_1)_ 126
     y(2_4) c_u_disj_ki(2_4_0)_ -137
     y(2_4) c_u_disj_ki(2_4_1)_ -137
     y(2_5) c_u_disj_ik(2_5_0)_ 125
     y(2_5) c_u_disj_ik(2_5_1)_ 125
     y(2_5) c_u_disj_ki(2_5_0)_ -137
     y(2_5) c_u_disj_ki(2_5_1)_ -137
     y(2_6) c_u_disj_ik(2_6_0)_ 124
     y(2_6) c_u_disj_ik(2_6_1)_ 124
     y(2_6) c_u_disj_ki(2_6_0)_ -137
     y(2_6) c_u_disj_ki(2_6_1)_ -137
     y(2_7) c_u_disj_ik(2_7_0)_ 121
     y(2_7) c_u_disj_ik(2_7_1)_ 121
     y(2_7) c_u_disj_ki(2_7_0)_ -137
     y(2_7) c_u_disj_ki(2_7_1)_ -137
     y(2_8) c_u_disj_ik(2_8_0)_ 108
     y(2_8) c_u_disj_ki(2_8_0)_ -137
     y(2_9) c_u_disj_ik(2_9_0)_ 104
     y(2_9) c_u_disj_ik(2_9_1)_ 104
     y(2_9) c_u_disj_ki(2_9_0)_ -137
     y(2_9) c_u_disj_ki(2_9_1)_ -137
     y(3_4) c_u_disj_ik(3_4_0)_ 126
     y(3_4) c_u_disj_ik(3_4_1)_ 126
     y(3_4) c_u_disj_ki(3_4_0)_ -129
     y(3_4) c_u_disj_ki(3_4_1)_ -129
     y(3_5) c_u_disj_ik(3_5_0)_ 125
     y(3_5) c_u_disj_ik(3_5_1)_ 125
     y(3_5) c_u_disj_ki(3_5_0)_ -129
     y(3_5) c_u_disj_ki(3_5_1)_ -129
     y(3_6) c_u_disj_ik(3_6_0)_ 124
     y(3_6) c_u_disj_ik(3_6_1)_ 124
     y(3_6) c_u_disj_ki(3_6_0)_ -129
     y(3_6) c_u_disj_ki(3_6_1)_ -129
     y(3_7) c_u_disj_ik(3_7_0)_ 121
     y(3_7) c_u_disj_ik(3_7_1)_ 121
     y(3_7) c_u_disj_ki(3_7_0)_ -129
     y(3_7) c_u_disj_ki(3_7_1)_ -129
     y(3_8) c_u_disj_ik(3_8_0)_ 108
     y(3_8) c_u_disj_ki(3_8_0)_ -129
     y(3_9) c_u_disj_ik(3_9_0)_ 104
     y(3_9) c_u_disj_ik(3_9_1)_ 104
     y(3_9) c_u_disj_ki(3_9_0)_ -129
     y(3_9) c_u_disj_ki(3_9_1)_ -129
     y(4_5) c_u_disj_ik(4_5_0)_ 125
     y(4_5) c_u_disj_ik(4_5_1)_ 125
     y(4_5) c_u_disj_ki(4_5_0)_ -126
     y(4_5) c_u_disj_ki(4_5_1)_ -126
     y(4_6) c_u_disj_ik(4_6_0)_ 124
     y(4_6) c_u_disj_ik(4_6_1)_ 124
     y(4_6) c_u_disj_ki(4_6_0)_ -126
     y(4_6) c_u_disj_ki(4_6_1)_ -126
     y(4_7) c_u_disj_ik(4_7_0)_ 121
     y(4_7) c_u_disj_ik(4_7_1)_ 121
     y(4_7) c_u_disj_ki(4_7_0)_ -126
     y(4_7) c_u_disj_ki(4_7_1)_ -126
     y(4_8) c_u_disj_ik(4_8_0)_ 108
     y(4_8) c_u_disj_ki(4_8_0)_ -126
     y(4_9) c_u_disj_ik(4_9_0)_ 104
     y(4_9) c_u_disj_ik(4_9_1)_ 104
     y(4_9) c_u_disj_ki(4_9_0)_ -126
     y(4_9) c_u_disj_ki(4_9_1)_ -126
     y(5_6) c_u_disj_ik(5_6_0)_ 124
     y(5_6) c_u_disj_ik(5_6_1)_ 124
     y(5_6) c_u_disj_ki(5_6_0)_ -125
     y(5_6) c_u_disj_ki(5_6_1)_ -125
     y(5_7) c_u_disj_ik(5_7_0)_ 121
     y(5_7) c_u_disj_ik(5_7_1)_ 121
     y(5_7) c_u_disj_ki(5_7_0)_ -125
     y(5_7) c_u_disj_ki(5_7_1)_ -125
     y(5_8) c_u_disj_ik(5_8_0)_ 108
     y(5_8) c_u_disj_ki(5_8_0)_ -125
     y(5_9) c_u_disj_ik(5_9_0)_ 104
     y(5_9) c_u_disj_ik(5_9_1)_ 104
     y(5_9) c_u_disj_ki(5_9_0)_ -125
     y(5_9) c_u_disj_ki(5_9_1)_ -125
     y(6_7) c_u_disj_ik(6_7_0)_ 121
     y(6_7) c_u_disj_ik(6_7_1)_ 121
     y(6_7) c_u_disj_ki(6_7_0)_ -124
     y(6_7) c_u_disj_ki(6_7_1)_ -124
     y(6_8) c_u_disj_ik(6_8_0)_ 108
     y(6_8) c_u_disj_ki(6_8_0)_ -124
     y(6_9) c_u_disj_ik(6_9_0)_ 104
     y(6_9) c_u_disj_ik(6_9_1)_ 104
     y(6_9) c_u_disj_ki(6_9_0)_ -124
     y(6_9) c_u_disj_ki(6_9_1)_ -124
     y(7_8) c_u_disj_ik(7_8_0)_ 108
     y(7_8) c_u_disj_ki(7_8_0)_ -121
     y(7_9) c_u_disj_ik(7_9_0)_ 104
     y(7_9) c_u_disj_ik(7_9_1)_ 104
     y(7_9) c_u_disj_ki(7_9_0)_ -121
     y(7_9) c_u_disj_ki(7_9_1)_ -121
     y(8_9) c_u_disj_ik(8_9_0)_ 104
     y(8_9) c_u_disj_ki(8_9_0)_ -108
     s(0) c_e_timing(0)_ -1
     s(0) c_u_disj_ki(0_1_0)_ -1
     s(0) c_u_disj_ki(0_1_1)_ -1
     s(0) c_u_disj_ki(0_2_0)_ -1
     s(0) c_u_disj_ki(0_2_1)_ -1
     s(0) c_u_disj_ki(0_3_0)_ -1
     s(0) c_u_disj_ki(0_3_1)_ -1
     s(0) c_u_disj_ki(0_4_0)_ -1
     s(0) c_u_disj_ki(0_4_1)_ -1
     s(0) c_u_disj_ki(0_5_0)_ -1
     s(0) c_u_disj_ki(0_5_1)_ -1
     s(0) c_u_disj_ki(0_6_0)_ -1
     s(0) c_u_disj_ki(0_6_1)_ -1
     s(0) c_u_disj_ki(0_7_0)_ -1
     s(0) c_u_disj_ki(0_7_1)_ -1
     s(0) c_u_disj_ki(0_8_0)_ -1
     s(0) c_u_disj_ki(0_9_0)_ -1
     s(0) c_u_disj_ki(0_9_1)_ -1
     s(1) c_e_timing(1)_ -1
     s(1) c_u_disj_ik(0_1_0)_ -1
     s(1) c_u_disj_ik(0_1_1)_ -1
     s(1) c_u_disj_ki(1_2_0)_ -1
     s(1) c_u_disj_ki(1_2_1)_ -1
     s(1) c_u_disj_ki(1_3_0)_ -1
     s(1) c_u_disj_ki(1_3_1)_ -1
     s(1) c_u_disj_ki(1_4_0)_ -1
     s(1) c_u_disj_ki(1_4_1)_ -1
     s(1) c_u_disj_ki(1_5_0)_ -1
     s(1) c_u_disj_ki(1_5_1)_ -1
     s(1) c_u_disj_ki(1_6_0)_ -1
     s(1) c_u_disj_ki(1_6_1)_ -1
     s(1) c_u_disj_ki(1_7_0)_ -1
     s(1) c_u_disj_ki(1_7_1)_ -1
     s(1) c_u_disj_ki(1_8_0)_ -1
     s(1) c_u_disj_ki(1_9_0)_ -1
     s(1) c_u_disj_ki(1_9_1)_ -1
     s(2) c_e_timing(2)_ -1
     s(2) c_u_disj_ik(0_2_0)_ -1
     s(2) c_u_disj_ik(0_2_1)_ -1
     s(2) c_u_disj_ik(1_2_0)_ -1
     s(2) c_u_disj_ik(1_2_1)_ -1
     s(2) c_u_disj_ki(2_3_0)_ -1
     s(2) c_u_disj_ki(2_3_1)_ -1
     s(2) c_u_disj_ki(2_4_0)_ -1
     s(2) c_u_disj_ki(2_4_1)_ -1
     s(2) c_u_disj_ki(2_5_0)_ -1
     s(2) c_u_disj_ki(2_5_1)_ -1
     s(2) c_u_disj_ki(2_6_0)_ -1
     s(2) c_u_disj_ki(2_6_1)_ -1
     s(2) c_u_disj_ki(2_7_0)_ -1
     s(2) c_u_disj_ki(2_7_1)_ -1
     s(2) c_u_disj_ki(2_8_0)_ -1
     s(2) c_u_disj_ki(2_9_0)_ -1
     s(2) c_u_disj_ki(2_9_1)_ -1
     s(3) c_e_timing(3)_ -1
     s(3) c_u_disj_ik(0_3_0)_ -1
     s(3) c_u_disj_ik(0_3_1)_ -1
     s(3) c_u_disj_ik(1_3_0)_ -1
     s(3) c_u_disj_ik(1_3_1)_ -1
     s(3) c_u_disj_ik(2_3_0)_ -1
     s(3) c_u_disj_ik(2_3_1)_ -1
     s(3) c_u_disj_ki(3_4_0)_ -1
     s(3) c_u_disj_ki(3_4_1)_ -1
     s(3) c_u_disj_ki(3_5_0)_ -1
     s(3) c_u_disj_ki(3_5_1)_ -1
     s(3) c_u_disj_ki(3_6_0)_ -1
     s(3) c_u_disj_ki(3_6_1)_ -1
     s(3) c_u_disj_ki(3_7_0)_ -1
     s(3) c_u_disj_ki(3_7_1)_ -1
     s(3) c_u_disj_ki(3_8_0)_ -1
     s(3) c_u_disj_ki(3_9_0)_ -1
     s(3) c_u_disj_ki(3_9_1)_ -1
     s(4) c_e_timing(4)_ -1
     s(4) c_u_disj_ik(0_4_0)_ -1
     s(4) c_u_disj_ik(0_4_1)_ -1
     s(4) c_u_disj_ik(1_4_0)_ -1
     s(4) c_u_disj_ik(1_4_1)_ -1
     s(4) c_u_disj_ik(2_4_0)_ -1
     s(4) c_u_disj_ik(2_4_1)_ -1
     s(4) c_u_disj_ik(3_4_0)_ -1
     s(4) c_u_disj_ik(3_4_1)_ -1
     s(4) c_u_disj_ki(4_5_0)_ -1
     s(4) c_u_disj_ki(4_5_1)_ -1
     s(4) c_u_disj_ki(4_6_0)_ -1
     s(4) c_u_disj_ki(4_6_1)_ -1
     s(4) c_u_disj_ki(4_7_0)_ -1
     s(4) c_u_disj_ki(4_7_1)_ -1
     s(4) c_u_disj_ki(4_8_0)_ -1
     s(4) c_u_disj_ki(4_9_0)_ -1
     s(4) c_u_disj_ki(4_9_1)_ -1
     s(5) c_e_timing(5)_ -1
     s(5) c_u_disj_ik(0_5_0)_ -1
     s(5) c_u_disj_ik(0_5_1)_ -1
     s(5) c_u_disj_ik(1_5_0)_ -1
     s(5) c_u_disj_ik(1_5_1)_ -1
     s(5) c_u_disj_ik(2_5_0)_ -1
     s(5) c_u_disj_ik(2_5_1)_ -1
     s(5) c_u_disj_ik(3_5_0)_ -1
     s(5) c_u_disj_ik(3_5_1)_ -1
     s(5) c_u_disj_ik(4_5_0)_ -1
     s(5) c_u_disj_ik(4_5_1)_ -1
     s(5) c_u_disj_ki(5_6_0)_ -1
     s(5) c_u_disj_ki(5_6_1)_ -1
     s(5) c_u_disj_ki(5_7_0)_ -1
     s(5) c_u_disj_ki(5_7_1)_ -1
     s(5) c_u_disj_ki(5_8_0)_ -1
     s(5) c_u_disj_ki(5_9_0)_ -1
     s(5) c_u_disj_ki(5_9_1)_ -1
     s(6) c_e_timing(6)_ -1
     s(6) c_u_disj_ik(0_6_0)_ -1
     s(6) c_u_disj_ik(0_6_1)_ -1
     s(6) c_u_disj_ik(1_6_0)_ -1
     s(6) c_u_disj_ik(1_6_1)_ -1
     s(6) c_u_disj_ik(2_6_0)_ -1
     s(6) c_u_disj_ik(2_6_1)_ -1
     s(6) c_u_disj_ik(3_6_0)_ -1
     s(6) c_u_disj_ik(3_6_1)_ -1
     s(6) c_u_disj_ik(4_6_0)_ -1
     s(6) c_u_disj_ik(4_6_1)_ -1
     s(6) c_u_disj_ik(5_6_0)_ -1
     s(6) c_u_disj_ik(5_6_1)_ -1
     s(6) c_u_disj_ki(6_7_0)_ -1
     s(6) c_u_disj_ki(6_7_1)_ -1
     s(6) c_u_disj_ki(6_8_0)_ -1
     s(6) c_u_disj_ki(6_9_0)_ -1
     s(6) c_u_disj_ki(6_9_1)_ -1
     s(7) c_e_timing(7)_ -1
     s(7) c_u_disj_ik(0_7_0)_ -1
     s(7) c_u_disj_ik(0_7_1)_ -1
     s(7) c_u_disj_ik(1_7_0)_ -1
     s(7) c_u_disj_ik(1_7_1)_ -1
     s(7) c_u_disj_ik(2_7_0)_ -1
     s(7) c_u_disj_ik(2_7_1)_ -1
     s(7) c_u_disj_ik(3_7_0)_ -1
     s(7) c_u_disj_ik(3_7_1)_ -1
     s(7) c_u_disj_ik(4_7_0)_ -1
     s(7) c_u_disj_ik(4_7_1)_ -1
     s(7) c_u_disj_ik(5_7_0)_ -1
     s(7) c_u_disj_ik(5_7_1)_ -1
     s(7) c_u_disj_ik(6_7_0)_ -1
     s(7) c_u_disj_ik(6_7_1)_ -1
     s(7) c_u_disj_ki(7_8_0)_ -1
     s(7) c_u_disj_ki(7_9_0)_ -1
     s(7) c_u_disj_ki(7_9_1)_ -1
     s(8) c_e_timing(8)_ -1
     s(8) c_u_disj_ik(0_8_0)_ -1
     s(8) c_u_disj_ik(1_8_0)_ -1
     s(8) c_u_disj_ik(2_8_0)_ -1
     s(8) c_u_disj_ik(3_8_0)_ -1
     s(8) c_u_disj_ik(4_8_0)_ -1
     s(8) c_u_disj_ik(5_8_0)_ -1
     s(8) c_u_disj_ik(6_8_0)_ -1
     s(8) c_u_disj_ik(7_8_0)_ -1
     s(8) c_u_disj_ki(8_9_0)_ -1
     s(9) c_e_timing(9)_ -1
     s(9) c_u_disj_ik(0_9_0)_ -1
     s(9) c_u_disj_ik(0_9_1)_ -1
     s(9) c_u_disj_ik(1_9_0)_ -1
     s(9) c_u_disj_ik(1_9_1)_ -1
     s(9) c_u_disj_ik(2_9_0)_ -1
     s(9) c_u_disj_ik(2_9_1)_ -1
     s(9) c_u_disj_ik(3_9_0)_ -1
     s(9) c_u_disj_ik(3_9_1)_ -1
     s(9) c_u_disj_ik(4_9_0)_ -1
     s(9) c_u_disj_ik(4_9_1)_ -1
     s(9) c_u_disj_ik(5_9_0)_ -1
     s(9) c_u_disj_ik(5_9_1)_ -1
     s(9) c_u_disj_ik(6_9_0)_ -1
     s(9) c_u_disj_ik(6_9_1)_ -1
     s(9) c_u_disj_ik(7_9_0)_ -1
     s(9) c_u_disj_ik(7_9_1)_ -1
     s(9) c_u_disj_ik(8_9_0)_ -1
     c(0) c_e_timing(0)_ 1
     c(0) c_u_tard(0)_ 1
     c(0) c_u_disj_ik(0_1_0)_ 1
     c(0) c_u_disj_ik(0_1_1)_ 1
     c(0) c_u_disj_ik(0_2_0)_ 1
     c(0) c_u_disj_ik(0_2_1)_ 1
     c(0) c_u_disj_ik(0_3_0)_ 1
     c(0) c_u_disj_ik(0_3_1)_ 1
     c(0) c_u_disj_ik(0_4_0)_ 1
     c(0) c_u_disj_ik(0_4_1)_ 1
     c(0) c_u_disj_ik(0_5_0)_ 1
     c(0) c_u_disj_ik(0_5_1)_ 1
     c(0) c_u_disj_ik(0_6_0)_ 1
     c(0) c_u_disj_ik(0_6_1)_ 1
     c(0) c_u_disj_ik(0_7_0)_ 1
     c(0) c_u_disj_ik(0_7_1)_ 1
     c(0) c_u_disj_ik(0_8_0)_ 1
     c(0) c_u_disj_ik(0_9_0)_ 1
     c(0) c_u_disj_ik(0_9_1)_ 1
     c(1) c_e_timing(1)_ 1
     c(1) c_u_tard(1)_ 1
     c(1) c_u_disj_ik(1_2_0)_ 1
     c(1) c_u_disj_ik(1_2_1)_ 1
     c(1) c_u_disj_ik(1_3_0)_ 1
     c(1) c_u_disj_ik(1_3_1)_ 1
     c(1) c_u_disj_ik(1_4_0)_ 1
     c(1) c_u_disj_ik(1_4_1)_ 1
     c(1) c_u_disj_ik(1_5_0)_ 1
     c(1) c_u_disj_ik(1_5_1)_ 1
     c(1) c_u_disj_ik(1_6_0)_ 1
     c(1) c_u_disj_ik(1_6_1)_ 1
     c(1) c_u_disj_ik(1_7_0)_ 1
     c(1) c_u_disj_ik(1_7_1)_ 1
     c(1) c_u_disj_ik(1_8_0)_ 1
     c(1) c_u_disj_ik(1_9_0)_ 1
     c(1) c_u_disj_ik(1_9_1)_ 1
     c(1) c_u_disj_ki(0_1_0)_ 1
     c(1) c_u_disj_ki(0_1_1)_ 1
     c(2) c_e_timing(2)_ 1
     c(2) c_u_tard(2)_ 1
     c(2) c_u_disj_ik(2_3_0)_ 1
     c(2) c_u_disj_ik(2_3_1)_ 1
     c(2) c_u_disj_ik(2_4_0)_ 1
     c(2) c_u_disj_ik(2_4_1)_ 1
     c(2) c_u_disj_ik(2_5_0)_ 1
     c(2) c_u_disj_ik(2_5_1)_ 1
     c(2) c_u_disj_ik(2_6_0)_ 1
     c(2) c_u_disj_ik(2_6_1)_ 1
     c(2) c_u_disj_ik(2_7_0)_ 1
     c(2) c_u_disj_ik(2_7_1)_ 1
     c(2) c_u_disj_ik(2_8_0)_ 1
     c(2) c_u_disj_ik(2_9_0)_ 1
     c(2) c_u_disj_ik(2_9_1)_ 1
     c(2) c_u_disj_ki(0_2_0)_ 1
     c(2) c_u_disj_ki(0_2_1)_ 1
     c(2) c_u_disj_ki(1_2_0)_ 1
     c(2) c_u_disj_ki(1_2_1)_ 1
     c(3) c_e_timing(3)_ 1
     c(3) c_u_tard(3)_ 1
     c(3) c_u_disj_ik(3_4_0)_ 1
     c(3) c_u_disj_ik(3_4_1)_ 1
     c(3) c_u_disj_ik(3_5_0)_ 1
     c(3) c_u_disj_ik(3_5_1)_ 1
     c(3) c_u_disj_ik(3_6_0)_ 1
     c(3) c_u_disj_ik(3_6_1)_ 1
     c(3) c_u_disj_ik(3_7_0)_ 1
     c(3) c_u_disj_ik(3_7_1)_ 1
     c(3) c_u_disj_ik(3_8_0)_ 1
     c(3) c_u_disj_ik(3_9_0)_ 1
     c(3) c_u_disj_ik(3_9_1)_ 1
     c(3) c_u_disj_ki(0_3_0)_ 1
     c(3) c_u_disj_ki(0_3_1)_ 1
     c(3) c_u_disj_ki(1_3_0)_ 1
     c(3) c_u_disj_ki(1_3_1)_ 1
     c(3) c_u_disj_ki(2_3_0)_ 1
     c(3) c_u_disj_ki(2_3_1)_ 1
     c(4) c_e_timing(4)_ 1
     c(4) c_u_tard(4)_ 1
     c(4) c_u_disj_ik(4_5_0)_ 1
     c(4) c_u_disj_ik(4_5_1)_ 1
     c(4) c_u_disj_ik(4_6_0)_ 1
     c(4) c_u_disj_ik(4_6_1)_ 1
     c(4) c_u_disj_ik(4_7_0)_ 1
     c(4) c_u_disj_ik(4_7_1)_ 1
     c(4) c_u_disj_ik(4_8_0)_ 1
     c(4) c_u_disj_ik(4_9_0)_ 1
     c(4) c_u_disj_ik(4_9_1)_ 1
     c(4) c_u_disj_ki(0_4_0)_ 1
     c(4) c_u_disj_ki(0_4_1)_ 1
     c(4) c_u_disj_ki(1_4_0)_ 1
     c(4) c_u_disj_ki(1_4_1)_ 1
     c(4) c_u_disj_ki(2_4_0)_ 1
     c(4) c_u_disj_ki(2_4_1)_ 1
     c(4) c_u_disj_ki(3_4_0)_ 1
     c(4) c_u_disj_ki(3_4_1)_ 1
     c(5) c_e_timing(5)_ 1
     c(5) c_u_tard(5)_ 1
     c(5) c_u_disj_ik(5_6_0)_ 1
     c(5) c_u_disj_ik(5_6_1)_ 1
     c(5) c_u_disj_ik(5_7_0)_ 1
     c(5) c_u_disj_ik(5_7_1)_ 1
     c(5) c_u_disj_ik(5_8_0)_ 1
     c(5) c_u_disj_ik(5_9_0)_ 1
     c(5) c_u_disj_ik(5_9_1)_ 1
     c(5) c_u_disj_ki(0_5_0)_ 1
     c(5) c_u_disj_ki(0_5_1)_ 1
     c(5) c_u_disj_ki(1_5_0)_ 1
     c(5) c_u_disj_ki(1_5_1)_ 1
     c(5) c_u_disj_ki(2_5_0)_ 1
     c(5) c_u_disj_ki(2_5_1)_ 1
     c(5) c_u_disj_ki(3_5_0)_ 1
     c(5) c_u_disj_ki(3_5_1)_ 1
     c(5) c_u_disj_ki(4_5_0)_ 1
     c(5) c_u_disj_ki(4_5_1)_ 1
     c(6) c_e_timing(6)_ 1
     c(6) c_u_tard(6)_ 1
     c(6) c_u_disj_ik(6_7_0)_ 1
     c(6) c_u_disj_ik(6_7_1)_ 1
     c(6) c_u_disj_ik(6_8_0)_ 1
     c(6) c_u_disj_ik(6_9_0)_ 1
     c(6) c_u_disj_ik(6_9_1)_ 1
     c(6) c_u_disj_ki(0_6_0)_ 1
     c(6) c_u_disj_ki(0_6_1)_ 1
     c(6) c_u_disj_ki(1_6_0)_ 1
     c(6) c_u_disj_ki(1_6_1)_ 1
     c(6) c_u_disj_ki(2_6_0)_ 1
     c(6) c_u_disj_ki(2_6_1)_ 1
     c(6) c_u_disj_ki(3_6_0)_ 1
     c(6) c_u_disj_ki(3_6_1)_ 1
     c(6) c_u_disj_ki(4_6_0)_ 1
     c(6) c_u_disj_ki(4_6_1)_ 1
     c(6) c_u_disj_ki(5_6_0)_ 1
     c(6) c_u_disj_ki(5_6_1)_ 1
     c(7) c_e_timing(7)_ 1
     c(7) c_u_tard(7)_ 1
     c(7) c_u_disj_ik(7_8_0)_ 1
     c(7) c_u_disj_ik(7_9_0)_ 1
     c(7) c_u_disj_ik(7_9_1)_ 1
     c(7) c_u_disj_ki(0_7_0)_ 1
     c(7) c_u_disj_ki(0_7_1)_ 1
     c(7) c_u_disj_ki(1_7_0)_ 1
     c(7) c_u_disj_ki(1_7_1)_ 1
     c(7) c_u_disj_ki(2_7_0)_ 1
     c(7) c_u_disj_ki(2_7_1)_ 1
     c(7) c_u_disj_ki(3_7_0)_ 1
     c(7) c_u_disj_ki(3_7_1)_ 1
     c(7) c_u_disj_ki(4_7_0)_ 1
     c(7) c_u_disj_ki(4_7_1)_ 1
     c(7) c_u_disj_ki(5_7_0)_ 1
     c(7) c_u_disj_ki(5_7_1)_ 1
     c(7) c_u_disj_ki(6_7_0)_ 1
     c(7) c_u_disj_ki(6_7_1)_ 1
     c(8) c_e_timing(8)_ 1
     c(8) c_u_tard(8)_ 1
     c(8) c_u_disj_ik(8_9_0)_ 1
     c(8) c_u_disj_ki(0_8_0)_ 1
     c(8) c_u_disj_ki(1_8_0)_ 1
     c(8) c_u_disj_ki(2_8_0)_ 1
     c(8) c_u_disj_ki(3_8_0)_ 1
     c(8) c_u_disj_ki(4_8_0)_ 1
     c(8) c_u_disj_ki(5_8_0)_ 1
     c(8) c_u_disj_ki(6_8_0)_ 1
     c(8) c_u_disj_ki(7_8_0)_ 1
     c(9) c_e_timing(9)_ 1
     c(9) c_u_tard(9)_ 1
     c(9) c_u_disj_ki(0_9_0)_ 1
     c(9) c_u_disj_ki(0_9_1)_ 1
     c(9) c_u_disj_ki(1_9_0)_ 1
     c(9) c_u_disj_ki(1_9_1)_ 1
     c(9) c_u_disj_ki(2_9_0)_ 1
     c(9) c_u_disj_ki(2_9_1)_ 1
     c(9) c_u_disj_ki(3_9_0)_ 1
     c(9) c_u_disj_ki(3_9_1)_ 1
     c(9) c_u_disj_ki(4_9_0)_ 1
     c(9) c_u_disj_ki(4_9_1)_ 1
     c(9) c_u_disj_ki(5_9_0)_ 1
     c(9) c_u_disj_ki(5_9_1)_ 1
     c(9) c_u_disj_ki(6_9_0)_ 1
     c(9) c_u_disj_ki(6_9_1)_ 1
     c(9) c_u_disj_ki(7_9_0)_ 1
     c(9) c_u_disj_ki(7_9_1)_ 1
     c(9) c_u_disj_ki(8_9_0)_ 1
     T(0) obj 2
     T(0) c_u_tard(0)_ -1
     T(1) obj 2
     T(1) c_u_tard(1)_ -1
     T(2) obj 1
     T(2) c_u_tard(2)_ -1
     T(3) obj 1
     T(3) c_u_tard(3)_ -1
     T(4) obj 5
     T(4) c_u_tard(4)_ -1
     T(5) obj 2
     T(5) c_u_tard(5)_ -1
     T(6) obj 5
     T(6) c_u_tard(6)_ -1
     T(7) obj 1
     T(7) c_u_tard(7)_ -1
     T(8) obj 1
     T(8) c_u_tard(8)_ -1
     T(9) obj 2
     T(9) c_u_tard(9)_ -1
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
     RHS c_e_assign(9)_ 1
     RHS c_e_timing(0)_ 0
     RHS c_e_timing(1)_ 0
     RHS c_e_timing(2)_ 0
     RHS c_e_timing(3)_ 0
     RHS c_e_timing(4)_ 0
     RHS c_e_timing(5)_ 0
     RHS c_e_timing(6)_ 0
     RHS c_e_timing(7)_ 0
     RHS c_e_timing(8)_ 0
     RHS c_e_timing(9)_ 0
     RHS c_u_tard(0)_ 5
     RHS c_u_tard(1)_ 19
     RHS c_u_tard(2)_ 9
     RHS c_u_tard(3)_ 16
     RHS c_u_tard(4)_ 25
     RHS c_u_tard(5)_ 31
     RHS c_u_tard(6)_ 29
     RHS c_u_tard(7)_ 43
     RHS c_u_tard(8)_ 36
     RHS c_u_tard(9)_ 48
     RHS c_u_disj_ik(0_1_0)_ 420
     RHS c_u_disj_ik(0_1_1)_ 420
     RHS c_u_disj_ik(0_2_0)_ 411
     RHS c_u_disj_ik(0_2_1)_ 411
     RHS c_u_disj_ik(0_3_0)_ 387
     RHS c_u_disj_ik(0_3_1)_ 387
     RHS c_u_disj_ik(0_4_0)_ 378
     RHS c_u_disj_ik(0_4_1)_ 378
     RHS c_u_disj_ik(0_5_0)_ 375
     RHS c_u_disj_ik(0_5_1)_ 375
     RHS c_u_disj_ik(0_6_0)_ 372
     RHS c_u_disj_ik(0_6_1)_ 372
     RHS c_u_disj_ik(0_7_0)_ 363
     RHS c_u_disj_ik(0_7_1)_ 363
     RHS c_u_disj_ik(0_8_0)_ 324
     RHS c_u_disj_ik(0_9_0)_ 312
     RHS c_u_disj_ik(0_9_1)_ 312
     RHS c_u_disj_ik(1_2_0)_ 411
     RHS c_u_disj_ik(1_2_1)_ 411
     RHS c_u_disj_ik(1_3_0)_ 387
     RHS c_u_disj_ik(1_3_1)_ 387
     RHS c_u_disj_ik(1_4_0)_ 378
     RHS c_u_disj_ik(1_4_1)_ 378
     RHS c_u_disj_ik(1_5_0)_ 375
     RHS c_u_disj_ik(1_5_1)_ 375
     RHS c_u_disj_ik(1_6_0)_ 372
     RHS c_u_disj_ik(1_6_1)_ 372
     RHS c_u_disj_ik(1_7_0)_ 363
     RHS c_u_disj_ik(1_7_1)_ 363
     RHS c_u_disj_ik(1_8_0)_ 324
     RHS c_u_disj_ik(1_9_0)_ 312
     RHS c_u_disj_ik(1_9_1)_ 312
     RHS c_u_disj_ik(2_3_0)_ 387
     RHS c_u_disj_ik(2_3_1)_ 387
     RHS c_u_disj_ik(2_4_0)_ 378
     RHS c_u_disj_ik(2_4_1)_ 378
     RHS c_u_disj_ik(2_5_0)_ 375
     RHS c_u_disj_ik(2_5_1)_ 375
     RHS c_u_disj_ik(2_6_0)_ 372
     RHS c_u_disj_ik(2_6_1)_ 372
     RHS c_u_disj_ik(2_7_0)_ 363
     RHS c_u_disj_ik(2_7_1)_ 363
     RHS c_u_disj_ik(2_8_0)_ 324
     RHS c_u_disj_ik(2_9_0)_ 312
     RHS c_u_disj_ik(2_9_1)_ 312
     RHS c_u_disj_ik(3_4_0)_ 378
     RHS c_u_disj_ik(3_4_1)_ 378
     RHS c_u_disj_ik(3_5_0)_ 375
     RHS c_u_disj_ik(3_5_1)_ 375
     RHS c_u_disj_ik(3_6_0)_ 372
     RHS c_u_disj_ik(3_6_1)_ 372
     RHS c_u_disj_ik(3_7_0)_ 363
     RHS c_u_disj_ik(3_7_1)_ 363
     RHS c_u_disj_ik(3_8_0)_ 324
     RHS c_u_disj_ik(3_9_0)_ 312
     RHS c_u_disj_ik(3_9_1)_ 312
     RHS c_u_disj_ik(4_5_0)_ 375
     RHS c_u_disj_ik(4_5_1)_ 375
     RHS c_u_disj_ik(4_6_0)_ 372
     RHS c_u_disj_ik(4_6_1)_ 372
     RHS c_u_disj_ik(4_7_0)_ 363
     RHS c_u_disj_ik(4_7_1)_ 363
     RHS c_u_disj_ik(4_8_0)_ 324
     RHS c_u_disj_ik(4_9_0)_ 312
     RHS c_u_disj_ik(4_9_1)_ 312
     RHS c_u_disj_ik(5_6_0)_ 372
     RHS c_u_disj_ik(5_6_1)_ 372
     RHS c_u_disj_ik(5_7_0)_ 363
     RHS c_u_disj_ik(5_7_1)_ 363
     RHS c_u_disj_ik(5_8_0)_ 324
     RHS c_u_disj_ik(5_9_0)_ 312
     RHS c_u_disj_ik(5_9_1)_ 312
     RHS c_u_disj_ik(6_7_0)_ 363
     RHS c_u_disj_ik(6_7_1)_ 363
     RHS c_u_disj_ik(6_8_0)_ 324
     RHS c_u_disj_ik(6_9_0)_ 312
     RHS c_u_disj_ik(6_9_1)_ 312
     RHS c_u_disj_ik(7_8_0)_ 324
     RHS c_u_disj_ik(7_9_0)_ 312
     RHS c_u_disj_ik(7_9_1)_ 312
     RHS c_u_disj_ik(8_9_0)_ 312
     RHS c_u_disj_ki(0_1_0)_ 280
     RHS c_u_disj_ki(0_1_1)_ 280
     RHS c_u_disj_ki(0_2_0)_ 280
     RHS c_u_disj_ki(0_2_1)_ 280
     RHS c_u_disj_ki(0_3_0)_ 280
     RHS c_u_disj_ki(0_3_1)_ 280
     RHS c_u_disj_ki(0_4_0)_ 280
     RHS c_u_disj_ki(0_4_1)_ 280
     RHS c_u_disj_ki(0_5_0)_ 280
     RHS c_u_disj_ki(0_5_1)_ 280
     RHS c_u_disj_ki(0_6_0)_ 280
     RHS c_u_disj_ki(0_6_1)_ 280
     RHS c_u_disj_ki(0_7_0)_ 280
     RHS c_u_disj_ki(0_7_1)_ 280
     RHS c_u_disj_ki(0_8_0)_ 280
     RHS c_u_disj_ki(0_9_0)_ 280
     RHS c_u_disj_ki(0_9_1)_ 280
     RHS c_u_disj_ki(1_2_0)_ 280
     RHS c_u_disj_ki(1_2_1)_ 280
     RHS c_u_disj_ki(1_3_0)_ 280
     RHS c_u_disj_ki(1_3_1)_ 280
     RHS c_u_disj_ki(1_4_0)_ 280
     RHS c_u_disj_ki(1_4_1)_ 280
     RHS c_u_disj_ki(1_5_0)_ 280
     RHS c_u_disj_ki(1_5_1)_ 280
     RHS c_u_disj_ki(1_6_0)_ 280
     RHS c_u_disj_ki(1_6_1)_ 280
     RHS c_u_disj_ki(1_7_0)_ 280
     RHS c_u_disj_ki(1_7_1)_ 280
     RHS c_u_disj_ki(1_8_0)_ 280
     RHS c_u_disj_ki(1_9_0)_ 280
     RHS c_u_disj_ki(1_9_1)_ 280
     RHS c_u_disj_ki(2_3_0)_ 274
     RHS c_u_disj_ki(2_3_1)_ 274
     RHS c_u_disj_ki(2_4_0)_ 274
     RHS c_u_disj_ki(2_4_1)_ 274
     RHS c_u_disj_ki(2_5_0)_ 274
     RHS c_u_disj_ki(2_5_1)_ 274
     RHS c_u_disj_ki(2_6_0)_ 274
     RHS c_u_disj_ki(2_6_1)_ 274
     RHS c_u_disj_ki(2_7_0)_ 274
     RHS c_u_disj_ki(2_7_1)_ 274
     RHS c_u_disj_ki(2_8_0)_ 274
     RHS c_u_disj_ki(2_9_0)_ 274
     RHS c_u_disj_ki(2_9_1)_ 274
     RHS c_u_disj_ki(3_4_0)_ 258
     RHS c_u_disj_ki(3_4_1)_ 258
     RHS c_u_disj_ki(3_5_0)_ 258
     RHS c_u_disj_ki(3_5_1)_ 258
     RHS c_u_disj_ki(3_6_0)_ 258
     RHS c_u_disj_ki(3_6_1)_ 258
     RHS c_u_disj_ki(3_7_0)_ 258
     RHS c_u_disj_ki(3_7_1)_ 258
     RHS c_u_disj_ki(3_8_0)_ 258
     RHS c_u_disj_ki(3_9_0)_ 258
     RHS c_u_disj_ki(3_9_1)_ 258
     RHS c_u_disj_ki(4_5_0)_ 252
     RHS c_u_disj_ki(4_5_1)_ 252
     RHS c_u_disj_ki(4_6_0)_ 252
     RHS c_u_disj_ki(4_6_1)_ 252
     RHS c_u_disj_ki(4_7_0)_ 252
     RHS c_u_disj_ki(4_7_1)_ 252
     RHS c_u_disj_ki(4_8_0)_ 252
     RHS c_u_disj_ki(4_9_0)_ 252
     RHS c_u_disj_ki(4_9_1)_ 252
     RHS c_u_disj_ki(5_6_0)_ 250
     RHS c_u_disj_ki(5_6_1)_ 250
     RHS c_u_disj_ki(5_7_0)_ 250
     RHS c_u_disj_ki(5_7_1)_ 250
     RHS c_u_disj_ki(5_8_0)_ 250
     RHS c_u_disj_ki(5_9_0)_ 250
     RHS c_u_disj_ki(5_9_1)_ 250
     RHS c_u_disj_ki(6_7_0)_ 248
     RHS c_u_disj_ki(6_7_1)_ 248
     RHS c_u_disj_ki(6_8_0)_ 248
     RHS c_u_disj_ki(6_9_0)_ 248
     RHS c_u_disj_ki(6_9_1)_ 248
     RHS c_u_disj_ki(7_8_0)_ 242
     RHS c_u_disj_ki(7_9_0)_ 242
     RHS c_u_disj_ki(7_9_1)_ 242
     RHS c_u_disj_ki(8_9_0)_ 216
BOUNDS
 BV BOUND x(0_0)
 BV BOUND x(0_1)
 BV BOUND x(1_0)
 BV BOUND x(1_1)
 BV BOUND x(2_0)
 BV BOUND x(2_1)
 BV BOUND x(3_0)
 BV BOUND x(3_1)
 BV BOUND x(4_0)
 BV BOUND x(4_1)
 BV BOUND x(5_0)
 BV BOUND x(5_1)
 BV BOUND x(6_0)
 BV BOUND x(6_1)
 BV BOUND x(7_0)
 BV BOUND x(7_1)
 BV BOUND x(8_0)
 BV BOUND x(9_0)
 BV BOUND x(9_1)
 BV BOUND y(0_1)
 BV BOUND y(0_2)
 BV BOUND y(0_3)
 BV BOUND y(0_4)
 BV BOUND y(0_5)
 BV BOUND y(0_6)
 BV BOUND y(0_7)
 BV BOUND y(0_8)
 BV BOUND y(0_9)
 BV BOUND y(1_2)
 BV BOUND y(1_3)
 BV BOUND y(1_4)
 BV BOUND y(1_5)
 BV BOUND y(1_6)
 BV BOUND y(1_7)
 BV BOUND y(1_8)
 BV BOUND y(1_9)
 BV BOUND y(2_3)
 BV BOUND y(2_4)
 BV BOUND y(2_5)
 BV BOUND y(2_6)
 BV BOUND y(2_7)
 BV BOUND y(2_8)
 BV BOUND y(2_9)
 BV BOUND y(3_4)
 BV BOUND y(3_5)
 BV BOUND y(3_6)
 BV BOUND y(3_7)
 BV BOUND y(3_8)
 BV BOUND y(3_9)
 BV BOUND y(4_5)
 BV BOUND y(4_6)
 BV BOUND y(4_7)
 BV BOUND y(4_8)
 BV BOUND y(4_9)
 BV BOUND y(5_6)
 BV BOUND y(5_7)
 BV BOUND y(5_8)
 BV BOUND y(5_9)
 BV BOUND y(6_7)
 BV BOUND y(6_8)
 BV BOUND y(6_9)
 BV BOUND y(7_8)
 BV BOUND y(7_9)
 BV BOUND y(8_9)
 LO BOUND s(0) 0
 UP BOUND s(0) 140
 LO BOUND s(1) 0
 UP BOUND s(1) 140
 LO BOUND s(2) 3
 UP BOUND s(2) 140
 LO BOUND s(3) 11
 UP BOUND s(3) 140
 LO BOUND s(4) 14
 UP BOUND s(4) 140
 LO BOUND s(5) 15
 UP BOUND s(5) 140
 LO BOUND s(6) 16
 UP BOUND s(6) 140
 LO BOUND s(7) 19
 UP BOUND s(7) 140
 LO BOUND s(8) 32
 UP BOUND s(8) 140
 LO BOUND s(9) 36
 UP BOUND s(9) 140
 LO BOUND c(0) 4
 UP BOUND c(0) 140
 LO BOUND c(1) 12
 UP BOUND c(1) 140
 LO BOUND c(2) 7
 UP BOUND c(2) 140
 LO BOUND c(3) 15
 UP BOUND c(3) 140
 LO BOUND c(4) 22
 UP BOUND c(4) 140
 LO BOUND c(5) 25
 UP BOUND c(5) 140
 LO BOUND c(6) 24
 UP BOUND c(6) 140
 LO BOUND c(7) 31
 UP BOUND c(7) 140
 LO BOUND c(8) 34
 UP BOUND c(8) 140
 LO BOUND c(9) 42
 UP BOUND c(9) 140
 LO BOUND T(0) 0
 LO BOUND T(1) 0
 LO BOUND T(2) 0
 LO BOUND T(3) 0
 LO BOUND T(4) 0
 LO BOUND T(5) 0
 LO BOUND T(6) 0
 LO BOUND T(7) 0
 LO BOUND T(8) 0
 LO BOUND T(9) 0
ENDATA
