* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'hgsp-bigm:tiny-s6'
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
 E  c_e_timing(0)_
 E  c_e_timing(1)_
 E  c_e_timing(2)_
 E  c_e_timing(3)_
 E  c_e_timing(4)_
 E  c_e_timing(5)_
 E  c_e_timing(6)_
 E  c_e_timing(7)_
 L  c_u_tard(0)_
 L  c_u_tard(1)_
 L  c_u_tard(2)_
 L  c_u_tard(3)_
 L  c_u_tard(4)_
 L  c_u_tard(5)_
 L  c_u_tard(6)_
 L  c_u_tard(7)_
 L  c_u_disj_ik(0_1_0)_
 L  c_u_disj_ik(0_1_1)_
 L  c_u_disj_ik(0_2_0)_
 L  c_u_disj_ik(0_2_1)_
 L  c_u_disj_ik(0_2_2)_
 L  c_u_disj_ik(0_3_0)_
 L  c_u_disj_ik(0_3_1)_
 L  c_u_disj_ik(0_4_0)_
 L  c_u_disj_ik(0_4_1)_
 L  c_u_disj_ik(0_5_0)_
 L  c_u_disj_ik(0_5_1)_
 L  c_u_disj_ik(0_5_2)_
 L  c_u_disj_ik(0_6_0)_
 L  c_u_disj_ik(0_6_1)_
 L  c_u_disj_ik(0_7_0)_
 L  c_u_disj_ik(0_7_1)_
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
 L  c_u_disj_ik(2_3_0)_
 L  c_u_disj_ik(2_3_1)_
 L  c_u_disj_ik(2_4_0)_
 L  c_u_disj_ik(2_4_1)_
 L  c_u_disj_ik(2_5_0)_
 L  c_u_disj_ik(2_5_1)_
 L  c_u_disj_ik(2_5_2)_
 L  c_u_disj_ik(2_6_0)_
 L  c_u_disj_ik(2_6_1)_
 L  c_u_disj_ik(2_7_0)_
 L  c_u_disj_ik(2_7_1)_
 L  c_u_disj_ik(3_4_0)_
 L  c_u_disj_ik(3_4_1)_
 L  c_u_disj_ik(3_5_0)_
 L  c_u_disj_ik(3_5_1)_
 L  c_u_disj_ik(3_6_0)_
 L  c_u_disj_ik(3_6_1)_
 L  c_u_disj_ik(3_7_0)_
 L  c_u_disj_ik(3_7_1)_
 L  c_u_disj_ik(4_5_0)_
 L  c_u_disj_ik(4_5_1)_
 L  c_u_disj_ik(4_6_0)_
 L  c_u_disj_ik(4_6_1)_
 L  c_u_disj_ik(4_7_0)_
 L  c_u_disj_ik(4_7_1)_
 L  c_u_disj_ik(5_6_0)_
 L  c_u_disj_ik(5_6_1)_
 L  c_u_disj_ik(5_7_0)_
 L  c_u_disj_ik(5_7_1)_
 L  c_u_disj_ik(6_7_0)_
 L  c_u_disj_ik(6_7_1)_
 L  c_u_disj_ki(0_1_0)_
 L  c_u_disj_ki(0_1_1)_
 L  c_u_disj_ki(0_2_0)_
 L  c_u_disj_ki(0_2_1)_
 L  c_u_disj_ki(0_2_2)_
 L  c_u_disj_ki(0_3_0)_
 L  c_u_disj_ki(0_3_1)_
 L  c_u_disj_ki(0_4_0)_
 L  c_u_disj_ki(0_4_1)_
 L  c_u_disj_ki(0_5_0)_
 L  c_u_disj_ki(0_5_1)_
 L  c_u_disj_ki(0_5_2)_
 L  c_u_disj_ki(0_6_0)_
 L  c_u_disj_ki(0_6_1)_
 L  c_u_disj_ki(0_7_0)_
 L  c_u_disj_ki(0_7_1)_
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
 L  c_u_disj_ki(2_3_0)_
 L  c_u_disj_ki(2_3_1)_
 L  c_u_disj_ki(2_4_0)_
 L  c_u_disj_ki(2_4_1)_
 L  c_u_disj_ki(2_5_0)_
 L  c_u_disj_ki(2_5_1)_
 L  c_u_disj_ki(2_5_2)_
 L  c_u_disj_ki(2_6_0)_
 L  c_u_disj_ki(2_6_1)_
 L  c_u_disj_ki(2_7_0)_
 L  c_u_disj_ki(2_7_1)_
 L  c_u_disj_ki(3_4_0)_
 L  c_u_disj_ki(3_4_1)_
 L  c_u_disj_ki(3_5_0)_
 L  c_u_disj_ki(3_5_1)_
 L  c_u_disj_ki(3_6_0)_
 L  c_u_disj_ki(3_6_1)_
 L  c_u_disj_ki(3_7_0)_
 L  c_u_disj_ki(3_7_1)_
 L  c_u_disj_ki(4_5_0)_
 L  c_u_disj_ki(4_5_1)_
 L  c_u_disj_ki(4_6_0)_
 L  c_u_disj_ki(4_6_1)_
 L  c_u_disj_ki(4_7_0)_
 L  c_u_disj_ki(4_7_1)_
 L  c_u_disj_ki(5_6_0)_
 L  c_u_disj_ki(5_6_1)_
 L  c_u_disj_ki(5_7_0)_
 L  c_u_disj_ki(5_7_1)_
 L  c_u_disj_ki(6_7_0)_
 L  c_u_disj_ki(6_7_1)_
COLUMNS
     x(0_0) c_e_assign(0)_ 1
     x(0_0) c_e_timing(0)_ -8
     x(0_0) c_u_disj_ik(0_1_0)_ 152
     x(0_0) c_u_disj_ik(0_2_0)_ 147
     x(0_0) c_u_disj_ik(0_3_0)_ 147
     x(0_0) c_u_disj_ik(0_4_0)_ 140
     x(0_0) c_u_disj_ik(0_5_0)_ 136
     x(0_0) c_u_disj_ik(0_6_0)_ 136
     x(0_0) c_u_disj_ik(0_7_0)_ 135
     x(0_0) c_u_disj_ki(0_1_0)_ 152
     x(0_0) c_u_disj_ki(0_2_0)_ 152
     x(0_0) c_u_disj_ki(0_3_0)_ 152
     x(0_0) c_u_disj_ki(0_4_0)_ 152
     x(0_0) c_u_disj_ki(0_5_0)_ 152
     x(0_0) c_u_disj_ki(0_6_0)_ 152
     x(0_0) c_u_disj_ki(0_7_0)_ 152
     x(0_1) c_e_assign(0)_ 1
     x(0_1) c_e_timing(0)_ -12
     x(0_1) c_u_disj_ik(0_1_1)_ 152
     x(0_1) c_u_disj_ik(0_2_1)_ 147
     x(0_1) c_u_disj_ik(0_3_1)_ 147
     x(0_1) c_u_disj_ik(0_4_1)_ 140
     x(0_1) c_u_disj_ik(0_5_1)_ 136
     x(0_1) c_u_disj_ik(0_6_1)_ 136
     x(0_1) c_u_disj_ik(0_7_1)_ 135
     x(0_1) c_u_disj_ki(0_1_1)_ 152
     x(0_1) c_u_disj_ki(0_2_1)_ 152
     x(0_1) c_u_disj_ki(0_3_1)_ 152
     x(0_1) c_u_disj_ki(0_4_1)_ 152
     x(0_1) c_u_disj_ki(0_5_1)_ 152
     x(0_1) c_u_disj_ki(0_6_1)_ 152
     x(0_1) c_u_disj_ki(0_7_1)_ 152
     x(0_2) c_e_assign(0)_ 1
     x(0_2) c_e_timing(0)_ -24
     x(0_2) c_u_disj_ik(0_2_2)_ 147
     x(0_2) c_u_disj_ik(0_5_2)_ 136
     x(0_2) c_u_disj_ki(0_2_2)_ 152
     x(0_2) c_u_disj_ki(0_5_2)_ 152
     x(1_0) c_e_assign(1)_ 1
     x(1_0) c_e_timing(1)_ -6
     x(1_0) c_u_disj_ik(0_1_0)_ 152
     x(1_0) c_u_disj_ik(1_2_0)_ 147
     x(1_0) c_u_disj_ik(1_3_0)_ 147
     x(1_0) c_u_disj_ik(1_4_0)_ 140
     x(1_0) c_u_disj_ik(1_5_0)_ 136
     x(1_0) c_u_disj_ik(1_6_0)_ 136
     x(1_0) c_u_disj_ik(1_7_0)_ 135
     x(1_0) c_u_disj_ki(0_1_0)_ 152
     x(1_0) c_u_disj_ki(1_2_0)_ 152
     x(1_0) c_u_disj_ki(1_3_0)_ 152
     x(1_0) c_u_disj_ki(1_4_0)_ 152
     x(1_0) c_u_disj_ki(1_5_0)_ 152
     x(1_0) c_u_disj_ki(1_6_0)_ 152
     x(1_0) c_u_disj_ki(1_7_0)_ 152
     x(1_1) c_e_assign(1)_ 1
     x(1_1) c_e_timing(1)_ -9
     x(1_1) c_u_disj_ik(0_1_1)_ 152
     x(1_1) c_u_disj_ik(1_2_1)_ 147
     x(1_1) c_u_disj_ik(1_3_1)_ 147
     x(1_1) c_u_disj_ik(1_4_1)_ 140
     x(1_1) c_u_disj_ik(1_5_1)_ 136
     x(1_1) c_u_disj_ik(1_6_1)_ 136
     x(1_1) c_u_disj_ik(1_7_1)_ 135
     x(1_1) c_u_disj_ki(0_1_1)_ 152
     x(1_1) c_u_disj_ki(1_2_1)_ 152
     x(1_1) c_u_disj_ki(1_3_1)_ 152
     x(1_1) c_u_disj_ki(1_4_1)_ 152
     x(1_1) c_u_disj_ki(1_5_1)_ 152
     x(1_1) c_u_disj_ki(1_6_1)_ 152
     x(1_1) c_u_disj_ki(1_7_1)_ 152
     x(2_0) c_e_assign(2)_ 1
     x(2_0) c_e_timing(2)_ -12
     x(2_0) c_u_disj_ik(0_2_0)_ 147
     x(2_0) c_u_disj_ik(1_2_0)_ 147
     x(2_0) c_u_disj_ik(2_3_0)_ 147
     x(2_0) c_u_disj_ik(2_4_0)_ 140
     x(2_0) c_u_disj_ik(2_5_0)_ 136
     x(2_0) c_u_disj_ik(2_6_0)_ 136
     x(2_0) c_u_disj_ik(2_7_0)_ 135
     x(2_0) c_u_disj_ki(0_2_0)_ 152
     x(2_0) c_u_disj_ki(1_2_0)_ 152
     x(2_0) c_u_disj_ki(2_3_0)_ 147
     x(2_0) c_u_disj_ki(2_4_0)_ 147
     x(2_0) c_u_disj_ki(2_5_0)_ 147
     x(2_0) c_u_disj_ki(2_6_0)_ 147
     x(2_0) c_u_disj_ki(2_7_0)_ 147
     x(2_1) c_e_assign(2)_ 1
     x(2_1) c_e_timing(2)_ -18
     x(2_1) c_u_disj_ik(0_2_1)_ 147
     x(2_1) c_u_disj_ik(1_2_1)_ 147
     x(2_1) c_u_disj_ik(2_3_1)_ 147
     x(2_1) c_u_disj_ik(2_4_1)_ 140
     x(2_1) c_u_disj_ik(2_5_1)_ 136
     x(2_1) c_u_disj_ik(2_6_1)_ 136
     x(2_1) c_u_disj_ik(2_7_1)_ 135
     x(2_1) c_u_disj_ki(0_2_1)_ 152
     x(2_1) c_u_disj_ki(1_2_1)_ 152
     x(2_1) c_u_disj_ki(2_3_1)_ 147
     x(2_1) c_u_disj_ki(2_4_1)_ 147
     x(2_1) c_u_disj_ki(2_5_1)_ 147
     x(2_1) c_u_disj_ki(2_6_1)_ 147
     x(2_1) c_u_disj_ki(2_7_1)_ 147
     x(2_2) c_e_assign(2)_ 1
     x(2_2) c_e_timing(2)_ -36
     x(2_2) c_u_disj_ik(0_2_2)_ 147
     x(2_2) c_u_disj_ik(2_5_2)_ 136
     x(2_2) c_u_disj_ki(0_2_2)_ 152
     x(2_2) c_u_disj_ki(2_5_2)_ 147
     x(3_0) c_e_assign(3)_ 1
     x(3_0) c_e_timing(3)_ -6
     x(3_0) c_u_disj_ik(0_3_0)_ 147
     x(3_0) c_u_disj_ik(1_3_0)_ 147
     x(3_0) c_u_disj_ik(2_3_0)_ 147
     x(3_0) c_u_disj_ik(3_4_0)_ 140
     x(3_0) c_u_disj_ik(3_5_0)_ 136
     x(3_0) c_u_disj_ik(3_6_0)_ 136
     x(3_0) c_u_disj_ik(3_7_0)_ 135
     x(3_0) c_u_disj_ki(0_3_0)_ 152
     x(3_0) c_u_disj_ki(1_3_0)_ 152
     x(3_0) c_u_disj_ki(2_3_0)_ 147
     x(3_0) c_u_disj_ki(3_4_0)_ 147
     x(3_0) c_u_disj_ki(3_5_0)_ 147
     x(3_0) c_u_disj_ki(3_6_0)_ 147
     x(3_0) c_u_disj_ki(3_7_0)_ 147
     x(3_1) c_e_assign(3)_ 1
     x(3_1) c_e_timing(3)_ -9
     x(3_1) c_u_disj_ik(0_3_1)_ 147
     x(3_1) c_u_disj_ik(1_3_1)_ 147
     x(3_1) c_u_disj_ik(2_3_1)_ 147
     x(3_1) c_u_disj_ik(3_4_1)_ 140
     x(3_1) c_u_disj_ik(3_5_1)_ 136
     x(3_1) c_u_disj_ik(3_6_1)_ 136
     x(3_1) c_u_disj_ik(3_7_1)_ 135
     x(3_1) c_u_disj_ki(0_3_1)_ 152
     x(3_1) c_u_disj_ki(1_3_1)_ 152
     x(3_1) c_u_disj_ki(2_3_1)_ 147
     x(3_1) c_u_disj_ki(3_4_1)_ 147
     x(3_1) c_u_disj_ki(3_5_1)_ 147
     x(3_1) c_u_disj_ki(3_6_1)_ 147
     x(3_1) c_u_disj_ki(3_7_1)_ 147
     x(4_0) c_e_assign(4)_ 1
     x(4_0) c_e_timing(4)_ -8
     x(4_0) c_u_disj_ik(0_4_0)_ 140
     x(4_0) c_u_disj_ik(1_4_0)_ 140
     x(4_0) c_u_disj_ik(2_4_0)_ 140
     x(4_0) c_u_disj_ik(3_4_0)_ 140
     x(4_0) c_u_disj_ik(4_5_0)_ 136
     x(4_0) c_u_disj_ik(4_6_0)_ 136
     x(4_0) c_u_disj_ik(4_7_0)_ 135
     x(4_0) c_u_disj_ki(0_4_0)_ 152
     x(4_0) c_u_disj_ki(1_4_0)_ 152
     x(4_0) c_u_disj_ki(2_4_0)_ 147
     x(4_0) c_u_disj_ki(3_4_0)_ 147
     x(4_0) c_u_disj_ki(4_5_0)_ 140
     x(4_0) c_u_disj_ki(4_6_0)_ 140
     x(4_0) c_u_disj_ki(4_7_0)_ 140
     x(4_1) c_e_assign(4)_ 1
     x(4_1) c_e_timing(4)_ -12
     x(4_1) c_u_disj_ik(0_4_1)_ 140
     x(4_1) c_u_disj_ik(1_4_1)_ 140
     x(4_1) c_u_disj_ik(2_4_1)_ 140
     x(4_1) c_u_disj_ik(3_4_1)_ 140
     x(4_1) c_u_disj_ik(4_5_1)_ 136
     x(4_1) c_u_disj_ik(4_6_1)_ 136
     x(4_1) c_u_disj_ik(4_7_1)_ 135
     x(4_1) c_u_disj_ki(0_4_1)_ 152
     x(4_1) c_u_disj_ki(1_4_1)_ 152
     x(4_1) c_u_disj_ki(2_4_1)_ 147
     x(4_1) c_u_disj_ki(3_4_1)_ 147
     x(4_1) c_u_disj_ki(4_5_1)_ 140
     x(4_1) c_u_disj_ki(4_6_1)_ 140
     x(4_1) c_u_disj_ki(4_7_1)_ 140
     x(5_0) c_e_assign(5)_ 1
     x(5_0) c_e_timing(5)_ -6
     x(5_0) c_u_disj_ik(0_5_0)_ 136
     x(5_0) c_u_disj_ik(1_5_0)_ 136
     x(5_0) c_u_disj_ik(2_5_0)_ 136
     x(5_0) c_u_disj_ik(3_5_0)_ 136
     x(5_0) c_u_disj_ik(4_5_0)_ 136
     x(5_0) c_u_disj_ik(5_6_0)_ 136
     x(5_0) c_u_disj_ik(5_7_0)_ 135
     x(5_0) c_u_disj_ki(0_5_0)_ 152
     x(5_0) c_u_disj_ki(1_5_0)_ 152
     x(5_0) c_u_disj_ki(2_5_0)_ 147
     x(5_0) c_u_disj_ki(3_5_0)_ 147
     x(5_0) c_u_disj_ki(4_5_0)_ 140
     x(5_0) c_u_disj_ki(5_6_0)_ 136
     x(5_0) c_u_disj_ki(5_7_0)_ 136
     x(5_1) c_e_assign(5)_ 1
     x(5_1) c_e_timing(5)_ -9
     x(5_1) c_u_disj_ik(0_5_1)_ 136
     x(5_1) c_u_disj_ik(1_5_1)_ 136
     x(5_1) c_u_disj_ik(2_5_1)_ 136
     x(5_1) c_u_disj_ik(3_5_1)_ 136
     x(5_1) c_u_disj_ik(4_5_1)_ 136
     x(5_1) c_u_disj_ik(5_6_1)_ 136
     x(5_1) c_u_disj_ik(5_7_1)_ 135
     x(5_1) c_u_disj_ki(0_5_1)_ 152
     x(5_1) c_u_disj_ki(1_5_1)_ 152
     x(5_1) c_u_disj_ki(2_5_1)_ 147
     x(5_1) c_u_disj_ki(3_5_1)_ 147
     x(5_1) c_u_disj_ki(4_5_1)_ 140
     x(5_1) c_u_disj_ki(5_6_1)_ 136
     x(5_1) c_u_disj_ki(5_7_1)_ 136
     x(5_2) c_e_assign(5)_ 1
     x(5_2) c_e_timing(5)_ -18
     x(5_2) c_u_disj_ik(0_5_2)_ 136
     x(5_2) c_u_disj_ik(2_5_2)_ 136
     x(5_2) c_u_disj_ki(0_5_2)_ 152
     x(5_2) c_u_disj_ki(2_5_2)_ 147
     x(6_0) c_e_assign(6)_ 1
     x(6_0) c_e_timing(6)_ -6
     x(6_0) c_u_disj_ik(0_6_0)_ 136
     x(6_0) c_u_disj_ik(1_6_0)_ 136
     x(6_0) c_u_disj_ik(2_6_0)_ 136
     x(6_0) c_u_disj_ik(3_6_0)_ 136
     x(6_0) c_u_disj_ik(4_6_0)_ 136
     x(6_0) c_u_disj_ik(5_6_0)_ 136
     x(6_0) c_u_disj_ik(6_7_0)_ 135
     x(6_0) c_u_disj_ki(0_6_0)_ 152
     x(6_0) c_u_disj_ki(1_6_0)_ 152
     x(6_0) c_u_disj_ki(2_6_0)_ 147
     x(6_0) c_u_disj_ki(3_6_0)_ 147
     x(6_0) c_u_disj_ki(4_6_0)_ 140
     x(6_0) c_u_disj_ki(5_6_0)_ 136
     x(6_0) c_u_disj_ki(6_7_0)_ 136
     x(6_1) c_e_assign(6)_ 1
     x(6_1) c_e_timing(6)_ -9
     x(6_1) c_u_disj_ik(0_6_1)_ 136
     x(6_1) c_u_disj_ik(1_6_1)_ 136
     x(6_1) c_u_disj_ik(2_6_1)_ 136
     x(6_1) c_u_disj_ik(3_6_1)_ 136
     x(6_1) c_u_disj_ik(4_6_1)_ 136
     x(6_1) c_u_disj_ik(5_6_1)_ 136
     x(6_1) c_u_disj_ik(6_7_1)_ 135
     x(6_1) c_u_disj_ki(0_6_1)_ 152
     x(6_1) c_u_disj_ki(1_6_1)_ 152
     x(6_1) c_u_disj_ki(2_6_1)_ 147
     x(6_1) c_u_disj_ki(3_6_1)_ 147
     x(6_1) c_u_disj_ki(4_6_1)_ 140
     x(6_1) c_u_disj_ki(5_6_1)_ 136
     x(6_1) c_u_disj_ki(6_7_1)_ 136
     x(7_0) c_e_assign(7)_ 1
     x(7_0) c_e_timing(7)_ -12
     x(7_0) c_u_disj_ik(0_7_0)_ 135
     x(7_0) c_u_disj_ik(1_7_0)_ 135
     x(7_0) c_u_disj_ik(2_7_0)_ 135
     x(7_0) c_u_disj_ik(3_7_0)_ 135
     x(7_0) c_u_disj_ik(4_7_0)_ 135
     x(7_0) c_u_disj_ik(5_7_0)_ 135
     x(7_0) c_u_disj_ik(6_7_0)_ 135
     x(7_0) c_u_disj_ki(0_7_0)_ 152
     x(7_0) c_u_disj_ki(1_7_0)_ 152
     x(7_0) c_u_disj_ki(2_7_0)_ 147
     x(7_0) c_u_disj_ki(3_7_0)_ 147
     x(7_0) c_u_disj_ki(4_7_0)_ 140
     x(7_0) c_u_disj_ki(5_7_0)_ 136
     x(7_0) c_u_disj_ki(6_7_0)_ 136
     x(7_1) c_e_assign(7)_ 1
     x(7_1) c_e_timing(7)_ -18
     x(7_1) c_u_disj_ik(0_7_1)_ 135
     x(7_1) c_u_disj_ik(1_7_1)_ 135
     x(7_1) c_u_disj_ik(2_7_1)_ 135
     x(7_1) c_u_disj_ik(3_7_1)_ 135
     x(7_1) c_u_disj_ik(4_7_1)_ 135
     x(7_1) c_u_disj_ik(5_7_1)_ 135
     x(7_1) c_u_disj_ik(6_7_1)_ 135
     x(7_1) c_u_disj_ki(0_7_1)_ 152
     x(7_1) c_u_disj_ki(1_7_1)_ 152
     x(7_1) c_u_disj_ki(2_7_1)_ 147
     x(7_1) c_u_disj_ki(3_7_1)_ 147
     x(7_1) c_u_disj_ki(4_7_1)_ 140
     x(7_1) c_u_disj_ki(5_7_1)_ 136
     x(7_1) c_u_disj_ki(6_7_1)_ 136
     y(0_1) c_u_disj_ik(0_1_0)_ 152
     y(0_1) c_u_disj_ik(0_1_1)_ 152
     y(0_1) c_u_disj_ki(0_1_0)_ -152
     y(0_1) c_u_disj_ki(0_1_1)_ -152
     y(0_2) c_u_disj_ik(0_2_0)_ 147
     y(0_2) c_u_disj_ik(0_2_1)_ 147
     y(0_2) c_u_disj_ik(0_2_2)_ 147
     y(0_2) c_u_disj_ki(0_2_0)_ -152
     y(0_2) c_u_disj_ki(0_2_1)_ -152
     y(0_2) c_u_disj_ki(0_2_2)_ -152
     y(0_3) c_u_disj_ik(0_3_0)_ 147
     y(0_3) c_u_disj_ik(0_3_1)_ 147
     y(0_3) c_u_disj_ki(0_3_0)_ -152
     y(0_3) c_u_disj_ki(0_3_1)_ -152
     y(0_4) c_u_disj_ik(0_4_0)_ 140
     y(0_4) c_u_disj_ik(0_4_1)_ 140
     y(0_4) c_u_disj_ki(0_4_0)_ -152
     y(0_4) c_u_disj_ki(0_4_1)_ -152
     y(0_5) c_u_disj_ik(0_5_0)_ 136
     y(0_5) c_u_disj_ik(0_5_1)_ 136
     y(0_5) c_u_disj_ik(0_5_2)_ 136
     y(0_5) c_u_disj_ki(0_5_0)_ -152
     y(0_5) c_u_disj_ki(0_5_1)_ -152
     y(0_5) c_u_disj_ki(0_5_2)_ -152
     y(0_6) c_u_disj_ik(0_6_0)_ 136
     y(0_6) c_u_disj_ik(0_6_1)_ 136
     y(0_6) c_u_disj_ki(0_6_0)_ -152
     y(0_6) c_u_disj_ki(0_6_1)_ -152
     y(0_7) c_u_disj_ik(0_7_0)_ 135
     y(0_7) c_u_disj_ik(0_7_1)_ 135
     y(0_7) c_u_disj_ki(0_7_0)_ -152
     y(0_7) c_u_disj_ki(0_7_1)_ -152
     y(1_2) c_u_disj_ik(1_2_0)_ 147
     y(1_2) c_u_disj_ik(1_2_1)_ 147
     y(1_2) c_u_disj_ki(1_2_0)_ -152
     y(1_2) c_u_disj_ki(1_2_1)_ -152
     y(1_3) c_u_disj_ik(1_3_0)_ 147
     y(1_3) c_u_disj_ik(1_3_1)_ 147
     y(1_3) c_u_disj_ki(1_3_0)_ -152
     y(1_3) c_u_disj_ki(1_3_1)_ -152
     y(1_4) c_u_disj_ik(1_4_0)_ 140
     y(1_4) c_u_disj_ik(1_4_1)_ 140
     y(1_4) c_u_disj_ki(1_4_0)_ -152
     y(1_4) c_u_disj_ki(1_4_1)_ -152
     y(1_5) c_u_disj_ik(1_5_0)_ 136
     y(1_5) c_u_disj_ik(1_5_1)_ 136
     y(1_5) c_u_disj_ki(1_5_0)_ -152
     y(1_5) c_u_disj_ki(1_5_1)_ -152
     y(1_6) c_u_disj_ik(1_6_0)_ 136
     y(1_6) c_u_disj_ik(1_6_1)_ 136
     y(1_6) c_u_disj_ki(1_6_0)_ -152
     y(1_6) c_u_disj_ki(1_6_1)_ -152
     y(1_7) c_u_disj_ik(1_7_0)_ 135
     y(1_7) c_u_disj_ik(1_7_1)_ 135
     y(1_7) c_u_disj_ki(1_7_0)_ -152
     y(1_7) c_u_disj_ki(1_7_1)_ -152
     y(2_3) c_u_disj_ik(2_3_0)_ 147
     y(2_3) c_u_disj_ik(2_3_1)_ 147
     y(2_3) c_u_disj_ki(2_3_0)_ -147
     y(2_3) c_u_disj_ki(2_3_1)_ -147
     y(2_4) c_u_disj_ik(2_4_0)_ 140
     y(2_4) c_u_disj_ik(2_4_1)_ 140
     y(2_4) c_u_disj_ki(2_4_0)_ -147
     y(2_4) c_u_disj_ki(2_4_1)_ -147
     y(2_5) c_u_disj_ik(2_5_0)_ 136
     y(2_5) c_u_disj_ik(2_5_1)_ 136
     y(2_5) c_u_disj_ik(2_5_2)_ 136
     y(2_5) c_u_disj_ki(2_5_0)_ -147
     y(2_5) c_u_disj_ki(2_5_1)_ -147
     y(2_5) c_u_disj_ki(2_5_2)_ -147
     y(2_6) c_u_disj_ik(2_6_0)_ 136
     y(2_6) c_u_disj_ik(2_6_1)_ 136
     y(2_6) c_u_disj_ki(2_6_0)_ -147
     y(2_6) c_u_disj_ki(2_6_1)_ -147
     y(2_7) c_u_disj_ik(2_7_0)_ 135
     y(2_7) c_u_disj_ik(2_7_1)_ 135
     y(2_7) c_u_disj_ki(2_7_0)_ -147
     y(2_7) c_u_disj_ki(2_7_1)_ -147
     y(3_4) c_u_disj_ik(3_4_0)_ 140
     y(3_4) c_u_disj_ik(3_4_1)_ 140
     y(3_4) c_u_disj_ki(3_4_0)_ -147
     y(3_4) c_u_disj_ki(3_4_1)_ -147
     y(3_5) c_u_disj_ik(3_5_0)_ 136
     y(3_5) c_u_disj_ik(3_5_1)_ 136
     y(3_5) c_u_disj_ki(3_5_0)_ -147
     y(3_5) c_u_disj_ki(3_5_1)_ -147
     y(3_6) c_u_disj_ik(3_6_0)_ 136
     y(3_6) c_u_disj_ik(3_6_1)_ 136
     y(3_6) c_u_disj_ki(3_6_0)_ -147
     y(3_6) c_u_disj_ki(3_6_1)_ -147
     y(3_7) c_u_disj_ik(3_7_0)_ 135
     y(3_7) c_u_disj_ik(3_7_1)_ 135
     y(3_7) c_u_disj_ki(3_7_0)_ -147
     y(3_7) c_u_disj_ki(3_7_1)_ -147
     y(4_5) c_u_disj_ik(4_5_0)_ 136
     y(4_5) c_u_disj_ik(4_5_1)_ 136
     y(4_5) c_u_disj_ki(4_5_0)_ -140
     y(4_5) c_u_disj_ki(4_5_1)_ -140
     y(4_6) c_u_disj_ik(4_6_0)_ 136
     y(4_6) c_u_disj_ik(4_6_1)_ 136
     y(4_6) c_u_disj_ki(4_6_0)_ -140
     y(4_6) c_u_disj_ki(4_6_1)_ -140
     y(4_7) c_u_disj_ik(4_7_0)_ 135
     y(4_7) c_u_disj_ik(4_7_1)_ 135
     y(4_7) c_u_disj_ki(4_7_0)_ -140
     y(4_7) c_u_disj_ki(4_7_1)_ -140
     y(5_6) c_u_disj_ik(5_6_0)_ 136
     y(5_6) c_u_disj_ik(5_6_1)_ 136
     y(5_6) c_u_disj_ki(5_6_0)_ -136
     y(5_6) c_u_disj_ki(5_6_1)_ -136
     y(5_7) c_u_disj_ik(5_7_0)_ 135
     y(5_7) c_u_disj_ik(5_7_1)_ 135
     y(5_7) c_u_disj_ki(5_7_0)_ -136
     y(5_7) c_u_disj_ki(5_7_1)_ -136
     y(6_7) c_u_disj_ik(6_7_0)_ 135
     y(6_7) c_u_disj_ik(6_7_1)_ 135
     y(6_7) c_u_disj_ki(6_7_0)_ -136
     y(6_7) c_u_disj_ki(6_7_1)_ -136
     s(0) c_e_timing(0)_ -1
     s(0) c_u_disj_ki(0_1_0)_ -1
     s(0) c_u_disj_ki(0_1_1)_ -1
     s(0) c_u_disj_ki(0_2_0)_ -1
     s(0) c_u_disj_ki(0_2_1)_ -1
     s(0) c_u_disj_ki(0_2_2)_ -1
     s(0) c_u_disj_ki(0_3_0)_ -1
     s(0) c_u_disj_ki(0_3_1)_ -1
     s(0) c_u_disj_ki(0_4_0)_ -1
     s(0) c_u_disj_ki(0_4_1)_ -1
     s(0) c_u_disj_ki(0_5_0)_ -1
     s(0) c_u_disj_ki(0_5_1)_ -1
     s(0) c_u_disj_ki(0_5_2)_ -1
     s(0) c_u_disj_ki(0_6_0)_ -1
     s(0) c_u_disj_ki(0_6_1)_ -1
     s(0) c_u_disj_ki(0_7_0)_ -1
     s(0) c_u_disj_ki(0_7_1)_ -1
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
     s(2) c_e_timing(2)_ -1
     s(2) c_u_disj_ik(0_2_0)_ -1
     s(2) c_u_disj_ik(0_2_1)_ -1
     s(2) c_u_disj_ik(0_2_2)_ -1
     s(2) c_u_disj_ik(1_2_0)_ -1
     s(2) c_u_disj_ik(1_2_1)_ -1
     s(2) c_u_disj_ki(2_3_0)_ -1
     s(2) c_u_disj_ki(2_3_1)_ -1
     s(2) c_u_disj_ki(2_4_0)_ -1
     s(2) c_u_disj_ki(2_4_1)_ -1
     s(2) c_u_disj_ki(2_5_0)_ -1
     s(2) c_u_disj_ki(2_5_1)_ -1
     s(2) c_u_disj_ki(2_5_2)_ -1
     s(2) c_u_disj_ki(2_6_0)_ -1
     s(2) c_u_disj_ki(2_6_1)_ -1
     s(2) c_u_disj_ki(2_7_0)_ -1
     s(2) c_u_disj_ki(2_7_1)_ -1
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
     s(5) c_e_timing(5)_ -1
     s(5) c_u_disj_ik(0_5_0)_ -1
     s(5) c_u_disj_ik(0_5_1)_ -1
     s(5) c_u_disj_ik(0_5_2)_ -1
     s(5) c_u_disj_ik(1_5_0)_ -1
     s(5) c_u_disj_ik(1_5_1)_ -1
     s(5) c_u_disj_ik(2_5_0)_ -1
     s(5) c_u_disj_ik(2_5_1)_ -1
     s(5) c_u_disj_ik(2_5_2)_ -1
     s(5) c_u_disj_ik(3_5_0)_ -1
     s(5) c_u_disj_ik(3_5_1)_ -1
     s(5) c_u_disj_ik(4_5_0)_ -1
     s(5) c_u_disj_ik(4_5_1)_ -1
     s(5) c_u_disj_ki(5_6_0)_ -1
     s(5) c_u_disj_ki(5_6_1)_ -1
     s(5) c_u_disj_ki(5_7_0)_ -1
     s(5) c_u_disj_ki(5_7_1)_ -1
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
     c(0) c_e_timing(0)_ 1
     c(0) c_u_tard(0)_ 1
     c(0) c_u_disj_ik(0_1_0)_ 1
     c(0) c_u_disj_ik(0_1_1)_ 1
     c(0) c_u_disj_ik(0_2_0)_ 1
     c(0) c_u_disj_ik(0_2_1)_ 1
     c(0) c_u_disj_ik(0_2_2)_ 1
     c(0) c_u_disj_ik(0_3_0)_ 1
     c(0) c_u_disj_ik(0_3_1)_ 1
     c(0) c_u_disj_ik(0_4_0)_ 1
     c(0) c_u_disj_ik(0_4_1)_ 1
     c(0) c_u_disj_ik(0_5_0)_ 1
     c(0) c_u_disj_ik(0_5_1)_ 1
     c(0) c_u_disj_ik(0_5_2)_ 1
     c(0) c_u_disj_ik(0_6_0)_ 1
     c(0) c_u_disj_ik(0_6_1)_ 1
     c(0) c_u_disj_ik(0_7_0)_ 1
     c(0) c_u_disj_ik(0_7_1)_ 1
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
     c(2) c_u_disj_ik(2_5_2)_ 1
     c(2) c_u_disj_ik(2_6_0)_ 1
     c(2) c_u_disj_ik(2_6_1)_ 1
     c(2) c_u_disj_ik(2_7_0)_ 1
     c(2) c_u_disj_ik(2_7_1)_ 1
     c(2) c_u_disj_ki(0_2_0)_ 1
     c(2) c_u_disj_ki(0_2_1)_ 1
     c(2) c_u_disj_ki(0_2_2)_ 1
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
     c(5) c_u_disj_ki(0_5_0)_ 1
     c(5) c_u_disj_ki(0_5_1)_ 1
     c(5) c_u_disj_ki(0_5_2)_ 1
     c(5) c_u_disj_ki(1_5_0)_ 1
     c(5) c_u_disj_ki(1_5_1)_ 1
     c(5) c_u_disj_ki(2_5_0)_ 1
     c(5) c_u_disj_ki(2_5_1)_ 1
     c(5) c_u_disj_ki(2_5_2)_ 1
     c(5) c_u_disj_ki(3_5_0)_ 1
     c(5) c_u_disj_ki(3_5_1)_ 1
     c(5) c_u_disj_ki(4_5_0)_ 1
     c(5) c_u_disj_ki(4_5_1)_ 1
     c(6) c_e_timing(6)_ 1
     c(6) c_u_tard(6)_ 1
     c(6) c_u_disj_ik(6_7_0)_ 1
     c(6) c_u_disj_ik(6_7_1)_ 1
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
     T(0) obj 1
     T(0) c_u_tard(0)_ -1
     T(1) obj 3
     T(1) c_u_tard(1)_ -1
     T(2) obj 1
     T(2) c_u_tard(2)_ -1
     T(3) obj 1
     T(3) c_u_tard(3)_ -1
     T(4) obj 3
     T(4) c_u_tard(4)_ -1
     T(5) obj 5
     T(5) c_u_tard(5)_ -1
     T(6) obj 2
     T(6) c_u_tard(6)_ -1
     T(7) obj 1
     T(7) c_u_tard(7)_ -1
RHS
     RHS c_e_assign(0)_ 1
     RHS c_e_assign(1)_ 1
     RHS c_e_assign(2)_ 1
     RHS c_e_assign(3)_ 1
     RHS c_e_assign(4)_ 1
     RHS c_e_assign(5)_ 1
     RHS c_e_assign(6)_ 1
     RHS c_e_assign(7)_ 1
     RHS c_e_timing(0)_ 0
     RHS c_e_timing(1)_ 0
     RHS c_e_timing(2)_ 0
     RHS c_e_timing(3)_ 0
     RHS c_e_timing(4)_ 0
     RHS c_e_timing(5)_ 0
     RHS c_e_timing(6)_ 0
     RHS c_e_timing(7)_ 0
     RHS c_u_tard(0)_ 11
     RHS c_u_tard(1)_ 14
     RHS c_u_tard(2)_ 25
     RHS c_u_tard(3)_ 17
     RHS c_u_tard(4)_ 22
     RHS c_u_tard(5)_ 24
     RHS c_u_tard(6)_ 27
     RHS c_u_tard(7)_ 43
     RHS c_u_disj_ik(0_1_0)_ 456
     RHS c_u_disj_ik(0_1_1)_ 456
     RHS c_u_disj_ik(0_2_0)_ 441
     RHS c_u_disj_ik(0_2_1)_ 441
     RHS c_u_disj_ik(0_2_2)_ 441
     RHS c_u_disj_ik(0_3_0)_ 441
     RHS c_u_disj_ik(0_3_1)_ 441
     RHS c_u_disj_ik(0_4_0)_ 420
     RHS c_u_disj_ik(0_4_1)_ 420
     RHS c_u_disj_ik(0_5_0)_ 408
     RHS c_u_disj_ik(0_5_1)_ 408
     RHS c_u_disj_ik(0_5_2)_ 408
     RHS c_u_disj_ik(0_6_0)_ 408
     RHS c_u_disj_ik(0_6_1)_ 408
     RHS c_u_disj_ik(0_7_0)_ 405
     RHS c_u_disj_ik(0_7_1)_ 405
     RHS c_u_disj_ik(1_2_0)_ 441
     RHS c_u_disj_ik(1_2_1)_ 441
     RHS c_u_disj_ik(1_3_0)_ 441
     RHS c_u_disj_ik(1_3_1)_ 441
     RHS c_u_disj_ik(1_4_0)_ 420
     RHS c_u_disj_ik(1_4_1)_ 420
     RHS c_u_disj_ik(1_5_0)_ 408
     RHS c_u_disj_ik(1_5_1)_ 408
     RHS c_u_disj_ik(1_6_0)_ 408
     RHS c_u_disj_ik(1_6_1)_ 408
     RHS c_u_disj_ik(1_7_0)_ 405
     RHS c_u_disj_ik(1_7_1)_ 405
     RHS c_u_disj_ik(2_3_0)_ 441
     RHS c_u_disj_ik(2_3_1)_ 441
     RHS c_u_disj_ik(2_4_0)_ 420
     RHS c_u_disj_ik(2_4_1)_ 420
     RHS c_u_disj_ik(2_5_0)_ 408
     RHS c_u_disj_ik(2_5_1)_ 408
     RHS c_u_disj_ik(2_5_2)_ 408
     RHS c_u_disj_ik(2_6_0)_ 408
     RHS c_u_disj_ik(2_6_1)_ 408
     RHS c_u_disj_ik(2_7_0)_ 405
     RHS c_u_disj_ik(2_7_1)_ 405
     RHS c_u_disj_ik(3_4_0)_ 420
     RHS c_u_disj_ik(3_4_1)_ 420
     RHS c_u_disj_ik(3_5_0)_ 408
     RHS c_u_disj_ik(3_5_1)_ 408
     RHS c_u_disj_ik(3_6_0)_ 408
     RHS c_u_disj_ik(3_6_1)_ 408
     RHS c_u_disj_ik(3_7_0)_ 405
     RHS c_u_disj_ik(3_7_1)_ 405
     RHS c_u_disj_ik(4_5_0)_ 408
     RHS c_u_disj_ik(4_5_1)_ 408
     RHS c_u_disj_ik(4_6_0)_ 408
     RHS c_u_disj_ik(4_6_1)_ 408
     RHS c_u_disj_ik(4_7_0)_ 405
     RHS c_u_disj_ik(4_7_1)_ 405
     RHS c_u_disj_ik(5_6_0)_ 408
     RHS c_u_disj_ik(5_6_1)_ 408
     RHS c_u_disj_ik(5_7_0)_ 405
     RHS c_u_disj_ik(5_7_1)_ 405
     RHS c_u_disj_ik(6_7_0)_ 405
     RHS c_u_disj_ik(6_7_1)_ 405
     RHS c_u_disj_ki(0_1_0)_ 304
     RHS c_u_disj_ki(0_1_1)_ 304
     RHS c_u_disj_ki(0_2_0)_ 304
     RHS c_u_disj_ki(0_2_1)_ 304
     RHS c_u_disj_ki(0_2_2)_ 304
     RHS c_u_disj_ki(0_3_0)_ 304
     RHS c_u_disj_ki(0_3_1)_ 304
     RHS c_u_disj_ki(0_4_0)_ 304
     RHS c_u_disj_ki(0_4_1)_ 304
     RHS c_u_disj_ki(0_5_0)_ 304
     RHS c_u_disj_ki(0_5_1)_ 304
     RHS c_u_disj_ki(0_5_2)_ 304
     RHS c_u_disj_ki(0_6_0)_ 304
     RHS c_u_disj_ki(0_6_1)_ 304
     RHS c_u_disj_ki(0_7_0)_ 304
     RHS c_u_disj_ki(0_7_1)_ 304
     RHS c_u_disj_ki(1_2_0)_ 304
     RHS c_u_disj_ki(1_2_1)_ 304
     RHS c_u_disj_ki(1_3_0)_ 304
     RHS c_u_disj_ki(1_3_1)_ 304
     RHS c_u_disj_ki(1_4_0)_ 304
     RHS c_u_disj_ki(1_4_1)_ 304
     RHS c_u_disj_ki(1_5_0)_ 304
     RHS c_u_disj_ki(1_5_1)_ 304
     RHS c_u_disj_ki(1_6_0)_ 304
     RHS c_u_disj_ki(1_6_1)_ 304
     RHS c_u_disj_ki(1_7_0)_ 304
     RHS c_u_disj_ki(1_7_1)_ 304
     RHS c_u_disj_ki(2_3_0)_ 294
     RHS c_u_disj_ki(2_3_1)_ 294
     RHS c_u_disj_ki(2_4_0)_ 294
     RHS c_u_disj_ki(2_4_1)_ 294
     RHS c_u_disj_ki(2_5_0)_ 294
     RHS c_u_disj_ki(2_5_1)_ 294
     RHS c_u_disj_ki(2_5_2)_ 294
     RHS c_u_disj_ki(2_6_0)_ 294
     RHS c_u_disj_ki(2_6_1)_ 294
     RHS c_u_disj_ki(2_7_0)_ 294
     RHS c_u_disj_ki(2_7_1)_ 294
     RHS c_u_disj_ki(3_4_0)_ 294
     RHS c_u_disj_ki(3_4_1)_ 294
     RHS c_u_disj_ki(3_5_0)_ 294
     RHS c_u_disj_ki(3_5_1)_ 294
     RHS c_u_disj_ki(3_6_0)_ 294
     RHS c_u_disj_ki(3_6_1)_ 294
     RHS c_u_disj_ki(3_7_0)_ 294
     RHS c_u_disj_ki(3_7_1)_ 294
     RHS c_u_disj_ki(4_5_0)_ 280
     RHS c_u_disj_ki(4_5_1)_ 280
     RHS c_u_disj_ki(4_6_0)_ 280
     RHS c_u_disj_ki(4_6_1)_ 280
     RHS c_u_disj_ki(4_7_0)_ 280
     RHS c_u_disj_ki(4_7_1)_ 280
     RHS c_u_disj_ki(5_6_0)_ 272
     RHS c_u_disj_ki(5_6_1)_ 272
     RHS c_u_disj_ki(5_7_0)_ 272
     RHS c_u_disj_ki(5_7_1)_ 272
     RHS c_u_disj_ki(6_7_0)_ 272
     RHS c_u_disj_ki(6_7_1)_ 272
BOUNDS
 BV BOUND x(0_0)
 BV BOUND x(0_1)
 BV BOUND x(0_2)
 BV BOUND x(1_0)
 BV BOUND x(1_1)
 BV BOUND x(2_0)
 BV BOUND x(2_1)
 BV BOUND x(2_2)
 BV BOUND x(3_0)
 BV BOUND x(3_1)
 BV BOUND x(4_0)
 BV BOUND x(4_1)
 BV BOUND x(5_0)
 BV BOUND x(5_1)
 BV BOUND x(5_2)
 BV BOUND x(6_0)
 BV BOUND x(6_1)
 BV BOUND x(7_0)
 BV BOUND x(7_1)
 BV BOUND y(0_1)
 BV BOUND y(0_2)
 BV BOUND y(0_3)
 BV BOUND y(0_4)
 BV BOUND y(0_5)
 BV BOUND y(0_6)
 BV BOUND y(0_7)
 BV BOUND y(1_2)
 BV BOUND y(1_3)
 BV BOUND y(1_4)
 BV BOUND y(1_5)
 BV BOUND y(1_6)
 BV BOUND y(1_7)
 BV BOUND y(2_3)
 BV BOUND y(2_4)
 BV BOUND y(2_5)
 BV BOUND y(2_6)
 BV BOUND y(2_7)
 BV BOUND y(3_4)
 BV BOUND y(3_5)
 BV BOUND y(3_6)
 BV BOUND y(3_7)
 BV BOUND y(4_5)
 BV BOUND y(4_6)
 BV BOUND y(4_7)
 BV BOUND y(5_6)
 BV BOUND y(5_7)
 BV BOUND y(6_7)
 LO BOUND s(0) 0
 UP BOUND s(0) 152
 LO BOUND s(1) 0
 UP BOUND s(1) 152
 LO BOUND s(2) 5
 UP BOUND s(2) 152
 LO BOUND s(3) 5
 UP BOUND s(3) 152
 LO BOUND s(4) 12
 UP BOUND s(4) 152
 LO BOUND s(5) 16
 UP BOUND s(5) 152
 LO BOUND s(6) 16
 UP BOUND s(6) 152
 LO BOUND s(7) 17
 UP BOUND s(7) 152
 LO BOUND c(0) 8
 UP BOUND c(0) 152
 LO BOUND c(1) 6
 UP BOUND c(1) 152
 LO BOUND c(2) 17
 UP BOUND c(2) 152
 LO BOUND c(3) 11
 UP BOUND c(3) 152
 LO BOUND c(4) 20
 UP BOUND c(4) 152
 LO BOUND c(5) 22
 UP BOUND c(5) 152
 LO BOUND c(6) 22
 UP BOUND c(6) 152
 LO BOUND c(7) 29
 UP BOUND c(7) 152
 LO BOUND T(0) 0
 LO BOUND T(1) 0
 LO BOUND T(2) 0
 LO BOUND T(3) 0
 LO BOUND T(4) 0
 LO BOUND T(5) 0
 LO BOUND T(6) 0
 LO BOUND T(7) 0
ENDATA
