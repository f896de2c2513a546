* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'hgsp-bigm:tiny-s5'
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
 L  c_u_disj_ik(0_1_2)_
 L  c_u_disj_ik(0_2_0)_
 L  c_u_disj_ik(0_2_1)_
 L  c_u_disj_ik(0_2_2)_
 L  c_u_disj_ik(0_3_0)_
 L  c_u_disj_ik(0_3_1)_
 L  c_u_disj_ik(0_3_2)_
 L  c_u_disj_ik(0_4_0)_
 L  c_u_disj_ik(0_4_1)_
 L  c_u_disj_ik(0_4_2)_
 L  c_u_disj_ik(0_5_0)_
 L  c_u_disj_ik(0_5_1)_
 L  c_u_disj_ik(0_5_2)_
 L  c_u_disj_ik(0_6_0)_
 L  c_u_disj_ik(0_6_1)_
 L  c_u_disj_ik(0_6_2)_
 L  c_u_disj_ik(0_7_0)_
 L  c_u_disj_ik(0_8_0)_
 L  c_u_disj_ik(0_8_1)_
 L  c_u_disj_ik(0_8_2)_
 L  c_u_disj_ik(0_9_0)_
 L  c_u_disj_ik(0_9_1)_
 L  c_u_disj_ik(1_2_0)_
 L  c_u_disj_ik(1_2_1)_
 L  c_u_disj_ik(1_2_2)_
 L  c_u_disj_ik(1_3_0)_
 L  c_u_disj_ik(1_3_1)_
 L  c_u_disj_ik(1_3_2)_
 L  c_u_disj_ik(1_4_0)_
 L  c_u_disj_ik(1_4_1)_
 L  c_u_disj_ik(1_4_2)_
 L  c_u_disj_ik(1_5_0)_
 L  c_u_disj_ik(1_5_1)_
 L  c_u_disj_ik(1_5_2)_
 L  c_u_disj_ik(1_6_0)_
 L  c_u_disj_ik(1_6_1)_
 L  c_u_disj_ik(1_6_2)_
 L  c_u_disj_ik(1_7_0)_
 L  c_u_disj_ik(1_8_0)_
 L  c_u_disj_ik(1_8_1)_
 L  c_u_disj_ik(1_8_2)_
 L  c_u_disj_ik(1_9_0)_
 L  c_u_disj_ik(1_9_1)_
 L  c_u_disj_ik(2_3_0)_
 L  c_u_disj_ik(2_3_1)_
 L  c_u_disj_ik(2_3_2)_
 L  c_u_disj_ik(2_4_0)_
 L  c_u_disj_ik(2_4_1)_
 L  c_u_disj_ik(2_4_2)_
 L  c_u_disj_ik(2_5_0)_
 L  c_u_disj_ik(2_5_1)_
 L  c_u_disj_ik(2_5_2)_
 L  c_u_disj_ik(2_6_0)_
 L  c_u_disj_ik(2_6_1)_
 L  c_u_disj_ik(2_6_2)_
 L  c_u_disj_ik(2_7_0)_
 L  c_u_disj_ik(2_8_0)_
 L  c_u_disj_ik(2_8_1)_
 L  c_u_disj_ik(2_8_2)_
 L  c_u_disj_ik(2_9_0)_
 L  c_u_disj_ik(2_9_1)_
 L  c_u_disj_ik(3_4_0)_
 L  c_u_disj_ik(3_4_1)_
 L  c_u_disj_ik(3_4_2)_
 L  c_u_disj_ik(3_5_0)_
 L  c_u_disj_ik(3_5_1)_
 L  c_u_disj_ik(3_5_2)_
 L  c_u_disj_ik(3_6_0)_
 L  c_u_disj_ik(3_6_1)_
 L  c_u_disj_ik(3_6_2)_
 L  c_u_disj_ik(3_7_0)_
 L  c_u_disj_ik(3_8_0)_
 L  c_u_disj_ik(3_8_1)_
 L  c_u_disj_ik(3_8_2)_
 L  c_u_disj_ik(3_9_0)_
 L  c_u_disj_ik(3_9_1)_
 L  c_u_disj_ik(4_5_0)_
 L  c_u_disj_ik(4_5_1)_
 L  c_u_disj_ik(4_5_2)_
 L  c_u_disj_ik(4_6_0)_
 L  c_u_disj_ik(4_6_1)_
 L  c_u_disj_ik(4_6_2)_
 L  c_u_disj_ik(4_7_0)_
 L  c_u_disj_ik(4_8_0)_
 L  c_u_disj_ik(4_8_1)_
 L  c_u_disj_ik(4_8_2)_
 L  c_u_disj_ik(4_9_0)_
 L  c_u_disj_ik(4_9_1)_
 L  c_u_disj_ik(5_6_0)_
 L  c_u_disj_ik(5_6_1)_
 L  c_u_disj_ik(5_6_2)_
 L  c_u_disj_ik(5_7_0)_
 L  c_u_disj_ik(5_8_0)_
 L  c_u_disj_ik(5_8_1)_
 L  c_u_disj_ik(5_8_2)_
 L  c_u_disj_ik(5_9_0)_
 L  c_u_disj_ik(5_9_1)_
 L  c_u_disj_ik(6_7_0)_
 L  c_u_disj_ik(6_8_0)_
 L  c_u_disj_ik(6_8_1)_
 L  c_u_disj_ik(6_8_2)_
 L  c_u_disj_ik(6_9_0)_
 L  c_u_disj_ik(6_9_1)_
 L  c_u_disj_ik(7_8_0)_
 L  c_u_disj_ik(7_9_0)_
 L  c_u_disj_ik(8_9_0)_
 L  c_u_disj_ik(8_9_1)_
 L  c_u_disj_ki(0_1_0)_
 L  c_u_disj_ki(0_1_1)_
 L  c_u_disj_ki(0_1_2)_
 L  c_u_disj_ki(0_2_0)_
 L  c_u_disj_ki(0_2_1)_
 L  c_u_disj_ki(0_2_2)_
 L  c_u_disj_ki(0_3_0)_
 L  c_u_disj_ki(0_3_1)_
 L  c_u_disj_ki(0_3_2)_
 L  c_u_disj_ki(0_4_0)_
 L  c_u_disj_ki(0_4_1)_
 L  c_u_disj_ki(0_4_2)_
 L  c_u_disj_ki(0_5_0)_
 L  c_u_disj_ki(0_5_1)_
 L  c_u_disj_ki(0_5_2)_
 L  c_u_disj_ki(0_6_0)_
 L  c_u_disj_ki(0_6_1)_
 L  c_u_disj_ki(0_6_2)_
 L  c_u_disj_ki(0_7_0)_
 L  c_u_disj_ki(0_8_0)_
 L  c_u_disj_ki(0_8_1)_
 L  c_u_disj_ki(0_8_2)_
 L  c_u_disj_ki(0_9_0)_
 L  c_u_disj_ki(0_9_1)_
 L  c_u_disj_ki(1_2_0)_
 L  c_u_disj_ki(1_2_1)_
 L  c_u_disj_ki(1_2_2)_
 L  c_u_disj_ki(1_3_0)_
 L  c_u_disj_ki(1_3_1)_
 L  c_u_disj_ki(1_3_2)_
 L  c_u_disj_ki(1_4_0)_
 L  c_u_disj_ki(1_4_1)_
 L  c_u_disj_ki(1_4_2)_
 L  c_u_disj_ki(1_5_0)_
 L  c_u_disj_ki(1_5_1)_
 L  c_u_disj_ki(1_5_2)_
 L  c_u_disj_ki(1_6_0)_
 L  c_u_disj_ki(1_6_1)_
 L  c_u_disj_ki(1_6_2)_
 L  c_u_disj_ki(1_7_0)_
 L  c_u_disj_ki(1_8_0)_
 L  c_u_disj_ki(1_8_1)_
 L  c_u_disj_ki(1_8_2)_
 L  c_u_disj_ki(1_9_0)_
 L  c_u_disj_ki(1_9_1)_
 L  c_u_disj_ki(2_3_0)_
 L  c_u_disj_ki(2_3_1)_
 L  c_u_disj_ki(2_3_2)_
 L  c_u_disj_ki(2_4_0)_
 L  c_u_disj_ki(2_4_1)_
 L  c_u_disj_ki(2_4_2)_
 L  c_u_disj_ki(2_5_0)_
 L  c_u_disj_ki(2_5_1)_
 L  c_u_disj_ki(2_5_2)_
 L  c_u_disj_ki(2_6_0)_
 L  c_u_disj_ki(2_6_1)_
 L  c_u_disj_ki(2_6_2)_
 L  c_u_disj_ki(2_7_0)_
 L  c_u_disj_ki(2_8_0)_
 L  c_u_disj_ki(2_8_1)_
 L  c_u_disj_ki(2_8_2)_
 L  c_u_disj_ki(2_9_0)_
 L  c_u_disj_ki(2_9_1)_
 L  c_u_disj_ki(3_4_0)_
 L  c_u_disj_ki(3_4_1)_
 L  c_u_disj_ki(3_4_2)_
 L  c_u_disj_ki(3_5_0)_
 L  c_u_disj_ki(3_5_1)_
 L  c_u_disj_ki(3_5_2)_
 L  c_u_disj_ki(3_6_0)_
 L  c_u_disj_ki(3_6_1)_
 L  c_u_disj_ki(3_6_2)_
 L  c_u_disj_ki(3_7_0)_
 L  c_u_disj_ki(3_8_0)_
 L  c_u_disj_ki(3_8_1)_
 L  c_u_disj_ki(3_8_2)_
 L  c_u_disj_ki(3_9_0)_
 L  c_u_disj_ki(3_9_1)_
 L  c_u_disj_ki(4_5_0)_
 L  c_u_disj_ki(4_5_1)_
 L  c_u_disj_ki(4_5_2)_
 L  c_u_disj_ki(4_6_0)_
 L  c_u_disj_ki(4_6_1)_
 L  c_u_disj_ki(4_6_2)_
 L  c_u_disj_ki(4_7_0)_
 L  c_u_disj_ki(4_8_0)_
 L  c_u_disj_ki(4_8_1)_
 L  c_u_disj_ki(4_8_2)_
 L  c_u_disj_ki(4_9_0)_
 L  c_u_disj_ki(4_9_1)_
 L  c_u_disj_ki(5_6_0)_
 L  c_u_disj_ki(5_6_1)_
 L  c_u_disj_ki(5_6_2)_
 L  c_u_disj_ki(5_7_0)_
 L  c_u_disj_ki(5_8_0)_
 L  c_u_disj_ki(5_8_1)_
 L  c_u_disj_ki(5_8_2)_
 L  c_u_disj_ki(5_9_0)_
 L  c_u_disj_ki(5_9_1)_
 L  c_u_disj_ki(6_7_0)_
 L  c_u_disj_ki(6_8_0)_
 L  c_u_disj_ki(6_8_1)_
 L  c_u_disj_ki(6_8_2)_
 L  c_u_disj_ki(6_9_0)_
 L  c_u_disj_ki(6_9_1)_
 L  c_u_disj_ki(7_8_0)_
 L  c_u_disj_ki(7_9_0)_
 L  c_u_disj_ki(8_9_0)_
 L  c_u_disj_ki(8_9_1)_
COLUMNS
     x(0_0) c_e_assign(0)_ 1
     x(0_0) c_e_timing(0)_ -2
     x(0_0) c_u_disj_ik(0_1_0)_ 193
     x(0_0) c_u_disj_ik(0_2_0)_ 190
     x(0_0) c_u_disj_ik(0_3_0)_ 189
     x(0_0) c_u_disj_ik(0_4_0)_ 184
     x(0_0) c_u_disj_ik(0_5_0)_ 180
     x(0_0) c_u_disj_ik(0_6_0)_ 175
     x(0_0) c_u_disj_ik(0_7_0)_ 174
     x(0_0) c_u_disj_ik(0_8_0)_ 174
     x(0_0) c_u_disj_ik(0_9_0)_ 173
     x(0_0) c_u_disj_ki(0_1_0)_ 195
     x(0_0) c_u_disj_ki(0_2_0)_ 195
     x(0_0) c_u_disj_ki(0_3_0)_ 195
     x(0_0) c_u_disj_ki(0_4_0)_ 195
     x(0_0) c_u_disj_ki(0_5_0)_ 195
     x(0_0) c_u_disj_ki(0_6_0)_ 195
     x(0_0) c_u_disj_ki(0_7_0)_ 195
     x(0_0) c_u_disj_ki(0_8_0)_ 195
     x(0_0) c_u_disj_ki(0_9_0)_ 195
     x(0_1) c_e_assign(0)_ 1
     x(0_1) c_e_timing(0)_ -3
     x(0_1) c_u_disj_ik(0_1_1)_ 193
     x(0_1) c_u_disj_ik(0_2_1)_ 190
     x(0_1) c_u_disj_ik(0_3_1)_ 189
     x(0_1) c_u_disj_ik(0_4_1)_ 184
     x(0_1) c_u_disj_ik(0_5_1)_ 180
     x(0_1) c_u_disj_ik(0_6_1)_ 175
     x(0_1) c_u_disj_ik(0_8_1)_ 174
     x(0_1) c_u_disj_ik(0_9_1)_ 173
     x(0_1) c_u_disj_ki(0_1_1)_ 195
     x(0_1) c_u_disj_ki(0_2_1)_ 195
     x(0_1) c_u_disj_ki(0_3_1)_ 195
     x(0_1) c_u_disj_ki(0_4_1)_ 195
     x(0_1) c_u_disj_ki(0_5_1)_ 195
     x(0_1) c_u_disj_ki(0_6_1)_ 195
     x(0_1) c_u_disj_ki(0_8_1)_ 195
     x(0_1) c_u_disj_ki(0_9_1)_ 195
     x(0_2) c_e_assign(0)_ 1
     x(0_2) c_e_timing(0)_ -6
     x(0_2) c_u_disj_ik(0_1_2)_ 193
     x(0_2) c_u_disj_ik(0_2_2)_ 190
     x(0_2) c_u_disj_ik(0_3_2)_ 189
     x(0_2) c_u_disj_ik(0_4_2)_ 184
     x(0_2) c_u_disj_ik(0_5_2)_ 180
     x(0_2) c_u_disj_ik(0_6_2)_ 175
     x(0_2) c_u_disj_ik(0_8_2)_ 174
     x(0_2) c_u_disj_ki(0_1_2)_ 195
     x(0_2) c_u_disj_ki(0_2_2)_ 195
     x(0_2) c_u_disj_ki(0_3_2)_ 195
     x(0_2) c_u_disj_ki(0_4_2)_ 195
     x(0_2) c_u_disj_ki(0_5_2)_ 195
     x(0_2) c_u_disj_ki(0_6_2)_ 195
     x(0_2) c_u_disj_ki(0_8_2)_ 195
     x(1_0) c_e_assign(1)_ 1
     x(1_0) c_e_timing(1)_ -10
     x(1_0) c_u_disj_ik(0_1_0)_ 193
     x(1_0) c_u_disj_ik(1_2_0)_ 190
     x(1_0) c_u_disj_ik(1_3_0)_ 189
     x(1_0) c_u_disj_ik(1_4_0)_ 184
     x(1_0) c_u_disj_ik(1_5_0)_ 180
     x(1_0) c_u_disj_ik(1_6_0)_ 175
     x(1_0) c_u_disj_ik(1_7_0)_ 174
     x(1_0) c_u_disj_ik(1_8_0)_ 174
     x(1_0) c_u_disj_ik(1_9_0)_ 173
     x(1_0) c_u_disj_ki(0_1_0)_ 195
     x(1_0) c_u_disj_ki(1_2_0)_ 193
     x(1_0) c_u_disj_ki(1_3_0)_ 193
     x(1_0) c_u_disj_ki(1_4_0)_ 193
     x(1_0) c_u_disj_ki(1_5_0)_ 193
     x(1_0) c_u_disj_ki(1_6_0)_ 193
     x(1_0) c_u_disj_ki(1_7_0)_ 193
     x(1_0) c_u_disj_ki(1_8_0)_ 193
     x(1_0) c_u_disj_ki(1_9_0)_ 193
     x(1_1) c_e_assign(1)_ 1
     x(1_1) c_e_timing(1)_ -15
     x(1_1) c_u_disj_ik(0_1_1)_ 193
     x(1_1) c_u_disj_ik(1_2_1)_ 190
     x(1_1) c_u_disj_ik(1_3_1)_ 189
     x(1_1) c_u_disj_ik(1_4_1)_ 184
     x(1_1) c_u_disj_ik(1_5_1)_ 180
     x(1_1) c_u_disj_ik(1_6_1)_ 175
     x(1_1) c_u_disj_ik(1_8_1)_ 174
     x(1_1) c_u_disj_ik(1_9_1)_ 173
     x(1_1) c_u_disj_ki(0_1_1)_ 195
     x(1_1) c_u_disj_ki(1_2_1)_ 193
     x(1_1) c_u_disj_ki(1_3_1)_ 193
     x(1_1) c_u_disj_ki(1_4_1)_ 193
     x(1_1) c_u_disj_ki(1_5_1)_ 193
     x(1_1) c_u_disj_ki(1_6_1)_ 193
     x(1_1) c_u_disj_ki(1_8_1)_ 193
     x(1_1) c_u_disj_ki(1_9_1)_ 193
     x(1_2) c_e_assign(1)_ 1
     x(1_2) c_e_timing(1)_ -30
     x(1_2) c_u_disj_ik(0_1_2)_ 193
     x(1_2) c_u_disj_ik(1_2_2)_ 190
     x(1_2) c_u_disj_ik(1_3_2)_ 189
     x(1_2) c_u_disj_ik(1_4_2)_ 184
     x(1_2) c_u_disj_ik(1_5_2)_ 180
     x(1_2) c_u_disj_ik(1_6_2)_ 175
     x(1_2) c_u_disj_ik(1_8_2)_ 174
     x(1_2) c_u_disj_ki(0_1_2)_ 195
     x(1_2) c_u_disj_ki(1_2_2)_ 193
     x(1_2) c_u_disj_ki(1_3_2)_ 193
     x(1_2) c_u_disj_ki(1_4_2)_ 193
     x(1_2) c_u_disj_ki(1_5_2)_ 193
     x(1_2) c_u_disj_ki(1_6_2)_ 193
     x(1_2) c_u_disj_ki(1_8_2)_ 193
     x(2_0) c_e_assign(2)_ 1
     x(2_0) c_e_timing(2)_ -6
     x(2_0) c_u_disj_ik(0_2_0)_ 190
     x(2_0) c_u_disj_ik(1_2_0)_ 190
     x(2_0) c_u_disj_ik(2_3_0)_ 189
     x(2_0) c_u_disj_ik(2_4_0)_ 184
     x(2_0) c_u_disj_ik(2_5_0)_ 180
     x(2_0) c_u_disj_ik(2_6_0)_ 175
     x(2_0) c_u_disj_ik(2_7_0)_ 174
     x(2_0) c_u_disj_ik(2_8_0)_ 174
     x(2_0) c_u_disj_ik(2_9_0)_ 173
     x(2_0) c_u_disj_ki(0_2_0)_ 195
     x(2_0) c_u_disj_ki(1_2_0)_ 193
     x(2_0) c_u_disj_ki(2_3_0)_ 190
     x(2_0) c_u_disj_ki(2_4_0)_ 190
     x(2_0) c_u_disj_ki(2_5_0)_ 190
     x(2_0) c_u_disj_ki(2_6_0)_ 190
     x(2_0) c_u_disj_ki(2_7_0)_ 190
     x(2_0) c_u_disj_ki(2_8_0)_ 190
     x(2_0) c_u_disj_ki(2_9_0)_ 190
     x(2_1) c_e_assign(2)_ 1
     x(2_1) c_e_timing(2)_ -9
     x(2_1) c_u_disj_ik(0_2_1)_ 190
     x(2_1) c_u_disj_ik(1_2_1)_ 190
     x(2_1) c_u_disj_ik(2_3_1)_ 189
     x(2_1) c_u_disj_ik(2_4_1)_ 184
     x(2_1) c_u_disj_ik(2_5_1)_ 180
     x(2_1) c_u_disj_ik(2_6_1)_ 175
     x(2_1) c_u_disj_ik(2_8_1)_ 174
     x(2_1) c_u_disj_ik(2_9_1)_ 173
     x(2_1) c_u_disj_ki(0_2_1)_ 195
     x(2_1) c_u_disj_ki(1_2_1)_ 193
     x(2_1) c_u_disj_ki(2_3_1)_ 190
     x(2_1) c_u_disj_ki(2_4_1)_ 190
     x(2_1) c_u_disj_ki(2_5_1)_ 190
     x(2_1) c_u_disj_ki(2_6_1)_ 190
     x(2_1) c_u_disj_ki(2_8_1)_ 190
     x(2_1) c_u_disj_ki(2_9_1)_ 190
     x(2_2) c_e_assign(2)_ 1
     x(2_2) c_e_timing(2)_ -18
     x(2_2) c_u_disj_ik(0_2_2)_ 190
     x(2_2) c_u_disj_ik(1_2_2)_ 190
     x(2_2) c_u_disj_ik(2_3_2)_ 189
     x(2_2) c_u_disj_ik(2_4_2)_ 184
     x(2_2) c_u_disj_ik(2_5_2)_ 180
     x(2_2) c_u_disj_ik(2_6_2)_ 175
     x(2_2) c_u_disj_ik(2_8_2)_ 174
     x(2_2) c_u_disj_ki(0_2_2)_ 195
     x(2_2) c_u_disj_ki(1_2_2)_ 193
     x(2_2) c_u_disj_ki(2_3_2)_ 190
     x(2_2) c_u_disj_ki(2_4_2)_ 190
     x(2_2) c_u_disj_ki(2_5_2)_ 190
     x(2_2) c_u_disj_ki(2_6_2)_ 190
     x(2_2) c_u_disj_ki(2_8_2)_ 190
     x(3_0) c_e_assign(3)_ 1
     x(3_0) c_e_timing(3)_ -8
     x(3_0) c_u_disj_ik(0_3_0)_ 189
     x(3_0) c_u_disj_ik(1_3_0)_ 189
     x(3_0) c_u_disj_ik(2_3_0)_ 189
     x(3_0) c_u_disj_ik(3_4_0)_ 184
     x(3_0) c_u_disj_ik(3_5_0)_ 180
     x(3_0) c_u_disj_ik(3_6_0)_ 175
     x(3_0) c_u_disj_ik(3_7_0)_ 174
     x(3_0) c_u_disj_ik(3_8_0)_ 174
     x(3_0) c_u_disj_ik(3_9_0)_ 173
     x(3_0) c_u_disj_ki(0_3_0)_ 195
     x(3_0) c_u_disj_ki(1_3_0)_ 193
     x(3_0) c_u_disj_ki(2_3_0)_ 190
     x(3_0) c_u_disj_ki(3_4_0)_ 189
     x(3_0) c_u_disj_ki(3_5_0)_ 189
     x(3_0) c_u_disj_ki(3_6_0)_ 189
     x(3_0) c_u_disj_ki(3_7_0)_ 189
     x(3_0) c_u_disj_ki(3_8_0)_ 189
     x(3_0) c_u_disj_ki(3_9_0)_ 189
     x(3_1) c_e_assign(3)_ 1
     x(3_1) c_e_timing(3)_ -12
     x(3_1) c_u_disj_ik(0_3_1)_ 189
     x(3_1) c_u_disj_ik(1_3_1)_ 189
     x(3_1) c_u_disj_ik(2_3_1)_ 189
     x(3_1) c_u_disj_ik(3_4_1)_ 184
     x(3_1) c_u_disj_ik(3_5_1)_ 180
     x(3_1) c_u_disj_ik(3_6_1)_ 175
     x(3_1) c_u_disj_ik(3_8_1)_ 174
     x(3_1) c_u_disj_ik(3_9_1)_ 173
     x(3_1) c_u_disj_ki(0_3_1)_ 195
     x(3_1) c_u_disj_ki(1_3_1)_ 193
     x(3_1) c_u_disj_ki(2_3_1)_ 190
     x(3_1) c_u_disj_ki(3_4_1)_ 189
     x(3_1) c_u_disj_ki(3_5_1)_ 189
     x(3_1) c_u_disj_ki(3_6_1)_ 189
     x(3_1) c_u_disj_ki(3_8_1)_ 189
     x(3_1) c_u_disj_ki(3_9_1)_ 189
     x(3_2) c_e_assign(3)_ 1
     x(3_2) c_e_timing(3)_ -24
     x(3_2) c_u_disj_ik(0_3_2)_ 189
     x(3_2) c_u_disj_ik(1_3_2)_ 189
     x(3_2) c_u_disj_ik(2_3_2)_ 189
     x(3_2) c_u_disj_ik(3_4_2)_ 184
     x(3_2) c_u_disj_ik(3_5_2)_ 180
     x(3_2) c_u_disj_ik(3_6_2)_ 175
     x(3_2) c_u_disj_ik(3_8_2)_ 174
     x(3_2) c_u_disj_ki(0_3_2)_ 195
     x(3_2) c_u_disj_ki(1_3_2)_ 193
     x(3_2) c_u_disj_ki(2_3_2)_ 190
     x(3_2) c_u_disj_ki(3_4_2)_ 189
     x(3_2) c_u_disj_ki(3_5_2)_ 189
     x(3_2) c_u_disj_ki(3_6_2)_ 189
     x(3_2) c_u_disj_ki(3_8_2)_ 189
     x(4_0) c_e_assign(4)_ 1
     x(4_0) c_e_timing(4)_ -8
     x(4_0) c_u_disj_ik(0_4_0)_ 184
     x(4_0) c_u_disj_ik(1_4_0)_ 184
     x(4_0) c_u_disj_ik(2_4_0)_ 184
     x(4_0) c_u_disj_ik(3_4_0)_ 184
     x(4_0) c_u_disj_ik(4_5_0)_ 180
     x(4_0) c_u_disj_ik(4_6_0)_ 175
     x(4_0) c_u_disj_ik(4_7_0)_ 174
     x(4_0) c_u_disj_ik(4_8_0)_ 174
     x(4_0) c_u_disj_ik(4_9_0)_ 173
     x(4_0) c_u_disj_ki(0_4_0)_ 195
     x(4_0) c_u_disj_ki(1_4_0)_ 193
     x(4_0) c_u_disj_ki(2_4_0)_ 190
     x(4_0) c_u_disj_ki(3_4_0)_ 189
     x(4_0) c_u_disj_ki(4_5_0)_ 184
     x(4_0) c_u_disj_ki(4_6_0)_ 184
     x(4_0) c_u_disj_ki(4_7_0)_ 184
     x(4_0) c_u_disj_ki(4_8_0)_ 184
     x(4_0) c_u_disj_ki(4_9_0)_ 184
     x(4_1) c_e_assign(4)_ 1
     x(4_1) c_e_timing(4)_ -12
     x(4_1) c_u_disj_ik(0_4_1)_ 184
     x(4_1) c_u_disj_ik(1_4_1)_ 184
     x(4_1) c_u_disj_ik(2_4_1)_ 184
     x(4_1) c_u_disj_ik(3_4_1)_ 184
     x(4_1) c_u_disj_ik(4_5_1)_ 180
     x(4_1) c_u_disj_ik(4_6_1)_ 175
     x(4_1) c_u_disj_ik(4_8_1)_ 174
     x(4_1) c_u_disj_ik(4_9_1)_ 173
     x(4_1) c_u_disj_ki(0_4_1)_ 195
     x(4_1) c_u_disj_ki(1_4_1)_ 193
     x(4_1) c_u_disj_ki(2_4_1)_ 190
     x(4_1) c_u_disj_ki(3_4_1)_ 189
     x(4_1) c_u_disj_ki(4_5_1)_ 184
     x(4_1) c_u_disj_ki(4_6_1)_ 184
     x(4_1) c_u_disj_ki(4_8_1)_ 184
     x(4_1) c_u_disj_ki(4_9_1)_ 184
     x(4_2) c_e_assign(4)_ 1
     x(4_2) c_e_timing(4)_ -24
     x(4_2) c_u_disj_ik(0_4_2)_ 184
     x(4_2) c_u_disj_ik(1_4_2)_ 184
     x(4_2) c_u_disj_ik(2_4_2)_ 184
     x(4_2) c_u_disj_ik(3_4_2)_ 184
     x(4_2) c_u_disj_ik(4_5_2)_ 180
     x(4_2) c_u_disj_ik(4_6_2)_ 175
     x(4_2) c_u_disj_ik(4_8_2)_ 174
     x(4_2) c_u_disj_ki(0_4_2)_ 195
     x(4_2) c_u_disj_ki(1_4_2)_ 193
     x(4_2) c_u_disj_ki(2_4_2)_ 190
     x(4_2) c_u_disj_ki(3_4_2)_ 189
     x(4_2) c_u_disj_ki(4_5_2)_ 184
     x(4_2) c_u_disj_ki(4_6_2)_ 184
     x(4_2) c_u_disj_ki(4_8_2)_ 184
     x(5_0) c_e_assign(5)_ 1
     x(5_0) c_e_timing(5)_ -4
     x(5_0) c_u_disj_ik(0_5_0)_ 180
     x(5_0) c_u_disj_ik(1_5_0)_ 180
     x(5_0) c_u_disj_ik(2_5_0)_ 180
     x(5_0) c_u_disj_ik(3_5_0)_ 180
     x(5_0) c_u_disj_ik(4_5_0)_ 180
     x(5_0) c_u_disj_ik(5_6_0)_ 175
     x(5_0) c_u_disj_ik(5_7_0)_ 174
     x(5_0) c_u_disj_ik(5_8_0)_ 174
     x(5_0) c_u_disj_ik(5_9_0)_ 173
     x(5_0) c_u_disj_ki(0_5_0)_ 195
     x(5_0) c_u_disj_ki(1_5_0)_ 193
     x(5_0) c_u_disj_ki(2_5_0)_ 190
     x(5_0) c_u_disj_ki(3_5_0)_ 189
     x(5_0) c_u_disj_ki(4_5_0)_ 184
     x(5_0) c_u_disj_ki(5_6_0)_ 180
     x(5_0) c_u_disj_ki(5_7_0)_ 180
     x(5_0) c_u_disj_ki(5_8_0)_ 180
     x(5_0) c_u_disj_ki(5_9_0)_ 180
     x(5_1) c_e_assign(5)_ 1
     x(5_1) c_e_timing(5)_ -6
     x(5_1) c_u_disj_ik(0_5_1)_ 180
     x(5_1) c_u_disj_ik(1_5_1)_ 180
     x(5_1) c_u_disj_ik(2_5_1)_ 180
     x(5_1) c_u_disj_ik(3_5_1)_ 180
     x(5_1) c_u_disj_ik(4_5_1)_ 180
     x(5_1) c_u_disj_ik(5_6_1)_ 175
     x(5_1) c_u_disj_ik(5_8_1)_ 174
     x(5_1) c_u_disj_ik(5_9_1)_ 173
     x(5_1) c_u_disj_ki(0_5_1)_ 195
     x(5_1) c_u_disj_ki(1_5_1)_ 193
     x(5_1) c_u_disj_ki(2_5_1)_ 190
     x(5_1) c_u_disj_ki(3_5_1)_ 189
     x(5_1) c_u_disj_ki(4_5_1)_ 184
     x(5_1) c_u_disj_ki(5_6_1)_ 180
     x(5_1) c_u_disj_ki(5_8_1)_ 180
     x(5_1) c_u_disj_ki(5_9_1)_ 180
     x(5_2) c_e_assign(5)_ 1
     x(5_2) c_e_timing(5)_ -12
     x(5_2) c_u_disj_ik(0_5_2)_ 180
     x(5_2) c_u_disj_ik(1_5_2)_ 180
     x(5_2) c_u_disj_ik(2_5_2)_ 180
     x(5_2) c_u_disj_ik(3_5_2)_ 180
     x(5_2) c_u_disj_ik(4_5_2)_ 180
     x(5_2) c_u_disj_ik(5_6_2)_ 175
     x(5_2) c_u_disj_ik(5_8_2)_ 174
     x(5_2) c_u_disj_ki(0_5_2)_ 195
     x(5_2) c_u_disj_ki(1_5_2)_ 193
     x(5_2) c_u_disj_ki(2_5_2)_ 190
     x(5_2) c_u_disj_ki(3_5_2)_ 189
     x(5_2) c_u_disj_ki(4_5_2)_ 184
     x(5_2) c_u_disj_ki(5_6_2)_ 180
     x(5_2) c_u_disj_ki(5_8_2)_ 180
     x(6_0) c_e_assign(6)_ 1
     x(6_0) c_e_timing(6)_ -12
     x(6_0) c_u_disj_ik(0_6_0)_ 175
     x(6_0) c_u_disj_ik(1_6_0)_ 175
     x(6_0) c_u_disj_ik(2_6_0)_ 175
     x(6_0) c_u_disj_ik(3_6_0)_ 175
     x(6_0) c_u_disj_ik(4_6_0)_ 175
     x(6_0) c_u_disj_ik(5_6_0)_ 175
     x(6_0) c_u_disj_ik(6_7_0)_ 174
     x(6_0) c_u_disj_ik(6_8_0)_ 174
     x(6_0) c_u_disj_ik(6_9_0)_ 173
     x(6_0) c_u_disj_ki(0_6_0)_ 195
     x(6_0) c_u_disj_ki(1_6_0)_ 193
     x(6_0) c_u_disj_ki(2_6_0)_ 190
     x(6_0) c_u_disj_ki(3_6_0)_ 189
     x(6_0) c_u_disj_ki(4_6_0)_ 184
     x(6_0) c_u_disj_ki(5_6_0)_ 180
     x(6_0) c_u_disj_ki(6_7_0)_ 175
     x(6_0) c_u_disj_ki(6_8_0)_ 175
     x(6_0) c_u_disj_ki(6_9_0)_ 175
     x(6_1) c_e_assign(6)_ 1
     x(6_1) c_e_timing(6)_ -18
     x(6_1) c_u_disj_ik(0_6_1)_ 175
     x(6_1) c_u_disj_ik(1_6_1)_ 175
     x(6_1) c_u_disj_ik(2_6_1)_ 175
     x(6_1) c_u_disj_ik(3_6_1)_ 175
     x(6_1) c_u_disj_ik(4_6_1)_ 175
     x(6_1) c_u_disj_ik(5_6_1)_ 175
     x(6_1) c_u_disj_ik(6_8_1)_ 174
     x(6_1) c_u_disj_ik(6_9_1)_ 173
     x(6_1) c_u_disj_ki(0_6_1)_ 195
     x(6_1) c_u_disj_ki(1_6_1)_ 193
     x(6_1) c_u_disj_ki(2_6_1)_ 190
     x(6_1) c_u_disj_ki(3_6_1)_ 189
     x(6_1) c_u_disj_ki(4_6_1)_ 184
     x(6_1) c_u_disj_ki(5_6_1)_ 180
     x(6_1) c_u_disj_ki(6_8_1)_ 175
     x(6_1) c_u_disj_ki(6_9_1)_ 175
     x(6_2) c_e_assign(6)_ 1
     x(6_2) c_e_timing(6)_ -36
     x(6_2) c_u_disj_ik(0_6_2)_ 175
     x(6_2) c_u_disj_ik(1_6_2)_ 175
     x(6_2) c_u_disj_ik(2_6_2)_ 175
     x(6_2) c_u_disj_ik(3_6_2)_ 175
     x(6_2) c_u_disj_ik(4_6_2)_ 175
     x(6_2) c_u_disj_ik(5_6_2)_ 175
     x(6_2) c_u_disj_ik(6_8_2)_ 174
     x(6_2) c_u_disj_ki(0_6_2)_ 195
     x(6_2) c_u_disj_ki(1_6_2)_ 193
     x(6_2) c_u_disj_ki(2_6_2)_ 190
     x(6_2) c_u_disj_ki(3_6_2)_ 189
     x(6_2) c_u_disj_ki(4_6_2)_ 184
     x(6_2) c_u_disj_ki(5_6_2)_ 180
     x(6_2) c_u_disj_ki(6_8_2)_ 175
     x(7_0) c_e_assign(7)_ 1
     x(7_0) c_e_timing(7)_ -2
     x(7_0) c_u_disj_ik(0_7_0)_ 174
     x(7_0) c_u_disj_ik(1_7_0)_ 174
     x(7_0) c_u_disj_ik(2_7_0)_ 174
     x(7_0) c_u_disj_ik(3_7_0)_ 174
     x(7_0) c_u_disj_ik(4_7_0)_ 174
     x(7_0) c_u_disj_ik(5_7_0)_ 174
     x(7_0) c_u_disj_ik(6_7_0)_ 174
     x(7_0) c_u_disj_ik(7_8_0)_ 174
     x(7_0) c_u_disj_ik(7_9_0)_ 173
     x(7_0) c_u_disj_ki(0_7_0)_ 195
     x(7_0) c_u_disj_ki(1_7_0)_ 193
     x(7_0) c_u_disj_ki(2_7_0)_ 190
     x(7_0) c_u_disj_ki(3_7_0)_ 189
     x(7_0) c_u_disj_ki(4_7_0)_ 184
     x(7_0) c_u_disj_ki(5_7_0)_ 180
     x(7_0) c_u_disj_ki(6_7_0)_ 175
     x(7_0) c_u_disj_ki(7_8_0)_ 174
     x(7_0) c_u_disj_ki(7_9_0)_ 174
     x(8_0) c_e_assign(8)_ 1
     x(8_0) c_e_timing(8)_ -4
     x(8_0) c_u_disj_ik(0_8_0)_ 174
     x(8_0) c_u_disj_ik(1_8_0)_ 174
     x(8_0) c_u_disj_ik(2_8_0)_ 174
     x(8_0) c_u_disj_ik(3_8_0)_ 174
     x(8_0) c_u_disj_ik(4_8_0)_ 174
     x(8_0) c_u_disj_ik(5_8_0)_ 174
     x(8_0) c_u_disj_ik(6_8_0)_ 174
     x(8_0) c_u_disj_ik(7_8_0)_ 174
     x(8_0) c_u_disj_ik(8_9_0)_ 173
     x(8_0) c_u_disj_ki(0_8_0)_ 195
     x(8_0) c_u_disj_ki(1_8_0)_ 193
     x(8_0) c_u_disj_ki(2_8_0)_ 190
     x(8_0) c_u_disj_ki(3_8_0)_ 189
     x(8_0) c_u_disj_ki(4_8_0)_ 184
     x(8_0) c_u_disj_ki(5_8_0)_ 180
     x(8_0) c_u_disj_ki(6_8_0)_ 175
     x(8_0) c_u_disj_ki(7_8_0)_ 174
     x(8_0) c_u_disj_ki(8_9_0)_ 174
     x(8_1) c_e_assign(8)_ 1
     x(8_1) c_e_timing(8)_ -6
     x(8_1) c_u_disj_ik(0_8_1)_ 174
     x(8_1) c_u_disj_ik(1_8_1)_ 174
     x(8_1) c_u_disj_ik(2_8_1)_ 174
     x(8_1) c_u_disj_ik(3_8_1)_ 174
     x(8_1) c_u_disj_ik(4_8_1)_ 174
     x(8_1) c_u_disj_ik(5_8_1)_ 174
     x(8_1) c_u_disj_ik(6_8_1)_ 174
     x(8_1) c_u_disj_ik(8_9_1)_ 173
     x(8_1) c_u_disj_ki(0_8_1)_ 195
     x(8_1) c_u_disj_ki(1_8_1)_ 193
     x(8_1) c_u_disj_ki(2_8_1)_ 190
     x(8_1) c_u_disj_ki(3_8_1)_ 189
     x(8_1) c_u_disj_ki(4_8_1)_ 184
     x(8_1) c_u_disj_ki(5_8_1)_ 180
     x(8_1) c_u_disj_ki(6_8_1)_ 175
     x(8_1) c_u_disj_ki(8_9_1)_ 174
     x(8_2) c_e_assign(8)_ 1
     x(8_2) c_e_timing(8)_ -12
     x(8_2) c_u_disj_ik(0_8_2)_ 174
     x(8_2) c_u_disj_ik(1_8_2)_ 174
     x(8_2) c_u_disj_ik(2_8_2)_ 174
     x(8_2) c_u_disj_ik(3_8_2)_ 174
     x(8_2) c_u_disj_ik(4_8_2)_ 174
     x(8_2) c_u_disj_ik(5_8_2)_ 174
     x(8_2) c_u_disj_ik(6_8_2)_ 174
     x(8_2) c_u_disj_ki(0_8_2)_ 195
     x(8_2) c_u_disj_ki(1_8_2)_ 193
     x(8_2) c_u_disj_ki(2_8_2)_ 190
     x(8_2) c_u_disj_ki(3_8_2)_ 189
     x(8_2) c_u_disj_ki(4_8_2)_ 184
     x(8_2) c_u_disj_ki(5_8_2)_ 180
     x(8_2) c_u_disj_ki(6_8_2)_ 175
     x(9_0) c_e_assign(9)_ 1
     x(9_0) c_e_timing(9)_ -6
     x(9_0) c_u_disj_ik(0_9_0)_ 173
     x(9_0) c_u_disj_ik(1_9_0)_ 173
     x(9_0) c_u_disj_ik(2_9_0)_ 173
     x(9_0) c_u_disj_ik(3_9_0)_ 173
     x(9_0) c_u_disj_ik(4_9_0)_ 173
     x(9_0) c_u_disj_ik(5_9_0)_ 173
     x(9_0) c_u_disj_ik(6_9_0)_ 173
     x(9_0) c_u_disj_ik(7_9_0)_ 173
     x(9_0) c_u_disj_ik(8_9_0)_ 173
     x(9_0) c_u_disj_ki(0_9_0)_ 195
     x(9_0) c_u_disj_ki(1_9_0)_ 193
     x(9_0) c_u_disj_ki(2_9_0)_ 190
     x(9_0) c_u_disj_ki(3_9_0)_ 189
     x(9_0) c_u_disj_ki(4_9_0)_ 184
     x(9_0) c_u_disj_ki(5_9_0)_ 180
     x(9_0) c_u_disj_ki(6_9_0)_ 175
     x(9_0) c_u_disj_ki(7_9_0)_ 174
     x(9_0) c_u_disj_ki(8_9_0)_ 174
     x(9_1) c_e_assign(9)_ 1
     x(9_1) c_e_timing(9)_ -9
     x(9_1) c_u_disj_ik(0_9_1)_ 173
     x(9_1) c_u_disj_ik(1_9_1)_ 173
     x(9_1) c_u_disj_ik(2_9_1)_ 173
     x(9_1) c_u_disj_ik(3_9_1)_ 173
     x(9_1) c_u_disj_ik(4_9_1)_ 173
     x(9_1) c_u_disj_ik(5_9_1)_ 173
     x(9_1) c_u_disj_ik(6_9_1)_ 173
     x(9_1) c_u_disj_ik(8_9_1)_ 173
     x(9_1) c_u_disj_ki(0_9_1)_ 195
     x(9_1) c_u_disj_ki(1_9_1)_ 193
     x(9_1) c_u_disj_ki(2_9_1)_ 190
     x(9_1) c_u_disj_ki(3_9_1)_ 189
     x(9_1) c_u_disj_ki(4_9_1)_ 184
     x(9_1) c_u_disj_ki(5_9_1)_ 180
     x(9_1) c_u_disj_ki(6_9_1)_ 175
     x(9_1) c_u_disj_ki(8_9_1)_ 174
     y(0_1) c_u_disj_ik(0_1_0)_ 193
     y(0_1) c_u_disj_ik(0_1_1)_ 193
     y(0_1) c_u_disj_ik(0_1_2)_ 193
     y(0_1) c_u_disj_ki(0_1_0)_ -195
     y(0_1) c_u_disj_ki(0_1_1)_ -195
     y(0_1) c_u_disj_ki(0_1_2)_ -195
     y(0_2) c_u_disj_ik(0_2_0)_ 190
     y(0_2) c_u_disj_ik(0_2_1)_ 190
     y(0_2) c_u_disj_ik(0_2_2)_ 190
     y(0_2) c_u_disj_ki(0_2_0)_ -195
     y(0_2) c_u_disj_ki(0_2_1)_ -195
     y(0_2) c_u_disj_ki(0_2_2)_ -195
     y(0_3) c_u_disj_ik(0_3_0)_ 189
     y(0_3) c_u_disj_ik(0_3_1)_ 189
     y(0_3) c_u_disj_ik(0_3_2)_ 189
     y(0_3) c_u_disj_ki(0_3_0)_ -195
     y(0_3) c_u_disj_ki(0_3_1)_ -195
     y(0_3) c_u_disj_ki(0_3_2)_ -195
     y(0_4) c_u_disj_ik(0_4_0)_ 184
     y(0_4) c_u_disj_ik(0_4_1)_ 184
     y(0_4) c_u_disj_ik(0_4_2)_ 184
     y(0_4) c_u_disj_ki(0_4_0)_ -195
     y(0_4) c_u_disj_ki(0_4_1)_ -195
     y(0_4) c_u_disj_ki(0_4_2)_ -195
     y(0_5) c_u_disj_ik(0_5_0)_ 180
     y(0_5) c_u_disj_ik(0_5_1)_ 180
     y(0_5) c_u_disj_ik(0_5_2)_ 180
     y(0_5) c_u_disj_ki(0_5_0)_ -195
     y(0_5) c_u_disj_ki(0_5_1)_ -195
     y(0_5) c_u_disj_ki(0_5_2)_ -195
     y(0_6) c_u_disj_ik(0_6_0)_ 175
     y(0_6) c_u_disj_ik(0_6_1)_ 175
     y(0_6) c_u_disj_ik(0_6_2)_ 175
     y(0_6) c_u_disj_ki(0_6_0)_ -195
     y(0_6) c_u_disj_ki(0_6_1)_ -195
     y(0_6) c_u_disj_ki(0_6_2)_ -195
     y(0_7) c_u_disj_ik(0_7_0)_ 174
     y(0_7) c_u_disj_ki(0_7_0)_ -195
     y(0_8) c_u_disj_ik(0_8_0)_ 174
     y(0_8) c_u_disj_ik(0_8_1)_ 174
     y(0_8) c_u_disj_ik(0_8_2)_ 174
     y(0_8) c_u_disj_ki(0_8_0)_ -195
     y(0_8) c_u_disj_ki(0_8_1)_ -195
     y(0_8) c_u_disj_ki(0_8_2)_ -195
     y(0_9) c_u_disj_ik(0_9_0)_ 173
     y(0_9) c_u_disj_ik(0_9_1)_ 173
     y(0_9) c_u_disj_ki(0_9_0)_ -195
     y(0_9) c_u_disj_ki(0_9_1)_ -195
     y(1_2) c_u_disj_ik(1_2_0)_ 190
     y(1_2) c_u_disj_ik(1_2_1)_ 190
     y(1_2) c_u_disj_ik(1_2_2)_ 190
     y(1_2) c_u_disj_ki(1_2_0)_ -193
     y(1_2) c_u_disj_ki(1_2_1)_ -193
     y(1_2) c_u_disj_ki(1_2_2)_ -193
     y(1_3) c_u_disj_ik(1_3_0)_ 189
     y(1_3) c_u_disj_ik(1_3_1)_ 189
     y(1_3) c_u_disj_ik(1_3_2)_ 189
     y(1_3) c_u_disj_ki(1_3_0)_ -193
     y(1_3) c_u_disj_ki(1_3_1)_ -193
     y(1_3) c_u_disj_ki(1_3_2)_ -193
     y(1_4) c_u_disj_ik(1_4_0)_ 184
     y(1_4) c_u_disj_ik(1_4_1)_ 184
     y(1_4) c_u_disj_ik(1_4_2)_ 184
     y(1_4) c_u_disj_ki(1_4_0)_ -193
     y(1_4) c_u_disj_ki(1_4_1)_ -193
     y(1_4) c_u_disj_ki(1_4_2)_ -193
     y(1_5) c_u_disj_ik(1_5_0)_ 180
     y(1_5) c_u_disj_ik(1_5_1)_ 180
     y(1_5) c_u_disj_ik(1_5_2)_ 180
     y(1_5) c_u_disj_ki(1_5_0)_ -193
     y(1_5) c_u_disj_ki(1_5_1)_ -193
     y(1_5) c_u_disj_ki(1_5_2)_ -193
     y(1_6) c_u_disj_ik(1_6_0)_ 175
     y(1_6) c_u_disj_ik(1_6_1)_ 175
     y(1_6) c_u_disj_ik(1_6_2)_ 175
     y(1_6) c_u_disj_ki(1_6_0)_ -193
     y(1_6) c_u_disj_ki(1_6_1)_ -193
     y(1_6) c_u_disj_ki(1_6_2)_ -193
     y(1_7) c_u_disj_ik(1_7_0)_ 174
     y(1_7) c_u_disj_ki(1_7_0)_ -193
     y(1_8) c_u_disj_ik(1_8_0)_ 174
     y(1_8) c_u_disj_ik(1_8_1)_ 174
     y(1_8) c_u_disj_ik(1_8_2)_ 174
     y(1_8) c_u_disj_ki(1_8_0)_ -193
     y(1_8) c_u_disj_ki(1_8_1)_ -193
     y(1_8) c_u_disj_ki(1_8_2)_ -193
     y(1_9) c_u_disj_ik(1_9_0)_ 173
     y(1_9) c_u_disj_ik(1_9_1)_ 173
     y(1_9) c_u_disj_ki(1_9_0)_ -193
     y(1_9) c_u_disj_ki(1_9_1)_ -193
     y(2_3) c_u_disj_ik(2_3_0)_ 189
     y(2_3) c_u_disj_ik(2_3_1)_ 189
     y(2_3) c_u_disj_ik(2_3_2)_ 189
     y(2_3) c_u_disj_ki(2_3_0)_ -190
     y(2_3) c_u_disj_ki(2_3_1)_ -190
     y(2_3) c_u_disj_ki(2_3_2)_ -190
     y(2_4) c_u_disj_ik(2_4_0)_ 184
     y(2_4) c_u_disj_ik(2_4_1)_ 184
     y(2_4) c_u_disj_ik(2_4_2)_ 184
     y(2_4) c_u_disj_ki(2_4_0)_ -190
     y(2_4) c_u_disj_ki(2_4_1)_ -190
     y(2_4) c_u_disj_ki(2_4_2)_ -190
     y(2_5) c_u_disj_ik(2_5_0)_ 180
     y(2_5) c_u_disj_ik(2_5_1)_ 180
     y(2_5) c_u_disj_ik(2_5_2)_ 180
     y(2_5) c_u_disj_ki(2_5_0)_ -190
     y(2_5) c_u_disj_ki(2_5_1)_ -190
     y(2_5) c_u_disj_ki(2_5_2)_ -190
     y(2_6) c_u_disj_ik(2_6_0)_ 175
     y(2_6) c_u_disj_ik(2_6_1)_ 175
     y(2_6) c_u_disj_ik(2_6_2)_ 175
     y(2_6) c_u_disj_ki(2_6_0)_ -190
     y(2_6) c_u_disj_ki(2_6_1)_ -190
     y(2_6) c_u_disj_ki(2_6_2)_ -190
     y(2_7) c_u_disj_ik(2_7_0)_ 174
     y(2_7) c_u_disj_ki(2_7_0)_ -190
     y(2_8) c_u_disj_ik(2_8_0)_ 174
     y(2_8) c_u_disj_ik(2_8_1)_ 174
     y(2_8) c_u_disj_ik(2_8_2)_ 174
     y(2_8) c_u_disj_ki(2_8_0)_ -190
     y(2_8) c_u_disj_ki(2_8_1)_ -190
     y(2_8) c_u_disj_ki(2_8_2)_ -190
     y(2_9) c_u_disj_ik(2_9_0)_ 173
     y(2_9) c_u_disj_ik(2_9_1)_ 173
     y(2_9) c_u_disj_ki(2_9_0)_ -190
     y(2_9) c_u_disj_ki(2_9_1)_ -190
     y(3_4) c_u_disj_ik(3_4_0)_ 184
     y(3_4) c_u_disj_ik(3_4_1)_ 184
     y(3_4) c_u_disj_ik(3_4_2)_ 184
     y(3_4) c_u_disj_ki(3_4_0)_ -189
     y(3_4) c_u_disj_ki(3_4_1)_ -189
     y(3_4) c_u_disj_ki(3_4_2)_ -189
     y(3_5) c_u_disj_ik(3_5_0)_ 180
     y(3_5) c_u_disj_ik(3_5_1)_ 180
     y(3_5) c_u_disj_ik(3_5_2)_ 180
     y(3_5) c_u_disj_ki(3_5_0)_ -189
     y(3_5) c_u_disj_ki(3_5_1)_ -189
     y(3_5) c_u_disj_ki(3_5_2)_ -189
     y(3_6) c_u_disj_ik(3_6_0)_ 175
     y(3_6) c_u_disj_ik(3_6_1)_ 175
     y(3_6) c_u_disj_ik(3_6_2)_ 175
     y(3_6) c_u_disj_ki(3_6_0)_ -189
     y(3_6) c_u_disj_ki(3_6_1)_ -189
     y(3_6) c_u_disj_ki(3_6_2)_ -189
     y(3_7) c_u_disj_ik(3_7_0)_ 174
     y(3_7) c_u_disj_ki(3_7_0)_ -189
     y(3_8) c_u_disj_ik(3_8_0)_ 174
     y(3_8) c_u_disj_ik(3_8_1)_ 174
     y(3_8) c_u_disj_ik(3_8_2)_ 174
     y(3_8) c_u_disj_ki(3_8_0)_ -189
     y(3_8) c_u_disj_ki(3_8_1)_ -189
     y(3_8) c_u_disj_ki(3_8_2)_ -189
     y(3_9) c_u_disj_ik(3_9_0)_ 173
     y(3_9) c_u_disj_ik(3_9_1)_ 173
     y(3_9) c_u_disj_ki(3_9_0)_ -189
     y(3_9) c_u_disj_ki(3_9_1)_ -189
     y(4_5) c_u_disj_ik(4_5_0)_ 180
     y(4_5) c_u_disj_ik(4_5_1)_ 180
     y(4_5) c_u_disj_ik(4_5_2)_ 180
     y(4_5) c_u_disj_ki(4_5_0)_ -184
     y(4_5) c_u_disj_ki(4_5_1)_ -184
     y(4_5) c_u_disj_ki(4_5_2)_ -184
     y(4_6) c_u_disj_ik(4_6_0)_ 175
     y(4_6) c_u_disj_ik(4_6_1)_ 175
     y(4_6) c_u_disj_ik(4_6_2)_ 175
     y(4_6) c_u_disj_ki(4_6_0)_ -184
     y(4_6) c_u_disj_ki(4_6_1)_ -184
     y(4_6) c_u_disj_ki(4_6_2)_ -184
     y(4_7) c_u_disj_ik(4_7_0)_ 174
     y(4_7) c_u_disj_ki(4_7_0)_ -184
     y(4_8) c_u_disj_ik(4_8_0)_ 174
     y(4_8) c_u_disj_ik(4_8_1)_ 174
     y(4_8) c_u_disj_ik(4_8_2)_ 174
     y(4_8) c_u_disj_ki(4_8_0)_ -184
     y(4_8) c_u_disj_ki(4_8_1)_ -184
     y(4_8) c_u_disj_ki(4_8_2)_ -184
     y(4_9) c_u_disj_ik(4_9_0)_ 173
     y(4_9) c_u_disj_ik(4_9_1)_ 173
     y(4_9) c_u_disj_ki(4_9_0)_ -184
     y(4_9) c_u_disj_ki(4_9_1)_ -184
     y(5_6) c_u_disj_ik(5_6_0)_ 175
     y(5_6) c_u_disj_ik(5_6_1)_ 175
     y(5_6) c_u_disj_ik(5_6_2)_ 175
     y(5_6) c_u_disj_ki(5_6_0)_ -180
     y(5_6) c_u_disj_ki(5_6_1)_ -180
     y(5_6) c_u_disj_ki(5_6_2)_ -180
     y(5_7) c_u_disj_ik(5_7_0)_ 174
     y(5_7) c_u_disj_ki(5_7_0)_ -180
     y(5_8) c_u_disj_ik(5_8_0)_ 174
     y(5_8) c_u_disj_ik(5_8_1)_ 174
     y(5_8) c_u_disj_ik(5_8_2)_ 174
     y(5_8) c_u_disj_ki(5_8_0)_ -180
     y(5_8) c_u_disj_ki(5_8_1)_ -180
     y(5_8) c_u_disj_ki(5_8_2)_ -180
     y(5_9) c_u_disj_ik(5_9_0)_ 173
     y(5_9) c_u_disj_ik(5_9_1)_ 173
     y(5_9) c_u_disj_ki(5_9_0)_ -180
     y(5_9) c_u_disj_ki(5_9_1)_ -180
     y(6_7) c_u_disj_ik(6_7_0)_ 174
     y(6_7) c_u_disj_ki(6_7_0)_ -175
     y(6_8) c_u_disj_ik(6_8_0)_ 174
     y(6_8) c_u_disj_ik(6_8_1)_ 174
     y(6_8) c_u_disj_ik(6_8_2)_ 174
     y(6_8) c_u_disj_ki(6_8_0)_ -175
     y(6_8) c_u_disj_ki(6_8_1)_ -175
     y(6_8) c_u_disj_ki(6_8_2)_ -175
     y(6_9) c_u_disj_ik(6_9_0)_ 173
     y(6_9) c_u_disj_ik(6_9_1)_ 173
     y(6_9) c_u_disj_ki(6_9_0)_ -175
     y(6_9) c_u_disj_ki(6_9_1)_ -175
     y(7_8) c_u_disj_ik(7_8_0)_ 174
     y(7_8) c_u_disj_ki(7_8_0)_ -174
     y(7_9) c_u_disj_ik(7_9_0)_ 173
     y(7_9) c_u_disj_ki(7_9_0)_ -174
     y(8_9) c_u_disj_ik(8_9_0)_ 173
     y(8_9) c_u_disj_ik(8_9_1)_ 173
     y(8_9) c_u_disj_ki(8_9_0)_ -174
     y(8_9) c_u_disj_ki(8_9_1)_ -174
     s(0) c_e_timing(0)_ -1
     s(0) c_u_disj_ki(0_1_0)_ -1
     s(0) c_u_disj_ki(0_1_1)_ -1
     s(0) c_u_disj_ki(0_1_2)_ -1
     s(0) c_u_disj_ki(0_2_0)_ -1
     s(0) c_u_disj_ki(0_2_1)_ -1
     s(0) c_u_disj_ki(0_2_2)_ -1
     s(0) c_u_disj_ki(0_3_0)_ -1
     s(0) c_u_disj_ki(0_3_1)_ -1
     s(0) c_u_disj_ki(0_3_2)_ -1
     s(0) c_u_disj_ki(0_4_0)_ -1
     s(0) c_u_disj_ki(0_4_1)_ -1
     s(0) c_u_disj_ki(0_4_2)_ -1
     s(0) c_u_disj_ki(0_5_0)_ -1
     s(0) c_u_disj_ki(0_5_1)_ -1
     s(0) c_u_disj_ki(0_5_2)_ -1
     s(0) c_u_disj_ki(0_6_0)_ -1
     s(0) c_u_disj_ki(0_6_1)_ -1
     s(0) c_u_disj_ki(0_6_2)_ -1
     s(0) c_u_disj_ki(0_7_0)_ -1
     s(0) c_u_disj_ki(0_8_0)_ -1
     s(0) c_u_disj_ki(0_8_1)_ -1
     s(0) c_u_disj_ki(0_8_2)_ -1
     s(0) c_u_disj_ki(0_9_0)_ -1
     s(0) c_u_disj_ki(0_9_1)_ -1
     s(1) c_e_timing(1)_ -1
     s(1) c_u_disj_ik(0_1_0)_ -1
     s(1) c_u_disj_ik(0_1_1)_ -1
     s(1) c_u_disj_ik(0_1_2)_ -1
     s(1) c_u_disj_ki(1_2_0)_ -1
     s(1) c_u_disj_ki(1_2_1)_ -1
     s(1) c_u_disj_ki(1_2_2)_ -1
     s(1) c_u_disj_ki(1_3_0)_ -1
     s(1) c_u_disj_ki(1_3_1)_ -1
     s(1) c_u_disj_ki(1_3_2)_ -1
     s(1) c_u_disj_ki(1_4_0)_ -1
     s(1) c_u_disj_ki(1_4_1)_ -1
     s(1) c_u_disj_ki(1_4_2)_ -1
     s(1) c_u_disj_ki(1_5_0)_ -1
     s(1) c_u_disj_ki(1_5_1)_ -1
     s(1) c_u_disj_ki(1_5_2)_ -1
     s(1) c_u_disj_ki(1_6_0)_ -1
     s(1) c_u_disj_ki(1_6_1)_ -1
     s(1) c_u_disj_ki(1_6_2)_ -1
     s(1) c_u_disj_ki(1_7_0)_ -1
     s(1) c_u_disj_ki(1_8_0)_ -1
     s(1) c_u_disj_ki(1_8_1)_ -1
     s(1) c_u_disj_ki(1_8_2)_ -1
     s(1) c_u_disj_ki(1_9_0)_ -1
     s(1) c_u_disj_ki(1_9_1)_ -1
     s(2) c_e_timing(2)_ -1
     s(2) c_u_disj_ik(0_2_0)_ -1
     s(2) c_u_disj_ik(0_2_1)_ -1
     s(2) c_u_disj_ik(0_2_2)_ -1
     s(2) c_u_disj_ik(1_2_0)_ -1
     s(2) c_u_disj_ik(1_2_1)_ -1
     s(2) c_u_disj_ik(1_2_2)_ -1
     s(2) c_u_disj_ki(2_3_0)_ -1
     s(2) c_u_disj_ki(2_3_1)_ -1
     s(2) c_u_disj_ki(2_3_2)_ -1
     s(2) c_u_disj_ki(2_4_0)_ -1
     s(2) c_u_disj_ki(2_4_1)_ -1
     s(2) c_u_disj_ki(2_4_2)_ -1
     s(2) c_u_disj_ki(2_5_0)_ -1
     s(2) c_u_disj_ki(2_5_1)_ -1
     s(2) c_u_disj_ki(2_5_2)_ -1
     s(2) c_u_disj_ki(2_6_0)_ -1
     s(2) c_u_disj_ki(2_6_1)_ -1
     s(2) c_u_disj_ki(2_6_2)_ -1
     s(2) c_u_disj_ki(2_7_0)_ -1
     s(2) c_u_disj_ki(2_8_0)_ -1
     s(2) c_u_disj_ki(2_8_1)_ -1
     s(2) c_u_disj_ki(2_8_2)_ -1
     s(2) c_u_disj_ki(2_9_0)_ -1
     s(2) c_u_disj_ki(2_9_1)_ -1
     s(3) c_e_timing(3)_ -1
     s(3) c_u_disj_ik(0_3_0)_ -1
     s(3) c_u_disj_ik(0_3_1)_ -1
     s(3) c_u_disj_ik(0_3_2)_ -1
     s(3) c_u_disj_ik(1_3_0)_ -1
     s(3) c_u_disj_ik(1_3_1)_ -1
     s(3) c_u_disj_ik(1_3_2)_ -1
     s(3) c_u_disj_ik(2_3_0)_ -1
     s(3) c_u_disj_ik(2_3_1)_ -1
     s(3) c_u_disj_ik(2_3_2)_ -1
     s(3) c_u_disj_ki(3_4_0)_ -1
     s(3) c_u_disj_ki(3_4_1)_ -1
     s(3) c_u_disj_ki(3_4_2)_ -1
     s(3) c_u_disj_ki(3_5_0)_ -1
     s(3) c_u_disj_ki(3_5_1)_ -1
     s(3) c_u_disj_ki(3_5_2)_ -1
     s(3) c_u_disj_ki(3_6_0)_ -1
     s(3) c_u_disj_ki(3_6_1)_ -1
     s(3) c_u_disj_ki(3_6_2)_ -1
     s(3) c_u_disj_ki(3_7_0)_ -1
     s(3) c_u_disj_ki(3_8_0)_ -1
     s(3) c_u_disj_ki(3_8_1)_ -1
     s(3) c_u_disj_ki(3_8_2)_ -1
     s(3) c_u_disj_ki(3_9_0)_ -1
     s(3) c_u_disj_ki(3_9_1)_ -1
     s(4) c_e_timing(4)_ -1
     s(4) c_u_disj_ik(0_4_0)_ -1
     s(4) c_u_disj_ik(0_4_1)_ -1
     s(4) c_u_disj_ik(0_4_2)_ -1
     s(4) c_u_disj_ik(1_4_0)_ -1
     s(4) c_u_disj_ik(1_4_1)_ -1
     s(4) c_u_disj_ik(1_4_2)_ -1
     s(4) c_u_disj_ik(2_4_0)_ -1
     s(4) c_u_disj_ik(2_4_1)_ -1
     s(4) c_u_disj_ik(2_4_2)_ -1
     s(4) c_u_disj_ik(3_4_0)_ -1
     s(4) c_u_disj_ik(3_4_1)_ -1
     s(4) c_u_disj_ik(3_4_2)_ -1
     s(4) c_u_disj_ki(4_5_0)_ -1
     s(4) c_u_disj_ki(4_5_1)_ -1
     s(4) c_u_disj_ki(4_5_2)_ -1
     s(4) c_u_disj_ki(4_6_0)_ -1
     s(4) c_u_disj_ki(4_6_1)_ -1
     s(4) c_u_disj_ki(4_6_2)_ -1
     s(4) c_u_disj_ki(4_7_0)_ -1
     s(4) c_u_disj_ki(4_8_0)_ -1
     s(4) c_u_disj_ki(4_8_1)_ -1
     s(4) c_u_disj_ki(4_8_2)_ -1
     s(4) c_u_disj_ki(4_9_0)_ -1
     s(4) c_u_disj_ki(4_9_1)_ -1
     s(5) c_e_timing(5)_ -1
     s(5) c_u_disj_ik(0_5_0)_ -1
     s(5) c_u_disj_ik(0_5_1)_ -1
     s(5) c_u_disj_ik(0_5_2)_ -1
     s(5) c_u_disj_ik(1_5_0)_ -1
     s(5) c_u_disj_ik(1_5_1)_ -1
     s(5) c_u_disj_ik(1_5_2)_ -1
     s(5) c_u_disj_ik(2_5_0)_ -1
     s(5) c_u_disj_ik(2_5_1)_ -1
     s(5) c_u_disj_ik(2_5_2)_ -1
     s(5) c_u_disj_ik(3_5_0)_ -1
     s(5) c_u_disj_ik(3_5_1)_ -1
     s(5) c_u_disj_ik(3_5_2)_ -1
     s(5) c_u_disj_ik(4_5_0)_ -1
     s(5) c_u_disj_ik(4_5_1)_ -1
     s(5) c_u_disj_ik(4_5_2)_ -1
     s(5) c_u_disj_ki(5_6_0)_ -1
     s(5) c_u_disj_ki(5_6_1)_ -1
     s(5) c_u_disj_ki(5_6_2)_ -1
     s(5) c_u_disj_ki(5_7_0)_ -1
     s(5) c_u_disj_ki(5_8_0)_ -1
     s(5) c_u_disj_ki(5_8_1)_ -1
     s(5) c_u_disj_ki(5_8_2)_ -1
     s(5) c_u_disj_ki(5_9_0)_ -1
     s(5) c_u_disj_ki(5_9_1)_ -1
     s(6) c_e_timing(6)_ -1
     s(6) c_u_disj_ik(0_6_0)_ -1
     s(6) c_u_disj_ik(0_6_1)_ -1
     s(6) c_u_disj_ik(0_6_2)_ -1
     s(6) c_u_disj_ik(1_6_0)_ -1
     s(6) c_u_disj_ik(1_6_1)_ -1
     s(6) c_u_disj_ik(1_6_2)_ -1
     s(6) c_u_disj_ik(2_6_0)_ -1
     s(6) c_u_disj_ik(2_6_1)_ -1
     s(6) c_u_disj_ik(2_6_2)_ -1
     s(6) c_u_disj_ik(3_6_0)_ -1
     s(6) c_u_disj_ik(3_6_1)_ -1
     s(6) c_u_disj_ik(3_6_2)_ -1
     s(6) c_u_disj_ik(4_6_0)_ -1
     s(6) c_u_disj_ik(4_6_1)_ -1
     s(6) c_u_disj_ik(4_6_2)_ -1
     s(6) c_u_disj_ik(5_6_0)_ -1
     s(6) c_u_disj_ik(5_6_1)_ -1
     s(6) c_u_disj_ik(5_6_2)_ -1
     s(6) c_u_disj_ki(6_7_0)_ -1
     s(6) c_u_disj_ki(6_8_0)_ -1
     s(6) c_u_disj_ki(6_8_1)_ -1
     s(6) c_u_disj_ki(6_8_2)_ -1
     s(6) c_u_disj_ki(6_9_0)_ -1
     s(6) c_u_disj_ki(6_9_1)_ -1
     s(7) c_e_timing(7)_ -1
     s(7) c_u_disj_ik(0_7_0)_ -1
     s(7) c_u_disj_ik(1_7_0)_ -1
     s(7) c_u_disj_ik(2_7_0)_ -1
     s(7) c_u_disj_ik(3_7_0)_ -1
     s(7) c_u_disj_ik(4_7_0)_ -1
     s(7) c_u_disj_ik(5_7_0)_ -1
     s(7) c_u_disj_ik(6_7_0)_ -1
     s(7) c_u_disj_ki(7_8_0)_ -1
     s(7) c_u_disj_ki(7_9_0)_ -1
     s(8) c_e_timing(8)_ -1
     s(8) c_u_disj_ik(0_8_0)_ -1
     s(8) c_u_disj_ik(0_8_1)_ -1
     s(8) c_u_disj_ik(0_8_2)_ -1
     s(8) c_u_disj_ik(1_8_0)_ -1
     s(8) c_u_disj_ik(1_8_1)_ -1
     s(8) c_u_disj_ik(1_8_2)_ -1
     s(8) c_u_disj_ik(2_8_0)_ -1
     s(8) c_u_disj_ik(2_8_1)_ -1
     s(8) c_u_disj_ik(2_8_2)_ -1
     s(8) c_u_disj_ik(3_8_0)_ -1
     s(8) c_u_disj_ik(3_8_1)_ -1
     s(8) c_u_disj_ik(3_8_2)_ -1
     s(8) c_u_disj_ik(4_8_0)_ -1
     s(8) c_u_disj_ik(4_8_1)_ -1
     s(8) c_u_disj_ik(4_8_2)_ -1
     s(8) c_u_disj_ik(5_8_0)_ -1
     s(8) c_u_disj_ik(5_8_1)_ -1
     s(8) c_u_disj_ik(5_8_2)_ -1
     s(8) c_u_disj_ik(6_8_0)_ -1
     s(8) c_u_disj_ik(6_8_1)_ -1
     s(8) c_u_disj_ik(6_8_2)_ -1
     s(8) c_u_disj_ik(7_8_0)_ -1
     s(8) c_u_disj_ki(8_9_0)_ -1
     s(8) c_u_disj_ki(8_9_1)_ -1
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
     s(9) c_u_disj_ik(8_9_0)_ -1
     s(9) c_u_disj_ik(8_9_1)_ -1
     c(0) c_e_timing(0)_ 1
     c(0) c_u_tard(0)_ 1
     c(0) c_u_disj_ik(0_1_0)_ 1
     c(0) c_u_disj_ik(0_1_1)_ 1
     c(0) c_u_disj_ik(0_1_2)_ 1
     c(0) c_u_disj_ik(0_2_0)_ 1
     c(0) c_u_disj_ik(0_2_1)_ 1
     c(0) c_u_disj_ik(0_2_2)_ 1
     c(0) c_u_disj_ik(0_3_0)_ 1
     c(0) c_u_disj_ik(0_3_1)_ 1
     c(0) c_u_disj_ik(0_3_2)_ 1
     c(0) c_u_disj_ik(0_4_0)_ 1
     c(0) c_u_disj_ik(0_4_1)_ 1
     c(0) c_u_disj_ik(0_4_2)_ 1
     c(0) c_u_disj_ik(0_5_0)_ 1
     c(0) c_u_disj_ik(0_5_1)_ 1
     c(0) c_u_disj_ik(0_5_2)_ 1
     c(0) c_u_disj_ik(0_6_0)_ 1
     c(0) c_u_disj_ik(0_6_1)_ 1
     c(0) c_u_disj_ik(0_6_2)_ 1
     c(0) c_u_disj_ik(0_7_0)_ 1
     c(0) c_u_disj_ik(0_8_0)_ 1
     c(0) c_u_disj_ik(0_8_1)_ 1
     c(0) c_u_disj_ik(0_8_2)_ 1
     c(0) c_u_disj_ik(0_9_0)_ 1
     c(0) c_u_disj_ik(0_9_1)_ 1
     c(1) c_e_timing(1)_ 1
     c(1) c_u_tard(1)_ 1
     c(1) c_u_disj_ik(1_2_0)_ 1
     c(1) c_u_disj_ik(1_2_1)_ 1
     c(1) c_u_disj_ik(1_2_2)_ 1
     c(1) c_u_disj_ik(1_3_0)_ 1
     c(1) c_u_disj_ik(1_3_1)_ 1
     c(1) c_u_disj_ik(1_3_2)_ 1
     c(1) c_u_disj_ik(1_4_0)_ 1
     c(1) c_u_disj_ik(1_4_1)_ 1
     c(1) c_u_disj_ik(1_4_2)_ 1
     c(1) c_u_disj_ik(1_5_0)_ 1
     c(1) c_u_disj_ik(1_5_1)_ 1
     c(1) c_u_disj_ik(1_5_2)_ 1
     c(1) c_u_disj_ik(1_6_0)_ 1
     c(1) c_u_disj_ik(1_6_1)_ 1
     c(1) c_u_disj_ik(1_6_2)_ 1
     c(1) c_u_disj_ik(1_7_0)_ 1
     c(1) c_u_disj_ik(1_8_0)_ 1
     c(1) c_u_disj_ik(1_8_1)_ 1
     c(1) c_u_disj_ik(1_8_2)_ 1
     c(1) c_u_disj_ik(1_9_0)_ 1
     c(1) c_u_disj_ik(1_9_1)_ 1
     c(1) c_u_disj_ki(0_1_0)_ 1
     c(1) c_u_disj_ki(0_1_1)_ 1
     c(1) c_u_disj_ki(0_1_2)_ 1
     c(2) c_e_timing(2)_ 1
     c(2) c_u_tard(2)_ 1
     c(2) c_u_disj_ik(2_3_0)_ 1
     c(2) c_u_disj_ik(2_3_1)_ 1
     c(2) c_u_disj_ik(2_3_2)_ 1
     c(2) c_u_disj_ik(2_4_0)_ 1
     c(2) c_u_disj_ik(2_4_1)_ 1
     c(2) c_u_disj_ik(2_4_2)_ 1
     c(2) c_u_disj_ik(2_5_0)_ 1
     c(2) c_u_disj_ik(2_5_1)_ 1
     c(2) c_u_disj_ik(2_5_2)_ 1
     c(2) c_u_disj_ik(2_6_0)_ 1
     c(2) c_u_disj_ik(2_6_1)_ 1
     c(2) c_u_disj_ik(2_6_2)_ 1
     c(2) c_u_disj_ik(2_7_0)_ 1
     c(2) c_u_disj_ik(2_8_0)_ 1
     c(2) c_u_disj_ik(2_8_1)_ 1
     c(2) c_u_disj_ik(2_8_2)_ 1
     c(2) c_u_disj_ik(2_9_0)_ 1
     c(2) c_u_disj_ik(2_9_1)_ 1
     c(2) c_u_disj_ki(0_2_0)_ 1
     c(2) c_u_disj_ki(0_2_1)_ 1
     c(2) c_u_disj_ki(0_2_2)_ 1
     c(2) c_u_disj_ki(1_2_0)_ 1
     c(2) c_u_disj_ki(1_2_1)_ 1
     c(2) c_u_disj_ki(1_2_2)_ 1
     c(3) c_e_timing(3)_ 1
     c(3) c_u_tard(3)_ 1
     c(3) c_u_disj_ik(3_4_0)_ 1
     c(3) c_u_disj_ik(3_4_1)_ 1
     c(3) c_u_disj_ik(3_4_2)_ 1
     c(3) c_u_disj_ik(3_5_0)_ 1
     c(3) c_u_disj_ik(3_5_1)_ 1
     c(3) c_u_disj_ik(3_5_2)_ 1
     c(3) c_u_disj_ik(3_6_0)_ 1
     c(3) c_u_disj_ik(3_6_1)_ 1
     c(3) c_u_disj_ik(3_6_2)_ 1
     c(3) c_u_disj_ik(3_7_0)_ 1
     c(3) c_u_disj_ik(3_8_0)_ 1
     c(3) c_u_disj_ik(3_8_1)_ 1
     c(3) c_u_disj_ik(3_8_2)_ 1
     c(3) c_u_disj_ik(3_9_0)_ 1
     c(3) c_u_disj_ik(3_9_1)_ 1
     c(3) c_u_disj_ki(0_3_0)_ 1
     c(3) c_u_disj_ki(0_3_1)_ 1
     c(3) c_u_disj_ki(0_3_2)_ 1
     c(3) c_u_disj_ki(1_3_0)_ 1
     c(3) c_u_disj_ki(1_3_1)_ 1
     c(3) c_u_disj_ki(1_3_2)_ 1
     c(3) c_u_disj_ki(2_3_0)_ 1
     c(3) c_u_disj_ki(2_3_1)_ 1
     c(3) c_u_disj_ki(2_3_2)_ 1
     c(4) c_e_timing(4)_ 1
     c(4) c_u_tard(4)_ 1
     c(4) c_u_disj_ik(4_5_0)_ 1
     c(4) c_u_disj_ik(4_5_1)_ 1
     c(4) c_u_disj_ik(4_5_2)_ 1
     c(4) c_u_disj_ik(4_6_0)_ 1
     c(4) c_u_disj_ik(4_6_1)_ 1
     c(4) c_u_disj_ik(4_6_2)_ 1
     c(4) c_u_disj_ik(4_7_0)_ 1
     c(4) c_u_disj_ik(4_8_0)_ 1
     c(4) c_u_disj_ik(4_8_1)_ 1
     c(4) c_u_disj_ik(4_8_2)_ 1
     c(4) c_u_disj_ik(4_9_0)_ 1
     c(4) c_u_disj_ik(4_9_1)_ 1
     c(4) c_u_disj_ki(0_4_0)_ 1
     c(4) c_u_disj_ki(0_4_1)_ 1
     c(4) c_u_disj_ki(0_4_2)_ 1
     c(4) c_u_disj_ki(1_4_0)_ 1
     c(4) c_u_disj_ki(1_4_1)_ 1
     c(4) c_u_disj_ki(1_4_2)_ 1
     c(4) c_u_disj_ki(2_4_0)_ 1
     c(4) c_u_disj_ki(2_4_1)_ 1
     c(4) c_u_disj_ki(2_4_2)_ 1
     c(4) c_u_disj_ki(3_4_0)_ 1
     c(4) c_u_disj_ki(3_4_1)_ 1
     c(4) c_u_disj_ki(3_4_2)_ 1
     c(5) c_e_timing(5)_ 1
     c(5) c_u_tard(5)_ 1
     c(5) c_u_disj_ik(5_6_0)_ 1
     c(5) c_u_disj_ik(5_6_1)_ 1
     c(5) c_u_disj_ik(5_6_2)_ 1
     c(5) c_u_disj_ik(5_7_0)_ 1
     c(5) c_u_disj_ik(5_8_0)_ 1
     c(5) c_u_disj_ik(5_8_1)_ 1
     c(5) c_u_disj_ik(5_8_2)_ 1
     c(5) c_u_disj_ik(5_9_0)_ 1
     c(5) c_u_disj_ik(5_9_1)_ 1
     c(5) c_u_disj_ki(0_5_0)_ 1
     c(5) c_u_disj_ki(0_5_1)_ 1
     c(5) c_u_disj_ki(0_5_2)_ 1
     c(5) c_u_disj_ki(1_5_0)_ 1
     c(5) c_u_disj_ki(1_5_1)_ 1
     c(5) c_u_disj_ki(1_5_2)_ 1
     c(5) c_u_disj_ki(2_5_0)_ 1
     c(5) c_u_disj_ki(2_5_1)_ 1
     c(5) c_u_disj_ki(2_5_2)_ 1
     c(5) c_u_disj_ki(3_5_0)_ 1
     c(5) c_u_disj_ki(3_5_1)_ 1
     c(5) c_u_disj_ki(3_5_2)_ 1
     c(5) c_u_disj_ki(4_5_0)_ 1
     c(5) c_u_disj_ki(4_5_1)_ 1
     c(5) c_u_disj_ki(4_5_2)_ 1
     c(6) c_e_timing(6)_ 1
     c(6) c_u_tard(6)_ 1
     c(6) c_u_disj_ik(6_7_0)_ 1
     c(6) c_u_disj_ik(6_8_0)_ 1
     c(6) c_u_disj_ik(6_8_1)_ 1
     c(6) c_u_disj_ik(6_8_2)_ 1
     c(6) c_u_disj_ik(6_9_0)_ 1
     c(6) c_u_disj_ik(6_9_1)_ 1
     c(6) c_u_disj_ki(0_6_0)_ 1
     c(6) c_u_disj_ki(0_6_1)_ 1
     c(6) c_u_disj_ki(0_6_2)_ 1
     c(6) c_u_disj_ki(1_6_0)_ 1
     c(6) c_u_disj_ki(1_6_1)_ 1
     c(6) c_u_disj_ki(1_6_2)_ 1
     c(6) c_u_disj_ki(2_6_0)_ 1
     c(6) c_u_disj_ki(2_6_1)_ 1
     c(6) c_u_disj_ki(2_6_2)_ 1
     c(6) c_u_disj_ki(3_6_0)_ 1
     c(6) c_u_disj_ki(3_6_1)_ 1
     c(6) c_u_disj_ki(3_6_2)_ 1
     c(6) c_u_disj_ki(4_6_0)_ 1
     c(6) c_u_disj_ki(4_6_1)_ 1
     c(6) c_u_disj_ki(4_6_2)_ 1
     c(6) c_u_disj_ki(5_6_0)_ 1
     c(6) c_u_disj_ki(5_6_1)_ 1
     c(6) c_u_disj_ki(5_6_2)_ 1
     c(7) c_e_timing(7)_ 1
     c(7) c_u_tard(7)_ 1
     c(7) c_u_disj_ik(7_8_0)_ 1
     c(7) c_u_disj_ik(7_9_0)_ 1
     c(7) c_u_disj_ki(0_7_0)_ 1
     c(7) c_u_disj_ki(1_7_0)_ 1
     c(7) c_u_disj_ki(2_7_0)_ 1
     c(7) c_u_disj_ki(3_7_0)_ 1
     c(7) c_u_disj_ki(4_7_0)_ 1
     c(7) c_u_disj_ki(5_7_0)_ 1
     c(7) c_u_disj_ki(6_7_0)_ 1
     c(8) c_e_timing(8)_ 1
     c(8) c_u_tard(8)_ 1
     c(8) c_u_disj_ik(8_9_0)_ 1
     c(8) c_u_disj_ik(8_9_1)_ 1
     c(8) c_u_disj_ki(0_8_0)_ 1
     c(8) c_u_disj_ki(0_8_1)_ 1
     c(8) c_u_disj_ki(0_8_2)_ 1
     c(8) c_u_disj_ki(1_8_0)_ 1
     c(8) c_u_disj_ki(1_8_1)_ 1
     c(8) c_u_disj_ki(1_8_2)_ 1
     c(8) c_u_disj_ki(2_8_0)_ 1
     c(8) c_u_disj_ki(2_8_1)_ 1
     c(8) c_u_disj_ki(2_8_2)_ 1
     c(8) c_u_disj_ki(3_8_0)_ 1
     c(8) c_u_disj_ki(3_8_1)_ 1
     c(8) c_u_disj_ki(3_8_2)_ 1
     c(8) c_u_disj_ki(4_8_0)_ 1
     c(8) c_u_disj_ki(4_8_1)_ 1
     c(8) c_u_disj_ki(4_8_2)_ 1
     c(8) c_u_disj_ki(5_8_0)_ 1
     c(8) c_u_disj_ki(5_8_1)_ 1
     c(8) c_u_disj_ki(5_8_2)_ 1
     c(8) c_u_disj_ki(6_8_0)_ 1
     c(8) c_u_disj_ki(6_8_1)_ 1
     c(8) c_u_disj_ki(6_8_2)_ 1
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
     c(9) c_u_disj_ki(8_9_0)_ 1
     c(9) c_u_disj_ki(8_9_1)_ 1
     T(0) obj 4
     T(0) c_u_tard(0)_ -1
     T(1) obj 1
     T(1) c_u_tard(1)_ -1
     T(2) obj 1
     T(2) c_u_tard(2)_ -1
     T(3) obj 3
     T(3) c_u_tard(3)_ -1
     T(4) obj 2
     T(4) c_u_tard(4)_ -1
     T(5) obj 3
     T(5) c_u_tard(5)_ -1
     T(6) obj 5
     T(6) c_u_tard(6)_ -1
     T(7) obj 2
     T(7) c_u_tard(7)_ -1
     T(8) obj 3
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
     RHS c_u_tard(0)_ 3
     RHS c_u_tard(1)_ 26
     RHS c_u_tard(2)_ 12
     RHS c_u_tard(3)_ 23
     RHS c_u_tard(4)_ 30
     RHS c_u_tard(5)_ 21
     RHS c_u_tard(6)_ 49
     RHS c_u_tard(7)_ 26
     RHS c_u_tard(8)_ 26
     RHS c_u_tard(9)_ 35
     RHS c_u_disj_ik(0_1_0)_ 579
     RHS c_u_disj_ik(0_1_1)_ 579
     RHS c_u_disj_ik(0_1_2)_ 579
     RHS c_u_disj_ik(0_2_0)_ 570
     RHS c_u_disj_ik(0_2_1)_ 570
     RHS c_u_disj_ik(0_2_2)_ 570
     RHS c_u_disj_ik(0_3_0)_ 567
     RHS c_u_disj_ik(0_3_1)_ 567
     RHS c_u_disj_ik(0_3_2)_ 567
     RHS c_u_disj_ik(0_4_0)_ 552
     RHS c_u_disj_ik(0_4_1)_ 552
     RHS c_u_disj_ik(0_4_2)_ 552
     RHS c_u_disj_ik(0_5_0)_ 540
     RHS c_u_disj_ik(0_5_1)_ 540
     RHS c_u_disj_ik(0_5_2)_ 540
     RHS c_u_disj_ik(0_6_0)_ 525
     RHS c_u_disj_ik(0_6_1)_ 525
     RHS c_u_disj_ik(0_6_2)_ 525
     RHS c_u_disj_ik(0_7_0)_ 522
     RHS c_u_disj_ik(0_8_0)_ 522
     RHS c_u_disj_ik(0_8_1)_ 522
     RHS c_u_disj_ik(0_8_2)_ 522
     RHS c_u_disj_ik(0_9_0)_ 519
     RHS c_u_disj_ik(0_9_1)_ 519
     RHS c_u_disj_ik(1_2_0)_ 570
     RHS c_u_disj_ik(1_2_1)_ 570
     RHS c_u_disj_ik(1_2_2)_ 570
     RHS c_u_disj_ik(1_3_0)_ 567
     RHS c_u_disj_ik(1_3_1)_ 567
     RHS c_u_disj_ik(1_3_2)_ 567
     RHS c_u_disj_ik(1_4_0)_ 552
     RHS c_u_disj_ik(1_4_1)_ 552
     RHS c_u_disj_ik(1_4_2)_ 552
     RHS c_u_disj_ik(1_5_0)_ 540
     RHS c_u_disj_ik(1_5_1)_ 540
     RHS c_u_disj_ik(1_5_2)_ 540
     RHS c_u_disj_ik(1_6_0)_ 525
     RHS c_u_disj_ik(1_6_1)_ 525
     RHS c_u_disj_ik(1_6_2)_ 525
     RHS c_u_disj_ik(1_7_0)_ 522
     RHS c_u_disj_ik(1_8_0)_ 522
     RHS c_u_disj_ik(1_8_1)_ 522
     RHS c_u_disj_ik(1_8_2)_ 522
     RHS c_u_disj_ik(1_9_0)_ 519
     RHS c_u_disj_ik(1_9_1)_ 519
     RHS c_u_disj_ik(2_3_0)_ 567
     RHS c_u_disj_ik(2_3_1)_ 567
     RHS c_u_disj_ik(2_3_2)_ 567
     RHS c_u_disj_ik(2_4_0)_ 552
     RHS c_u_disj_ik(2_4_1)_ 552
     RHS c_u_disj_ik(2_4_2)_ 552
     RHS c_u_disj_ik(2_5_0)_ 540
     RHS c_u_disj_ik(2_5_1)_ 540
     RHS c_u_disj_ik(2_5_2)_ 540
     RHS c_u_disj_ik(2_6_0)_ 525
     RHS c_u_disj_ik(2_6_1)_ 525
     RHS c_u_disj_ik(2_6_2)_ 525
     RHS c_u_disj_ik(2_7_0)_ 522
     RHS c_u_disj_ik(2_8_0)_ 522
     RHS c_u_disj_ik(2_8_1)_ 522
     RHS c_u_disj_ik(2_8_2)_ 522
     RHS c_u_disj_ik(2_9_0)_ 519
     RHS c_u_disj_ik(2_9_1)_ 519
     RHS c_u_disj_ik(3_4_0)_ 552
     RHS c_u_disj_ik(3_4_1)_ 552
     RHS c_u_disj_ik(3_4_2)_ 552
     RHS c_u_disj_ik(3_5_0)_ 540
     RHS c_u_disj_ik(3_5_1)_ 540
     RHS c_u_disj_ik(3_5_2)_ 540
     RHS c_u_disj_ik(3_6_0)_ 525
     RHS c_u_disj_ik(3_6_1)_ 525
     RHS c_u_disj_ik(3_6_2)_ 525
     RHS c_u_disj_ik(3_7_0)_ 522
     RHS c_u_disj_ik(3_8_0)_ 522
     RHS c_u_disj_ik(3_8_1)_ 522
     RHS c_u_disj_ik(3_8_2)_ 522
     RHS c_u_disj_ik(3_9_0)_ 519
     RHS c_u_disj_ik(3_9_1)_ 519
     RHS c_u_disj_ik(4_5_0)_ 540
     RHS c_u_disj_ik(4_5_1)_ 540
     RHS c_u_disj_ik(4_5_2)_ 540
     RHS c_u_disj_ik(4_6_0)_ 525
     RHS c_u_disj_ik(4_6_1)_ 525
     RHS c_u_disj_ik(4_6_2)_ 525
     RHS c_u_disj_ik(4_7_0)_ 522
     RHS c_u_disj_ik(4_8_0)_ 522
     RHS c_u_disj_ik(4_8_1)_ 522
     RHS c_u_disj_ik(4_8_2)_ 522
     RHS c_u_disj_ik(4_9_0)_ 519
     RHS c_u_disj_ik(4_9_1)_ 519
     RHS c_u_disj_ik(5_6_0)_ 525
     RHS c_u_disj_ik(5_6_1)_ 525
     RHS c_u_disj_ik(5_6_2)_ 525
     RHS c_u_disj_ik(5_7_0)_ 522
     RHS c_u_disj_ik(5_8_0)_ 522
     RHS c_u_disj_ik(5_8_1)_ 522
     RHS c_u_disj_ik(5_8_2)_ 522
     RHS c_u_disj_ik(5_9_0)_ 519
     RHS c_u_disj_ik(5_9_1)_ 519
     RHS c_u_disj_ik(6_7_0)_ 522
     RHS c_u_disj_ik(6_8_0)_ 522
     RHS c_u_disj_ik(6_8_1)_ 522
     RHS c_u_disj_ik(6_8_2)_ 522
     RHS c_u_disj_ik(6_9_0)_ 519
     RHS c_u_disj_ik(6_9_1)_ 519
     RHS c_u_disj_ik(7_8_0)_ 522
     RHS c_u_disj_ik(7_9_0)_ 519
     RHS c_u_disj_ik(8_9_0)_ 519
     RHS c_u_disj_ik(8_9_1)_ 519
     RHS c_u_disj_ki(0_1_0)_ 390
     RHS c_u_disj_ki(0_1_1)_ 390
     RHS c_u_disj_ki(0_1_2)_ 390
     RHS c_u_disj_ki(0_2_0)_ 390
     RHS c_u_disj_ki(0_2_1)_ 390
     RHS c_u_disj_ki(0_2_2)_ 390
     RHS c_u_disj_ki(0_3_0)_ 390
     RHS c_u_disj_ki(0_3_1)_ 390
     RHS c_u_disj_ki(0_3_2)_ 390
     RHS c_u_disj_ki(0_4_0)_ 390
     RHS c_u_disj_ki(0_4_1)_ 390
     RHS c_u_disj_ki(0_4_2)_ 390
     RHS c_u_disj_ki(0_5_0)_ 390
     RHS c_u_disj_ki(0_5_1)_ 390
     RHS c_u_disj_ki(0_5_2)_ 390
     RHS c_u_disj_ki(0_6_0)_ 390
     RHS c_u_disj_ki(0_6_1)_ 390
     RHS c_u_disj_ki(0_6_2)_ 390
     RHS c_u_disj_ki(0_7_0)_ 390
     RHS c_u_disj_ki(0_8_0)_ 390
     RHS c_u_disj_ki(0_8_1)_ 390
     RHS c_u_disj_ki(0_8_2)_ 390
     RHS c_u_disj_ki(0_9_0)_ 390
     RHS c_u_disj_ki(0_9_1)_ 390
     RHS c_u_disj_ki(1_2_0)_ 386
     RHS c_u_disj_ki(1_2_1)_ 386
     RHS c_u_disj_ki(1_2_2)_ 386
     RHS c_u_disj_ki(1_3_0)_ 386
     RHS c_u_disj_ki(1_3_1)_ 386
     RHS c_u_disj_ki(1_3_2)_ 386
     RHS c_u_disj_ki(1_4_0)_ 386
     RHS c_u_disj_ki(1_4_1)_ 386
     RHS c_u_disj_ki(1_4_2)_ 386
     RHS c_u_disj_ki(1_5_0)_ 386
     RHS c_u_disj_ki(1_5_1)_ 386
     RHS c_u_disj_ki(1_5_2)_ 386
     RHS c_u_disj_ki(1_6_0)_ 386
     RHS c_u_disj_ki(1_6_1)_ 386
     RHS c_u_disj_ki(1_6_2)_ 386
     RHS c_u_disj_ki(1_7_0)_ 386
     RHS c_u_disj_ki(1_8_0)_ 386
     RHS c_u_disj_ki(1_8_1)_ 386
     RHS c_u_disj_ki(1_8_2)_ 386
     RHS c_u_disj_ki(1_9_0)_ 386
     RHS c_u_disj_ki(1_9_1)_ 386
     RHS c_u_disj_ki(2_3_0)_ 380
     RHS c_u_disj_ki(2_3_1)_ 380
     RHS c_u_disj_ki(2_3_2)_ 380
     RHS c_u_disj_ki(2_4_0)_ 380
     RHS c_u_disj_ki(2_4_1)_ 380
     RHS c_u_disj_ki(2_4_2)_ 380
     RHS c_u_disj_ki(2_5_0)_ 380
     RHS c_u_disj_ki(2_5_1)_ 380
     RHS c_u_disj_ki(2_5_2)_ 380
     RHS c_u_disj_ki(2_6_0)_ 380
     RHS c_u_disj_ki(2_6_1)_ 380
     RHS c_u_disj_ki(2_6_2)_ 380
     RHS c_u_disj_ki(2_7_0)_ 380
     RHS c_u_disj_ki(2_8_0)_ 380
     RHS c_u_disj_ki(2_8_1)_ 380
     RHS c_u_disj_ki(2_8_2)_ 380
     RHS c_u_disj_ki(2_9_0)_ 380
     RHS c_u_disj_ki(2_9_1)_ 380
     RHS c_u_disj_ki(3_4_0)_ 378
     RHS c_u_disj_ki(3_4_1)_ 378
     RHS c_u_disj_ki(3_4_2)_ 378
     RHS c_u_disj_ki(3_5_0)_ 378
     RHS c_u_disj_ki(3_5_1)_ 378
     RHS c_u_disj_ki(3_5_2)_ 378
     RHS c_u_disj_ki(3_6_0)_ 378
     RHS c_u_disj_ki(3_6_1)_ 378
     RHS c_u_disj_ki(3_6_2)_ 378
     RHS c_u_disj_ki(3_7_0)_ 378
     RHS c_u_disj_ki(3_8_0)_ 378
     RHS c_u_disj_ki(3_8_1)_ 378
     RHS c_u_disj_ki(3_8_2)_ 378
     RHS c_u_disj_ki(3_9_0)_ 378
     RHS c_u_disj_ki(3_9_1)_ 378
     RHS c_u_disj_ki(4_5_0)_ 368
     RHS c_u_disj_ki(4_5_1)_ 368
     RHS c_u_disj_ki(4_5_2)_ 368
     RHS c_u_disj_ki(4_6_0)_ 368
     RHS c_u_disj_ki(4_6_1)_ 368
     RHS c_u_disj_ki(4_6_2)_ 368
     RHS c_u_disj_ki(4_7_0)_ 368
     RHS c_u_disj_ki(4_8_0)_ 368
     RHS c_u_disj_ki(4_8_1)_ 368
     RHS c_u_disj_ki(4_8_2)_ 368
     RHS c_u_disj_ki(4_9_0)_ 368
     RHS c_u_disj_ki(4_9_1)_ 368
     RHS c_u_disj_ki(5_6_0)_ 360
     RHS c_u_disj_ki(5_6_1)_ 360
     RHS c_u_disj_ki(5_6_2)_ 360
     RHS c_u_disj_ki(5_7_0)_ 360
     RHS c_u_disj_ki(5_8_0)_ 360
     RHS c_u_disj_ki(5_8_1)_ 360
     RHS c_u_disj_ki(5_8_2)_ 360
     RHS c_u_disj_ki(5_9_0)_ 360
     RHS c_u_disj_ki(5_9_1)_ 360
     RHS c_u_disj_ki(6_7_0)_ 350
     RHS c_u_disj_ki(6_8_0)_ 350
     RHS c_u_disj_ki(6_8_1)_ 350
     RHS c_u_disj_ki(6_8_2)_ 350
     RHS c_u_disj_ki(6_9_0)_ 350
     RHS c_u_disj_ki(6_9_1)_ 350
     RHS c_u_disj_ki(7_8_0)_ 348
     RHS c_u_disj_ki(7_9_0)_ 348
     RHS c_u_disj_ki(8_9_0)_ 348
     RHS c_u_disj_ki(8_9_1)_ 348
BOUNDS
 BV BOUND x(0_0)
 BV BOUND x(0_1)
 BV BOUND x(0_2)
 BV BOUND x(1_0)
 BV BOUND x(1_1)
 BV BOUND x(1_2)
 BV BOUND x(2_0)
 BV BOUND x(2_1)
 BV BOUND x(2_2)
 BV BOUND x(3_0)
 BV BOUND x(3_1)
 BV BOUND x(3_2)
 BV BOUND x(4_0)
 BV BOUND x(4_1)
 BV BOUND x(4_2)
 BV BOUND x(5_0)
 BV BOUND x(5_1)
 BV BOUND x(5_2)
 BV BOUND x(6_0)
 BV BOUND x(6_1)
 BV BOUND x(6_2)
 BV BOUND x(7_0)
 BV BOUND x(8_0)
 BV BOUND x(8_1)
 BV BOUND x(8_2)
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
 UP BOUND s(0) 195
 LO BOUND s(1) 2
 UP BOUND s(1) 195
 LO BOUND s(2) 5
 UP BOUND s(2) 195
 LO BOUND s(3) 6
 UP BOUND s(3) 195
 LO BOUND s(4) 11
 UP BOUND s(4) 195
 LO BOUND s(5) 15
 UP BOUND s(5) 195
 LO BOUND s(6) 20
 UP BOUND s(6) 195
 LO BOUND s(7) 21
 UP BOUND s(7) 195
 LO BOUND s(8) 21
 UP BOUND s(8) 195
 LO BOUND s(9) 22
 UP BOUND s(9) 195
 LO BOUND c(0) 2
 UP BOUND c(0) 195
 LO BOUND c(1) 12
 UP BOUND c(1) 195
 LO BOUND c(2) 11
 UP BOUND c(2) 195
 LO BOUND c(3) 14
 UP BOUND c(3) 195
 LO BOUND c(4) 19
 UP BOUND c(4) 195
 LO BOUND c(5) 19
 UP BOUND c(5) 195
 LO BOUND c(6) 32
 UP BOUND c(6) 195
 LO BOUND c(7) 23
 UP BOUND c(7) 195
 LO BOUND c(8) 25
 UP BOUND c(8) 195
 LO BOUND c(9) 28
 UP BOUND c(9) 195
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
