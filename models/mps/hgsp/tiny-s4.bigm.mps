* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'hgsp-bigm:tiny-s4'
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
 L  c_u_disj_ik(0_2_0)_
 L  c_u_disj_ik(0_2_1)_
 L  c_u_disj_ik(0_3_0)_
 L  c_u_disj_ik(0_3_1)_
 L  c_u_disj_ik(0_4_0)_
 L  c_u_disj_ik(0_4_1)_
 L  c_u_disj_ik(0_5_0)_
 L  c_u_disj_ik(0_6_0)_
 L  c_u_disj_ik(0_6_1)_
 L  c_u_disj_ik(0_7_0)_
 L  c_u_disj_ik(0_7_1)_
 L  c_u_disj_ik(0_8_0)_
 L  c_u_disj_ik(0_8_1)_
 L  c_u_disj_ik(0_9_0)_
 L  c_u_disj_ik(1_2_0)_
 L  c_u_disj_ik(1_3_0)_
 L  c_u_disj_ik(1_4_0)_
 L  c_u_disj_ik(1_5_0)_
 L  c_u_disj_ik(1_6_0)_
 L  c_u_disj_ik(1_7_0)_
 L  c_u_disj_ik(1_8_0)_
 L  c_u_disj_ik(1_9_0)_
 L  c_u_disj_ik(2_3_0)_
 L  c_u_disj_ik(2_3_1)_
 L  c_u_disj_ik(2_3_2)_
 L  c_u_disj_ik(2_4_0)_
 L  c_u_disj_ik(2_4_1)_
 L  c_u_disj_ik(2_5_0)_
 L  c_u_disj_ik(2_6_0)_
 L  c_u_disj_ik(2_6_1)_
 L  c_u_disj_ik(2_6_2)_
 L  c_u_disj_ik(2_7_0)_
 L  c_u_disj_ik(2_7_1)_
 L  c_u_disj_ik(2_7_2)_
 L  c_u_disj_ik(2_8_0)_
 L  c_u_disj_ik(2_8_1)_
 L  c_u_disj_ik(2_8_2)_
 L  c_u_disj_ik(2_9_0)_
 L  c_u_disj_ik(3_4_0)_
 L  c_u_disj_ik(3_4_1)_
 L  c_u_disj_ik(3_5_0)_
 L  c_u_disj_ik(3_6_0)_
 L  c_u_disj_ik(3_6_1)_
 L  c_u_disj_ik(3_6_2)_
 L  c_u_disj_ik(3_7_0)_
 L  c_u_disj_ik(3_7_1)_
 L  c_u_disj_ik(3_7_2)_
 L  c_u_disj_ik(3_8_0)_
 L  c_u_disj_ik(3_8_1)_
 L  c_u_disj_ik(3_8_2)_
 L  c_u_disj_ik(3_9_0)_
 L  c_u_disj_ik(4_5_0)_
 L  c_u_disj_ik(4_6_0)_
 L  c_u_disj_ik(4_6_1)_
 L  c_u_disj_ik(4_7_0)_
 L  c_u_disj_ik(4_7_1)_
 L  c_u_disj_ik(4_8_0)_
 L  c_u_disj_ik(4_8_1)_
 L  c_u_disj_ik(4_9_0)_
 L  c_u_disj_ik(5_6_0)_
 L  c_u_disj_ik(5_7_0)_
 L  c_u_disj_ik(5_8_0)_
 L  c_u_disj_ik(5_9_0)_
 L  c_u_disj_ik(6_7_0)_
 L  c_u_disj_ik(6_7_1)_
 L  c_u_disj_ik(6_7_2)_
 L  c_u_disj_ik(6_8_0)_
 L  c_u_disj_ik(6_8_1)_
 L  c_u_disj_ik(6_8_2)_
 L  c_u_disj_ik(6_9_0)_
 L  c_u_disj_ik(7_8_0)_
 L  c_u_disj_ik(7_8_1)_
 L  c_u_disj_ik(7_8_2)_
 L  c_u_disj_ik(7_9_0)_
 L  c_u_disj_ik(8_9_0)_
 L  c_u_disj_ki(0_1_0)_
 L  c_u_disj_ki(0_2_0)_
 L  c_u_disj_ki(0_2_1)_
 L  c_u_disj_ki(0_3_0)_
 L  c_u_disj_ki(0_3_1)_
 L  c_u_disj_ki(0_4_0)_
 L  c_u_disj_ki(0_4_1)_
 L  c_u_disj_ki(0_5_0)_
 L  c_u_disj_ki(0_6_0)_
 L  c_u_disj_ki(0_6_1)_
 L  c_u_disj_ki(0_7_0)_
 L  c_u_disj_ki(0_7_1)_
 L  c_u_disj_ki(0_8_0)_
 L  c_u_disj_ki(0_8_1)_
 L  c_u_disj_ki(0_9_0)_
 L  c_u_disj_ki(1_2_0)_
 L  c_u_disj_ki(1_3_0)_
 L  c_u_disj_ki(1_4_0)_
 L  c_u_disj_ki(1_5_0)_
 L  c_u_disj_ki(1_6_0)_
 L  c_u_disj_ki(1_7_0)_
 L  c_u_disj_ki(1_8_0)_
 L  c_u_disj_ki(1_9_0)_
 L  c_u_disj_ki(2_3_0)_
 L  c_u_disj_ki(2_3_1)_
 L  c_u_disj_ki(2_3_2)_
 L  c_u_disj_ki(2_4_0)_
 L  c_u_disj_ki(2_4_1)_
 L  c_u_disj_ki(2_5_0)_
 L  c_u_disj_ki(2_6_0)_
 L  c_u_disj_ki(2_6_1)_
 L  c_u_disj_ki(2_6_2)_
 L  c_u_disj_ki(2_7_0)_
 L  c_u_disj_ki(2_7_1)_
 L  c_u_disj_ki(2_7_2)_
 L  c_u_disj_ki(2_8_0)_
 L  c_u_disj_ki(2_8_1)_
 L  c_u_disj_ki(2_8_2)_
 L  c_u_disj_ki(2_9_0)_
 L  c_u_disj_ki(3_4_0)_
 L  c_u_disj_ki(3_4_1)_
 L  c_u_disj_ki(3_5_0)_
 L  c_u_disj_ki(3_6_0)_
 L  c_u_disj_ki(3_6_1)_
 L  c_u_disj_ki(3_6_2)_
 L  c_u_disj_ki(3_7_0)_
 L  c_u_disj_ki(3_7_1)_
 L  c_u_disj_ki(3_7_2)_
 L  c_u_disj_ki(3_8_0)_
 L  c_u_disj_ki(3_8_1)_
 L  c_u_disj_ki(3_8_2)_
 L  c_u_disj_ki(3_9_0)_
 L  c_u_disj_ki(4_5_0)_
 L  c_u_disj_ki(4_6_0)_
 L  c_u_disj_ki(4_6_1)_
 L  c_u_disj_ki(4_7_0)_
 L  c_u_disj_ki(4_7_1)_
 L  c_u_disj_ki(4_8_0)_
 L  c_u_disj_ki(4_8_1)_
 L  c_u_disj_ki(4_9_0)_
 L  c_u_disj_ki(5_6_0)_
 L  c_u_disj_ki(5_7_0)_
 L  c_u_disj_ki(5_8_0)_
 L  c_u_disj_ki(5_9_0)_
 L  c_u_disj_ki(6_7_0)_
 L  c_u_disj_ki(6_7_1)_
 L  c_u_disj_ki(6_7_2)_
 L  c_u_disj_ki(6_8_0)_
 L  c_u_disj_ki(6_8_1)_
 L  c_u_disj_ki(6_8_2)_
 L  c_u_disj_ki(6_9_0)_
 L  c_u_disj_ki(7_8_0)_
 L  c_u_disj_ki(7_8_1)_
 L  c_u_disj_ki(7_8_2)_
 L  c_u_disj_ki(7_9_0)_
 L  c_u_disj_ki(8_9_0)_
COLUMNS
     x(0_0) c_e_assign(0)_ 1
     x(0_0) c_e_timing(0)_ -12
     x(0_0) c_u_disj_ik(0_1_0)_ 228
     x(0_0) c_u_disj_ik(0_2_0)_ 223
     x(0_0) c_u_disj_ik(0_3_0)_ 208
     x(0_0) c_u_disj_ik(0_4_0)_ 205
     x(0_0) c_u_disj_ik(0_5_0)_ 201
     x(0_0) c_u_disj_ik(0_6_0)_ 201
     x(0_0) c_u_disj_ik(0_7_0)_ 199
     x(0_0) c_u_disj_ik(0_8_0)_ 190
     x(0_0) c_u_disj_ik(0_9_0)_ 178
     x(0_0) c_u_disj_ki(0_1_0)_ 228
     x(0_0) c_u_disj_ki(0_2_0)_ 228
     x(0_0) c_u_disj_ki(0_3_0)_ 228
     x(0_0) c_u_disj_ki(0_4_0)_ 228
     x(0_0) c_u_disj_ki(0_5_0)_ 228
     x(0_0) c_u_disj_ki(0_6_0)_ 228
     x(0_0) c_u_disj_ki(0_7_0)_ 228
     x(0_0) c_u_disj_ki(0_8_0)_ 228
     x(0_0) c_u_disj_ki(0_9_0)_ 228
     x(0_1) c_e_assign(0)_ 1
     x(0_1) c_e_timing(0)_ -18
     x(0_1) c_u_disj_ik(0_2_1)_ 223
     x(0_1) c_u_disj_ik(0_3_1)_ 208
     x(0_1) c_u_disj_ik(0_4_1)_ 205
     x(0_1) c_u_disj_ik(0_6_1)_ 201
     x(0_1) c_u_disj_ik(0_7_1)_ 199
     x(0_1) c_u_disj_ik(0_8_1)_ 190
     x(0_1) c_u_disj_ki(0_2_1)_ 228
     x(0_1) c_u_disj_ki(0_3_1)_ 228
     x(0_1) c_u_disj_ki(0_4_1)_ 228
     x(0_1) c_u_disj_ki(0_6_1)_ 228
     x(0_1) c_u_disj_ki(0_7_1)_ 228
     x(0_1) c_u_disj_ki(0_8_1)_ 228
     x(1_0) c_e_assign(1)_ 1
     x(1_0) c_e_timing(1)_ -8
     x(1_0) c_u_disj_ik(0_1_0)_ 228
     x(1_0) c_u_disj_ik(1_2_0)_ 223
     x(1_0) c_u_disj_ik(1_3_0)_ 208
     x(1_0) c_u_disj_ik(1_4_0)_ 205
     x(1_0) c_u_disj_ik(1_5_0)_ 201
     x(1_0) c_u_disj_ik(1_6_0)_ 201
     x(1_0) c_u_disj_ik(1_7_0)_ 199
     x(1_0) c_u_disj_ik(1_8_0)_ 190
     x(1_0) c_u_disj_ik(1_9_0)_ 178
     x(1_0) c_u_disj_ki(0_1_0)_ 228
     x(1_0) c_u_disj_ki(1_2_0)_ 228
     x(1_0) c_u_disj_ki(1_3_0)_ 228
     x(1_0) c_u_disj_ki(1_4_0)_ 228
     x(1_0) c_u_disj_ki(1_5_0)_ 228
     x(1_0) c_u_disj_ki(1_6_0)_ 228
     x(1_0) c_u_disj_ki(1_7_0)_ 228
     x(1_0) c_u_disj_ki(1_8_0)_ 228
     x(1_0) c_u_disj_ki(1_9_0)_ 228
     x(2_0) c_e_assign(2)_ 1
     x(2_0) c_e_timing(2)_ -12
     x(2_0) c_u_disj_ik(0_2_0)_ 223
     x(2_0) c_u_disj_ik(1_2_0)_ 223
     x(2_0) c_u_disj_ik(2_3_0)_ 208
     x(2_0) c_u_disj_ik(2_4_0)_ 205
     x(2_0) c_u_disj_ik(2_5_0)_ 201
     x(2_0) c_u_disj_ik(2_6_0)_ 201
     x(2_0) c_u_disj_ik(2_7_0)_ 199
     x(2_0) c_u_disj_ik(2_8_0)_ 190
     x(2_0) c_u_disj_ik(2_9_0)_ 178
     x(2_0) c_u_disj_ki(0_2_0)_ 228
     x(2_0) c_u_disj_ki(1_2_0)_ 228
     x(2_0) c_u_disj_ki(2_3_0)_ 223
     x(2_0) c_u_disj_ki(2_4_0)_ 223
     x(2_0) c_u_disj_ki(2_5_0)_ 223
     x(2_0) c_u_disj_ki(2_6_0)_ 223
     x(2_0) c_u_disj_ki(2_7_0)_ 223
     x(2_0) c_u_disj_ki(2_8_0)_ 223
     x(2_0) c_u_disj_ki(2_9_0)_ 223
     x(2_1) c_e_assign(2)_ 1
     x(2_1) c_e_timing(2)_ -18
     x(2_1) c_u_disj_ik(0_2_1)_ 223
     x(2_1) c_u_disj_ik(2_3_1)_ 208
     x(2_1) c_u_disj_ik(2_4_1)_ 205
     x(2_1) c_u_disj_ik(2_6_1)_ 201
     x(2_1) c_u_disj_ik(2_7_1)_ 199
     x(2_1) c_u_disj_ik(2_8_1)_ 190
     x(2_1) c_u_disj_ki(0_2_1)_ 228
     x(2_1) c_u_disj_ki(2_3_1)_ 223
     x(2_1) c_u_disj_ki(2_4_1)_ 223
     x(2_1) c_u_disj_ki(2_6_1)_ 223
     x(2_1) c_u_disj_ki(2_7_1)_ 223
     x(2_1) c_u_disj_ki(2_8_1)_ 223
     x(2_2) c_e_assign(2)_ 1
     x(2_2) c_e_timing(2)_ -36
     x(2_2) c_u_disj_ik(2_3_2)_ 208
     x(2_2) c_u_disj_ik(2_6_2)_ 201
     x(2_2) c_u_disj_ik(2_7_2)_ 199
     x(2_2) c_u_disj_ik(2_8_2)_ 190
     x(2_2) c_u_disj_ki(2_3_2)_ 223
     x(2_2) c_u_disj_ki(2_6_2)_ 223
     x(2_2) c_u_disj_ki(2_7_2)_ 223
     x(2_2) c_u_disj_ki(2_8_2)_ 223
     x(3_0) c_e_assign(3)_ 1
     x(3_0) c_e_timing(3)_ -12
     x(3_0) c_u_disj_ik(0_3_0)_ 208
     x(3_0) c_u_disj_ik(1_3_0)_ 208
     x(3_0) c_u_disj_ik(2_3_0)_ 208
     x(3_0) c_u_disj_ik(3_4_0)_ 205
     x(3_0) c_u_disj_ik(3_5_0)_ 201
     x(3_0) c_u_disj_ik(3_6_0)_ 201
     x(3_0) c_u_disj_ik(3_7_0)_ 199
     x(3_0) c_u_disj_ik(3_8_0)_ 190
     x(3_0) c_u_disj_ik(3_9_0)_ 178
     x(3_0) c_u_disj_ki(0_3_0)_ 228
     x(3_0) c_u_disj_ki(1_3_0)_ 228
     x(3_0) c_u_disj_ki(2_3_0)_ 223
     x(3_0) c_u_disj_ki(3_4_0)_ 208
     x(3_0) c_u_disj_ki(3_5_0)_ 208
     x(3_0) c_u_disj_ki(3_6_0)_ 208
     x(3_0) c_u_disj_ki(3_7_0)_ 208
     x(3_0) c_u_disj_ki(3_8_0)_ 208
     x(3_0) c_u_disj_ki(3_9_0)_ 208
     x(3_1) c_e_assign(3)_ 1
     x(3_1) c_e_timing(3)_ -18
     x(3_1) c_u_disj_ik(0_3_1)_ 208
     x(3_1) c_u_disj_ik(2_3_1)_ 208
     x(3_1) c_u_disj_ik(3_4_1)_ 205
     x(3_1) c_u_disj_ik(3_6_1)_ 201
     x(3_1) c_u_disj_ik(3_7_1)_ 199
     x(3_1) c_u_disj_ik(3_8_1)_ 190
     x(3_1) c_u_disj_ki(0_3_1)_ 228
     x(3_1) c_u_disj_ki(2_3_1)_ 223
     x(3_1) c_u_disj_ki(3_4_1)_ 208
     x(3_1) c_u_disj_ki(3_6_1)_ 208
     x(3_1) c_u_disj_ki(3_7_1)_ 208
     x(3_1) c_u_disj_ki(3_8_1)_ 208
     x(3_2) c_e_assign(3)_ 1
     x(3_2) c_e_timing(3)_ -36
     x(3_2) c_u_disj_ik(2_3_2)_ 208
     x(3_2) c_u_disj_ik(3_6_2)_ 201
     x(3_2) c_u_disj_ik(3_7_2)_ 199
     x(3_2) c_u_disj_ik(3_8_2)_ 190
     x(3_2) c_u_disj_ki(2_3_2)_ 223
     x(3_2) c_u_disj_ki(3_6_2)_ 208
     x(3_2) c_u_disj_ki(3_7_2)_ 208
     x(3_2) c_u_disj_ki(3_8_2)_ 208
     x(4_0) c_e_assign(4)_ 1
     x(4_0) c_e_timing(4)_ -12
     x(4_0) c_u_disj_ik(0_4_0)_ 205
     x(4_0) c_u_disj_ik(1_4_0)_ 205
     x(4_0) c_u_disj_ik(2_4_0)_ 205
     x(4_0) c_u_disj_ik(3_4_0)_ 205
     x(4_0) c_u_disj_ik(4_5_0)_ 201
     x(4_0) c_u_disj_ik(4_6_0)_ 201
     x(4_0) c_u_disj_ik(4_7_0)_ 199
     x(4_0) c_u_disj_ik(4_8_0)_ 190
     x(4_0) c_u_disj_ik(4_9_0)_ 178
     x(4_0) c_u_disj_ki(0_4_0)_ 228
     x(4_0) c_u_disj_ki(1_4_0)_ 228
     x(4_0) c_u_disj_ki(2_4_0)_ 223
     x(4_0) c_u_disj_ki(3_4_0)_ 208
     x(4_0) c_u_disj_ki(4_5_0)_ 205
     x(4_0) c_u_disj_ki(4_6_0)_ 205
     x(4_0) c_u_disj_ki(4_7_0)_ 205
     x(4_0) c_u_disj_ki(4_8_0)_ 205
     x(4_0) c_u_disj_ki(4_9_0)_ 205
     x(4_1) c_e_assign(4)_ 1
     x(4_1) c_e_timing(4)_ -18
     x(4_1) c_u_disj_ik(0_4_1)_ 205
     x(4_1) c_u_disj_ik(2_4_1)_ 205
     x(4_1) c_u_disj_ik(3_4_1)_ 205
     x(4_1) c_u_disj_ik(4_6_1)_ 201
     x(4_1) c_u_disj_ik(4_7_1)_ 199
     x(4_1) c_u_disj_ik(4_8_1)_ 190
     x(4_1) c_u_disj_ki(0_4_1)_ 228
     x(4_1) c_u_disj_ki(2_4_1)_ 223
     x(4_1) c_u_disj_ki(3_4_1)_ 208
     x(4_1) c_u_disj_ki(4_6_1)_ 205
     x(4_1) c_u_disj_ki(4_7_1)_ 205
     x(4_1) c_u_disj_ki(4_8_1)_ 205
     x(5_0) c_e_assign(5)_ 1
     x(5_0) c_e_timing(5)_ -2
     x(5_0) c_u_disj_ik(0_5_0)_ 201
     x(5_0) c_u_disj_ik(1_5_0)_ 201
     x(5_0) c_u_disj_ik(2_5_0)_ 201
     x(5_0) c_u_disj_ik(3_5_0)_ 201
     x(5_0) c_u_disj_ik(4_5_0)_ 201
     x(5_0) c_u_disj_ik(5_6_0)_ 201
     x(5_0) c_u_disj_ik(5_7_0)_ 199
     x(5_0) c_u_disj_ik(5_8_0)_ 190
     x(5_0) c_u_disj_ik(5_9_0)_ 178
     x(5_0) c_u_disj_ki(0_5_0)_ 228
     x(5_0) c_u_disj_ki(1_5_0)_ 228
     x(5_0) c_u_disj_ki(2_5_0)_ 223
     x(5_0) c_u_disj_ki(3_5_0)_ 208
     x(5_0) c_u_disj_ki(4_5_0)_ 205
     x(5_0) c_u_disj_ki(5_6_0)_ 201
     x(5_0) c_u_disj_ki(5_7_0)_ 201
     x(5_0) c_u_disj_ki(5_8_0)_ 201
     x(5_0) c_u_disj_ki(5_9_0)_ 201
     x(6_0) c_e_assign(6)_ 1
     x(6_0) c_e_timing(6)_ -6
     x(6_0) c_u_disj_ik(0_6_0)_ 201
     x(6_0) c_u_disj_ik(1_6_0)_ 201
     x(6_0) c_u_disj_ik(2_6_0)_ 201
     x(6_0) c_u_disj_ik(3_6_0)_ 201
     x(6_0) c_u_disj_ik(4_6_0)_ 201
     x(6_0) c_u_disj_ik(5_6_0)_ 201
     x(6_0) c_u_disj_ik(6_7_0)_ 199
     x(6_0) c_u_disj_ik(6_8_0)_ 190
     x(6_0) c_u_disj_ik(6_9_0)_ 178
     x(6_0) c_u_disj_ki(0_6_0)_ 228
     x(6_0) c_u_disj_ki(1_6_0)_ 228
     x(6_0) c_u_disj_ki(2_6_0)_ 223
     x(6_0) c_u_disj_ki(3_6_0)_ 208
     x(6_0) c_u_disj_ki(4_6_0)_ 205
     x(6_0) c_u_disj_ki(5_6_0)_ 201
     x(6_0) c_u_disj_ki(6_7_0)_ 201
     x(6_0) c_u_disj_ki(6_8_0)_ 201
     x(6_0) c_u_disj_ki(6_9_0)_ 201
     x(6_1) c_e_assign(6)_ 1
     x(6_1) c_e_timing(6)_ -9
     x(6_1) c_u_disj_ik(0_6_1)_ 201
     x(6_1) c_u_disj_ik(2_6_1)_ 201
     x(6_1) c_u_disj_ik(3_6_1)_ 201
     x(6_1) c_u_disj_ik(4_6_1)_ 201
     x(6_1) c_u_disj_ik(6_7_1)_ 199
     x(6_1) c_u_disj_ik(6_8_1)_ 190
     x(6_1) c_u_disj_ki(0_6_1)_ 228
     x(6_1) c_u_disj_ki(2_6_1)_ 223
     x(6_1) c_u_disj_ki(3_6_1)_ 208
     x(6_1) c_u_disj_ki(4_6_1)_ 205
     x(6_1) c_u_disj_ki(6_7_1)_ 201
     x(6_1) c_u_disj_ki(6_8_1)_ 201
     x(6_2) c_e_assign(6)_ 1
     x(6_2) c_e_timing(6)_ -18
     x(6_2) c_u_disj_ik(2_6_2)_ 201
     x(6_2) c_u_disj_ik(3_6_2)_ 201
     x(6_2) c_u_disj_ik(6_7_2)_ 199
     x(6_2) c_u_disj_ik(6_8_2)_ 190
     x(6_2) c_u_disj_ki(2_6_2)_ 223
     x(6_2) c_u_disj_ki(3_6_2)_ 208
     x(6_2) c_u_disj_ki(6_7_2)_ 201
     x(6_2) c_u_disj_ki(6_8_2)_ 201
     x(7_0) c_e_assign(7)_ 1
     x(7_0) c_e_timing(7)_ -8
     x(7_0) c_u_disj_ik(0_7_0)_ 199
     x(7_0) c_u_disj_ik(1_7_0)_ 199
     x(7_0) c_u_disj_ik(2_7_0)_ 199
     x(7_0) c_u_disj_ik(3_7_0)_ 199
     x(7_0) c_u_disj_ik(4_7_0)_ 199
     x(7_0) c_u_disj_ik(5_7_0)_ 199
     x(7_0) c_u_disj_ik(6_7_0)_ 199
     x(7_0) c_u_disj_ik(7_8_0)_ 190
     x(7_0) c_u_disj_ik(7_9_0)_ 178
     x(7_0) c_u_disj_ki(0_7_0)_ 228
     x(7_0) c_u_disj_ki(1_7_0)_ 228
     x(7_0) c_u_disj_ki(2_7_0)_ 223
     x(7_0) c_u_disj_ki(3_7_0)_ 208
     x(7_0) c_u_disj_ki(4_7_0)_ 205
     x(7_0) c_u_disj_ki(5_7_0)_ 201
     x(7_0) c_u_disj_ki(6_7_0)_ 201
     x(7_0) c_u_disj_ki(7_8_0)_ 199
     x(7_0) c_u_disj_ki(7_9_0)_ 199
     x(7_1) c_e_assign(7)_ 1
     x(7_1) c_e_timing(7)_ -12
     x(7_1) c_u_disj_ik(0_7_1)_ 199
     x(7_1) c_u_disj_ik(2_7_1)_ 199
     x(7_1) c_u_disj_ik(3_7_1)_ 199
     x(7_1) c_u_disj_ik(4_7_1)_ 199
     x(7_1) c_u_disj_ik(6_7_1)_ 199
     x(7_1) c_u_disj_ik(7_8_1)_ 190
     x(7_1) c_u_disj_ki(0_7_1)_ 228
     x(7_1) c_u_disj_ki(2_7_1)_ 223
     x(7_1) c_u_disj_ki(3_7_1)_ 208
     x(7_1) c_u_disj_ki(4_7_1)_ 205
     x(7_1) c_u_disj_ki(6_7_1)_ 201
     x(7_1) c_u_disj_ki(7_8_1)_ 199
     x(7_2) c_e_assign(7)_ 1
     x(7_2) c_e_timing(7)_ -24
     x(7_2) c_u_disj_ik(2_7_2)_ 199
     x(7_2) c_u_disj_ik(3_7_2)_ 199
     x(7_2) c_u_disj_ik(6_7_2)_ 199
     x(7_2) c_u_disj_ik(7_8_2)_ 190
     x(7_2) c_u_disj_ki(2_7_2)_ 223
     x(7_2) c_u_disj_ki(3_7_2)_ 208
     x(7_2) c_u_disj_ki(6_7_2)_ 201
     x(7_2) c_u_disj_ki(7_8_2)_ 199
     x(8_0) c_e_assign(8)_ 1
     x(8_0) c_e_timing(8)_ -4
     x(8_0) c_u_disj_ik(0_8_0)_ 190
     x(8_0) c_u_disj_ik(1_8_0)_ 190
     x(8_0) c_u_disj_ik(2_8_0)_ 190
     x(8_0) c_u_disj_ik(3_8_0)_ 190
     x(8_0) c_u_disj_ik(4_8_0)_ 190
     x(8_0) c_u_disj_ik(5_8_0)_ 190
     x(8_0) c_u_disj_ik(6_8_0)_ 190
     x(8_0) c_u_disj_ik(7_8_0)_ 190
     x(8_0) c_u_disj_ik(8_9_0)_ 178
     x(8_0) c_u_disj_ki(0_8_0)_ 228
     x(8_0) c_u_disj_ki(1_8_0)_ 228
     x(8_0) c_u_disj_ki(2_8_0)_ 223
     x(8_0) c_u_disj_ki(3_8_0)_ 208
     x(8_0) c_u_disj_ki(4_8_0)_ 205
     x(8_0) c_u_disj_ki(5_8_0)_ 201
     x(8_0) c_u_disj_ki(6_8_0)_ 201
     x(8_0) c_u_disj_ki(7_8_0)_ 199
     x(8_0) c_u_disj_ki(8_9_0)_ 190
     x(8_1) c_e_assign(8)_ 1
     x(8_1) c_e_timing(8)_ -6
     x(8_1) c_u_disj_ik(0_8_1)_ 190
     x(8_1) c_u_disj_ik(2_8_1)_ 190
     x(8_1) c_u_disj_ik(3_8_1)_ 190
     x(8_1) c_u_disj_ik(4_8_1)_ 190
     x(8_1) c_u_disj_ik(6_8_1)_ 190
     x(8_1) c_u_disj_ik(7_8_1)_ 190
     x(8_1) c_u_disj_ki(0_8_1)_ 228
     x(8_1) c_u_disj_ki(2_8_1)_ 223
     x(8_1) c_u_disj_ki(3_8_1)_ 208
     x(8_1) c_u_disj_ki(4_8_1)_ 205
     x(8_1) c_u_disj_ki(6_8_1)_ 201
     x(8_1) c_u_disj_ki(7_8_1)_ 199
     x(8_2) c_e_assign(8)_ 1
     x(8_2) c_e_timing(8)_ -12
     x(8_2) c_u_disj_ik(2_8_2)_ 190
     x(8_2) c_u_disj_ik(3_8_2)_ 190
     x(8_2) c_u_disj_ik(6_8_2)_ 190
     x(8_2) c_u_disj_ik(7_8_2)_ 190
     x(8_2) c_u_disj_ki(2_8_2)_ 223
     x(8_2) c_u_disj_ki(3_8_2)_ 208
     x(8_2) c_u_disj_ki(6_8_2)_ 201
     x(8_2) c_u_disj_ki(7_8_2)_ 199
     x(9_0) c_e_assign(9)_ 1
     x(9_0) c_e_timing(9)_ -6
     x(9_0) c_u_disj_ik(0_9_0)_ 178
     x(9_0) c_u_disj_ik(1_9_0)_ 178
     x(9_0) c_u_disj_ik(2_9_0)_ 178
     x(9_0) c_u_disj_ik(3_9_0)_ 178
     x(9_0) c_u_disj_ik(4_9_0)_ 178
     x(9_0) c_u_disj_ik(5_9_0)_ 178
     x(9_0) c_u_disj_ik(6_9_0)_ 178
     x(9_0) c_u_disj_ik(7_9_0)_ 178
     x(9_0) c_u_disj_ik(8_9_0)_ 178
     x(9_0) c_u_disj_ki(0_9_0)_ 228
     x(9_0) c_u_disj_ki(1_9_0)_ 228
     x(9_0) c_u_disj_ki(2_9_0)_ 223
     x(9_0) c_u_disj_ki(3_9_0)_ 208
     x(9_0) c_u_disj_ki(4_9_0)_ 205
     x(9_0) c_u_disj_ki(5_9_0)_ 201
     x(9_0) c_u_disj_ki(6_9_0)_ 201
     x(9_0) c_u_disj_ki(7_9_0)_ 199
     x(9_0) c_u_disj_ki(8_9_0)_ 190
     y(0_1) c_u_disj_ik(0_1_0)_ 228
     y(0_1) c_u_disj_ki(0_1_0)_ -228
     y(0_2) c_u_disj_ik(0_2_0)_ 223
     y(0_2) c_u_disj_ik(0_2_1)_ 223
     y(0_2) c_u_disj_ki(0_2_0)_ -228
     y(0_2) c_u_disj_ki(0_2_1)_ -228
     y(0_3) c_u_disj_ik(0_3_0)_ 208
     y(0_3) c_u_disj_ik(0_3_1)_ 208
     y(0_3) c_u_disj_ki(0_3_0)_ -228
     y(0_3) c_u_disj_ki(0_3_1)_ -228
     y(0_4) c_u_disj_ik(0_4_0)_ 205
     y(0_4) c_u_disj_ik(0_4_1)_ 205
     y(0_4) c_u_disj_ki(0_4_0)_ -228
     y(0_4) c_u_disj_ki(0_4_1)_ -228
     y(0_5) c_u_disj_ik(0_5_0)_ 201
     y(0_5) c_u_disj_ki(0_5_0)_ -228
     y(0_6) c_u_disj_ik(0_6_0)_ 201
     y(0_6) c_u_disj_ik(0_6_1)_ 201
     y(0_6) c_u_disj_ki(0_6_0)_ -228
     y(0_6) c_u_disj_ki(0_6_1)_ -228
     y(0_7) c_u_disj_ik(0_7_0)_ 199
     y(0_7) c_u_disj_ik(0_7_1)_ 199
     y(0_7) c_u_disj_ki(0_7_0)_ -228
     y(0_7) c_u_disj_ki(0_7_1)_ -228
     y(0_8) c_u_disj_ik(0_8_0)_ 190
     y(0_8) c_u_disj_ik(0_8_1)_ 190
     y(0_8) c_u_disj_ki(0_8_0)_ -228
     y(0_8) c_u_disj_ki(0_8_1)_ -228
     y(0_9) c_u_disj_ik(0_9_0)_ 178
     y(0_9) c_u_disj_ki(0_9_0)_ -228
     y(1_2) c_u_disj_ik(1_2_0)_ 223
     y(1_2) c_u_disj_ki(1_2_0)_ -228
     y(1_3) c_u_disj_ik(1_3_0)_ 208
     y(1_3) c_u_disj_ki(1_3_0)_ -228
     y(1_4) c_u_disj_ik(1_4_0)_ 205
     y(1_4) c_u_disj_ki(1_4_0)_ -228
     y(1_5) c_u_disj_ik(1_5_0)_ 201
     y(1_5) c_u_disj_ki(1_5_0)_ -228
     y(1_6) c_u_disj_ik(1_6_0)_ 201
     y(1_6) c_u_disj_ki(1_6_0)_ -228
     y(1_7) c_u_disj_ik(1_7_0)_ 199
     y(1_7) c_u_disj_ki(1_7_0)_ -228
     y(1_8) c_u_disj_ik(1_8_0)_ 190
     y(1_8) c_u_disj_ki(1_8_0)_ -228
     y(1_9) c_u_disj_ik(1_9_0)_ 178
     y(1_9) c_u_disj_ki(1_9_0)_ -228
     y(2_3) c_u_disj_ik(2_3_0)_ 208
     y(2_3) c_u_disj_ik(2_3_1)_ 208
     y(2_3) c_u_disj_ik(2_3_2)_ 208
     y(2_3) c_u_disj_ki(2_3_0)_ -223
     y(2_3) c_u_disj_ki(2_3_1)_ -223
     y(2_3) c_u_disj_ki(2_3_2)_ -223
     y(2_4) c_u_disj_ik(2_4_0)_ 205
     y(2_4) c_u_disj_ik(2_4_1)_ 205
     y(2_4) c_u_disj_ki(2_4_0)_ -223
     y(2_4) c_u_disj_ki(2_4_1)_ -223
     y(2_5) c_u_disj_ik(2_5_0)_ 201
     y(2_5) c_u_disj_ki(2_5_0)_ -223
     y(2_6) c_u_disj_ik(2_6_0)_ 201
     y(2_6) c_u_disj_ik(2_6_1)_ 201
     y(2_6) c_u_disj_ik(2_6_2)_ 201
     y(2_6) c_u_disj_ki(2_6_0)_ -223
     y(2_6) c_u_disj_ki(2_6_1)_ -223
     y(2_6) c_u_disj_ki(2_6_2)_ -223
     y(2_7) c_u_disj_ik(2_7_0)_ 199
     y(2_7) c_u_disj_ik(2_7_1)_ 199
     y(2_7) c_u_disj_ik(2_7_2)_ 199
     y(2_7) c_u_disj_ki(2_7_0)_ -223
     y(2_7) c_u_disj_ki(2_7_1)_ -223
     y(2_7) c_u_disj_ki(2_7_2)_ -223
     y(2_8) c_u_disj_ik(2_8_0)_ 190
     y(2_8) c_u_disj_ik(2_8_1)_ 190
     y(2_8) c_u_disj_ik(2_8_2)_ 190
     y(2_8) c_u_disj_ki(2_8_0)_ -223
     y(2_8) c_u_disj_ki(2_8_1)_ -223
     y(2_8) c_u_disj_ki(2_8_2)_ -223
     y(2_9) c_u_disj_ik(2_9_0)_ 178
     y(2_9) c_u_disj_ki(2_9_0)_ -223
     y(3_4) c_u_disj_ik(3_4_0)_ 205
     y(3_4) c_u_disj_ik(3_4_1)_ 205
     y(3_4) c_u_disj_ki(3_4_0)_ -208
     y(3_4) c_u_disj_ki(3_4_1)_ -208
     y(3_5) c_u_disj_ik(3_5_0)_ 201
     y(3_5) c_u_disj_ki(3_5_0)_ -208
     y(3_6) c_u_disj_ik(3_6_0)_ 201
     y(3_6) c_u_disj_ik(3_6_1)_ 201
     y(3_6) c_u_disj_ik(3_6_2)_ 201
     y(3_6) c_u_disj_ki(3_6_0)_ -208
     y(3_6) c_u_disj_ki(3_6_1)_ -208
     y(3_6) c_u_disj_ki(3_6_2)_ -208
     y(3_7) c_u_disj_ik(3_7_0)_ 199
     y(3_7) c_u_disj_ik(3_7_1)_ 199
     y(3_7) c_u_disj_ik(3_7_2)_ 199
     y(3_7) c_u_disj_ki(3_7_0)_ -208
     y(3_7) c_u_disj_ki(3_7_1)_ -208
     y(3_7) c_u_disj_ki(3_7_2)_ -208
     y(3_8) c_u_disj_ik(3_8_0)_ 190
     y(3_8) c_u_disj_ik(3_8_1)_ 190
     y(3_8) c_u_disj_ik(3_8_2)_ 190
     y(3_8) c_u_disj_ki(3_8_0)_ -208
     y(3_8) c_u_disj_ki(3_8_1)_ -208
     y(3_8) c_u_disj_ki(3_8_2)_ -208
     y(3_9) c_u_disj_ik(3_9_0)_ 178
     y(3_9) c_u_disj_ki(3_9_0)_ -208
     y(4_5) c_u_disj_ik(4_5_0)_ 201
     y(4_5) c_u_disj_ki(4_5_0)_ -205
     y(4_6) c_u_disj_ik(4_6_0)_ 201
     y(4_6) c_u_disj_ik(4_6_1)_ 201
     y(4_6) c_u_disj_ki(4_6_0)_ -205
     y(4_6) c_u_disj_ki(4_6_1)_ -205
     y(4_7) c_u_disj_ik(4_7_0)_ 199
     y(4_7) c_u_disj_ik(4_7_1)_ 199
     y(4_7) c_u_disj_ki(4_7_0)_ -205
     y(4_7) c_u_disj_ki(4_7_1)_ -205
     y(4_8) c_u_disj_ik(4_8_0)_ 190
     y(4_8) c_u_disj_ik(4_8_1)_ 190
     y(4_8) c_u_disj_ki(4_8_0)_ -205
     y(4_8) c_u_disj_ki(4_8_1)_ -205
     y(4_9) c_u_disj_ik(4_9_0)_ 178
     y(4_9) c_u_disj_ki(4_9_0)_ -205
     y(5_6) c_u_disj_ik(5_6_0)_ 201
     y(5_6) c_u_disj_ki(5_6_0)_ -201
     y(5_7) c_u_disj_ik(5_7_0)_ 199
     y(5_7) c_u_disj_ki(5_7_0)_ -201
     y(5_8) c_u_disj_ik(5_8_0)_ 190
     y(5_8) c_u_disj_ki(5_8_0)_ -201
     y(5_9) c_u_disj_ik(5_9_0)_ 178
     y(5_9) c_u_disj_ki(5_9_0)_ -201
     y(6_7) c_u_disj_ik(6_7_0)_ 199
     y(6_7) c_u_disj_ik(6_7_1)_ 199
     y(6_7) c_u_disj_ik(6_7_2)_ 199
     y(6_7) c_u_disj_ki(6_7_0)_ -201
     y(6_7) c_u_disj_ki(6_7_1)_ -201
     y(6_7) c_u_disj_ki(6_7_2)_ -201
     y(6_8) c_u_disj_ik(6_8_0)_ 190
     y(6_8) c_u_disj_ik(6_8_1)_ 190
     y(6_8) c_u_disj_ik(6_8_2)_ 190
     y(6_8) c_u_disj_ki(6_8_0)_ -201
     y(6_8) c_u_disj_ki(6_8_1)_ -201
     y(6_8) c_u_disj_ki(6_8_2)_ -201
     y(6_9) c_u_disj_ik(6_9_0)_ 178
     y(6_9) c_u_disj_ki(6_9_0)_ -201
     y(7_8) c_u_disj_ik(7_8_0)_ 190
     y(7_8) c_u_disj_ik(7_8_1)_ 190
     y(7_8) c_u_disj_ik(7_8_2)_ 190
     y(7_8) c_u_disj_ki(7_8_0)_ -199
     y(7_8) c_u_disj_ki(7_8_1)_ -199
     y(7_8) c_u_disj_ki(7_8_2)_ -199
     y(7_9) c_u_disj_ik(7_9_0)_ 178
     y(7_9) c_u_disj_ki(7_9_0)_ -199
     y(8_9) c_u_disj_ik(8_9_0)_ 178
     y(8_9) c_u_disj_ki(8_9_0)_ -190
     s(0) c_e_timing(0)_ -1
     s(0) c_u_disj_ki(0_1_0)_ -1
     s(0) c_u_disj_ki(0_2_0)_ -1
     s(0) c_u_disj_ki(0_2_1)_ -1
     s(0) c_u_disj_ki(0_3_0)_ -1
     s(0) c_u_disj_ki(0_3_1)_ -1
     s(0) c_u_disj_ki(0_4_0)_ -1
     s(0) c_u_disj_ki(0_4_1)_ -1
     s(0) c_u_disj_ki(0_5_0)_ -1
     s(0) c_u_disj_ki(0_6_0)_ -1
     s(0) c_u_disj_ki(0_6_1)_ -1
     s(0) c_u_disj_ki(0_7_0)_ -1
     s(0) c_u_disj_ki(0_7_1)_ -1
     s(0) c_u_disj_ki(0_8_0)_ -1
     s(0) c_u_disj_ki(0_8_1)_ -1
     s(0) c_u_disj_ki(0_9_0)_ -1
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
     s(2) c_e_timing(2)_ -1
     s(2) c_u_disj_ik(0_2_0)_ -1
     s(2) c_u_disj_ik(0_2_1)_ -1
     s(2) c_u_disj_ik(1_2_0)_ -1
     s(2) c_u_disj_ki(2_3_0)_ -1
     s(2) c_u_disj_ki(2_3_1)_ -1
     s(2) c_u_disj_ki(2_3_2)_ -1
     s(2) c_u_disj_ki(2_4_0)_ -1
     s(2) c_u_disj_ki(2_4_1)_ -1
     s(2) c_u_disj_ki(2_5_0)_ -1
     s(2) c_u_disj_ki(2_6_0)_ -1
     s(2) c_u_disj_ki(2_6_1)_ -1
     s(2) c_u_disj_ki(2_6_2)_ -1
     s(2) c_u_disj_ki(2_7_0)_ -1
     s(2) c_u_disj_ki(2_7_1)_ -1
     s(2) c_u_disj_ki(2_7_2)_ -1
     s(2) c_u_disj_ki(2_8_0)_ -1
     s(2) c_u_disj_ki(2_8_1)_ -1
     s(2) c_u_disj_ki(2_8_2)_ -1
     s(2) c_u_disj_ki(2_9_0)_ -1
     s(3) c_e_timing(3)_ -1
     s(3) c_u_disj_ik(0_3_0)_ -1
     s(3) c_u_disj_ik(0_3_1)_ -1
     s(3) c_u_disj_ik(1_3_0)_ -1
     s(3) c_u_disj_ik(2_3_0)_ -1
     s(3) c_u_disj_ik(2_3_1)_ -1
     s(3) c_u_disj_ik(2_3_2)_ -1
     s(3) c_u_disj_ki(3_4_0)_ -1
     s(3) c_u_disj_ki(3_4_1)_ -1
     s(3) c_u_disj_ki(3_5_0)_ -1
     s(3) c_u_disj_ki(3_6_0)_ -1
     s(3) c_u_disj_ki(3_6_1)_ -1
     s(3) c_u_disj_ki(3_6_2)_ -1
     s(3) c_u_disj_ki(3_7_0)_ -1
     s(3) c_u_disj_ki(3_7_1)_ -1
     s(3) c_u_disj_ki(3_7_2)_ -1
     s(3) c_u_disj_ki(3_8_0)_ -1
     s(3) c_u_disj_ki(3_8_1)_ -1
     s(3) c_u_disj_ki(3_8_2)_ -1
     s(3) c_u_disj_ki(3_9_0)_ -1
     s(4) c_e_timing(4)_ -1
     s(4) c_u_disj_ik(0_4_0)_ -1
     s(4) c_u_disj_ik(0_4_1)_ -1
     s(4) c_u_disj_ik(1_4_0)_ -1
     s(4) c_u_disj_ik(2_4_0)_ -1
     s(4) c_u_disj_ik(2_4_1)_ -1
     s(4) c_u_disj_ik(3_4_0)_ -1
     s(4) c_u_disj_ik(3_4_1)_ -1
     s(4) c_u_disj_ki(4_5_0)_ -1
     s(4) c_u_disj_ki(4_6_0)_ -1
     s(4) c_u_disj_ki(4_6_1)_ -1
     s(4) c_u_disj_ki(4_7_0)_ -1
     s(4) c_u_disj_ki(4_7_1)_ -1
     s(4) c_u_disj_ki(4_8_0)_ -1
     s(4) c_u_disj_ki(4_8_1)_ -1
     s(4) c_u_disj_ki(4_9_0)_ -1
     s(5) c_e_timing(5)_ -1
     s(5) c_u_disj_ik(0_5_0)_ -1
     s(5) c_u_disj_ik(1_5_0)_ -1
     s(5) c_u_disj_ik(2_5_0)_ -1
     s(5) c_u_disj_ik(3_5_0)_ -1
     s(5) c_u_disj_ik(4_5_0)_ -1
     s(5) c_u_disj_ki(5_6_0)_ -1
     s(5) c_u_disj_ki(5_7_0)_ -1
     s(5) c_u_disj_ki(5_8_0)_ -1
     s(5) c_u_disj_ki(5_9_0)_ -1
     s(6) c_e_timing(6)_ -1
     s(6) c_u_disj_ik(0_6_0)_ -1
     s(6) c_u_disj_ik(0_6_1)_ -1
     s(6) c_u_disj_ik(1_6_0)_ -1
     s(6) c_u_disj_ik(2_6_0)_ -1
     s(6) c_u_disj_ik(2_6_1)_ -1
     s(6) c_u_disj_ik(2_6_2)_ -1
     s(6) c_u_disj_ik(3_6_0)_ -1
     s(6) c_u_disj_ik(3_6_1)_ -1
     s(6) c_u_disj_ik(3_6_2)_ -1
     s(6) c_u_disj_ik(4_6_0)_ -1
     s(6) c_u_disj_ik(4_6_1)_ -1
     s(6) c_u_disj_ik(5_6_0)_ -1
     s(6) c_u_disj_ki(6_7_0)_ -1
     s(6) c_u_disj_ki(6_7_1)_ -1
     s(6) c_u_disj_ki(6_7_2)_ -1
     s(6) c_u_disj_ki(6_8_0)_ -1
     s(6) c_u_disj_ki(6_8_1)_ -1
     s(6) c_u_disj_ki(6_8_2)_ -1
     s(6) c_u_disj_ki(6_9_0)_ -1
     s(7) c_e_timing(7)_ -1
     s(7) c_u_disj_ik(0_7_0)_ -1
     s(7) c_u_disj_ik(0_7_1)_ -1
     s(7) c_u_disj_ik(1_7_0)_ -1
     s(7) c_u_disj_ik(2_7_0)_ -1
     s(7) c_u_disj_ik(2_7_1)_ -1
     s(7) c_u_disj_ik(2_7_2)_ -1
     s(7) c_u_disj_ik(3_7_0)_ -1
     s(7) c_u_disj_ik(3_7_1)_ -1
     s(7) c_u_disj_ik(3_7_2)_ -1
     s(7) c_u_disj_ik(4_7_0)_ -1
     s(7) c_u_disj_ik(4_7_1)_ -1
     s(7) c_u_disj_ik(5_7_0)_ -1
     s(7) c_u_disj_ik(6_7_0)_ -1
     s(7) c_u_disj_ik(6_7_1)_ -1
     s(7) c_u_disj_ik(6_7_2)_ -1
     s(7) c_u_disj_ki(7_8_0)_ -1
     s(7) c_u_disj_ki(7_8_1)_ -1
     s(7) c_u_disj_ki(7_8_2)_ -1
     s(7) c_u_disj_ki(7_9_0)_ -1
     s(8) c_e_timing(8)_ -1
     s(8) c_u_disj_ik(0_8_0)_ -1
     s(8) c_u_disj_ik(0_8_1)_ -1
     s(8) c_u_disj_ik(1_8_0)_ -1
     s(8) c_u_disj_ik(2_8_0)_ -1
     s(8) c_u_disj_ik(2_8_1)_ -1
     s(8) c_u_disj_ik(2_8_2)_ -1
     s(8) c_u_disj_ik(3_8_0)_ -1
     s(8) c_u_disj_ik(3_8_1)_ -1
     s(8) c_u_disj_ik(3_8_2)_ -1
     s(8) c_u_disj_ik(4_8_0)_ -1
     s(8) c_u_disj_ik(4_8_1)_ -1
     s(8) c_u_disj_ik(5_8_0)_ -1
     s(8) c_u_disj_ik(6_8_0)_ -1
     s(8) c_u_disj_ik(6_8_1)_ -1
     s(8) c_u_disj_ik(6_8_2)_ -1
     s(8) c_u_disj_ik(7_8_0)_ -1
     s(8) c_u_disj_ik(7_8_1)_ -1
     s(8) c_u_disj_ik(7_8_2)_ -1
     s(8) c_u_disj_ki(8_9_0)_ -1
     s(9) c_e_timing(9)_ -1
     s(9) c_u_disj_ik(0_9_0)_ -1
     s(9) c_u_disj_ik(1_9_0)_ -1
     s(9) c_u_disj_ik(2_9_0)_ -1
     s(9) c_u_disj_ik(3_9_0)_ -1
     s(9) c_u_disj_ik(4_9_0)_ -1
     s(9) c_u_disj_ik(5_9_0)_ -1
     s(9) c_u_disj_ik(6_9_0)_ -1
     s(9) c_u_disj_ik(7_9_0)_ -1
     s(9) c_u_disj_ik(8_9_0)_ -1
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
     c(0) c_u_disj_ik(0_6_0)_ 1
     c(0) c_u_disj_ik(0_6_1)_ 1
     c(0) c_u_disj_ik(0_7_0)_ 1
     c(0) c_u_disj_ik(0_7_1)_ 1
     c(0) c_u_disj_ik(0_8_0)_ 1
     c(0) c_u_disj_ik(0_8_1)_ 1
     c(0) c_u_disj_ik(0_9_0)_ 1
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
     c(1) c_u_disj_ki(0_1_0)_ 1
     c(2) c_e_timing(2)_ 1
     c(2) c_u_tard(2)_ 1
     c(2) c_u_disj_ik(2_3_0)_ 1
     c(2) c_u_disj_ik(2_3_1)_ 1
     c(2) c_u_disj_ik(2_3_2)_ 1
     c(2) c_u_disj_ik(2_4_0)_ 1
     c(2) c_u_disj_ik(2_4_1)_ 1
     c(2) c_u_disj_ik(2_5_0)_ 1
     c(2) c_u_disj_ik(2_6_0)_ 1
     c(2) c_u_disj_ik(2_6_1)_ 1
     c(2) c_u_disj_ik(2_6_2)_ 1
     c(2) c_u_disj_ik(2_7_0)_ 1
     c(2) c_u_disj_ik(2_7_1)_ 1
     c(2) c_u_disj_ik(2_7_2)_ 1
     c(2) c_u_disj_ik(2_8_0)_ 1
     c(2) c_u_disj_ik(2_8_1)_ 1
     c(2) c_u_disj_ik(2_8_2)_ 1
     c(2) c_u_disj_ik(2_9_0)_ 1
     c(2) c_u_disj_ki(0_2_0)_ 1
     c(2) c_u_disj_ki(0_2_1)_ 1
     c(2) c_u_disj_ki(1_2_0)_ 1
     c(3) c_e_timing(3)_ 1
     c(3) c_u_tard(3)_ 1
     c(3) c_u_disj_ik(3_4_0)_ 1
     c(3) c_u_disj_ik(3_4_1)_ 1
     c(3) c_u_disj_ik(3_5_0)_ 1
     c(3) c_u_disj_ik(3_6_0)_ 1
     c(3) c_u_disj_ik(3_6_1)_ 1
     c(3) c_u_disj_ik(3_6_2)_ 1
     c(3) c_u_disj_ik(3_7_0)_ 1
     c(3) c_u_disj_ik(3_7_1)_ 1
     c(3) c_u_disj_ik(3_7_2)_ 1
     c(3) c_u_disj_ik(3_8_0)_ 1
     c(3) c_u_disj_ik(3_8_1)_ 1
     c(3) c_u_disj_ik(3_8_2)_ 1
     c(3) c_u_disj_ik(3_9_0)_ 1
     c(3) c_u_disj_ki(0_3_0)_ 1
     c(3) c_u_disj_ki(0_3_1)_ 1
     c(3) c_u_disj_ki(1_3_0)_ 1
     c(3) c_u_disj_ki(2_3_0)_ 1
     c(3) c_u_disj_ki(2_3_1)_ 1
     c(3) c_u_disj_ki(2_3_2)_ 1
     c(4) c_e_timing(4)_ 1
     c(4) c_u_tard(4)_ 1
     c(4) c_u_disj_ik(4_5_0)_ 1
     c(4) c_u_disj_ik(4_6_0)_ 1
     c(4) c_u_disj_ik(4_6_1)_ 1
     c(4) c_u_disj_ik(4_7_0)_ 1
     c(4) c_u_disj_ik(4_7_1)_ 1
     c(4) c_u_disj_ik(4_8_0)_ 1
     c(4) c_u_disj_ik(4_8_1)_ 1
     c(4) c_u_disj_ik(4_9_0)_ 1
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
     c(5) c_u_disj_ik(5_8_0)_ 1
     c(5) c_u_disj_ik(5_9_0)_ 1
     c(5) c_u_disj_ki(0_5_0)_ 1
     c(5) c_u_disj_ki(1_5_0)_ 1
     c(5) c_u_disj_ki(2_5_0)_ 1
     c(5) c_u_disj_ki(3_5_0)_ 1
     c(5) c_u_disj_ki(4_5_0)_ 1
     c(6) c_e_timing(6)_ 1
     c(6) c_u_tard(6)_ 1
     c(6) c_u_disj_ik(6_7_0)_ 1
     c(6) c_u_disj_ik(6_7_1)_ 1
     c(6) c_u_disj_ik(6_7_2)_ 1
     c(6) c_u_disj_ik(6_8_0)_ 1
     c(6) c_u_disj_ik(6_8_1)_ 1
     c(6) c_u_disj_ik(6_8_2)_ 1
     c(6) c_u_disj_ik(6_9_0)_ 1
     c(6) c_u_disj_ki(0_6_0)_ 1
     c(6) c_u_disj_ki(0_6_1)_ 1
     c(6) c_u_disj_ki(1_6_0)_ 1
     c(6) c_u_disj_ki(2_6_0)_ 1
     c(6) c_u_disj_ki(2_6_1)_ 1
     c(6) c_u_disj_ki(2_6_2)_ 1
     c(6) c_u_disj_ki(3_6_0)_ 1
     c(6) c_u_disj_ki(3_6_1)_ 1
     c(6) c_u_disj_ki(3_6_2)_ 1
     c(6) c_u_disj_ki(4_6_0)_ 1
     c(6) c_u_disj_ki(4_6_1)_ 1
     c(6) c_u_disj_ki(5_6_0)_ 1
     c(7) c_e_timing(7)_ 1
     c(7) c_u_tard(7)_ 1
     c(7) c_u_disj_ik(7_8_0)_ 1
     c(7) c_u_disj_ik(7_8_1)_ 1
     c(7) c_u_disj_ik(7_8_2)_ 1
     c(7) c_u_disj_ik(7_9_0)_ 1
     c(7) c_u_disj_ki(0_7_0)_ 1
     c(7) c_u_disj_ki(0_7_1)_ 1
     c(7) c_u_disj_ki(1_7_0)_ 1
     c(7) c_u_disj_ki(2_7_0)_ 1
     c(7) c_u_disj_ki(2_7_1)_ 1
     c(7) c_u_disj_ki(2_7_2)_ 1
     c(7) c_u_disj_ki(3_7_0)_ 1
     c(7) c_u_disj_ki(3_7_1)_ 1
     c(7) c_u_disj_ki(3_7_2)_ 1
     c(7) c_u_disj_ki(4_7_0)_ 1
     c(7) c_u_disj_ki(4_7_1)_ 1
     c(7) c_u_disj_ki(5_7_0)_ 1
     c(7) c_u_disj_ki(6_7_0)_ 1
     c(7) c_u_disj_ki(6_7_1)_ 1
     c(7) c_u_disj_ki(6_7_2)_ 1
     c(8) c_e_timing(8)_ 1
     c(8) c_u_tard(8)_ 1
     c(8) c_u_disj_ik(8_9_0)_ 1
     c(8) c_u_disj_ki(0_8_0)_ 1
     c(8) c_u_disj_ki(0_8_1)_ 1
     c(8) c_u_disj_ki(1_8_0)_ 1
     c(8) c_u_disj_ki(2_8_0)_ 1
     c(8) c_u_disj_ki(2_8_1)_ 1
     c(8) c_u_disj_ki(2_8_2)_ 1
     c(8) c_u_disj_ki(3_8_0)_ 1
     c(8) c_u_disj_ki(3_8_1)_ 1
     c(8) c_u_disj_ki(3_8_2)_ 1
     c(8) c_u_disj_ki(4_8_0)_ 1
     c(8) c_u_disj_ki(4_8_1)_ 1
     c(8) c_u_disj_ki(5_8_0)_ 1
     c(8) c_u_disj_ki(6_8_0)_ 1
     c(8) c_u_disj_ki(6_8_1)_ 1
     c(8) c_u_disj_ki(6_8_2)_ 1
     c(8) c_u_disj_ki(7_8_0)_ 1
     c(8) c_u_disj_ki(7_8_1)_ 1
     c(8) c_u_disj_ki(7_8_2)_ 1
     c(9) c_e_timing(9)_ 1
     c(9) c_u_tard(9)_ 1
     c(9) c_u_disj_ki(0_9_0)_ 1
     c(9) c_u_disj_ki(1_9_0)_ 1
     c(9) c_u_disj_ki(2_9_0)_ 1
     c(9) c_u_disj_ki(3_9_0)_ 1
     c(9) c_u_disj_ki(4_9_0)_ 1
     c(9) c_u_disj_ki(5_9_0)_ 1
     c(9) c_u_disj_ki(6_9_0)_ 1
     c(9) c_u_disj_ki(7_9_0)_ 1
     c(9) c_u_disj_ki(8_9_0)_ 1
     T(0) obj 5
     T(0) c_u_tard(0)_ -1
     T(1) obj 5
     T(1) c_u_tard(1)_ -1
     T(2) obj 3
     T(2) c_u_tard(2)_ -1
     T(3) obj 3
     T(3) c_u_tard(3)_ -1
     T(4) obj 1
     T(4) c_u_tard(4)_ -1
     T(5) obj 2
     T(5) c_u_tard(5)_ -1
     T(6) obj 5
     T(6) c_u_tard(6)_ -1
     T(7) obj 5
     T(7) c_u_tard(7)_ -1
     T(8) obj 1
     T(8) c_u_tard(8)_ -1
     T(9) obj 3
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
     RHS c_u_tard(0)_ 24
     RHS c_u_tard(1)_ 10
     RHS c_u_tard(2)_ 26
     RHS c_u_tard(3)_ 41
     RHS c_u_tard(4)_ 45
     RHS c_u_tard(5)_ 32
     RHS c_u_tard(6)_ 37
     RHS c_u_tard(7)_ 40
     RHS c_u_tard(8)_ 46
     RHS c_u_tard(9)_ 62
     RHS c_u_disj_ik(0_1_0)_ 684
     RHS c_u_disj_ik(0_2_0)_ 669
     RHS c_u_disj_ik(0_2_1)_ 669
     RHS c_u_disj_ik(0_3_0)_ 624
     RHS c_u_disj_ik(0_3_1)_ 624
     RHS c_u_disj_ik(0_4_0)_ 615
     RHS c_u_disj_ik(0_4_1)_ 615
     RHS c_u_disj_ik(0_5_0)_ 603
     RHS c_u_disj_ik(0_6_0)_ 603
     RHS c_u_disj_ik(0_6_1)_ 603
     RHS c_u_disj_ik(0_7_0)_ 597
     RHS c_u_disj_ik(0_7_1)_ 597
     RHS c_u_disj_ik(0_8_0)_ 570
     RHS c_u_disj_ik(0_8_1)_ 570
     RHS c_u_disj_ik(0_9_0)_ 534
     RHS c_u_disj_ik(1_2_0)_ 669
     RHS c_u_disj_ik(1_3_0)_ 624
     RHS c_u_disj_ik(1_4_0)_ 615
     RHS c_u_disj_ik(1_5_0)_ 603
     RHS c_u_disj_ik(1_6_0)_ 603
     RHS c_u_disj_ik(1_7_0)_ 597
     RHS c_u_disj_ik(1_8_0)_ 570
     RHS c_u_disj_ik(1_9_0)_ 534
     RHS c_u_disj_ik(2_3_0)_ 624
     RHS c_u_disj_ik(2_3_1)_ 624
     RHS c_u_disj_ik(2_3_2)_ 624
     RHS c_u_disj_ik(2_4_0)_ 615
     RHS c_u_disj_ik(2_4_1)_ 615
     RHS c_u_disj_ik(2_5_0)_ 603
     RHS c_u_disj_ik(2_6_0)_ 603
     RHS c_u_disj_ik(2_6_1)_ 603
     RHS c_u_disj_ik(2_6_2)_ 603
     RHS c_u_disj_ik(2_7_0)_ 597
     RHS c_u_disj_ik(2_7_1)_ 597
     RHS c_u_disj_ik(2_7_2)_ 597
     RHS c_u_disj_ik(2_8_0)_ 570
     RHS c_u_disj_ik(2_8_1)_ 570
     RHS c_u_disj_ik(2_8_2)_ 570
     RHS c_u_disj_ik(2_9_0)_ 534
     RHS c_u_disj_ik(3_4_0)_ 615
     RHS c_u_disj_ik(3_4_1)_ 615
     RHS c_u_disj_ik(3_5_0)_ 603
     RHS c_u_disj_ik(3_6_0)_ 603
     RHS c_u_disj_ik(3_6_1)_ 603
     RHS c_u_disj_ik(3_6_2)_ 603
     RHS c_u_disj_ik(3_7_0)_ 597
     RHS c_u_disj_ik(3_7_1)_ 597
     RHS c_u_disj_ik(3_7_2)_ 597
     RHS c_u_disj_ik(3_8_0)_ 570
     RHS c_u_disj_ik(3_8_1)_ 570
     RHS c_u_disj_ik(3_8_2)_ 570
     RHS c_u_disj_ik(3_9_0)_ 534
     RHS c_u_disj_ik(4_5_0)_ 603
     RHS c_u_disj_ik(4_6_0)_ 603
     RHS c_u_disj_ik(4_6_1)_ 603
     RHS c_u_disj_ik(4_7_0)_ 597
     RHS c_u_disj_ik(4_7_1)_ 597
     RHS c_u_disj_ik(4_8_0)_ 570
     RHS c_u_disj_ik(4_8_1)_ 570
     RHS c_u_disj_ik(4_9_0)_ 534
     RHS c_u_disj_ik(5_6_0)_ 603
     RHS c_u_disj_ik(5_7_0)_ 597
     RHS c_u_disj_ik(5_8_0)_ 570
     RHS c_u_disj_ik(5_9_0)_ 534
     RHS c_u_disj_ik(6_7_0)_ 597
     RHS c_u_disj_ik(6_7_1)_ 597
     RHS c_u_disj_ik(6_7_2)_ 597
     RHS c_u_disj_ik(6_8_0)_ 570
     RHS c_u_disj_ik(6_8_1)_ 570
     RHS c_u_disj_ik(6_8_2)_ 570
     RHS c_u_disj_ik(6_9_0)_ 534
     RHS c_u_disj_ik(7_8_0)_ 570
     RHS c_u_disj_ik(7_8_1)_ 570
     RHS c_u_disj_ik(7_8_2)_ 570
     RHS c_u_disj_ik(7_9_0)_ 534
     RHS c_u_disj_ik(8_9_0)_ 534
     RHS c_u_disj_ki(0_1_0)_ 456
     RHS c_u_disj_ki(0_2_0)_ 456
     RHS c_u_disj_ki(0_2_1)_ 456
     RHS c_u_disj_ki(0_3_0)_ 456
     RHS c_u_disj_ki(0_3_1)_ 456
     RHS c_u_disj_ki(0_4_0)_ 456
     RHS c_u_disj_ki(0_4_1)_ 456
     RHS c_u_disj_ki(0_5_0)_ 456
     RHS c_u_disj_ki(0_6_0)_ 456
     RHS c_u_disj_ki(0_6_1)_ 456
     RHS c_u_disj_ki(0_7_0)_ 456
     RHS c_u_disj_ki(0_7_1)_ 456
     RHS c_u_disj_ki(0_8_0)_ 456
     RHS c_u_disj_ki(0_8_1)_ 456
     RHS c_u_disj_ki(0_9_0)_ 456
     RHS c_u_disj_ki(1_2_0)_ 456
     RHS c_u_disj_ki(1_3_0)_ 456
     RHS c_u_disj_ki(1_4_0)_ 456
     RHS c_u_disj_ki(1_5_0)_ 456
     RHS c_u_disj_ki(1_6_0)_ 456
     RHS c_u_disj_ki(1_7_0)_ 456
     RHS c_u_disj_ki(1_8_0)_ 456
     RHS c_u_disj_ki(1_9_0)_ 456
     RHS c_u_disj_ki(2_3_0)_ 446
     RHS c_u_disj_ki(2_3_1)_ 446
     RHS c_u_disj_ki(2_3_2)_ 446
     RHS c_u_disj_ki(2_4_0)_ 446
     RHS c_u_disj_ki(2_4_1)_ 446
     RHS c_u_disj_ki(2_5_0)_ 446
     RHS c_u_disj_ki(2_6_0)_ 446
     RHS c_u_disj_ki(2_6_1)_ 446
     RHS c_u_disj_ki(2_6_2)_ 446
     RHS c_u_disj_ki(2_7_0)_ 446
     RHS c_u_disj_ki(2_7_1)_ 446
     RHS c_u_disj_ki(2_7_2)_ 446
     RHS c_u_disj_ki(2_8_0)_ 446
     RHS c_u_disj_ki(2_8_1)_ 446
     RHS c_u_disj_ki(2_8_2)_ 446
     RHS c_u_disj_ki(2_9_0)_ 446
     RHS c_u_disj_ki(3_4_0)_ 416
     RHS c_u_disj_ki(3_4_1)_ 416
     RHS c_u_disj_ki(3_5_0)_ 416
     RHS c_u_disj_ki(3_6_0)_ 416
     RHS c_u_disj_ki(3_6_1)_ 416
     RHS c_u_disj_ki(3_6_2)_ 416
     RHS c_u_disj_ki(3_7_0)_ 416
     RHS c_u_disj_ki(3_7_1)_ 416
     RHS c_u_disj_ki(3_7_2)_ 416
     RHS c_u_disj_ki(3_8_0)_ 416
     RHS c_u_disj_ki(3_8_1)_ 416
     RHS c_u_disj_ki(3_8_2)_ 416
     RHS c_u_disj_ki(3_9_0)_ 416
     RHS c_u_disj_ki(4_5_0)_ 410
     RHS c_u_disj_ki(4_6_0)_ 410
     RHS c_u_disj_ki(4_6_1)_ 410
     RHS c_u_disj_ki(4_7_0)_ 410
     RHS c_u_disj_ki(4_7_1)_ 410
     RHS c_u_disj_ki(4_8_0)_ 410
     RHS c_u_disj_ki(4_8_1)_ 410
     RHS c_u_disj_ki(4_9_0)_ 410
     RHS c_u_disj_ki(5_6_0)_ 402
     RHS c_u_disj_ki(5_7_0)_ 402
     RHS c_u_disj_ki(5_8_0)_ 402
     RHS c_u_disj_ki(5_9_0)_ 402
     RHS c_u_disj_ki(6_7_0)_ 402
     RHS c_u_disj_ki(6_7_1)_ 402
     RHS c_u_disj_ki(6_7_2)_ 402
     RHS c_u_disj_ki(6_8_0)_ 402
     RHS c_u_disj_ki(6_8_1)_ 402
     RHS c_u_disj_ki(6_8_2)_ 402
     RHS c_u_disj_ki(6_9_0)_ 402
     RHS c_u_disj_ki(7_8_0)_ 398
     RHS c_u_disj_ki(7_8_1)_ 398
     RHS c_u_disj_ki(7_8_2)_ 398
     RHS c_u_disj_ki(7_9_0)_ 398
     RHS c_u_disj_ki(8_9_0)_ 380
BOUNDS
 BV BOUND x(0_0)
 BV BOUND x(0_1)
 BV BOUND x(1_0)
 BV BOUND x(2_0)
 BV BOUND x(2_1)
 BV BOUND x(2_2)
 BV BOUND x(3_0)
 BV BOUND x(3_1)
 BV BOUND x(3_2)
 BV BOUND x(4_0)
 BV BOUND x(4_1)
 BV BOUND x(5_0)
 BV BOUND x(6_0)
 BV BOUND x(6_1)
 BV BOUND x(6_2)
 BV BOUND x(7_0)
 BV BOUND x(7_1)
 BV BOUND x(7_2)
 BV BOUND x(8_0)
 BV BOUND x(8_1)
 BV BOUND x(8_2)
 BV BOUND x(9_0)
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
 UP BOUND s(0) 228
 LO BOUND s(1) 0
 UP BOUND s(1) 228
 LO BOUND s(2) 5
 UP BOUND s(2) 228
 LO BOUND s(3) 20
 UP BOUND s(3) 228
 LO BOUND s(4) 23
 UP BOUND s(4) 228
 LO BOUND s(5) 27
 UP BOUND s(5) 228
 LO BOUND s(6) 27
 UP BOUND s(6) 228
 LO BOUND s(7) 29
 UP BOUND s(7) 228
 LO BOUND s(8) 38
 UP BOUND s(8) 228
 LO BOUND s(9) 50
 UP BOUND s(9) 228
 LO BOUND c(0) 12
 UP BOUND c(0) 228
 LO BOUND c(1) 8
 UP BOUND c(1) 228
 LO BOUND c(2) 17
 UP BOUND c(2) 228
 LO BOUND c(3) 32
 UP BOUND c(3) 228
 LO BOUND c(4) 35
 UP BOUND c(4) 228
 LO BOUND c(5) 29
 UP BOUND c(5) 228
 LO BOUND c(6) 33
 UP BOUND c(6) 228
 LO BOUND c(7) 37
 UP BOUND c(7) 228
 LO BOUND c(8) 42
 UP BOUND c(8) 228
 LO BOUND c(9) 56
 UP BOUND c(9) 228
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
