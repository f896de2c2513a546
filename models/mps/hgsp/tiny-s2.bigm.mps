* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'hgsp-bigm:tiny-s2'
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
 E  c_e_assign(10)_
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
 E  c_e_timing(10)_
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
 L  c_u_tard(10)_
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
 L  c_u_disj_ik(0_6_1)_
 L  c_u_disj_ik(0_7_0)_
 L  c_u_disj_ik(0_7_1)_
 L  c_u_disj_ik(0_8_0)_
 L  c_u_disj_ik(0_8_1)_
 L  c_u_disj_ik(0_9_0)_
 L  c_u_disj_ik(0_9_1)_
 L  c_u_disj_ik(0_10_0)_
 L  c_u_disj_ik(0_10_1)_
 L  c_u_disj_ik(1_2_0)_
 L  c_u_disj_ik(1_3_0)_
 L  c_u_disj_ik(1_4_0)_
 L  c_u_disj_ik(1_5_0)_
 L  c_u_disj_ik(1_6_0)_
 L  c_u_disj_ik(1_7_0)_
 L  c_u_disj_ik(1_8_0)_
 L  c_u_disj_ik(1_9_0)_
 L  c_u_disj_ik(1_10_0)_
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
 L  c_u_disj_ik(2_8_1)_
 L  c_u_disj_ik(2_9_0)_
 L  c_u_disj_ik(2_9_1)_
 L  c_u_disj_ik(2_10_0)_
 L  c_u_disj_ik(2_10_1)_
 L  c_u_disj_ik(3_4_0)_
 L  c_u_disj_ik(3_4_1)_
 L  c_u_disj_ik(3_5_0)_
 L  c_u_disj_ik(3_5_1)_
 L  c_u_disj_ik(3_6_0)_
 L  c_u_disj_ik(3_6_1)_
 L  c_u_disj_ik(3_7_0)_
 L  c_u_disj_ik(3_7_1)_
 L  c_u_disj_ik(3_8_0)_
 L  c_u_disj_ik(3_8_1)_
 L  c_u_disj_ik(3_9_0)_
 L  c_u_disj_ik(3_9_1)_
 L  c_u_disj_ik(3_10_0)_
 L  c_u_disj_ik(3_10_1)_
 L  c_u_disj_ik(4_5_0)_
 L  c_u_disj_ik(4_5_1)_
 L  c_u_disj_ik(4_6_0)_
 L  c_u_disj_ik(4_6_1)_
 L  c_u_disj_ik(4_7_0)_
 L  c_u_disj_ik(4_7_1)_
 L  c_u_disj_ik(4_8_0)_
 L  c_u_disj_ik(4_8_1)_
 L  c_u_disj_ik(4_9_0)_
 L  c_u_disj_ik(4_9_1)_
 L  c_u_disj_ik(4_10_0)_
 L  c_u_disj_ik(4_10_1)_
 L  c_u_disj_ik(5_6_0)_
 L  c_u_disj_ik(5_6_1)_
 L  c_u_disj_ik(5_7_0)_
 L  c_u_disj_ik(5_7_1)_
 L  c_u_disj_ik(5_8_0)_
 L  c_u_disj_ik(5_8_1)_
 L  c_u_disj_ik(5_9_0)_
 L  c_u_disj_ik(5_9_1)_
 L  c_u_disj_ik(5_10_0)_
 L  c_u_disj_ik(5_10_1)_
 L  c_u_disj_ik(6_7_0)_
 L  c_u_disj_ik(6_7_1)_
 L  c_u_disj_ik(6_8_0)_
 L  c_u_disj_ik(6_8_1)_
 L  c_u_disj_ik(6_9_0)_
 L  c_u_disj_ik(6_9_1)_
 L  c_u_disj_ik(6_10_0)_
 L  c_u_disj_ik(6_10_1)_
 L  c_u_disj_ik(7_8_0)_
 L  c_u_disj_ik(7_8_1)_
 L  c_u_disj_ik(7_9_0)_
 L  c_u_disj_ik(7_9_1)_
 L  c_u_disj_ik(7_10_0)_
 L  c_u_disj_ik(7_10_1)_
 L  c_u_disj_ik(8_9_0)_
 L  c_u_disj_ik(8_9_1)_
 L  c_u_disj_ik(8_10_0)_
 L  c_u_disj_ik(8_10_1)_
 L  c_u_disj_ik(9_10_0)_
 L  c_u_disj_ik(9_10_1)_
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
 L  c_u_disj_ki(0_6_1)_
 L  c_u_disj_ki(0_7_0)_
 L  c_u_disj_ki(0_7_1)_
 L  c_u_disj_ki(0_8_0)_
 L  c_u_disj_ki(0_8_1)_
 L  c_u_disj_ki(0_9_0)_
 L  c_u_disj_ki(0_9_1)_
 L  c_u_disj_ki(0_10_0)_
 L  c_u_disj_ki(0_10_1)_
 L  c_u_disj_ki(1_2_0)_
 L  c_u_disj_ki(1_3_0)_
 L  c_u_disj_ki(1_4_0)_
 L  c_u_disj_ki(1_5_0)_
 L  c_u_disj_ki(1_6_0)_
 L  c_u_disj_ki(1_7_0)_
 L  c_u_disj_ki(1_8_0)_
 L  c_u_disj_ki(1_9_0)_
 L  c_u_disj_ki(1_10_0)_
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
 L  c_u_disj_ki(2_8_1)_
 L  c_u_disj_ki(2_9_0)_
 L  c_u_disj_ki(2_9_1)_
 L  c_u_disj_ki(2_10_0)_
 L  c_u_disj_ki(2_10_1)_
 L  c_u_disj_ki(3_4_0)_
 L  c_u_disj_ki(3_4_1)_
 L  c_u_disj_ki(3_5_0)_
 L  c_u_disj_ki(3_5_1)_
 L  c_u_disj_ki(3_6_0)_
 L  c_u_disj_ki(3_6_1)_
 L  c_u_disj_ki(3_7_0)_
 L  c_u_disj_ki(3_7_1)_
 L  c_u_disj_ki(3_8_0)_
 L  c_u_disj_ki(3_8_1)_
 L  c_u_disj_ki(3_9_0)_
 L  c_u_disj_ki(3_9_1)_
 L  c_u_disj_ki(3_10_0)_
 L  c_u_disj_ki(3_10_1)_
 L  c_u_disj_ki(4_5_0)_
 L  c_u_disj_ki(4_5_1)_
 L  c_u_disj_ki(4_6_0)_
 L  c_u_disj_ki(4_6_1)_
 L  c_u_disj_ki(4_7_0)_
 L  c_u_disj_ki(4_7_1)_
 L  c_u_disj_ki(4_8_0)_
 L  c_u_disj_ki(4_8_1)_
 L  c_u_disj_ki(4_9_0)_
 L  c_u_disj_ki(4_9_1)_
 L  c_u_disj_ki(4_10_0)_
 L  c_u_disj_ki(4_10_1)_
 L  c_u_disj_ki(5_6_0)_
 L  c_u_disj_ki(5_6_1)_
 L  c_u_disj_ki(5_7_0)_
 L  c_u_disj_ki(5_7_1)_
 L  c_u_disj_ki(5_8_0)_
 L  c_u_disj_ki(5_8_1)_
 L  c_u_disj_ki(5_9_0)_
 L  c_u_disj_ki(5_9_1)_
 L  c_u_disj_ki(5_10_0)_
 L  c_u_disj_ki(5_10_1)_
 L  c_u_disj_ki(6_7_0)_
 L  c_u_disj_ki(6_7_1)_
 L  c_u_disj_ki(6_8_0)_
 L  c_u_disj_ki(6_8_1)_
 L  c_u_disj_ki(6_9_0)_
 L  c_u_disj_ki(6_9_1)_
 L  c_u_disj_ki(6_10_0)_
 L  c_u_disj_ki(6_10_1)_
 L  c_u_disj_ki(7_8_0)_
 L  c_u_disj_ki(7_8_1)_
 L  c_u_disj_ki(7_9_0)_
 L  c_u_disj_ki(7_9_1)_
 L  c_u_disj_ki(7_10_0)_
 L  c_u_disj_ki(7_10_1)_
 L  c_u_disj_ki(8_9_0)_
 L  c_u_disj_ki(8_9_1)_
 L  c_u_disj_ki(8_10_0)_
 L  c_u_disj_ki(8_10_1)_
 L  c_u_disj_ki(9_10_0)_
 L  c_u_disj_ki(9_10_1)_
COLUMNS
     x(0_0) c_e_assign(0)_ 1
     x(0_0) c_e_timing(0)_ -2
     x(0_0) c_u_disj_ik(0_1_0)_ 155
     x(0_0) c_u_disj_ik(0_2_0)_ 153
     x(0_0) c_u_disj_ik(0_3_0)_ 142
     x(0_0) c_u_disj_ik(0_4_0)_ 135
     x(0_0) c_u_disj_ik(0_5_0)_ 123
     x(0_0) c_u_disj_ik(0_6_0)_ 123
     x(0_0) c_u_disj_ik(0_7_0)_ 122
     x(0_0) c_u_disj_ik(0_8_0)_ 122
     x(0_0) c_u_disj_ik(0_9_0)_ 119
     x(0_0) c_u_disj_ik(0_10_0)_ 112
     x(0_0) c_u_disj_ki(0_1_0)_ 159
     x(0_0) c_u_disj_ki(0_2_0)_ 159
     x(0_0) c_u_disj_ki(0_3_0)_ 159
     x(0_0) c_u_disj_ki(0_4_0)_ 159
     x(0_0) c_u_disj_ki(0_5_0)_ 159
     x(0_0) c_u_disj_ki(0_6_0)_ 159
     x(0_0) c_u_disj_ki(0_7_0)_ 159
     x(0_0) c_u_disj_ki(0_8_0)_ 159
     x(0_0) c_u_disj_ki(0_9_0)_ 159
     x(0_0) c_u_disj_ki(0_10_0)_ 159
     x(0_1) c_e_assign(0)_ 1
     x(0_1) c_e_timing(0)_ -3
     x(0_1) c_u_disj_ik(0_2_1)_ 153
     x(0_1) c_u_disj_ik(0_3_1)_ 142
     x(0_1) c_u_disj_ik(0_4_1)_ 135
     x(0_1) c_u_disj_ik(0_5_1)_ 123
     x(0_1) c_u_disj_ik(0_6_1)_ 123
     x(0_1) c_u_disj_ik(0_7_1)_ 122
     x(0_1) c_u_disj_ik(0_8_1)_ 122
     x(0_1) c_u_disj_ik(0_9_1)_ 119
     x(0_1) c_u_disj_ik(0_10_1)_ 112
     x(0_1) c_u_disj_ki(0_2_1)_ 159
     x(0_1) c_u_disj_ki(0_3_1)_ 159
     x(0_1) c_u_disj_ki(0_4_1)_ 159
     x(0_1) c_u_disj_ki(0_5_1)_ 159
     x(0_1) c_u_disj_ki(0_6_1)_ 159
     x(0_1) c_u_disj_ki(0_7_1)_ 159
     x(0_1) c_u_disj_ki(0_8_1)_ 159
     x(0_1) c_u_disj_ki(0_9_1)_ 159
     x(0_1) c_u_disj_ki(0_10_1)_ 159
     x(1_0) c_e_assign(1)_ 1
     x(1_0) c_e_timing(1)_ -4
     x(1_0) c_u_disj_ik(0_1_0)_ 155
     x(1_0) c_u_disj_ik(1_2_0)_ 153
     x(1_0) c_u_disj_ik(1_3_0)_ 142
     x(1_0) c_u_disj_ik(1_4_0)_ 135
     x(1_0) c_u_disj_ik(1_5_0)_ 123
     x(1_0) c_u_disj_ik(1_6_0)_ 123
     x(1_0) c_u_disj_ik(1_7_0)_ 122
     x(1_0) c_u_disj_ik(1_8_0)_ 122
     x(1_0) c_u_disj_ik(1_9_0)_ 119
     x(1_0) c_u_disj_ik(1_10_0)_ 112
     x(1_0) c_u_disj_ki(0_1_0)_ 159
     x(1_0) c_u_disj_ki(1_2_0)_ 155
     x(1_0) c_u_disj_ki(1_3_0)_ 155
     x(1_0) c_u_disj_ki(1_4_0)_ 155
     x(1_0) c_u_disj_ki(1_5_0)_ 155
     x(1_0) c_u_disj_ki(1_6_0)_ 155
     x(1_0) c_u_disj_ki(1_7_0)_ 155
     x(1_0) c_u_disj_ki(1_8_0)_ 155
     x(1_0) c_u_disj_ki(1_9_0)_ 155
     x(1_0) c_u_disj_ki(1_10_0)_ 155
     x(2_0) c_e_assign(2)_ 1
     x(2_0) c_e_timing(2)_ -6
     x(2_0) c_u_disj_ik(0_2_0)_ 153
     x(2_0) c_u_disj_ik(1_2_0)_ 153
     x(2_0) c_u_disj_ik(2_3_0)_ 142
     x(2_0) c_u_disj_ik(2_4_0)_ 135
     x(2_0) c_u_disj_ik(2_5_0)_ 123
     x(2_0) c_u_disj_ik(2_6_0)_ 123
     x(2_0) c_u_disj_ik(2_7_0)_ 122
     x(2_0) c_u_disj_ik(2_8_0)_ 122
     x(2_0) c_u_disj_ik(2_9_0)_ 119
     x(2_0) c_u_disj_ik(2_10_0)_ 112
     x(2_0) c_u_disj_ki(0_2_0)_ 159
     x(2_0) c_u_disj_ki(1_2_0)_ 155
     x(2_0) c_u_disj_ki(2_3_0)_ 153
     x(2_0) c_u_disj_ki(2_4_0)_ 153
     x(2_0) c_u_disj_ki(2_5_0)_ 153
     x(2_0) c_u_disj_ki(2_6_0)_ 153
     x(2_0) c_u_disj_ki(2_7_0)_ 153
     x(2_0) c_u_disj_ki(2_8_0)_ 153
     x(2_0) c_u_disj_ki(2_9_0)_ 153
     x(2_0) c_u_disj_ki(2_10_0)_ 153
     x(2_1) c_e_assign(2)_ 1
     x(2_1) c_e_timing(2)_ -9
     x(2_1) c_u_disj_ik(0_2_1)_ 153
     x(2_1) c_u_disj_ik(2_3_1)_ 142
     x(2_1) c_u_disj_ik(2_4_1)_ 135
     x(2_1) c_u_disj_ik(2_5_1)_ 123
     x(2_1) c_u_disj_ik(2_6_1)_ 123
     x(2_1) c_u_disj_ik(2_7_1)_ 122
     x(2_1) c_u_disj_ik(2_8_1)_ 122
     x(2_1) c_u_disj_ik(2_9_1)_ 119
     x(2_1) c_u_disj_ik(2_10_1)_ 112
     x(2_1) c_u_disj_ki(0_2_1)_ 159
     x(2_1) c_u_disj_ki(2_3_1)_ 153
     x(2_1) c_u_disj_ki(2_4_1)_ 153
     x(2_1) c_u_disj_ki(2_5_1)_ 153
     x(2_1) c_u_disj_ki(2_6_1)_ 153
     x(2_1) c_u_disj_ki(2_7_1)_ 153
     x(2_1) c_u_disj_ki(2_8_1)_ 153
     x(2_1) c_u_disj_ki(2_9_1)_ 153
     x(2_1) c_u_disj_ki(2_10_1)_ 153
     x(3_0) c_e_assign(3)_ 1
     x(3_0) c_e_timing(3)_ -10
     x(3_0) c_u_disj_ik(0_3_0)_ 142
     x(3_0) c_u_disj_ik(1_3_0)_ 142
     x(3_0) c_u_disj_ik(2_3_0)_ 142
     x(3_0) c_u_disj_ik(3_4_0)_ 135
     x(3_0) c_u_disj_ik(3_5_0)_ 123
     x(3_0) c_u_disj_ik(3_6_0)_ 123
     x(3_0) c_u_disj_ik(3_7_0)_ 122
     x(3_0) c_u_disj_ik(3_8_0)_ 122
     x(3_0) c_u_disj_ik(3_9_0)_ 119
     x(3_0) c_u_disj_ik(3_10_0)_ 112
     x(3_0) c_u_disj_ki(0_3_0)_ 159
     x(3_0) c_u_disj_ki(1_3_0)_ 155
     x(3_0) c_u_disj_ki(2_3_0)_ 153
     x(3_0) c_u_disj_ki(3_4_0)_ 142
     x(3_0) c_u_disj_ki(3_5_0)_ 142
     x(3_0) c_u_disj_ki(3_6_0)_ 142
     x(3_0) c_u_disj_ki(3_7_0)_ 142
     x(3_0) c_u_disj_ki(3_8_0)_ 142
     x(3_0) c_u_disj_ki(3_9_0)_ 142
     x(3_0) c_u_disj_ki(3_10_0)_ 142
     x(3_1) c_e_assign(3)_ 1
     x(3_1) c_e_timing(3)_ -15
     x(3_1) c_u_disj_ik(0_3_1)_ 142
     x(3_1) c_u_disj_ik(2_3_1)_ 142
     x(3_1) c_u_disj_ik(3_4_1)_ 135
     x(3_1) c_u_disj_ik(3_5_1)_ 123
     x(3_1) c_u_disj_ik(3_6_1)_ 123
     x(3_1) c_u_disj_ik(3_7_1)_ 122
     x(3_1) c_u_disj_ik(3_8_1)_ 122
     x(3_1) c_u_disj_ik(3_9_1)_ 119
     x(3_1) c_u_disj_ik(3_10_1)_ 112
     x(3_1) c_u_disj_ki(0_3_1)_ 159
     x(3_1) c_u_disj_ki(2_3_1)_ 153
     x(3_1) c_u_disj_ki(3_4_1)_ 142
     x(3_1) c_u_disj_ki(3_5_1)_ 142
     x(3_1) c_u_disj_ki(3_6_1)_ 142
     x(3_1) c_u_disj_ki(3_7_1)_ 142
     x(3_1) c_u_disj_ki(3_8_1)_ 142
     x(3_1) c_u_disj_ki(3_9_1)_ 142
     x(3_1) c_u_disj_ki(3_10_1)_ 142
     x(4_0) c_e_assign(4)_ 1
     x(4_0) c_e_timing(4)_ -6
     x(4_0) c_u_disj_ik(0_4_0)_ 135
     x(4_0) c_u_disj_ik(1_4_0)_ 135
     x(4_0) c_u_disj_ik(2_4_0)_ 135
     x(4_0) c_u_disj_ik(3_4_0)_ 135
     x(4_0) c_u_disj_ik(4_5_0)_ 123
     x(4_0) c_u_disj_ik(4_6_0)_ 123
     x(4_0) c_u_disj_ik(4_7_0)_ 122
     x(4_0) c_u_disj_ik(4_8_0)_ 122
     x(4_0) c_u_disj_ik(4_9_0)_ 119
     x(4_0) c_u_disj_ik(4_10_0)_ 112
     x(4_0) c_u_disj_ki(0_4_0)_ 159
     x(4_0) c_u_disj_ki(1_4_0)_ 155
     x(4_0) c_u_disj_ki(2_4_0)_ 153
     x(4_0) c_u_disj_ki(3_4_0)_ 142
     x(4_0) c_u_disj_ki(4_5_0)_ 135
     x(4_0) c_u_disj_ki(4_6_0)_ 135
     x(4_0) c_u_disj_ki(4_7_0)_ 135
     x(4_0) c_u_disj_ki(4_8_0)_ 135
     x(4_0) c_u_disj_ki(4_9_0)_ 135
     x(4_0) c_u_disj_ki(4_10_0)_ 135
     x(4_1) c_e_assign(4)_ 1
     x(4_1) c_e_timing(4)_ -9
     x(4_1) c_u_disj_ik(0_4_1)_ 135
     x(4_1) c_u_disj_ik(2_4_1)_ 135
     x(4_1) c_u_disj_ik(3_4_1)_ 135
     x(4_1) c_u_disj_ik(4_5_1)_ 123
     x(4_1) c_u_disj_ik(4_6_1)_ 123
     x(4_1) c_u_disj_ik(4_7_1)_ 122
     x(4_1) c_u_disj_ik(4_8_1)_ 122
     x(4_1) c_u_disj_ik(4_9_1)_ 119
     x(4_1) c_u_disj_ik(4_10_1)_ 112
     x(4_1) c_u_disj_ki(0_4_1)_ 159
     x(4_1) c_u_disj_ki(2_4_1)_ 153
     x(4_1) c_u_disj_ki(3_4_1)_ 142
     x(4_1) c_u_disj_ki(4_5_1)_ 135
     x(4_1) c_u_disj_ki(4_6_1)_ 135
     x(4_1) c_u_disj_ki(4_7_1)_ 135
     x(4_1) c_u_disj_ki(4_8_1)_ 135
     x(4_1) c_u_disj_ki(4_9_1)_ 135
     x(4_1) c_u_disj_ki(4_10_1)_ 135
     x(5_0) c_e_assign(5)_ 1
     x(5_0) c_e_timing(5)_ -2
     x(5_0) c_u_disj_ik(0_5_0)_ 123
     x(5_0) c_u_disj_ik(1_5_0)_ 123
     x(5_0) c_u_disj_ik(2_5_0)_ 123
     x(5_0) c_u_disj_ik(3_5_0)_ 123
     x(5_0) c_u_disj_ik(4_5_0)_ 123
     x(5_0) c_u_disj_ik(5_6_0)_ 123
     x(5_0) c_u_disj_ik(5_7_0)_ 122
     x(5_0) c_u_disj_ik(5_8_0)_ 122
     x(5_0) c_u_disj_ik(5_9_0)_ 119
     x(5_0) c_u_disj_ik(5_10_0)_ 112
     x(5_0) c_u_disj_ki(0_5_0)_ 159
     x(5_0) c_u_disj_ki(1_5_0)_ 155
     x(5_0) c_u_disj_ki(2_5_0)_ 153
     x(5_0) c_u_disj_ki(3_5_0)_ 142
     x(5_0) c_u_disj_ki(4_5_0)_ 135
     x(5_0) c_u_disj_ki(5_6_0)_ 123
     x(5_0) c_u_disj_ki(5_7_0)_ 123
     x(5_0) c_u_disj_ki(5_8_0)_ 123
     x(5_0) c_u_disj_ki(5_9_0)_ 123
     x(5_0) c_u_disj_ki(5_10_0)_ 123
     x(5_1) c_e_assign(5)_ 1
     x(5_1) c_e_timing(5)_ -3
     x(5_1) c_u_disj_ik(0_5_1)_ 123
     x(5_1) c_u_disj_ik(2_5_1)_ 123
     x(5_1) c_u_disj_ik(3_5_1)_ 123
     x(5_1) c_u_disj_ik(4_5_1)_ 123
     x(5_1) c_u_disj_ik(5_6_1)_ 123
     x(5_1) c_u_disj_ik(5_7_1)_ 122
     x(5_1) c_u_disj_ik(5_8_1)_ 122
     x(5_1) c_u_disj_ik(5_9_1)_ 119
     x(5_1) c_u_disj_ik(5_10_1)_ 112
     x(5_1) c_u_disj_ki(0_5_1)_ 159
     x(5_1) c_u_disj_ki(2_5_1)_ 153
     x(5_1) c_u_disj_ki(3_5_1)_ 142
     x(5_1) c_u_disj_ki(4_5_1)_ 135
     x(5_1) c_u_disj_ki(5_6_1)_ 123
     x(5_1) c_u_disj_ki(5_7_1)_ 123
     x(5_1) c_u_disj_ki(5_8_1)_ 123
     x(5_1) c_u_disj_ki(5_9_1)_ 123
     x(5_1) c_u_disj_ki(5_10_1)_ 123
     x(6_0) c_e_assign(6)_ 1
     x(6_0) c_e_timing(6)_ -6
     x(6_0) c_u_disj_ik(0_6_0)_ 123
     x(6_0) c_u_disj_ik(1_6_0)_ 123
     x(6_0) c_u_disj_ik(2_6_0)_ 123
     x(6_0) c_u_disj_ik(3_6_0)_ 123
     x(6_0) c_u_disj_ik(4_6_0)_ 123
     x(6_0) c_u_disj_ik(5_6_0)_ 123
     x(6_0) c_u_disj_ik(6_7_0)_ 122
     x(6_0) c_u_disj_ik(6_8_0)_ 122
     x(6_0) c_u_disj_ik(6_9_0)_ 119
     x(6_0) c_u_disj_ik(6_10_0)_ 112
     x(6_0) c_u_disj_ki(0_6_0)_ 159
     x(6_0) c_u_disj_ki(1_6_0)_ 155
     x(6_0) c_u_disj_ki(2_6_0)_ 153
     x(6_0) c_u_disj_ki(3_6_0)_ 142
     x(6_0) c_u_disj_ki(4_6_0)_ 135
     x(6_0) c_u_disj_ki(5_6_0)_ 123
     x(6_0) c_u_disj_ki(6_7_0)_ 123
     x(6_0) c_u_disj_ki(6_8_0)_ 123
     x(6_0) c_u_disj_ki(6_9_0)_ 123
     x(6_0) c_u_disj_ki(6_10_0)_ 123
     x(6_1) c_e_assign(6)_ 1
     x(6_1) c_e_timing(6)_ -9
     x(6_1) c_u_disj_ik(0_6_1)_ 123
     x(6_1) c_u_disj_ik(2_6_1)_ 123
     x(6_1) c_u_disj_ik(3_6_1)_ 123
     x(6_1) c_u_disj_ik(4_6_1)_ 123
     x(6_1) c_u_disj_ik(5_6_1)_ 123
     x(6_1) c_u_disj_ik(6_7_1)_ 122
     x(6_1) c_u_disj_ik(6_8_1)_ 122
     x(6_1) c_u_disj_ik(6_9_1)_ 119
     x(6_1) c_u_disj_ik(6_10_1)_ 112
     x(6_1) c_u_disj_ki(0_6_1)_ 159
     x(6_1) c_u_disj_ki(2_6_1)_ 153
     x(6_1) c_u_disj_ki(3_6_1)_ 142
     x(6_1) c_u_disj_ki(4_6_1)_ 135
     x(6_1) c_u_disj_ki(5_6_1)_ 123
     x(6_1) c_u_disj_ki(6_7_1)_ 123
     x(6_1) c_u_disj_ki(6_8_1)_ 123
     x(6_1) c_u_disj_ki(6_9_1)_ 123
     x(6_1) c_u_disj_ki(6_10_1)_ 123
     x(7_0) c_e_assign(7)_ 1
     x(7_0) c_e_timing(7)_ -8
     x(7_0) c_u_disj_ik(0_7_0)_ 122
     x(7_0) c_u_disj_ik(1_7_0)_ 122
     x(7_0) c_u_disj_ik(2_7_0)_ 122
     x(7_0) c_u_disj_ik(3_7_0)_ 122
     x(7_0) c_u_disj_ik(4_7_0)_ 122
     x(7_0) c_u_disj_ik(5_7_0)_ 122
     x(7_0) c_u_disj_ik(6_7_0)_ 122
     x(7_0) c_u_disj_ik(7_8_0)_ 122
     x(7_0) c_u_disj_ik(7_9_0)_ 119
     x(7_0) c_u_disj_ik(7_10_0)_ 112
     x(7_0) c_u_disj_ki(0_7_0)_ 159
     x(7_0) c_u_disj_ki(1_7_0)_ 155
     x(7_0) c_u_disj_ki(2_7_0)_ 153
     x(7_0) c_u_disj_ki(3_7_0)_ 142
     x(7_0) c_u_disj_ki(4_7_0)_ 135
     x(7_0) c_u_disj_ki(5_7_0)_ 123
     x(7_0) c_u_disj_ki(6_7_0)_ 123
     x(7_0) c_u_disj_ki(7_8_0)_ 122
     x(7_0) c_u_disj_ki(7_9_0)_ 122
     x(7_0) c_u_disj_ki(7_10_0)_ 122
     x(7_1) c_e_assign(7)_ 1
     x(7_1) c_e_timing(7)_ -12
     x(7_1) c_u_disj_ik(0_7_1)_ 122
     x(7_1) c_u_disj_ik(2_7_1)_ 122
     x(7_1) c_u_disj_ik(3_7_1)_ 122
     x(7_1) c_u_disj_ik(4_7_1)_ 122
     x(7_1) c_u_disj_ik(5_7_1)_ 122
     x(7_1) c_u_disj_ik(6_7_1)_ 122
     x(7_1) c_u_disj_ik(7_8_1)_ 122
     x(7_1) c_u_disj_ik(7_9_1)_ 119
     x(7_1) c_u_disj_ik(7_10_1)_ 112
     x(7_1) c_u_disj_ki(0_7_1)_ 159
     x(7_1) c_u_disj_ki(2_7_1)_ 153
     x(7_1) c_u_disj_ki(3_7_1)_ 142
     x(7_1) c_u_disj_ki(4_7_1)_ 135
     x(7_1) c_u_disj_ki(5_7_1)_ 123
     x(7_1) c_u_disj_ki(6_7_1)_ 123
     x(7_1) c_u_disj_ki(7_8_1)_ 122
     x(7_1) c_u_disj_ki(7_9_1)_ 122
     x(7_1) c_u_disj_ki(7_10_1)_ 122
     x(8_0) c_e_assign(8)_ 1
     x(8_0) c_e_timing(8)_ -10
     x(8_0) c_u_disj_ik(0_8_0)_ 122
     x(8_0) c_u_disj_ik(1_8_0)_ 122
     x(8_0) c_u_disj_ik(2_8_0)_ 122
     x(8_0) c_u_disj_ik(3_8_0)_ 122
     x(8_0) c_u_disj_ik(4_8_0)_ 122
     x(8_0) c_u_disj_ik(5_8_0)_ 122
     x(8_0) c_u_disj_ik(6_8_0)_ 122
     x(8_0) c_u_disj_ik(7_8_0)_ 122
     x(8_0) c_u_disj_ik(8_9_0)_ 119
     x(8_0) c_u_disj_ik(8_10_0)_ 112
     x(8_0) c_u_disj_ki(0_8_0)_ 159
     x(8_0) c_u_disj_ki(1_8_0)_ 155
     x(8_0) c_u_disj_ki(2_8_0)_ 153
     x(8_0) c_u_disj_ki(3_8_0)_ 142
     x(8_0) c_u_disj_ki(4_8_0)_ 135
     x(8_0) c_u_disj_ki(5_8_0)_ 123
     x(8_0) c_u_disj_ki(6_8_0)_ 123
     x(8_0) c_u_disj_ki(7_8_0)_ 122
     x(8_0) c_u_disj_ki(8_9_0)_ 122
     x(8_0) c_u_disj_ki(8_10_0)_ 122
     x(8_1) c_e_assign(8)_ 1
     x(8_1) c_e_timing(8)_ -15
     x(8_1) c_u_disj_ik(0_8_1)_ 122
     x(8_1) c_u_disj_ik(2_8_1)_ 122
     x(8_1) c_u_disj_ik(3_8_1)_ 122
     x(8_1) c_u_disj_ik(4_8_1)_ 122
     x(8_1) c_u_disj_ik(5_8_1)_ 122
     x(8_1) c_u_disj_ik(6_8_1)_ 122
     x(8_1) c_u_disj_ik(7_8_1)_ 122
     x(8_1) c_u_disj_ik(8_9_1)_ 119
     x(8_1) c_u_disj_ik(8_10_1)_ 112
     x(8_1) c_u_disj_ki(0_8_1)_ 159
     x(8_1) c_u_disj_ki(2_8_1)_ 153
     x(8_1) c_u_disj_ki(3_8_1)_ 142
     x(8_1) c_u_disj_ki(4_8_1)_ 135
     x(8_1) c_u_disj_ki(5_8_1)_ 123
     x(8_1) c_u_disj_ki(6_8_1)_ 123
     x(8_1) c_u_disj_ki(7_8_1)_ 122
     x(8_1) c_u_disj_ki(8_9_1)_ 122
     x(8_1) c_u_disj_ki(8_10_1)_ 122
     x(9_0) c_e_assign(9)_ 1
     x(9_0) c_e_timing(9)_ -10
     x(9_0) c_u_disj_ik(0_9_0)_ 119
     x(9_0) c_u_disj_ik(1_9_0)_ 119
     x(9_0) c_u_disj_ik(2_9_0)_ 119
     x(9_0) c_u_disj_ik(3_9_0)_ 119
     x(9_0) c_u_disj_ik(4_9_0)_ 119
     x(9_0) c_u_disj_ik(5_9_0)_ 119
     x(9_0) c_u_disj_ik(6_9_0)_ 119
     x(9_0) c_u_disj_ik(7_9_0)_ 119
     x(9_0) c_u_disj_ik(8_9_0)_ 119
     x(9_0) c_u_disj_ik(9_10_0)_ 112
     x(9_0) c_u_disj_ki(0_9_0)_ 159
     x(9_0) c_u_disj_ki(1_9_0)_ 155
     x(9_0) c_u_disj_ki(2_9_0)_ 153
     x(9_0) c_u_disj_ki(3_9_0)_ 142
     x(9_0) c_u_disj_ki(4_9_0)_ 135
     x(9_0) c_u_disj_ki(5_9_0)_ 123
     x(9_0) c_u_disj_ki(6_9_0)_ 123
     x(9_0) c_u_disj_ki(7_9_0)_ 122
     x(9_0) c_u_disj_ki(8_9_0)_ 122
     x(9_0) c_u_disj_ki(9_10_0)_ 119
     x(9_1) c_e_assign(9)_ 1
     x(9_1) c_e_timing(9)_ -15
     x(9_1) c_u_disj_ik(0_9_1)_ 119
     x(9_1) c_u_disj_ik(2_9_1)_ 119
     x(9_1) c_u_disj_ik(3_9_1)_ 119
     x(9_1) c_u_disj_ik(4_9_1)_ 119
     x(9_1) c_u_disj_ik(5_9_1)_ 119
     x(9_1) c_u_disj_ik(6_9_1)_ 119
     x(9_1) c_u_disj_ik(7_9_1)_ 119
     x(9_1) c_u_disj_ik(8_9_1)_ 119
     x(9_1) c_u_disj_ik(9_10_1)_ 112
     x(9_1) c_u_disj_ki(0_9_1)_ 159
     x(9_1) c_u_disj_ki(2_9_1)_ 153
     x(9_1) c_u_disj_ki(3_9_1)_ 142
     x(9_1) c_u_disj_ki(4_9_1)_ 135
     x(9_1) c_u_disj_ki(5_9_1)_ 123
     x(9_1) c_u_disj_ki(6_9_1)_ 123
     x(9_1) c_u_disj_ki(7_9_1)_ 122
     x(9_1) c_u_disj_ki(8_9_1)_ 122
     x(9_1) c_u_disj_ki(9_10_1)_ 119
     x(10_0) c_e_assign(10)_ 1
     x(10_0) c_e_timing(10)_ -12
     x(10_0) c_u_disj_ik(0_10_0)_ 112
     x(10_0) c_u_disj_ik(1_10_0)_ 112
     x(10_0) c_u_disj_ik(2_10_0)_ 112
     x(10_0) c_u_disj_ik(3_10_0)_ 112
     x(10_0) c_u_disj_ik(4_10_0)_ 112
     x(10_0) c_u_disj_ik(5_10_0)_ 112
     x(10_0) c_u_disj_ik(6_10_0)_ 112
     x(10_0) c_u_disj_ik(7_10_0)_ 112
     x(10_0) c_u_disj_ik(8_10_0)_ 112
     x(10_0) c_u_disj_ik(9_10_0)_ 112
     x(10_0) c_u_disj_ki(0_10_0)_ 159
     x(10_0) c_u_disj_ki(1_10_0)_ 155
     x(10_0) c_u_disj_ki(2_10_0)_ 153
     x(10_0) c_u_disj_ki(3_10_0)_ 142
     x(10_0) c_u_disj_ki(4_10_0)_ 135
     x(10_0) c_u_disj_ki(5_10_0)_ 123
     x(10_0) c_u_disj_ki(6_10_0)_ 123
     x(10_0) c_u_disj_ki(7_10_0)_ 122
     x(10_0) c_u_disj_ki(8_10_0)_ 122
     x(10_0) c_u_disj_ki(9_10_0)_ 119
     x(10_1) c_e_assign(10)_ 1
     x(10_1) c_e_timing(10)_ -18
     x(10_1) c_u_disj_ik(0_10_1)_ 112
     x(10_1) c_u_disj_ik(2_10_1)_ 112
     x(10_1) c_u_disj_ik(3_10_1)_ 112
     x(10_1) c_u_disj_ik(4_10_1)_ 112
     x(10_1) c_u_disj_ik(5_10_1)_ 112
     x(10_1) c_u_disj_ik(6_10_1)_ 112
     x(10_1) c_u_disj_ik(7_10_1)_ 112
     x(10_1) c_u_disj_ik(8_10_1)_ 112
     x(10_1) c_u_disj_ik(9_10_1)_ 112
     x(10_1) c_u_disj_ki(0_10_1)_ 159
     x(10_1) c_u_disj_ki(2_10_1)_ 153
     x(10_1) c_u_disj_ki(3_10_1)_ 142
     x(10_1) c_u_disj_ki(4_10_1)_ 135
     x(10_1) c_u_disj_ki(5_10_1)_ 123
     x(10_1) c_u_disj_ki(6_10_1)_ 123
     x(10_1) c_u_disj_ki(7_10_1)_ 122
     x(10_1) c_u_disj_ki(8_10_1)_ 122
     x(10_1) c_u_disj_ki(9_10_1)_ 119
     y(0_1) c_u_disj_ik(0_1_0)_ 155
     y(0_1) c_u_disj_ki(0_1_0)_ -159
     y(0_2) c_u_disj_ik(0_2_0)_ 153
     y(0_2) c_u_disj_ik(0_2_1)_ 153
     y(0_2) c_u_disj_ki(0_2_0)_ -159
     y(0_2) c_u_disj_ki(0_2_1)_ -159
     y(0_3) c_u_disj_ik(0_3_0)_ 142
     y(0_3) c_u_disj_ik(0_3_1)_ 142
     y(0_3) c_u_disj_ki(0_3_0)_ -159
     y(0_3) c_u_disj_ki(0_3_1)_ -159
     y(0_4) c_u_disj_ik(0_4_0)_ 135
     y(0_4) c_u_disj_ik(0_4_1)_ 135
     y(0_4) c_u_disj_ki(0_4_0)_ -159
     y(0_4) c_u_disj_ki(0_4_1)_ -159
     y(0_5) c_u_disj_ik(0_5_0)_ 123
     y(0_5) c_u_disj_ik(0_5_1)_ 123
     y(0_5) c_u_disj_ki(0_5_0)_ -159
     y(0_5) c_u_disj_ki(0_5_1)_ -159
     y(0_6) c_u_disj_ik(0_6_0)_ 123
     y(0_6) c_u_disj_ik(0_6_1)_ 123
     y(0_6) c_u_disj_ki(0_6_0)_ -159
     y(0_6) c_u_disj_ki(0_6_1)_ -159
     y(0_7) c_u_disj_ik(0_7_0)_ 122
     y(0_7) c_u_disj_ik(0_7_1)_ 122
     y(0_7) c_u_disj_ki(0_7_0)_ -159
     y(0_7) c_u_disj_ki(0_7_1)_ -159
     y(0_8) c_u_disj_ik(0_8_0)_ 122
     y(0_8) c_u_disj_ik(0_8_1)_ 122
     y(0_8) c_u_disj_ki(0_8_0)_ -159
     y(0_8) c_u_disj_ki(0_8_1)_ -159
     y(0_9) c_u_disj_ik(0_9_0)_ 119
     y(0_9) c_u_disj_ik(0_9_1)_ 119
     y(0_9) c_u_disj_ki(0_9_0)_ -159
     y(0_9) c_u_disj_ki(0_9_1)_ -159
     y(0_10) c_u_disj_ik(0_10_0)_ 112
     y(0_10) c_u_disj_ik(0_10_1)_ 112
     y(0_10) c_u_disj_ki(0_10_0)_ -159
     y(0_10) c_u_disj_ki(0_10_1)_ -159
     y(1_2) c_u_disj_ik(1_2_0)_ 153
     y(1_2) c_u_disj_ki(1_2_0)_ -155
     y(1_3) c_u_disj_ik(1_3_0)_ 142
     y(1_3) c_u_disj_ki(1_3_0)_ -155
     y(1_4) c_u_disj_ik(1_4_0)_ 135
     y(1_4) c_u_disj_ki(1_4_0)_ -155
     y(1_5) c_u_disj_ik(1_5_0)_ 123
     y(1_5) c_u_disj_ki(1_5_0)_ -155
     y(1_6) c_u_disj_ik(1_6_0)_ 123
     y(1_6) c_u_disj_ki(1_6_0)_ -155
     y(1_7) c_u_disj_ik(1_7_0)_ 122
     y(1_7) c_u_disj_ki(1_7_0)_ -155
     y(1_8) c_u_disj_ik(1_8_0)_ 122
     y(1_8) c_u_disj_ki(1_8_0)_ -155
     y(1_9) c_u_disj_ik(1_9_0)_ 119
     y(1_9) c_u_disj_ki(1_9_0)_ -155
     y(1_10) c_u_disj_ik(1_10_0)_ 112
     y(1_10) c_u_disj_ki(1_10_0)_ -155
     y(2_3) c_u_disj_ik(2_3_0)_ 142
     y(2_3) c_u_disj_ik(2_3_1)_ 142
     y(2_3) c_u_disj_ki(2_3_0)_ -153
     y(2_3) c_u_disj_ki(2_3_1)_ -153
     y(2_4) c_u_disj_ik(2_4_0)_ 135
     y(2_4) c_u_disj_ik(2_4_1)_ 135
     y(2_4) c_u_disj_ki(2_4_0)_ -153
     y(2_4) c_u_disj_ki(2_4_1)_ -153
     y(2_5) c_u_disj_ik(2_5_0)_ 123
     y(2_5) c_u_disj_ik(2_5_1)_ 123
     y(2_5) c_u_disj_ki(2_5_0)_ -153
     y(2_5) c_u_disj_ki(2_5_1)_ -153
     y(2_6) c_u_disj_ik(2_6_0)_ 123
     y(2_6) c_u_disj_ik(2_6_1)_ 123
     y(2_6) c_u_disj_ki(2_6_0)_ -153
     y(2_6) c_u_disj_ki(2_6_1)_ -153
     y(2_7) c_u_disj_ik(2_7_0)_ 122
     y(2_7) c_u_disj_ik(2_7_1)_ 122
     y(2_7) c_u_disj_ki(2_7_0)_ -153
     y(2_7) c_u_disj_ki(2_7_1)_ -153
     y(2_8) c_u_disj_ik(2_8_0)_ 122
     y(2_8) c_u_disj_ik(2_8_1)_ 122
     y(2_8) c_u_disj_ki(2_8_0)_ -153
     y(2_8) c_u_disj_ki(2_8_1)_ -153
     y(2_9) c_u_disj_ik(2_9_0)_ 119
     y(2_9) c_u_disj_ik(2_9_1)_ 119
     y(2_9) c_u_disj_ki(2_9_0)_ -153
     y(2_9) c_u_disj_ki(2_9_1)_ -153
     y(2_10) c_u_disj_ik(2_10_0)_ 112
     y(2_10) c_u_disj_ik(2_10_1)_ 112
     y(2_10) c_u_disj_ki(2_10_0)_ -153
     y(2_10) c_u_disj_ki(2_10_1)_ -153
     y(3_4) c_u_disj_ik(3_4_0)_ 135
     y(3_4) c_u_disj_ik(3_4_1)_ 135
     y(3_4) c_u_disj_ki(3_4_0)_ -142
     y(3_4) c_u_disj_ki(3_4_1)_ -142
     y(3_5) c_u_disj_ik(3_5_0)_ 123
     y(3_5) c_u_disj_ik(3_5_1)_ 123
     y(3_5) c_u_disj_ki(3_5_0)_ -142
     y(3_5) c_u_disj_ki(3_5_1)_ -142
     y(3_6) c_u_disj_ik(3_6_0)_ 123
     y(3_6) c_u_disj_ik(3_6_1)_ 123
     y(3_6) c_u_disj_ki(3_6_0)_ -142
     y(3_6) c_u_disj_ki(3_6_1)_ -142
     y(3_7) c_u_disj_ik(3_7_0)_ 122
     y(3_7) c_u_disj_ik(3_7_1)_ 122
     y(3_7) c_u_disj_ki(3_7_0)_ -142
     y(3_7) c_u_disj_ki(3_7_1)_ -142
     y(3_8) c_u_disj_ik(3_8_0)_ 122
     y(3_8) c_u_disj_ik(3_8_1)_ 122
     y(3_8) c_u_disj_ki(3_8_0)_ -142
     y(3_8) c_u_disj_ki(3_8_1)_ -142
     y(3_9) c_u_disj_ik(3_9_0)_ 119
     y(3_9) c_u_disj_ik(3_9_1)_ 119
     y(3_9) c_u_disj_ki(3_9_0)_ -142
     y(3_9) c_u_disj_ki(3_9_1)_ -142
     y(3_10) c_u_disj_ik(3_10_0)_ 112
     y(3_10) c_u_disj_ik(3_10_1)_ 112
     y(3_10) c_u_disj_ki(3_10_0)_ -142
     y(3_10) c_u_disj_ki(3_10_1)_ -142
     y(4_5) c_u_disj_ik(4_5_0)_ 123
     y(4_5) c_u_disj_ik(4_5_1)_ 123
     y(4_5) c_u_disj_ki(4_5_0)_ -135
     y(4_5) c_u_disj_ki(4_5_1)_ -135
     y(4_6) c_u_disj_ik(4_6_0)_ 123
     y(4_6) c_u_disj_ik(4_6_1)_ 123
     y(4_6) c_u_disj_ki(4_6_0)_ -135
     y(4_6) c_u_disj_ki(4_6_1)_ -135
     y(4_7) c_u_disj_ik(4_7_0)_ 122
     y(4_7) c_u_disj_ik(4_7_1)_ 122
     y(4_7) c_u_disj_ki(4_7_0)_ -135
     y(4_7) c_u_disj_ki(4_7_1)_ -135
     y(4_8) c_u_disj_ik(4_8_0)_ 122
     y(4_8) c_u_disj_ik(4_8_1)_ 122
     y(4_8) c_u_disj_ki(4_8_0)_ -135
     y(4_8) c_u_disj_ki(4_8_1)_ -135
     y(4_9) c_u_disj_ik(4_9_0)_ 119
     y(4_9) c_u_disj_ik(4_9_1)_ 119
     y(4_9) c_u_disj_ki(4_9_0)_ -135
     y(4_9) c_u_disj_ki(4_9_1)_ -135
     y(4_10) c_u_disj_ik(4_10_0)_ 112
     y(4_10) c_u_disj_ik(4_10_1)_ 112
     y(4_10) c_u_disj_ki(4_10_0)_ -135
     y(4_10) c_u_disj_ki(4_10_1)_ -135
     y(5_6) c_u_disj_ik(5_6_0)_ 123
     y(5_6) c_u_disj_ik(5_6_1)_ 123
     y(5_6) c_u_disj_ki(5_6_0)_ -123
     y(5_6) c_u_disj_ki(5_6_1)_ -123
     y(5_7) c_u_disj_ik(5_7_0)_ 122
     y(5_7) c_u_disj_ik(5_7_1)_ 122
     y(5_7) c_u_disj_ki(5_7_0)_ -123
     y(5_7) c_u_disj_ki(5_7_1)_ -123
     y(5_8) c_u_disj_ik(5_8_0)_ 122
     y(5_8) c_u_disj_ik(5_8_1)_ 122
     y(5_8) c_u_disj_ki(5_8_0)_ -123
     y(5_8) c_u_disj_ki(5_8_1)_ -123
     y(5_9) c_u_disj_ik(5_9_0)_ 119
     y(5_9) c_u_disj_ik(5_9_1)_ 119
     y(5_9) c_u_disj_ki(5_9_0)_ -123
     y(5_9) c_u_disj_ki(5_9_1)_ -123
     y(5_10) c_u_disj_ik(5_10_0)_ 112
     y(5_10) c_u_disj_ik(5_10_1)_ 112
     y(5_10) c_u_disj_ki(5_10_0)_ -123
     y(5_10) c_u_disj_ki(5_10_1)_ -123
     y(6_7) c_u_disj_ik(6_7_0)_ 122
     y(6_7) c_u_disj_ik(6_7_1)_ 122
     y(6_7) c_u_disj_ki(6_7_0)_ -123
     y(6_7) c_u_disj_ki(6_7_1)_ -123
     y(6_8) c_u_disj_ik(6_8_0)_ 122
     y(6_8) c_u_disj_ik(6_8_1)_ 122
     y(6_8) c_u_disj_ki(6_8_0)_ -123
     y(6_8) c_u_disj_ki(6_8_1)_ -123
     y(6_9) c_u_disj_ik(6_9_0)_ 119
     y(6_9) c_u_disj_ik(6_9_1)_ 119
     y(6_9) c_u_disj_ki(6_9_0)_ -123
     y(6_9) c_u_disj_ki(6_9_1)_ -123
     y(6_10) c_u_disj_ik(6_10_0)_ 112
     y(6_10) c_u_disj_ik(6_10_1)_ 112
     y(6_10) c_u_disj_ki(6_10_0)_ -123
     y(6_10) c_u_disj_ki(6_10_1)_ -123
     y(7_8) c_u_disj_ik(7_8_0)_ 122
     y(7_8) c_u_disj_ik(7_8_1)_ 122
     y(7_8) c_u_disj_ki(7_8_0)_ -122
     y(7_8) c_u_disj_ki(7_8_1)_ -122
     y(7_9) c_u_disj_ik(7_9_0)_ 119
     y(7_9) c_u_disj_ik(7_9_1)_ 119
     y(7_9) c_u_disj_ki(7_9_0)_ -122
     y(7_9) c_u_disj_ki(7_9_1)_ -122
     y(7_10) c_u_disj_ik(7_10_0)_ 112
     y(7_10) c_u_disj_ik(7_10_1)_ 112
     y(7_10) c_u_disj_ki(7_10_0)_ -122
     y(7_10) c_u_disj_ki(7_10_1)_ -122
     y(8_9) c_u_disj_ik(8_9_0)_ 119
     y(8_9) c_u_disj_ik(8_9_1)_ 119
     y(8_9) c_u_disj_ki(8_9_0)_ -122
     y(8_9) c_u_disj_ki(8_9_1)_ -122
     y(8_10) c_u_disj_ik(8_10_0)_ 112
     y(8_10) c_u_disj_ik(8_10_1)_ 112
     y(8_10) c_u_disj_ki(8_10_0)_ -122
     y(8_10) c_u_disj_ki(8_10_1)_ -122
     y(9_10) c_u_disj_ik(9_10_0)_ 112
     y(9_10) c_u_disj_ik(9_10_1)_ 112
     y(9_10) c_u_disj_ki(9_10_0)_ -119
     y(9_10) c_u_disj_ki(9_10_1)_ -119
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
     s(0) c_u_disj_ki(0_6_1)_ -1
     s(0) c_u_disj_ki(0_7_0)_ -1
     s(0) c_u_disj_ki(0_7_1)_ -1
     s(0) c_u_disj_ki(0_8_0)_ -1
     s(0) c_u_disj_ki(0_8_1)_ -1
     s(0) c_u_disj_ki(0_9_0)_ -1
     s(0) c_u_disj_ki(0_9_1)_ -1
     s(0) c_u_disj_ki(0_10_0)_ -1
     s(0) c_u_disj_ki(0_10_1)_ -1
     s(1) c_e_timing(1)_ -1
     s(1) c_u_disj_ik(0_1_0)_ -1
     s(1) c_u_disj_ki(1_2_0)_ -1
     s(1) c_u_disj_ki(1_3_0)_ -1
     s(1) c_u_disj_ki(1_4_0)_ -1
     s(1) c_u_disj_ki(1_5_0)_ -1
     s(1) c_u_disj_ki(1_6_0)_ -1
     s(1) c_u_disj_ki(1_7_0)_ -1
     s(1) c_u_disj_ki(1_8_0)_ -1
     s(1) c_u_disj_ki(1_9_0)_ -1
     s(1) c_u_disj_ki(1_10_0)_ -1
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
     s(2) c_u_disj_ki(2_6_1)_ -1
     s(2) c_u_disj_ki(2_7_0)_ -1
     s(2) c_u_disj_ki(2_7_1)_ -1
     s(2) c_u_disj_ki(2_8_0)_ -1
     s(2) c_u_disj_ki(2_8_1)_ -1
     s(2) c_u_disj_ki(2_9_0)_ -1
     s(2) c_u_disj_ki(2_9_1)_ -1
     s(2) c_u_disj_ki(2_10_0)_ -1
     s(2) c_u_disj_ki(2_10_1)_ -1
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
     s(3) c_u_disj_ki(3_6_1)_ -1
     s(3) c_u_disj_ki(3_7_0)_ -1
     s(3) c_u_disj_ki(3_7_1)_ -1
     s(3) c_u_disj_ki(3_8_0)_ -1
     s(3) c_u_disj_ki(3_8_1)_ -1
     s(3) c_u_disj_ki(3_9_0)_ -1
     s(3) c_u_disj_ki(3_9_1)_ -1
     s(3) c_u_disj_ki(3_10_0)_ -1
     s(3) c_u_disj_ki(3_10_1)_ -1
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
     s(4) c_u_disj_ki(4_6_1)_ -1
     s(4) c_u_disj_ki(4_7_0)_ -1
     s(4) c_u_disj_ki(4_7_1)_ -1
     s(4) c_u_disj_ki(4_8_0)_ -1
     s(4) c_u_disj_ki(4_8_1)_ -1
     s(4) c_u_disj_ki(4_9_0)_ -1
     s(4) c_u_disj_ki(4_9_1)_ -1
     s(4) c_u_disj_ki(4_10_0)_ -1
     s(4) c_u_disj_ki(4_10_1)_ -1
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
     s(5) c_u_disj_ki(5_6_1)_ -1
     s(5) c_u_disj_ki(5_7_0)_ -1
     s(5) c_u_disj_ki(5_7_1)_ -1
     s(5) c_u_disj_ki(5_8_0)_ -1
     s(5) c_u_disj_ki(5_8_1)_ -1
     s(5) c_u_disj_ki(5_9_0)_ -1
     s(5) c_u_disj_ki(5_9_1)_ -1
     s(5) c_u_disj_ki(5_10_0)_ -1
     s(5) c_u_disj_ki(5_10_1)_ -1
     s(6) c_e_timing(6)_ -1
     s(6) c_u_disj_ik(0_6_0)_ -1
     s(6) c_u_disj_ik(0_6_1)_ -1
     s(6) c_u_disj_ik(1_6_0)_ -1
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
     s(6) c_u_disj_ki(6_8_1)_ -1
     s(6) c_u_disj_ki(6_9_0)_ -1
     s(6) c_u_disj_ki(6_9_1)_ -1
     s(6) c_u_disj_ki(6_10_0)_ -1
     s(6) c_u_disj_ki(6_10_1)_ -1
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
     s(7) c_u_disj_ik(6_7_1)_ -1
     s(7) c_u_disj_ki(7_8_0)_ -1
     s(7) c_u_disj_ki(7_8_1)_ -1
     s(7) c_u_disj_ki(7_9_0)_ -1
     s(7) c_u_disj_ki(7_9_1)_ -1
     s(7) c_u_disj_ki(7_10_0)_ -1
     s(7) c_u_disj_ki(7_10_1)_ -1
     s(8) c_e_timing(8)_ -1
     s(8) c_u_disj_ik(0_8_0)_ -1
     s(8) c_u_disj_ik(0_8_1)_ -1
     s(8) c_u_disj_ik(1_8_0)_ -1
     s(8) c_u_disj_ik(2_8_0)_ -1
     s(8) c_u_disj_ik(2_8_1)_ -1
     s(8) c_u_disj_ik(3_8_0)_ -1
     s(8) c_u_disj_ik(3_8_1)_ -1
     s(8) c_u_disj_ik(4_8_0)_ -1
     s(8) c_u_disj_ik(4_8_1)_ -1
     s(8) c_u_disj_ik(5_8_0)_ -1
     s(8) c_u_disj_ik(5_8_1)_ -1
     s(8) c_u_disj_ik(6_8_0)_ -1
     s(8) c_u_disj_ik(6_8_1)_ -1
     s(8) c_u_disj_ik(7_8_0)_ -1
     s(8) c_u_disj_ik(7_8_1)_ -1
     s(8) c_u_disj_ki(8_9_0)_ -1
     s(8) c_u_disj_ki(8_9_1)_ -1
     s(8) c_u_disj_ki(8_10_0)_ -1
     s(8) c_u_disj_ki(8_10_1)_ -1
     s(9) c_e_timing(9)_ -1
     s(9) c_u_disj_ik(0_9_0)_ -1
     s(9) c_u_disj_ik(0_9_1)_ -1
     s(9) c_u_disj_ik(1_9_0)_ -1
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
     s(9) c_u_disj_ik(8_9_1)_ -1
     s(9) c_u_disj_ki(9_10_0)_ -1
     s(9) c_u_disj_ki(9_10_1)_ -1
     s(10) c_e_timing(10)_ -1
     s(10) c_u_disj_ik(0_10_0)_ -1
     s(10) c_u_disj_ik(0_10_1)_ -1
     s(10) c_u_disj_ik(1_10_0)_ -1
     s(10) c_u_disj_ik(2_10_0)_ -1
     s(10) c_u_disj_ik(2_10_1)_ -1
     s(10) c_u_disj_ik(3_10_0)_ -1
     s(10) c_u_disj_ik(3_10_1)_ -1
     s(10) c_u_disj_ik(4_10_0)_ -1
     s(10) c_u_disj_ik(4_10_1)_ -1
     s(10) c_u_disj_ik(5_10_0)_ -1
     s(10) c_u_disj_ik(5_10_1)_ -1
     s(10) c_u_disj_ik(6_10_0)_ -1
     s(10) c_u_disj_ik(6_10_1)_ -1
     s(10) c_u_disj_ik(7_10_0)_ -1
     s(10) c_u_disj_ik(7_10_1)_ -1
     s(10) c_u_disj_ik(8_10_0)_ -1
     s(10) c_u_disj_ik(8_10_1)_ -1
     s(10) c_u_disj_ik(9_10_0)_ -1
     s(10) c_u_disj_ik(9_10_1)_ -1
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
     c(0) c_u_disj_ik(0_6_1)_ 1
     c(0) c_u_disj_ik(0_7_0)_ 1
     c(0) c_u_disj_ik(0_7_1)_ 1
     c(0) c_u_disj_ik(0_8_0)_ 1
     c(0) c_u_disj_ik(0_8_1)_ 1
     c(0) c_u_disj_ik(0_9_0)_ 1
     c(0) c_u_disj_ik(0_9_1)_ 1
     c(0) c_u_disj_ik(0_10_0)_ 1
     c(0) c_u_disj_ik(0_10_1)_ 1
     c(1) c_e_timing(1)_ 1
     c(1) c_u_tard(1)_ 1
     c(1) c_u_disj_ik(1_2_0)_ 1
     c(1) c_u_disj_ik(1_3_0)_ 1
     c(1) c_u_disj_ik(1_4_0)_ 1
     c(1) c_u_disj_ik(1_5_0)_ 1
     c(1) c_u_disj_ik(1_6_0)_ 1
     c(1) c_u_disj_ik(1_7_0)_ 1
     c(1) c_u_disj_ik(1_8_0)_ 1
     c(1) c_u_disj_ik(1_9_0)_ 1
     c(1) c_u_disj_ik(1_10_0)_ 1
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
     c(2) c_u_disj_ik(2_6_1)_ 1
     c(2) c_u_disj_ik(2_7_0)_ 1
     c(2) c_u_disj_ik(2_7_1)_ 1
     c(2) c_u_disj_ik(2_8_0)_ 1
     c(2) c_u_disj_ik(2_8_1)_ 1
     c(2) c_u_disj_ik(2_9_0)_ 1
     c(2) c_u_disj_ik(2_9_1)_ 1
     c(2) c_u_disj_ik(2_10_0)_ 1
     c(2) c_u_disj_ik(2_10_1)_ 1
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
     c(3) c_u_disj_ik(3_6_1)_ 1
     c(3) c_u_disj_ik(3_7_0)_ 1
     c(3) c_u_disj_ik(3_7_1)_ 1
     c(3) c_u_disj_ik(3_8_0)_ 1
     c(3) c_u_disj_ik(3_8_1)_ 1
     c(3) c_u_disj_ik(3_9_0)_ 1
     c(3) c_u_disj_ik(3_9_1)_ 1
     c(3) c_u_disj_ik(3_10_0)_ 1
     c(3) c_u_disj_ik(3_10_1)_ 1
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
     c(4) c_u_disj_ik(4_6_1)_ 1
     c(4) c_u_disj_ik(4_7_0)_ 1
     c(4) c_u_disj_ik(4_7_1)_ 1
     c(4) c_u_disj_ik(4_8_0)_ 1
     c(4) c_u_disj_ik(4_8_1)_ 1
     c(4) c_u_disj_ik(4_9_0)_ 1
     c(4) c_u_disj_ik(4_9_1)_ 1
     c(4) c_u_disj_ik(4_10_0)_ 1
     c(4) c_u_disj_ik(4_10_1)_ 1
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
     c(5) c_u_disj_ik(5_6_1)_ 1
     c(5) c_u_disj_ik(5_7_0)_ 1
     c(5) c_u_disj_ik(5_7_1)_ 1
     c(5) c_u_disj_ik(5_8_0)_ 1
     c(5) c_u_disj_ik(5_8_1)_ 1
     c(5) c_u_disj_ik(5_9_0)_ 1
     c(5) c_u_disj_ik(5_9_1)_ 1
     c(5) c_u_disj_ik(5_10_0)_ 1
     c(5) c_u_disj_ik(5_10_1)_ 1
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
     c(6) c_u_disj_ik(6_7_1)_ 1
     c(6) c_u_disj_ik(6_8_0)_ 1
     c(6) c_u_disj_ik(6_8_1)_ 1
     c(6) c_u_disj_ik(6_9_0)_ 1
     c(6) c_u_disj_ik(6_9_1)_ 1
     c(6) c_u_disj_ik(6_10_0)_ 1
     c(6) c_u_disj_ik(6_10_1)_ 1
     c(6) c_u_disj_ki(0_6_0)_ 1
     c(6) c_u_disj_ki(0_6_1)_ 1
     c(6) c_u_disj_ki(1_6_0)_ 1
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
     c(7) c_u_disj_ik(7_8_1)_ 1
     c(7) c_u_disj_ik(7_9_0)_ 1
     c(7) c_u_disj_ik(7_9_1)_ 1
     c(7) c_u_disj_ik(7_10_0)_ 1
     c(7) c_u_disj_ik(7_10_1)_ 1
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
     c(7) c_u_disj_ki(6_7_1)_ 1
     c(8) c_e_timing(8)_ 1
     c(8) c_u_tard(8)_ 1
     c(8) c_u_disj_ik(8_9_0)_ 1
     c(8) c_u_disj_ik(8_9_1)_ 1
     c(8) c_u_disj_ik(8_10_0)_ 1
     c(8) c_u_disj_ik(8_10_1)_ 1
     c(8) c_u_disj_ki(0_8_0)_ 1
     c(8) c_u_disj_ki(0_8_1)_ 1
     c(8) c_u_disj_ki(1_8_0)_ 1
     c(8) c_u_disj_ki(2_8_0)_ 1
     c(8) c_u_disj_ki(2_8_1)_ 1
     c(8) c_u_disj_ki(3_8_0)_ 1
     c(8) c_u_disj_ki(3_8_1)_ 1
     c(8) c_u_disj_ki(4_8_0)_ 1
     c(8) c_u_disj_ki(4_8_1)_ 1
     c(8) c_u_disj_ki(5_8_0)_ 1
     c(8) c_u_disj_ki(5_8_1)_ 1
     c(8) c_u_disj_ki(6_8_0)_ 1
     c(8) c_u_disj_ki(6_8_1)_ 1
     c(8) c_u_disj_ki(7_8_0)_ 1
     c(8) c_u_disj_ki(7_8_1)_ 1
     c(9) c_e_timing(9)_ 1
     c(9) c_u_tard(9)_ 1
     c(9) c_u_disj_ik(9_10_0)_ 1
     c(9) c_u_disj_ik(9_10_1)_ 1
     c(9) c_u_disj_ki(0_9_0)_ 1
     c(9) c_u_disj_ki(0_9_1)_ 1
     c(9) c_u_disj_ki(1_9_0)_ 1
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
     c(9) c_u_disj_ki(8_9_1)_ 1
     c(10) c_e_timing(10)_ 1
     c(10) c_u_tard(10)_ 1
     c(10) c_u_disj_ki(0_10_0)_ 1
     c(10) c_u_disj_ki(0_10_1)_ 1
     c(10) c_u_disj_ki(1_10_0)_ 1
     c(10) c_u_disj_ki(2_10_0)_ 1
     c(10) c_u_disj_ki(2_10_1)_ 1
     c(10) c_u_disj_ki(3_10_0)_ 1
     c(10) c_u_disj_ki(3_10_1)_ 1
     c(10) c_u_disj_ki(4_10_0)_ 1
     c(10) c_u_disj_ki(4_10_1)_ 1
     c(10) c_u_disj_ki(5_10_0)_ 1
     c(10) c_u_disj_ki(5_10_1)_ 1
     c(10) c_u_disj_ki(6_10_0)_ 1
     c(10) c_u_disj_ki(6_10_1)_ 1
     c(10) c_u_disj_ki(7_10_0)_ 1
     c(10) c_u_disj_ki(7_10_1)_ 1
     c(10) c_u_disj_ki(8_10_0)_ 1
     c(10) c_u_disj_ki(8_10_1)_ 1
     c(10) c_u_disj_ki(9_10_0)_ 1
     c(10) c_u_disj_ki(9_10_1)_ 1
     T(0) obj 3
     T(0) c_u_tard(0)_ -1
     T(1) obj 4
     T(1) c_u_tard(1)_ -1
     T(2) obj 3
     T(2) c_u_tard(2)_ -1
     T(3) obj 3
     T(3) c_u_tard(3)_ -1
     T(4) obj 3
     T(4) c_u_tard(4)_ -1
     T(5) obj 3
     T(5) c_u_tard(5)_ -1
     T(6) obj 4
     T(6) c_u_tard(6)_ -1
     T(7) obj 3
     T(7) c_u_tard(7)_ -1
     T(8) obj 3
     T(8) c_u_tard(8)_ -1
     T(9) obj 5
     T(9) c_u_tard(9)_ -1
     T(10) obj 2
     T(10) c_u_tard(10)_ -1
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
     RHS c_e_assign(10)_ 1
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
     RHS c_e_timing(10)_ 0
     RHS c_u_tard(0)_ 5
     RHS c_u_tard(1)_ 10
     RHS c_u_tard(2)_ 21
     RHS c_u_tard(3)_ 35
     RHS c_u_tard(4)_ 37
     RHS c_u_tard(5)_ 39
     RHS c_u_tard(6)_ 43
     RHS c_u_tard(7)_ 48
     RHS c_u_tard(8)_ 61
     RHS c_u_tard(9)_ 61
     RHS c_u_tard(10)_ 75
     RHS c_u_disj_ik(0_1_0)_ 465
     RHS c_u_disj_ik(0_2_0)_ 459
     RHS c_u_disj_ik(0_2_1)_ 459
     RHS c_u_disj_ik(0_3_0)_ 426
     RHS c_u_disj_ik(0_3_1)_ 426
     RHS c_u_disj_ik(0_4_0)_ 405
     RHS c_u_disj_ik(0_4_1)_ 405
     RHS c_u_disj_ik(0_5_0)_ 369
     RHS c_u_disj_ik(0_5_1)_ 369
     RHS c_u_disj_ik(0_6_0)_ 369
     RHS c_u_disj_ik(0_6_1)_ 369
     RHS c_u_disj_ik(0_7_0)_ 366
     RHS c_u_disj_ik(0_7_1)_ 366
     RHS c_u_disj_ik(0_8_0)_ 366
     RHS c_u_disj_ik(0_8_1)_ 366
     RHS c_u_disj_ik(0_9_0)_ 357
     RHS c_u_disj_ik(0_9_1)_ 357
     RHS c_u_disj_ik(0_10_0)_ 336
     RHS c_u_disj_ik(0_10_1)_ 336
     RHS c_u_disj_ik(1_2_0)_ 459
     RHS c_u_disj_ik(1_3_0)_ 426
     RHS c_u_disj_ik(1_4_0)_ 405
     RHS c_u_disj_ik(1_5_0)_ 369
     RHS c_u_disj_ik(1_6_0)_ 369
     RHS c_u_disj_ik(1_7_0)_ 366
     RHS c_u_disj_ik(1_8_0)_ 366
     RHS c_u_disj_ik(1_9_0)_ 357
     RHS c_u_disj_ik(1_10_0)_ 336
     RHS c_u_disj_ik(2_3_0)_ 426
     RHS c_u_disj_ik(2_3_1)_ 426
     RHS c_u_disj_ik(2_4_0)_ 405
     RHS c_u_disj_ik(2_4_1)_ 405
     RHS c_u_disj_ik(2_5_0)_ 369
     RHS c_u_disj_ik(2_5_1)_ 369
     RHS c_u_disj_ik(2_6_0)_ 369
     RHS c_u_disj_ik(2_6_1)_ 369
     RHS c_u_disj_ik(2_7_0)_ 366
     RHS c_u_disj_ik(2_7_1)_ 366
     RHS c_u_disj_ik(2_8_0)_ 366
     RHS c_u_disj_ik(2_8_1)_ 366
     RHS c_u_disj_ik(2_9_0)_ 357
     RHS c_u_disj_ik(2_9_1)_ 357
     RHS c_u_disj_ik(2_10_0)_ 336
     RHS c_u_disj_ik(2_10_1)_ 336
     RHS c_u_disj_ik(3_4_0)_ 405
     RHS c_u_disj_ik(3_4_1)_ 405
     RHS c_u_disj_ik(3_5_0)_ 369
     RHS c_u_disj_ik(3_5_1)_ 369
     RHS c_u_disj_ik(3_6_0)_ 369
     RHS c_u_disj_ik(3_6_1)_ 369
     RHS c_u_disj_ik(3_7_0)_ 366
     RHS c_u_disj_ik(3_7_1)_ 366
     RHS c_u_disj_ik(3_8_0)_ 366
     RHS c_u_disj_ik(3_8_1)_ 366
     RHS c_u_disj_ik(3_9_0)_ 357
     RHS c_u_disj_ik(3_9_1)_ 357
     RHS c_u_disj_ik(3_10_0)_ 336
     RHS c_u_disj_ik(3_10_1)_ 336
     RHS c_u_disj_ik(4_5_0)_ 369
     RHS c_u_disj_ik(4_5_1)_ 369
     RHS c_u_disj_ik(4_6_0)_ 369
     RHS c_u_disj_ik(4_6_1)_ 369
     RHS c_u_disj_ik(4_7_0)_ 366
     RHS c_u_disj_ik(4_7_1)_ 366
     RHS c_u_disj_ik(4_8_0)_ 366
     RHS c_u_disj_ik(4_8_1)_ 366
     RHS c_u_disj_ik(4_9_0)_ 357
     RHS c_u_disj_ik(4_9_1)_ 357
     RHS c_u_disj_ik(4_10_0)_ 336
     RHS c_u_disj_ik(4_10_1)_ 336
     RHS c_u_disj_ik(5_6_0)_ 369
     RHS c_u_disj_ik(5_6_1)_ 369
     RHS c_u_disj_ik(5_7_0)_ 366
     RHS c_u_disj_ik(5_7_1)_ 366
     RHS c_u_disj_ik(5_8_0)_ 366
     RHS c_u_disj_ik(5_8_1)_ 366
     RHS c_u_disj_ik(5_9_0)_ 357
     RHS c_u_disj_ik(5_9_1)_ 357
     RHS c_u_disj_ik(5_10_0)_ 336
     RHS c_u_disj_ik(5_10_1)_ 336
     RHS c_u_disj_ik(6_7_0)_ 366
     RHS c_u_disj_ik(6_7_1)_ 366
     RHS c_u_disj_ik(6_8_0)_ 366
     RHS c_u_disj_ik(6_8_1)_ 366
     RHS c_u_disj_ik(6_9_0)_ 357
     RHS c_u_disj_ik(6_9_1)_ 357
     RHS c_u_disj_ik(6_10_0)_ 336
     RHS c_u_disj_ik(6_10_1)_ 336
     RHS c_u_disj_ik(7_8_0)_ 366
     RHS c_u_disj_ik(7_8_1)_ 366
     RHS c_u_disj_ik(7_9_0)_ 357
     RHS c_u_disj_ik(7_9_1)_ 357
     RHS c_u_disj_ik(7_10_0)_ 336
     RHS c_u_disj_ik(7_10_1)_ 336
     RHS c_u_disj_ik(8_9_0)_ 357
     RHS c_u_disj_ik(8_9_1)_ 357
     RHS c_u_disj_ik(8_10_0)_ 336
     RHS c_u_disj_ik(8_10_1)_ 336
     RHS c_u_disj_ik(9_10_0)_ 336
     RHS c_u_disj_ik(9_10_1)_ 336
     RHS c_u_disj_ki(0_1_0)_ 318
     RHS c_u_disj_ki(0_2_0)_ 318
     RHS c_u_disj_ki(0_2_1)_ 318
     RHS c_u_disj_ki(0_3_0)_ 318
     RHS c_u_disj_ki(0_3_1)_ 318
     RHS c_u_disj_ki(0_4_0)_ 318
     RHS c_u_disj_ki(0_4_1)_ 318
     RHS c_u_disj_ki(0_5_0)_ 318
     RHS c_u_disj_ki(0_5_1)_ 318
     RHS c_u_disj_ki(0_6_0)_ 318
     RHS c_u_disj_ki(0_6_1)_ 318
     RHS c_u_disj_ki(0_7_0)_ 318
     RHS c_u_disj_ki(0_7_1)_ 318
     RHS c_u_disj_ki(0_8_0)_ 318
     RHS c_u_disj_ki(0_8_1)_ 318
     RHS c_u_disj_ki(0_9_0)_ 318
     RHS c_u_disj_ki(0_9_1)_ 318
     RHS c_u_disj_ki(0_10_0)_ 318
     RHS c_u_disj_ki(0_10_1)_ 318
     RHS c_u_disj_ki(1_2_0)_ 310
     RHS c_u_disj_ki(1_3_0)_ 310
     RHS c_u_disj_ki(1_4_0)_ 310
     RHS c_u_disj_ki(1_5_0)_ 310
     RHS c_u_disj_ki(1_6_0)_ 310
     RHS c_u_disj_ki(1_7_0)_ 310
     RHS c_u_disj_ki(1_8_0)_ 310
     RHS c_u_disj_ki(1_9_0)_ 310
     RHS c_u_disj_ki(1_10_0)_ 310
     RHS c_u_disj_ki(2_3_0)_ 306
     RHS c_u_disj_ki(2_3_1)_ 306
     RHS c_u_disj_ki(2_4_0)_ 306
     RHS c_u_disj_ki(2_4_1)_ 306
     RHS c_u_disj_ki(2_5_0)_ 306
     RHS c_u_disj_ki(2_5_1)_ 306
     RHS c_u_disj_ki(2_6_0)_ 306
     RHS c_u_disj_ki(2_6_1)_ 306
     RHS c_u_disj_ki(2_7_0)_ 306
     RHS c_u_disj_ki(2_7_1)_ 306
     RHS c_u_disj_ki(2_8_0)_ 306
     RHS c_u_disj_ki(2_8_1)_ 306
     RHS c_u_disj_ki(2_9_0)_ 306
     RHS c_u_disj_ki(2_9_1)_ 306
     RHS c_u_disj_ki(2_10_0)_ 306
     RHS c_u_disj_ki(2_10_1)_ 306
     RHS c_u_disj_ki(3_4_0)_ 284
     RHS c_u_disj_ki(3_4_1)_ 284
     RHS c_u_disj_ki(3_5_0)_ 284
     RHS c_u_disj_ki(3_5_1)_ 284
     RHS c_u_disj_ki(3_6_0)_ 284
     RHS c_u_disj_ki(3_6_1)_ 284
     RHS c_u_disj_ki(3_7_0)_ 284
     RHS c_u_disj_ki(3_7_1)_ 284
     RHS c_u_disj_ki(3_8_0)_ 284
     RHS c_u_disj_ki(3_8_1)_ 284
     RHS c_u_disj_ki(3_9_0)_ 284
     RHS c_u_disj_ki(3_9_1)_ 284
     RHS c_u_disj_ki(3_10_0)_ 284
     RHS c_u_disj_ki(3_10_1)_ 284
     RHS c_u_disj_ki(4_5_0)_ 270
     RHS c_u_disj_ki(4_5_1)_ 270
     RHS c_u_disj_ki(4_6_0)_ 270
     RHS c_u_disj_ki(4_6_1)_ 270
     RHS c_u_disj_ki(4_7_0)_ 270
     RHS c_u_disj_ki(4_7_1)_ 270
     RHS c_u_disj_ki(4_8_0)_ 270
     RHS c_u_disj_ki(4_8_1)_ 270
     RHS c_u_disj_ki(4_9_0)_ 270
     RHS c_u_disj_ki(4_9_1)_ 270
     RHS c_u_disj_ki(4_10_0)_ 270
     RHS c_u_disj_ki(4_10_1)_ 270
     RHS c_u_disj_ki(5_6_0)_ 246
     RHS c_u_disj_ki(5_6_1)_ 246
     RHS c_u_disj_ki(5_7_0)_ 246
     RHS c_u_disj_ki(5_7_1)_ 246
     RHS c_u_disj_ki(5_8_0)_ 246
     RHS c_u_disj_ki(5_8_1)_ 246
     RHS c_u_disj_ki(5_9_0)_ 246
     RHS c_u_disj_ki(5_9_1)_ 246
     RHS c_u_disj_ki(5_10_0)_ 246
     RHS c_u_disj_ki(5_10_1)_ 246
     RHS c_u_disj_ki(6_7_0)_ 246
     RHS c_u_disj_ki(6_7_1)_ 246
     RHS c_u_disj_ki(6_8_0)_ 246
     RHS c_u_disj_ki(6_8_1)_ 246
     RHS c_u_disj_ki(6_9_0)_ 246
     RHS c_u_disj_ki(6_9_1)_ 246
     RHS c_u_disj_ki(6_10_0)_ 246
     RHS c_u_disj_ki(6_10_1)_ 246
     RHS c_u_disj_ki(7_8_0)_ 244
     RHS c_u_disj_ki(7_8_1)_ 244
     RHS c_u_disj_ki(7_9_0)_ 244
     RHS c_u_disj_ki(7_9_1)_ 244
     RHS c_u_disj_ki(7_10_0)_ 244
     RHS c_u_disj_ki(7_10_1)_ 244
     RHS c_u_disj_ki(8_9_0)_ 244
     RHS c_u_disj_ki(8_9_1)_ 244
     RHS c_u_disj_ki(8_10_0)_ 244
     RHS c_u_disj_ki(8_10_1)_ 244
     RHS c_u_disj_ki(9_10_0)_ 238
     RHS c_u_disj_ki(9_10_1)_ 238
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
 BV BOUND x(6_1)
 BV BOUND x(7_0)
 BV BOUND x(7_1)
 BV BOUND x(8_0)
 BV BOUND x(8_1)
 BV BOUND x(9_0)
 BV BOUND x(9_1)
 BV BOUND x(10_0)
 BV BOUND x(10_1)
 BV BOUND y(0_1)
 BV BOUND y(0_2)
 BV BOUND y(0_3)
 BV BOUND y(0_4)
 BV BOUND y(0_5)
 BV BOUND y(0_6)
 BV BOUND y(0_7)
 BV BOUND y(0_8)
 BV BOUND y(0_9)
 BV BOUND y(0_10)
 BV BOUND y(1_2)
 BV BOUND y(1_3)
 BV BOUND y(1_4)
 BV BOUND y(1_5)
 BV BOUND y(1_6)
 BV BOUND y(1_7)
 BV BOUND y(1_8)
 BV BOUND y(1_9)
 BV BOUND y(1_10)
 BV BOUND y(2_3)
 BV BOUND y(2_4)
 BV BOUND y(2_5)
 BV BOUND y(2_6)
 BV BOUND y(2_7)
 BV BOUND y(2_8)
 BV BOUND y(2_9)
 BV BOUND y(2_10)
 BV BOUND y(3_4)
 BV BOUND y(3_5)
 BV BOUND y(3_6)
 BV BOUND y(3_7)
 BV BOUND y(3_8)
 BV BOUND y(3_9)
 BV BOUND y(3_10)
 BV BOUND y(4_5)
 BV BOUND y(4_6)
 BV BOUND y(4_7)
 BV BOUND y(4_8)
 BV BOUND y(4_9)
 BV BOUND y(4_10)
 BV BOUND y(5_6)
 BV BOUND y(5_7)
 BV BOUND y(5_8)
 BV BOUND y(5_9)
 BV BOUND y(5_10)
 BV BOUND y(6_7)
 BV BOUND y(6_8)
 BV BOUND y(6_9)
 BV BOUND y(6_10)
 BV BOUND y(7_8)
 BV BOUND y(7_9)
 BV BOUND y(7_10)
 BV BOUND y(8_9)
 BV BOUND y(8_10)
 BV BOUND y(9_10)
 LO BOUND s(0) 0
 UP BOUND s(0) 159
 LO BOUND s(1) 4
 UP BOUND s(1) 159
 LO BOUND s(2) 6
 UP BOUND s(2) 159
 LO BOUND s(3) 17
 UP BOUND s(3) 159
 LO BOUND s(4) 24
 UP BOUND s(4) 159
 LO BOUND s(5) 36
 UP BOUND s(5) 159
 LO BOUND s(6) 36
 UP BOUND s(6) 159
 LO BOUND s(7) 37
 UP BOUND s(7) 159
 LO BOUND s(8) 37
 UP BOUND s(8) 159
 LO BOUND s(9) 40
 UP BOUND s(9) 159
 LO BOUND s(10) 47
 UP BOUND s(10) 159
 LO BOUND c(0) 2
 UP BOUND c(0) 159
 LO BOUND c(1) 8
 UP BOUND c(1) 159
 LO BOUND c(2) 12
 UP BOUND c(2) 159
 LO BOUND c(3) 27
 UP BOUND c(3) 159
 LO BOUND c(4) 30
 UP BOUND c(4) 159
 LO BOUND c(5) 38
 UP BOUND c(5) 159
 LO BOUND c(6) 42
 UP BOUND c(6) 159
 LO BOUND c(7) 45
 UP BOUND c(7) 159
 LO BOUND c(8) 47
 UP BOUND c(8) 159
 LO BOUND c(9) 50
 UP BOUND c(9) 159
 LO BOUND c(10) 59
 UP BOUND c(10) 159
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
 LO BOUND T(10) 0
ENDATA
