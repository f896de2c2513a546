* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'hgsp-timeindexed:tiny-s5'
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
 E  c_e_link(0_0_0)_
 E  c_e_link(0_0_1)_
 E  c_e_link(0_0_2)_
 E  c_e_link(0_0_3)_
 E  c_e_link(0_1_0)_
 E  c_e_link(0_1_1)_
 E  c_e_link(0_1_2)_
 E  c_e_link(1_0_2)_
 E  c_e_link(1_0_3)_
 E  c_e_link(1_0_4)_
 E  c_e_link(1_0_5)_
 E  c_e_link(1_0_6)_
 E  c_e_link(1_0_7)_
 E  c_e_link(1_0_8)_
 E  c_e_link(1_0_9)_
 E  c_e_link(1_0_10)_
 E  c_e_link(1_0_11)_
 E  c_e_link(1_0_12)_
 E  c_e_link(1_0_13)_
 E  c_e_link(1_0_14)_
 E  c_e_link(1_0_15)_
 E  c_e_link(1_0_16)_
 E  c_e_link(1_0_17)_
 E  c_e_link(1_0_18)_
 E  c_e_link(1_0_19)_
 E  c_e_link(1_0_20)_
 E  c_e_link(1_0_21)_
 E  c_e_link(1_0_22)_
 E  c_e_link(1_0_23)_
 E  c_e_link(1_0_24)_
 E  c_e_link(1_1_2)_
 E  c_e_link(1_1_3)_
 E  c_e_link(1_1_4)_
 E  c_e_link(1_1_5)_
 E  c_e_link(1_1_6)_
 E  c_e_link(1_1_7)_
 E  c_e_link(1_1_8)_
 E  c_e_link(1_1_9)_
 E  c_e_link(1_1_10)_
 E  c_e_link(1_1_11)_
 E  c_e_link(1_1_12)_
 E  c_e_link(1_1_13)_
 E  c_e_link(1_1_14)_
 E  c_e_link(1_1_15)_
 E  c_e_link(1_1_16)_
 E  c_e_link(1_1_17)_
 E  c_e_link(1_1_18)_
 E  c_e_link(1_1_19)_
 E  c_e_link(1_2_2)_
 E  c_e_link(1_2_3)_
 E  c_e_link(1_2_4)_
 E  c_e_link(2_0_5)_
 E  c_e_link(2_0_6)_
 E  c_e_link(2_0_7)_
 E  c_e_link(2_0_8)_
 E  c_e_link(2_0_9)_
 E  c_e_link(2_0_10)_
 E  c_e_link(2_0_11)_
 E  c_e_link(2_0_12)_
 E  c_e_link(2_0_13)_
 E  c_e_link(2_0_14)_
 E  c_e_link(2_1_5)_
 E  c_e_link(2_1_6)_
 E  c_e_link(2_1_7)_
 E  c_e_link(2_1_8)_
 E  c_e_link(2_1_9)_
 E  c_e_link(2_1_10)_
 E  c_e_link(2_1_11)_
 E  c_e_link(3_0_6)_
 E  c_e_link(3_0_7)_
 E  c_e_link(3_0_8)_
 E  c_e_link(3_0_9)_
 E  c_e_link(3_0_10)_
 E  c_e_link(3_0_11)_
 E  c_e_link(3_0_12)_
 E  c_e_link(3_0_13)_
 E  c_e_link(3_0_14)_
 E  c_e_link(3_0_15)_
 E  c_e_link(3_0_16)_
 E  c_e_link(3_0_17)_
 E  c_e_link(3_1_6)_
 E  c_e_link(3_1_7)_
 E  c_e_link(3_1_8)_
 E  c_e_link(3_1_9)_
 E  c_e_link(3_1_10)_
 E  c_e_link(3_1_11)_
 E  c_e_link(3_1_12)_
 E  c_e_link(3_1_13)_
 E  c_e_link(4_0_11)_
 E  c_e_link(4_0_12)_
 E  c_e_link(4_0_13)_
 E  c_e_link(4_0_14)_
 E  c_e_link(4_0_15)_
 E  c_e_link(4_0_16)_
 E  c_e_link(4_0_17)_
 E  c_e_link(4_0_18)_
 E  c_e_link(4_0_19)_
 E  c_e_link(4_0_20)_
 E  c_e_link(4_0_21)_
 E  c_e_link(4_0_22)_
 E  c_e_link(4_0_23)_
 E  c_e_link(4_0_24)_
 E  c_e_link(4_0_25)_
 E  c_e_link(4_0_26)_
 E  c_e_link(4_1_11)_
 E  c_e_link(4_1_12)_
 E  c_e_link(4_1_13)_
 E  c_e_link(4_1_14)_
 E  c_e_link(4_1_15)_
 E  c_e_link(4_1_16)_
 E  c_e_link(4_1_17)_
 E  c_e_link(4_1_18)_
 E  c_e_link(4_1_19)_
 E  c_e_link(4_1_20)_
 E  c_e_link(4_1_21)_
 E  c_e_link(4_1_22)_
 E  c_e_link(5_0_15)_
 E  c_e_link(5_0_16)_
 E  c_e_link(5_0_17)_
 E  c_e_link(5_0_18)_
 E  c_e_link(5_0_19)_
 E  c_e_link(5_1_15)_
 E  c_e_link(5_1_16)_
 E  c_e_link(5_1_17)_
 E  c_e_link(6_0_20)_
 E  c_e_link(6_0_21)_
 E  c_e_link(6_0_22)_
 E  c_e_link(6_0_23)_
 E  c_e_link(6_0_24)_
 E  c_e_link(6_0_25)_
 E  c_e_link(6_0_26)_
 E  c_e_link(6_0_27)_
 E  c_e_link(6_0_28)_
 E  c_e_link(6_0_29)_
 E  c_e_link(6_0_30)_
 E  c_e_link(6_0_31)_
 E  c_e_link(6_0_32)_
 E  c_e_link(6_0_33)_
 E  c_e_link(6_0_34)_
 E  c_e_link(6_0_35)_
 E  c_e_link(6_0_36)_
 E  c_e_link(6_0_37)_
 E  c_e_link(6_0_38)_
 E  c_e_link(6_1_20)_
 E  c_e_link(6_1_21)_
 E  c_e_link(6_1_22)_
 E  c_e_link(6_1_23)_
 E  c_e_link(6_1_24)_
 E  c_e_link(6_1_25)_
 E  c_e_link(6_1_26)_
 E  c_e_link(6_1_27)_
 E  c_e_link(6_1_28)_
 E  c_e_link(6_1_29)_
 E  c_e_link(6_1_30)_
 E  c_e_link(6_1_31)_
 E  c_e_link(6_1_32)_
 E  c_e_link(7_0_21)_
 E  c_e_link(7_0_22)_
 E  c_e_link(7_0_23)_
 E  c_e_link(7_0_24)_
 E  c_e_link(7_0_25)_
 E  c_e_link(7_0_26)_
 E  c_e_link(7_0_27)_
 E  c_e_link(7_0_28)_
 E  c_e_link(8_0_21)_
 E  c_e_link(8_0_22)_
 E  c_e_link(8_0_23)_
 E  c_e_link(8_0_24)_
 E  c_e_link(8_1_21)_
 E  c_e_link(8_1_22)_
 E  c_e_link(9_0_22)_
 E  c_e_link(9_0_23)_
 E  c_e_link(9_0_24)_
 E  c_e_link(9_0_25)_
 E  c_e_link(9_0_26)_
 E  c_e_link(9_0_27)_
 E  c_e_link(9_0_28)_
 E  c_e_link(9_0_29)_
 E  c_e_link(9_0_30)_
 E  c_e_link(9_0_31)_
 E  c_e_link(9_0_32)_
 E  c_e_link(9_0_33)_
 E  c_e_link(9_1_22)_
 E  c_e_link(9_1_23)_
 E  c_e_link(9_1_24)_
 E  c_e_link(9_1_25)_
 E  c_e_link(9_1_26)_
 E  c_e_link(9_1_27)_
 E  c_e_link(9_1_28)_
 E  c_e_link(9_1_29)_
 E  c_e_link(9_1_30)_
 L  c_u_cap(0)_
 L  c_u_cap(1)_
 L  c_u_cap(2)_
 L  c_u_cap(3)_
 L  c_u_cap(4)_
 L  c_u_cap(5)_
 L  c_u_cap(6)_
 L  c_u_cap(7)_
 L  c_u_cap(8)_
 L  c_u_cap(9)_
 L  c_u_cap(10)_
 L  c_u_cap(11)_
 L  c_u_cap(12)_
 L  c_u_cap(13)_
 L  c_u_cap(14)_
 L  c_u_cap(15)_
 L  c_u_cap(16)_
 L  c_u_cap(17)_
 L  c_u_cap(18)_
 L  c_u_cap(19)_
 L  c_u_cap(20)_
 L  c_u_cap(21)_
 L  c_u_cap(22)_
 L  c_u_cap(23)_
 L  c_u_cap(24)_
 L  c_u_cap(25)_
 L  c_u_cap(26)_
 L  c_u_cap(27)_
 L  c_u_cap(28)_
 L  c_u_cap(29)_
 L  c_u_cap(30)_
 L  c_u_cap(31)_
 L  c_u_cap(32)_
 L  c_u_cap(33)_
 L  c_u_cap(34)_
 L  c_u_cap(35)_
 L  c_u_cap(36)_
 L  c_u_cap(37)_
 L  c_u_cap(38)_
 L  c_u_cap(39)_
 L  c_u_cap(40)_
 L  c_u_cap(41)_
 L  c_u_cap(42)_
 L  c_u_cap(43)_
 L  c_u_cap(44)_
 L  c_u_cap(45)_
 L  c_u_cap(46)_
 L  c_u_cap(47)_
 L  c_u_cap(48)_
 L  c_u_cap(49)_
 L  c_u_cap(50)_
 L  c_u_cap(51)_
 L  c_u_cap(52)_
 L  c_u_cap(53)_
 L  c_u_cap(54)_
 L  c_u_cap(55)_
 L  c_u_cap(56)_
 L  c_u_cap(57)_
 L  c_u_cap(58)_
 L  c_u_cap(59)_
 L  c_u_cap(60)_
 L  c_u_cap(61)_
 L  c_u_cap(62)_
 L  c_u_cap(63)_
 L  c_u_cap(64)_
 L  c_u_cap(65)_
 L  c_u_cap(66)_
 L  c_u_cap(67)_
 L  c_u_cap(68)_
 L  c_u_cap(69)_
 L  c_u_cap(70)_
 L  c_u_cap(71)_
 L  c_u_cap(72)_
 L  c_u_cap(73)_
 L  c_u_dom(0)_
 L  c_u_dom(1)_
 L  c_u_dom(2)_
 L  c_u_dom(3)_
 L  c_u_dom(4)_
COLUMNS
     x(0_0_0) c_e_assign(0)_ 1
     x(0_0_0) c_e_link(0_0_0)_ -1
     x(0_0_0) c_u_dom(0)_ 2
     x(0_0_1) c_e_assign(0)_ 1
     x(0_0_1) c_e_link(0_0_1)_ -1
     x(0_0_1) c_u_dom(0)_ 3
     x(0_0_2) obj 4
     x(0_0_2) c_e_assign(0)_ 1
     x(0_0_2) c_e_link(0_0_2)_ -1
     x(0_0_2) c_u_dom(0)_ 4
     x(0_0_3) obj 8
     x(0_0_3) c_e_assign(0)_ 1
     x(0_0_3) c_e_link(0_0_3)_ -1
     x(0_0_3) c_u_dom(0)_ 5
     x(0_1_0) c_e_assign(0)_ 1
     x(0_1_0) c_e_link(0_1_0)_ -1
     x(0_1_1) obj 4
     x(0_1_1) c_e_assign(0)_ 1
     x(0_1_1) c_e_link(0_1_1)_ -1
     x(0_1_2) obj 8
     x(0_1_2) c_e_assign(0)_ 1
     x(0_1_2) c_e_link(0_1_2)_ -1
     x(1_0_2) c_e_assign(1)_ 1
     x(1_0_2) c_e_link(1_0_2)_ -1
     x(1_0_3) c_e_assign(1)_ 1
     x(1_0_3) c_e_link(1_0_3)_ -1
     x(1_0_4) c_e_assign(1)_ 1
     x(1_0_4) c_e_link(1_0_4)_ -1
     x(1_0_5) c_e_assign(1)_ 1
     x(1_0_5) c_e_link(1_0_5)_ -1
     x(1_0_6) c_e_assign(1)_ 1
     x(1_0_6) c_e_link(1_0_6)_ -1
     x(1_0_7) c_e_assign(1)_ 1
     x(1_0_7) c_e_link(1_0_7)_ -1
     x(1_0_8) c_e_assign(1)_ 1
     x(1_0_8) c_e_link(1_0_8)_ -1
     x(1_0_9) c_e_assign(1)_ 1
     x(1_0_9) c_e_link(1_0_9)_ -1
     x(1_0_10) c_e_assign(1)_ 1
     x(1_0_10) c_e_link(1_0_10)_ -1
     x(1_0_11) c_e_assign(1)_ 1
     x(1_0_11) c_e_link(1_0_11)_ -1
     x(1_0_12) c_e_assign(1)_ 1
     x(1_0_12) c_e_link(1_0_12)_ -1
     x(1_0_13) c_e_assign(1)_ 1
     x(1_0_13) c_e_link(1_0_13)_ -1
     x(1_0_14) c_e_assign(1)_ 1
     x(1_0_14) c_e_link(1_0_14)_ -1
     x(1_0_15) c_e_assign(1)_ 1
     x(1_0_15) c_e_link(1_0_15)_ -1
     x(1_0_16) c_e_assign(1)_ 1
     x(1_0_16) c_e_link(1_0_16)_ -1
     x(1_0_17) obj 1
     x(1_0_17) c_e_assign(1)_ 1
     x(1_0_17) c_e_link(1_0_17)_ -1
     x(1_0_18) obj 2
     x(1_0_18) c_e_assign(1)_ 1
     x(1_0_18) c_e_link(1_0_18)_ -1
     x(1_0_19) obj 3
     x(1_0_19) c_e_assign(1)_ 1
     x(1_0_19) c_e_link(1_0_19)_ -1
     x(1_0_20) obj 4
     x(1_0_20) c_e_assign(1)_ 1
     x(1_0_20) c_e_link(1_0_20)_ -1
     x(1_0_21) obj 5
     x(1_0_21) c_e_assign(1)_ 1
     x(1_0_21) c_e_link(1_0_21)_ -1
     x(1_0_22) obj 6
     x(1_0_22) c_e_assign(1)_ 1
     x(1_0_22) c_e_link(1_0_22)_ -1
     x(1_0_23) obj 7
     x(1_0_23) c_e_assign(1)_ 1
     x(1_0_23) c_e_link(1_0_23)_ -1
     x(1_0_24) obj 8
     x(1_0_24) c_e_assign(1)_ 1
     x(1_0_24) c_e_link(1_0_24)_ -1
     x(1_1_2) c_e_assign(1)_ 1
     x(1_1_2) c_e_link(1_1_2)_ -1
     x(1_1_3) c_e_assign(1)_ 1
     x(1_1_3) c_e_link(1_1_3)_ -1
     x(1_1_4) c_e_assign(1)_ 1
     x(1_1_4) c_e_link(1_1_4)_ -1
     x(1_1_5) c_e_assign(1)_ 1
     x(1_1_5) c_e_link(1_1_5)_ -1
     x(1_1_6) c_e_assign(1)_ 1
     x(1_1_6) c_e_link(1_1_6)_ -1
     x(1_1_7) c_e_assign(1)_ 1
     x(1_1_7) c_e_link(1_1_7)_ -1
     x(1_1_8) c_e_assign(1)_ 1
     x(1_1_8) c_e_link(1_1_8)_ -1
     x(1_1_9) c_e_assign(1)_ 1
     x(1_1_9) c_e_link(1_1_9)_ -1
     x(1_1_10) c_e_assign(1)_ 1
     x(1_1_10) c_e_link(1_1_10)_ -1
     x(1_1_11) c_e_assign(1)_ 1
     x(1_1_11) c_e_link(1_1_11)_ -1
     x(1_1_12) obj 1
     x(1_1_12) c_e_assign(1)_ 1
     x(1_1_12) c_e_link(1_1_12)_ -1
     x(1_1_13) obj 2
     x(1_1_13) c_e_assign(1)_ 1
     x(1_1_13) c_e_link(1_1_13)_ -1
     x(1_1_14) obj 3
     x(1_1_14) c_e_assign(1)_ 1
     x(1_1_14) c_e_link(1_1_14)_ -1
     x(1_1_15) obj 4
     x(1_1_15) c_e_assign(1)_ 1
     x(1_1_15) c_e_link(1_1_15)_ -1
     x(1_1_16) obj 5
     x(1_1_16) c_e_assign(1)_ 1
     x(1_1_16) c_e_link(1_1_16)_ -1
     x(1_1_17) obj 6
     x(1_1_17) c_e_assign(1)_ 1
     x(1_1_17) c_e_link(1_1_17)_ -1
     x(1_1_18) obj 7
     x(1_1_18) c_e_assign(1)_ 1
     x(1_1_18) c_e_link(1_1_18)_ -1
     x(1_1_19) obj 8
     x(1_1_19) c_e_assign(1)_ 1
     x(1_1_19) c_e_link(1_1_19)_ -1
     x(1_2_2) obj 6
     x(1_2_2) c_e_assign(1)_ 1
     x(1_2_2) c_e_link(1_2_2)_ -1
     x(1_2_3) obj 7
     x(1_2_3) c_e_assign(1)_ 1
     x(1_2_3) c_e_link(1_2_3)_ -1
     x(1_2_4) obj 8
     x(1_2_4) c_e_assign(1)_ 1
     x(1_2_4) c_e_link(1_2_4)_ -1
     x(2_0_5) c_e_assign(2)_ 1
     x(2_0_5) c_e_link(2_0_5)_ -1
     x(2_0_6) c_e_assign(2)_ 1
     x(2_0_6) c_e_link(2_0_6)_ -1
     x(2_0_7) obj 1
     x(2_0_7) c_e_assign(2)_ 1
     x(2_0_7) c_e_link(2_0_7)_ -1
     x(2_0_8) obj 2
     x(2_0_8) c_e_assign(2)_ 1
     x(2_0_8) c_e_link(2_0_8)_ -1
     x(2_0_9) obj 3
     x(2_0_9) c_e_assign(2)_ 1
     x(2_0_9) c_e_link(2_0_9)_ -1
     x(2_0_10) obj 4
     x(2_0_10) c_e_assign(2)_ 1
     x(2_0_10) c_e_link(2_0_10)_ -1
     x(2_0_11) obj 5
     x(2_0_11) c_e_assign(2)_ 1
     x(2_0_11) c_e_link(2_0_11)_ -1
     x(2_0_12) obj 6
     x(2_0_12) c_e_assign(2)_ 1
     x(2_0_12) c_e_link(2_0_12)_ -1
     x(2_0_13) obj 7
     x(2_0_13) c_e_assign(2)_ 1
     x(2_0_13) c_e_link(2_0_13)_ -1
     x(2_0_14) obj 8
     x(2_0_14) c_e_assign(2)_ 1
     x(2_0_14) c_e_link(2_0_14)_ -1
     x(2_1_5) obj 2
     x(2_1_5) c_e_assign(2)_ 1
     x(2_1_5) c_e_link(2_1_5)_ -1
     x(2_1_6) obj 3
     x(2_1_6) c_e_assign(2)_ 1
     x(2_1_6) c_e_link(2_1_6)_ -1
     x(2_1_7) obj 4
     x(2_1_7) c_e_assign(2)_ 1
     x(2_1_7) c_e_link(2_1_7)_ -1
     x(2_1_8) obj 5
     x(2_1_8) c_e_assign(2)_ 1
     x(2_1_8) c_e_link(2_1_8)_ -1
     x(2_1_9) obj 6
     x(2_1_9) c_e_assign(2)_ 1
     x(2_1_9) c_e_link(2_1_9)_ -1
     x(2_1_10) obj 7
     x(2_1_10) c_e_assign(2)_ 1
     x(2_1_10) c_e_link(2_1_10)_ -1
     x(2_1_11) obj 8
     x(2_1_11) c_e_assign(2)_ 1
     x(2_1_11) c_e_link(2_1_11)_ -1
     x(3_0_6) c_e_assign(3)_ 1
     x(3_0_6) c_e_link(3_0_6)_ -1
     x(3_0_6) c_u_dom(1)_ 14
     x(3_0_7) c_e_assign(3)_ 1
     x(3_0_7) c_e_link(3_0_7)_ -1
     x(3_0_7) c_u_dom(1)_ 15
     x(3_0_8) c_e_assign(3)_ 1
     x(3_0_8) c_e_link(3_0_8)_ -1
     x(3_0_8) c_u_dom(1)_ 16
     x(3_0_9) c_e_assign(3)_ 1
     x(3_0_9) c_e_link(3_0_9)_ -1
     x(3_0_9) c_u_dom(1)_ 17
     x(3_0_10) c_e_assign(3)_ 1
     x(3_0_10) c_e_link(3_0_10)_ -1
     x(3_0_10) c_u_dom(1)_ 18
     x(3_0_11) c_e_assign(3)_ 1
     x(3_0_11) c_e_link(3_0_11)_ -1
     x(3_0_11) c_u_dom(1)_ 19
     x(3_0_12) c_e_assign(3)_ 1
     x(3_0_12) c_e_link(3_0_12)_ -1
     x(3_0_12) c_u_dom(1)_ 20
     x(3_0_13) c_e_assign(3)_ 1
     x(3_0_13) c_e_link(3_0_13)_ -1
     x(3_0_13) c_u_dom(1)_ 21
     x(3_0_14) c_e_assign(3)_ 1
     x(3_0_14) c_e_link(3_0_14)_ -1
     x(3_0_14) c_u_dom(1)_ 22
     x(3_0_15) c_e_assign(3)_ 1
     x(3_0_15) c_e_link(3_0_15)_ -1
     x(3_0_15) c_u_dom(1)_ 23
     x(3_0_16) obj 3
     x(3_0_16) c_e_assign(3)_ 1
     x(3_0_16) c_e_link(3_0_16)_ -1
     x(3_0_16) c_u_dom(1)_ 24
     x(3_0_17) obj 6
     x(3_0_17) c_e_assign(3)_ 1
     x(3_0_17) c_e_link(3_0_17)_ -1
     x(3_0_17) c_u_dom(1)_ 25
     x(3_1_6) c_e_assign(3)_ 1
     x(3_1_6) c_e_link(3_1_6)_ -1
     x(3_1_6) c_u_dom(3)_ 18
     x(3_1_7) c_e_assign(3)_ 1
     x(3_1_7) c_e_link(3_1_7)_ -1
     x(3_1_7) c_u_dom(3)_ 19
     x(3_1_8) c_e_assign(3)_ 1
     x(3_1_8) c_e_link(3_1_8)_ -1
     x(3_1_8) c_u_dom(3)_ 20
     x(3_1_9) c_e_assign(3)_ 1
     x(3_1_9) c_e_link(3_1_9)_ -1
     x(3_1_9) c_u_dom(3)_ 21
     x(3_1_10) c_e_assign(3)_ 1
     x(3_1_10) c_e_link(3_1_10)_ -1
     x(3_1_10) c_u_dom(3)_ 22
     x(3_1_11) c_e_assign(3)_ 1
     x(3_1_11) c_e_link(3_1_11)_ -1
     x(3_1_11) c_u_dom(3)_ 23
     x(3_1_12) obj 3
     x(3_1_12) c_e_assign(3)_ 1
     x(3_1_12) c_e_link(3_1_12)_ -1
     x(3_1_12) c_u_dom(3)_ 24
     x(3_1_13) obj 6
     x(3_1_13) c_e_assign(3)_ 1
     x(3_1_13) c_e_link(3_1_13)_ -1
     x(3_1_13) c_u_dom(3)_ 25
     x(4_0_11) c_e_assign(4)_ 1
     x(4_0_11) c_e_link(4_0_11)_ -1
     x(4_0_11) c_u_dom(1)_ 14
     x(4_0_12) c_e_assign(4)_ 1
     x(4_0_12) c_e_link(4_0_12)_ -1
     x(4_0_12) c_u_dom(1)_ 13
     x(4_0_13) c_e_assign(4)_ 1
     x(4_0_13) c_e_link(4_0_13)_ -1
     x(4_0_13) c_u_dom(1)_ 12
     x(4_0_14) c_e_assign(4)_ 1
     x(4_0_14) c_e_link(4_0_14)_ -1
     x(4_0_14) c_u_dom(1)_ 11
     x(4_0_15) c_e_assign(4)_ 1
     x(4_0_15) c_e_link(4_0_15)_ -1
     x(4_0_15) c_u_dom(1)_ 10
     x(4_0_16) c_e_assign(4)_ 1
     x(4_0_16) c_e_link(4_0_16)_ -1
     x(4_0_16) c_u_dom(1)_ 9
     x(4_0_17) c_e_assign(4)_ 1
     x(4_0_17) c_e_link(4_0_17)_ -1
     x(4_0_17) c_u_dom(1)_ 8
     x(4_0_18) c_e_assign(4)_ 1
     x(4_0_18) c_e_link(4_0_18)_ -1
     x(4_0_18) c_u_dom(1)_ 7
     x(4_0_19) c_e_assign(4)_ 1
     x(4_0_19) c_e_link(4_0_19)_ -1
     x(4_0_19) c_u_dom(1)_ 6
     x(4_0_20) c_e_assign(4)_ 1
     x(4_0_20) c_e_link(4_0_20)_ -1
     x(4_0_20) c_u_dom(1)_ 5
     x(4_0_21) c_e_assign(4)_ 1
     x(4_0_21) c_e_link(4_0_21)_ -1
     x(4_0_21) c_u_dom(1)_ 4
     x(4_0_22) c_e_assign(4)_ 1
     x(4_0_22) c_e_link(4_0_22)_ -1
     x(4_0_22) c_u_dom(1)_ 3
     x(4_0_23) obj 2
     x(4_0_23) c_e_assign(4)_ 1
     x(4_0_23) c_e_link(4_0_23)_ -1
     x(4_0_23) c_u_dom(1)_ 2
     x(4_0_24) obj 4
     x(4_0_24) c_e_assign(4)_ 1
     x(4_0_24) c_e_link(4_0_24)_ -1
     x(4_0_24) c_u_dom(1)_ 1
     x(4_0_25) obj 6
     x(4_0_25) c_e_assign(4)_ 1
     x(4_0_25) c_e_link(4_0_25)_ -1
     x(4_0_26) obj 8
     x(4_0_26) c_e_assign(4)_ 1
     x(4_0_26) c_e_link(4_0_26)_ -1
     x(4_0_26) c_u_dom(1)_ -1
     x(4_1_11) c_e_assign(4)_ 1
     x(4_1_11) c_e_link(4_1_11)_ -1
     x(4_1_11) c_u_dom(3)_ 14
     x(4_1_12) c_e_assign(4)_ 1
     x(4_1_12) c_e_link(4_1_12)_ -1
     x(4_1_12) c_u_dom(3)_ 13
     x(4_1_13) c_e_assign(4)_ 1
     x(4_1_13) c_e_link(4_1_13)_ -1
     x(4_1_13) c_u_dom(3)_ 12
     x(4_1_14) c_e_assign(4)_ 1
     x(4_1_14) c_e_link(4_1_14)_ -1
     x(4_1_14) c_u_dom(3)_ 11
     x(4_1_15) c_e_assign(4)_ 1
     x(4_1_15) c_e_link(4_1_15)_ -1
     x(4_1_15) c_u_dom(3)_ 10
     x(4_1_16) c_e_assign(4)_ 1
     x(4_1_16) c_e_link(4_1_16)_ -1
     x(4_1_16) c_u_dom(3)_ 9
     x(4_1_17) c_e_assign(4)_ 1
     x(4_1_17) c_e_link(4_1_17)_ -1
     x(4_1_17) c_u_dom(3)_ 8
     x(4_1_18) c_e_assign(4)_ 1
     x(4_1_18) c_e_link(4_1_18)_ -1
     x(4_1_18) c_u_dom(3)_ 7
     x(4_1_19) obj 2
     x(4_1_19) c_e_assign(4)_ 1
     x(4_1_19) c_e_link(4_1_19)_ -1
     x(4_1_19) c_u_dom(3)_ 6
     x(4_1_20) obj 4
     x(4_1_20) c_e_assign(4)_ 1
     x(4_1_20) c_e_link(4_1_20)_ -1
     x(4_1_20) c_u_dom(3)_ 5
     x(4_1_21) obj 6
     x(4_1_21) c_e_assign(4)_ 1
     x(4_1_21) c_e_link(4_1_21)_ -1
     x(4_1_21) c_u_dom(3)_ 4
     x(4_1_22) obj 8
     x(4_1_22) c_e_assign(4)_ 1
     x(4_1_22) c_e_link(4_1_22)_ -1
     x(4_1_22) c_u_dom(3)_ 3
     x(5_0_15) c_e_assign(5)_ 1
     x(5_0_15) c_e_link(5_0_15)_ -1
     x(5_0_15) c_u_dom(2)_ 19
     x(5_0_16) c_e_assign(5)_ 1
     x(5_0_16) c_e_link(5_0_16)_ -1
     x(5_0_16) c_u_dom(2)_ 20
     x(5_0_17) c_e_assign(5)_ 1
     x(5_0_17) c_e_link(5_0_17)_ -1
     x(5_0_17) c_u_dom(2)_ 21
     x(5_0_18) obj 3
     x(5_0_18) c_e_assign(5)_ 1
     x(5_0_18) c_e_link(5_0_18)_ -1
     x(5_0_18) c_u_dom(2)_ 22
     x(5_0_19) obj 6
     x(5_0_19) c_e_assign(5)_ 1
     x(5_0_19) c_e_link(5_0_19)_ -1
     x(5_0_19) c_u_dom(2)_ 23
     x(5_1_15) c_e_assign(5)_ 1
     x(5_1_15) c_e_link(5_1_15)_ -1
     x(5_1_15) c_u_dom(4)_ 21
     x(5_1_16) obj 3
     x(5_1_16) c_e_assign(5)_ 1
     x(5_1_16) c_e_link(5_1_16)_ -1
     x(5_1_16) c_u_dom(4)_ 22
     x(5_1_17) obj 6
     x(5_1_17) c_e_assign(5)_ 1
     x(5_1_17) c_e_link(5_1_17)_ -1
     x(5_1_17) c_u_dom(4)_ 23
     x(6_0_20) c_e_assign(6)_ 1
     x(6_0_20) c_e_link(6_0_20)_ -1
     x(6_0_21) c_e_assign(6)_ 1
     x(6_0_21) c_e_link(6_0_21)_ -1
     x(6_0_22) c_e_assign(6)_ 1
     x(6_0_22) c_e_link(6_0_22)_ -1
     x(6_0_23) c_e_assign(6)_ 1
     x(6_0_23) c_e_link(6_0_23)_ -1
     x(6_0_24) c_e_assign(6)_ 1
     x(6_0_24) c_e_link(6_0_24)_ -1
     x(6_0_25) c_e_assign(6)_ 1
     x(6_0_25) c_e_link(6_0_25)_ -1
     x(6_0_26) c_e_assign(6)_ 1
     x(6_0_26) c_e_link(6_0_26)_ -1
     x(6_0_27) c_e_assign(6)_ 1
     x(6_0_27) c_e_link(6_0_27)_ -1
     x(6_0_28) c_e_assign(6)_ 1
     x(6_0_28) c_e_link(6_0_28)_ -1
     x(6_0_29) c_e_assign(6)_ 1
     x(6_0_29) c_e_link(6_0_29)_ -1
     x(6_0_30) c_e_assign(6)_ 1
     x(6_0_30) c_e_link(6_0_30)_ -1
     x(6_0_31) c_e_assign(6)_ 1
     x(6_0_31) c_e_link(6_0_31)_ -1
     x(6_0_32) c_e_assign(6)_ 1
     x(6_0_32) c_e_link(6_0_32)_ -1
     x(6_0_33) c_e_assign(6)_ 1
     x(6_0_33) c_e_link(6_0_33)_ -1
     x(6_0_34) c_e_assign(6)_ 1
     x(6_0_34) c_e_link(6_0_34)_ -1
     x(6_0_35) c_e_assign(6)_ 1
     x(6_0_35) c_e_link(6_0_35)_ -1
     x(6_0_36) c_e_assign(6)_ 1
     x(6_0_36) c_e_link(6_0_36)_ -1
     x(6_0_37) c_e_assign(6)_ 1
     x(6_0_37) c_e_link(6_0_37)_ -1
     x(6_0_38) obj 5
     x(6_0_38) c_e_assign(6)_ 1
     x(6_0_38) c_e_link(6_0_38)_ -1
     x(6_1_20) c_e_assign(6)_ 1
     x(6_1_20) c_e_link(6_1_20)_ -1
     x(6_1_21) c_e_assign(6)_ 1
     x(6_1_21) c_e_link(6_1_21)_ -1
     x(6_1_22) c_e_assign(6)_ 1
     x(6_1_22) c_e_link(6_1_22)_ -1
     x(6_1_23) c_e_assign(6)_ 1
     x(6_1_23) c_e_link(6_1_23)_ -1
     x(6_1_24) c_e_assign(6)_ 1
     x(6_1_24) c_e_link(6_1_24)_ -1
     x(6_1_25) c_e_assign(6)_ 1
     x(6_1_25) c_e_link(6_1_25)_ -1
     x(6_1_26) c_e_assign(6)_ 1
     x(6_1_26) c_e_link(6_1_26)_ -1
     x(6_1_27) c_e_assign(6)_ 1
     x(6_1_27) c_e_link(6_1_27)_ -1
     x(6_1_28) c_e_assign(6)_ 1
     x(6_1_28) c_e_link(6_1_28)_ -1
     x(6_1_29) c_e_assign(6)_ 1
     x(6_1_29) c_e_link(6_1_29)_ -1
     x(6_1_30) c_e_assign(6)_ 1
     x(6_1_30) c_e_link(6_1_30)_ -1
     x(6_1_31) c_e_assign(6)_ 1
     x(6_1_31) c_e_link(6_1_31)_ -1
     x(6_1_32) obj 5
     x(6_1_32) c_e_assign(6)_ 1
     x(6_1_32) c_e_link(6_1_32)_ -1
     x(7_0_21) c_e_assign(7)_ 1
     x(7_0_21) c_e_link(7_0_21)_ -1
     x(7_0_21) c_u_dom(0)_ -16
     x(7_0_22) c_e_assign(7)_ 1
     x(7_0_22) c_e_link(7_0_22)_ -1
     x(7_0_22) c_u_dom(0)_ -17
     x(7_0_23) c_e_assign(7)_ 1
     x(7_0_23) c_e_link(7_0_23)_ -1
     x(7_0_23) c_u_dom(0)_ -18
     x(7_0_24) c_e_assign(7)_ 1
     x(7_0_24) c_e_link(7_0_24)_ -1
     x(7_0_24) c_u_dom(0)_ -19
     x(7_0_25) obj 2
     x(7_0_25) c_e_assign(7)_ 1
     x(7_0_25) c_e_link(7_0_25)_ -1
     x(7_0_25) c_u_dom(0)_ -20
     x(7_0_26) obj 4
     x(7_0_26) c_e_assign(7)_ 1
     x(7_0_26) c_e_link(7_0_26)_ -1
     x(7_0_26) c_u_dom(0)_ -21
     x(7_0_27) obj 6
     x(7_0_27) c_e_assign(7)_ 1
     x(7_0_27) c_e_link(7_0_27)_ -1
     x(7_0_27) c_u_dom(0)_ -22
     x(7_0_28) obj 8
     x(7_0_28) c_e_assign(7)_ 1
     x(7_0_28) c_e_link(7_0_28)_ -1
     x(7_0_28) c_u_dom(0)_ -23
     x(8_0_21) c_e_assign(8)_ 1
     x(8_0_21) c_e_link(8_0_21)_ -1
     x(8_0_21) c_u_dom(2)_ 2
     x(8_0_22) c_e_assign(8)_ 1
     x(8_0_22) c_e_link(8_0_22)_ -1
     x(8_0_22) c_u_dom(2)_ 1
     x(8_0_23) obj 3
     x(8_0_23) c_e_assign(8)_ 1
     x(8_0_23) c_e_link(8_0_23)_ -1
     x(8_0_24) obj 6
     x(8_0_24) c_e_assign(8)_ 1
     x(8_0_24) c_e_link(8_0_24)_ -1
     x(8_0_24) c_u_dom(2)_ -1
     x(8_1_21) obj 3
     x(8_1_21) c_e_assign(8)_ 1
     x(8_1_21) c_e_link(8_1_21)_ -1
     x(8_1_21) c_u_dom(4)_ 2
     x(8_1_22) obj 6
     x(8_1_22) c_e_assign(8)_ 1
     x(8_1_22) c_e_link(8_1_22)_ -1
     x(8_1_22) c_u_dom(4)_ 1
     x(9_0_22) c_e_assign(9)_ 1
     x(9_0_22) c_e_link(9_0_22)_ -1
     x(9_0_23) c_e_assign(9)_ 1
     x(9_0_23) c_e_link(9_0_23)_ -1
     x(9_0_24) c_e_assign(9)_ 1
     x(9_0_24) c_e_link(9_0_24)_ -1
     x(9_0_25) c_e_assign(9)_ 1
     x(9_0_25) c_e_link(9_0_25)_ -1
     x(9_0_26) c_e_assign(9)_ 1
     x(9_0_26) c_e_link(9_0_26)_ -1
     x(9_0_27) c_e_assign(9)_ 1
     x(9_0_27) c_e_link(9_0_27)_ -1
     x(9_0_28) c_e_assign(9)_ 1
     x(9_0_28) c_e_link(9_0_28)_ -1
     x(9_0_29) c_e_assign(9)_ 1
     x(9_0_29) c_e_link(9_0_29)_ -1
     x(9_0_30) obj 2
     x(9_0_30) c_e_assign(9)_ 1
     x(9_0_30) c_e_link(9_0_30)_ -1
     x(9_0_31) obj 4
     x(9_0_31) c_e_assign(9)_ 1
     x(9_0_31) c_e_link(9_0_31)_ -1
     x(9_0_32) obj 6
     x(9_0_32) c_e_assign(9)_ 1
     x(9_0_32) c_e_link(9_0_32)_ -1
     x(9_0_33) obj 8
     x(9_0_33) c_e_assign(9)_ 1
     x(9_0_33) c_e_link(9_0_33)_ -1
     x(9_1_22) c_e_assign(9)_ 1
     x(9_1_22) c_e_link(9_1_22)_ -1
     x(9_1_23) c_e_assign(9)_ 1
     x(9_1_23) c_e_link(9_1_23)_ -1
     x(9_1_24) c_e_assign(9)_ 1
     x(9_1_24) c_e_link(9_1_24)_ -1
     x(9_1_25) c_e_assign(9)_ 1
     x(9_1_25) c_e_link(9_1_25)_ -1
     x(9_1_26) c_e_assign(9)_ 1
     x(9_1_26) c_e_link(9_1_26)_ -1
     x(9_1_27) obj 2
     x(9_1_27) c_e_assign(9)_ 1
     x(9_1_27) c_e_link(9_1_27)_ -1
     x(9_1_28) obj 4
     x(9_1_28) c_e_assign(9)_ 1
     x(9_1_28) c_e_link(9_1_28)_ -1
     x(9_1_29) obj 6
     x(9_1_29) c_e_assign(9)_ 1
     x(9_1_29) c_e_link(9_1_29)_ -1
     x(9_1_30) obj 8
     x(9_1_30) c_e_assign(9)_ 1
     x(9_1_30) c_e_link(9_1_30)_ -1
     z(0_0_0) c_e_link(0_0_0)_ 1
     z(0_0_0) c_e_link(0_0_1)_ -1
     z(0_0_0) c_u_cap(0)_ -1
     z(0_0_1) c_e_link(0_0_1)_ 1
     z(0_0_1) c_e_link(0_0_2)_ -1
     z(0_0_1) c_u_cap(1)_ -1
     z(0_0_2) c_e_link(0_0_2)_ 1
     z(0_0_2) c_e_link(0_0_3)_ -1
     z(0_0_2) c_u_cap(0)_ 1
     z(0_0_2) c_u_cap(2)_ -1
     z(0_0_3) c_e_link(0_0_3)_ 1
     z(0_0_3) c_u_cap(1)_ 1
     z(0_0_3) c_u_cap(2)_ 1
     z(0_1_0) c_e_link(0_1_0)_ 1
     z(0_1_0) c_e_link(0_1_1)_ -1
     z(0_1_0) c_u_cap(38)_ -1
     z(0_1_1) c_e_link(0_1_1)_ 1
     z(0_1_1) c_e_link(0_1_2)_ -1
     z(0_1_1) c_u_cap(39)_ -1
     z(0_1_2) c_e_link(0_1_2)_ 1
     z(0_1_2) c_u_cap(37)_ 1
     z(0_1_2) c_u_cap(38)_ 1
     z(0_1_2) c_u_cap(39)_ 1
     z(1_0_2) c_e_link(1_0_2)_ 1
     z(1_0_2) c_e_link(1_0_3)_ -1
     z(1_0_2) c_u_cap(0)_ 1
     z(1_0_2) c_u_cap(10)_ -1
     z(1_0_3) c_e_link(1_0_3)_ 1
     z(1_0_3) c_e_link(1_0_4)_ -1
     z(1_0_3) c_u_cap(1)_ 1
     z(1_0_3) c_u_cap(11)_ -1
     z(1_0_4) c_e_link(1_0_4)_ 1
     z(1_0_4) c_e_link(1_0_5)_ -1
     z(1_0_4) c_u_cap(2)_ 1
     z(1_0_4) c_u_cap(12)_ -1
     z(1_0_5) c_e_link(1_0_5)_ 1
     z(1_0_5) c_e_link(1_0_6)_ -1
     z(1_0_5) c_u_cap(3)_ 1
     z(1_0_5) c_u_cap(13)_ -1
     z(1_0_6) c_e_link(1_0_6)_ 1
     z(1_0_6) c_e_link(1_0_7)_ -1
     z(1_0_6) c_u_cap(4)_ 1
     z(1_0_6) c_u_cap(14)_ -1
     z(1_0_7) c_e_link(1_0_7)_ 1
     z(1_0_7) c_e_link(1_0_8)_ -1
     z(1_0_7) c_u_cap(5)_ 1
     z(1_0_7) c_u_cap(15)_ -1
     z(1_0_8) c_e_link(1_0_8)_ 1
     z(1_0_8) c_e_link(1_0_9)_ -1
     z(1_0_8) c_u_cap(6)_ 1
     z(1_0_8) c_u_cap(16)_ -1
     z(1_0_9) c_e_link(1_0_9)_ 1
     z(1_0_9) c_e_link(1_0_10)_ -1
     z(1_0_9) c_u_cap(7)_ 1
     z(1_0_9) c_u_cap(17)_ -1
     z(1_0_10) c_e_link(1_0_10)_ 1
     z(1_0_10) c_e_link(1_0_11)_ -1
     z(1_0_10) c_u_cap(8)_ 1
     z(1_0_10) c_u_cap(18)_ -1
     z(1_0_11) c_e_link(1_0_11)_ 1
     z(1_0_11) c_e_link(1_0_12)_ -1
     z(1_0_11) c_u_cap(9)_ 1
     z(1_0_11) c_u_cap(19)_ -1
     z(1_0_12) c_e_link(1_0_12)_ 1
     z(1_0_12) c_e_link(1_0_13)_ -1
     z(1_0_12) c_u_cap(10)_ 1
     z(1_0_12) c_u_cap(20)_ -1
     z(1_0_13) c_e_link(1_0_13)_ 1
     z(1_0_13) c_e_link(1_0_14)_ -1
     z(1_0_13) c_u_cap(11)_ 1
     z(1_0_13) c_u_cap(21)_ -1
     z(1_0_14) c_e_link(1_0_14)_ 1
     z(1_0_14) c_e_link(1_0_15)_ -1
     z(1_0_14) c_u_cap(12)_ 1
     z(1_0_14) c_u_cap(22)_ -1
     z(1_0_15) c_e_link(1_0_15)_ 1
     z(1_0_15) c_e_link(1_0_16)_ -1
     z(1_0_15) c_u_cap(13)_ 1
     z(1_0_15) c_u_cap(23)_ -1
     z(1_0_16) c_e_link(1_0_16)_ 1
     z(1_0_16) c_e_link(1_0_17)_ -1
     z(1_0_16) c_u_cap(14)_ 1
     z(1_0_16) c_u_cap(24)_ -1
     z(1_0_17) c_e_link(1_0_17)_ 1
     z(1_0_17) c_e_link(1_0_18)_ -1
     z(1_0_17) c_u_cap(15)_ 1
     z(1_0_17) c_u_cap(25)_ -1
     z(1_0_18) c_e_link(1_0_18)_ 1
     z(1_0_18) c_e_link(1_0_19)_ -1
     z(1_0_18) c_u_cap(16)_ 1
     z(1_0_18) c_u_cap(26)_ -1
     z(1_0_19) c_e_link(1_0_19)_ 1
     z(1_0_19) c_e_link(1_0_20)_ -1
     z(1_0_19) c_u_cap(17)_ 1
     z(1_0_19) c_u_cap(27)_ -1
     z(1_0_20) c_e_link(1_0_20)_ 1
     z(1_0_20) c_e_link(1_0_21)_ -1
     z(1_0_20) c_u_cap(18)_ 1
     z(1_0_20) c_u_cap(28)_ -1
     z(1_0_21) c_e_link(1_0_21)_ 1
     z(1_0_21) c_e_link(1_0_22)_ -1
     z(1_0_21) c_u_cap(19)_ 1
     z(1_0_21) c_u_cap(29)_ -1
     z(1_0_22) c_e_link(1_0_22)_ 1
     z(1_0_22) c_e_link(1_0_23)_ -1
     z(1_0_22) c_u_cap(20)_ 1
     z(1_0_22) c_u_cap(30)_ -1
     z(1_0_23) c_e_link(1_0_23)_ 1
     z(1_0_23) c_e_link(1_0_24)_ -1
     z(1_0_23) c_u_cap(21)_ 1
     z(1_0_23) c_u_cap(31)_ -1
     z(1_0_24) c_e_link(1_0_24)_ 1
     z(1_0_24) c_u_cap(22)_ 1
     z(1_0_24) c_u_cap(23)_ 1
     z(1_0_24) c_u_cap(24)_ 1
     z(1_0_24) c_u_cap(25)_ 1
     z(1_0_24) c_u_cap(26)_ 1
     z(1_0_24) c_u_cap(27)_ 1
     z(1_0_24) c_u_cap(28)_ 1
     z(1_0_24) c_u_cap(29)_ 1
     z(1_0_24) c_u_cap(30)_ 1
     z(1_0_24) c_u_cap(31)_ 1
     z(1_1_2) c_e_link(1_1_2)_ 1
     z(1_1_2) c_e_link(1_1_3)_ -1
     z(1_1_2) c_u_cap(37)_ 1
     z(1_1_2) c_u_cap(52)_ -1
     z(1_1_3) c_e_link(1_1_3)_ 1
     z(1_1_3) c_e_link(1_1_4)_ -1
     z(1_1_3) c_u_cap(38)_ 1
     z(1_1_3) c_u_cap(53)_ -1
     z(1_1_4) c_e_link(1_1_4)_ 1
     z(1_1_4) c_e_link(1_1_5)_ -1
     z(1_1_4) c_u_cap(39)_ 1
     z(1_1_4) c_u_cap(54)_ -1
     z(1_1_5) c_e_link(1_1_5)_ 1
     z(1_1_5) c_e_link(1_1_6)_ -1
     z(1_1_5) c_u_cap(40)_ 1
     z(1_1_5) c_u_cap(55)_ -1
     z(1_1_6) c_e_link(1_1_6)_ 1
     z(1_1_6) c_e_link(1_1_7)_ -1
     z(1_1_6) c_u_cap(41)_ 1
     z(1_1_6) c_u_cap(56)_ -1
     z(1_1_7) c_e_link(1_1_7)_ 1
     z(1_1_7) c_e_link(1_1_8)_ -1
     z(1_1_7) c_u_cap(42)_ 1
     z(1_1_7) c_u_cap(57)_ -1
     z(1_1_8) c_e_link(1_1_8)_ 1
     z(1_1_8) c_e_link(1_1_9)_ -1
     z(1_1_8) c_u_cap(43)_ 1
     z(1_1_8) c_u_cap(58)_ -1
     z(1_1_9) c_e_link(1_1_9)_ 1
     z(1_1_9) c_e_link(1_1_10)_ -1
     z(1_1_9) c_u_cap(44)_ 1
     z(1_1_9) c_u_cap(59)_ -1
     z(1_1_10) c_e_link(1_1_10)_ 1
     z(1_1_10) c_e_link(1_1_11)_ -1
     z(1_1_10) c_u_cap(45)_ 1
     z(1_1_10) c_u_cap(60)_ -1
     z(1_1_11) c_e_link(1_1_11)_ 1
     z(1_1_11) c_e_link(1_1_12)_ -1
     z(1_1_11) c_u_cap(46)_ 1
     z(1_1_11) c_u_cap(61)_ -1
     z(1_1_12) c_e_link(1_1_12)_ 1
     z(1_1_12) c_e_link(1_1_13)_ -1
     z(1_1_12) c_u_cap(47)_ 1
     z(1_1_12) c_u_cap(62)_ -1
     z(1_1_13) c_e_link(1_1_13)_ 1
     z(1_1_13) c_e_link(1_1_14)_ -1
     z(1_1_13) c_u_cap(48)_ 1
     z(1_1_13) c_u_cap(63)_ -1
     z(1_1_14) c_e_link(1_1_14)_ 1
     z(1_1_14) c_e_link(1_1_15)_ -1
     z(1_1_14) c_u_cap(49)_ 1
     z(1_1_14) c_u_cap(64)_ -1
     z(1_1_15) c_e_link(1_1_15)_ 1
     z(1_1_15) c_e_link(1_1_16)_ -1
     z(1_1_15) c_u_cap(50)_ 1
     z(1_1_15) c_u_cap(65)_ -1
     z(1_1_16) c_e_link(1_1_16)_ 1
     z(1_1_16) c_e_link(1_1_17)_ -1
     z(1_1_16) c_u_cap(51)_ 1
     z(1_1_16) c_u_cap(66)_ -1
     z(1_1_17) c_e_link(1_1_17)_ 1
     z(1_1_17) c_e_link(1_1_18)_ -1
     z(1_1_17) c_u_cap(52)_ 1
     z(1_1_17) c_u_cap(67)_ -1
     z(1_1_18) c_e_link(1_1_18)_ 1
     z(1_1_18) c_e_link(1_1_19)_ -1
     z(1_1_18) c_u_cap(53)_ 1
     z(1_1_18) c_u_cap(68)_ -1
     z(1_1_19) c_e_link(1_1_19)_ 1
     z(1_1_19) c_u_cap(54)_ 1
     z(1_1_19) c_u_cap(55)_ 1
     z(1_1_19) c_u_cap(56)_ 1
     z(1_1_19) c_u_cap(57)_ 1
     z(1_1_19) c_u_cap(58)_ 1
     z(1_1_19) c_u_cap(59)_ 1
     z(1_1_19) c_u_cap(60)_ 1
     z(1_1_19) c_u_cap(61)_ 1
     z(1_1_19) c_u_cap(62)_ 1
     z(1_1_19) c_u_cap(63)_ 1
     z(1_1_19) c_u_cap(64)_ 1
     z(1_1_19) c_u_cap(65)_ 1
     z(1_1_19) c_u_cap(66)_ 1
     z(1_1_19) c_u_cap(67)_ 1
     z(1_1_19) c_u_cap(68)_ 1
     z(1_2_2) c_e_link(1_2_2)_ 1
     z(1_2_2) c_e_link(1_2_3)_ -1
     z(1_2_3) c_e_link(1_2_3)_ 1
     z(1_2_3) c_e_link(1_2_4)_ -1
     z(1_2_4) c_e_link(1_2_4)_ 1
     z(2_0_5) c_e_link(2_0_5)_ 1
     z(2_0_5) c_e_link(2_0_6)_ -1
     z(2_0_5) c_u_cap(3)_ 1
     z(2_0_5) c_u_cap(9)_ -1
     z(2_0_6) c_e_link(2_0_6)_ 1
     z(2_0_6) c_e_link(2_0_7)_ -1
     z(2_0_6) c_u_cap(4)_ 1
     z(2_0_6) c_u_cap(10)_ -1
     z(2_0_7) c_e_link(2_0_7)_ 1
     z(2_0_7) c_e_link(2_0_8)_ -1
     z(2_0_7) c_u_cap(5)_ 1
     z(2_0_7) c_u_cap(11)_ -1
     z(2_0_8) c_e_link(2_0_8)_ 1
     z(2_0_8) c_e_link(2_0_9)_ -1
     z(2_0_8) c_u_cap(6)_ 1
     z(2_0_8) c_u_cap(12)_ -1
     z(2_0_9) c_e_link(2_0_9)_ 1
     z(2_0_9) c_e_link(2_0_10)_ -1
     z(2_0_9) c_u_cap(7)_ 1
     z(2_0_9) c_u_cap(13)_ -1
     z(2_0_10) c_e_link(2_0_10)_ 1
     z(2_0_10) c_e_link(2_0_11)_ -1
     z(2_0_10) c_u_cap(8)_ 1
     z(2_0_10) c_u_cap(14)_ -1
     z(2_0_11) c_e_link(2_0_11)_ 1
     z(2_0_11) c_e_link(2_0_12)_ -1
     z(2_0_11) c_u_cap(9)_ 1
     z(2_0_11) c_u_cap(15)_ -1
     z(2_0_12) c_e_link(2_0_12)_ 1
     z(2_0_12) c_e_link(2_0_13)_ -1
     z(2_0_12) c_u_cap(10)_ 1
     z(2_0_12) c_u_cap(16)_ -1
     z(2_0_13) c_e_link(2_0_13)_ 1
     z(2_0_13) c_e_link(2_0_14)_ -1
     z(2_0_13) c_u_cap(11)_ 1
     z(2_0_13) c_u_cap(17)_ -1
     z(2_0_14) c_e_link(2_0_14)_ 1
     z(2_0_14) c_u_cap(12)_ 1
     z(2_0_14) c_u_cap(13)_ 1
     z(2_0_14) c_u_cap(14)_ 1
     z(2_0_14) c_u_cap(15)_ 1
     z(2_0_14) c_u_cap(16)_ 1
     z(2_0_14) c_u_cap(17)_ 1
     z(2_1_5) c_e_link(2_1_5)_ 1
     z(2_1_5) c_e_link(2_1_6)_ -1
     z(2_1_5) c_u_cap(40)_ 1
     z(2_1_5) c_u_cap(49)_ -1
     z(2_1_6) c_e_link(2_1_6)_ 1
     z(2_1_6) c_e_link(2_1_7)_ -1
     z(2_1_6) c_u_cap(41)_ 1
     z(2_1_6) c_u_cap(50)_ -1
     z(2_1_7) c_e_link(2_1_7)_ 1
     z(2_1_7) c_e_link(2_1_8)_ -1
     z(2_1_7) c_u_cap(42)_ 1
     z(2_1_7) c_u_cap(51)_ -1
     z(2_1_8) c_e_link(2_1_8)_ 1
     z(2_1_8) c_e_link(2_1_9)_ -1
     z(2_1_8) c_u_cap(43)_ 1
     z(2_1_8) c_u_cap(52)_ -1
     z(2_1_9) c_e_link(2_1_9)_ 1
     z(2_1_9) c_e_link(2_1_10)_ -1
     z(2_1_9) c_u_cap(44)_ 1
     z(2_1_9) c_u_cap(53)_ -1
     z(2_1_10) c_e_link(2_1_10)_ 1
     z(2_1_10) c_e_link(2_1_11)_ -1
     z(2_1_10) c_u_cap(45)_ 1
     z(2_1_10) c_u_cap(54)_ -1
     z(2_1_11) c_e_link(2_1_11)_ 1
     z(2_1_11) c_u_cap(46)_ 1
     z(2_1_11) c_u_cap(47)_ 1
     z(2_1_11) c_u_cap(48)_ 1
     z(2_1_11) c_u_cap(49)_ 1
     z(2_1_11) c_u_cap(50)_ 1
     z(2_1_11) c_u_cap(51)_ 1
     z(2_1_11) c_u_cap(52)_ 1
     z(2_1_11) c_u_cap(53)_ 1
     z(2_1_11) c_u_cap(54)_ 1
     z(3_0_6) c_e_link(3_0_6)_ 1
     z(3_0_6) c_e_link(3_0_7)_ -1
     z(3_0_6) c_u_cap(4)_ 1
     z(3_0_6) c_u_cap(12)_ -1
     z(3_0_7) c_e_link(3_0_7)_ 1
     z(3_0_7) c_e_link(3_0_8)_ -1
     z(3_0_7) c_u_cap(5)_ 1
     z(3_0_7) c_u_cap(13)_ -1
     z(3_0_8) c_e_link(3_0_8)_ 1
     z(3_0_8) c_e_link(3_0_9)_ -1
     z(3_0_8) c_u_cap(6)_ 1
     z(3_0_8) c_u_cap(14)_ -1
     z(3_0_9) c_e_link(3_0_9)_ 1
     z(3_0_9) c_e_link(3_0_10)_ -1
     z(3_0_9) c_u_cap(7)_ 1
     z(3_0_9) c_u_cap(15)_ -1
     z(3_0_10) c_e_link(3_0_10)_ 1
     z(3_0_10) c_e_link(3_0_11)_ -1
     z(3_0_10) c_u_cap(8)_ 1
     z(3_0_10) c_u_cap(16)_ -1
     z(3_0_11) c_e_link(3_0_11)_ 1
     z(3_0_11) c_e_link(3_0_12)_ -1
     z(3_0_11) c_u_cap(9)_ 1
     z(3_0_11) c_u_cap(17)_ -1
     z(3_0_12) c_e_link(3_0_12)_ 1
     z(3_0_12) c_e_link(3_0_13)_ -1
     z(3_0_12) c_u_cap(10)_ 1
     z(3_0_12) c_u_cap(18)_ -1
     z(3_0_13) c_e_link(3_0_13)_ 1
     z(3_0_13) c_e_link(3_0_14)_ -1
     z(3_0_13) c_u_cap(11)_ 1
     z(3_0_13) c_u_cap(19)_ -1
     z(3_0_14) c_e_link(3_0_14)_ 1
     z(3_0_14) c_e_link(3_0_15)_ -1
     z(3_0_14) c_u_cap(12)_ 1
     z(3_0_14) c_u_cap(20)_ -1
     z(3_0_15) c_e_link(3_0_15)_ 1
     z(3_0_15) c_e_link(3_0_16)_ -1
     z(3_0_15) c_u_cap(13)_ 1
     z(3_0_15) c_u_cap(21)_ -1
     z(3_0_16) c_e_link(3_0_16)_ 1
     z(3_0_16) c_e_link(3_0_17)_ -1
     z(3_0_16) c_u_cap(14)_ 1
     z(3_0_16) c_u_cap(22)_ -1
     z(3_0_17) c_e_link(3_0_17)_ 1
     z(3_0_17) c_u_cap(15)_ 1
     z(3_0_17) c_u_cap(16)_ 1
     z(3_0_17) c_u_cap(17)_ 1
     z(3_0_17) c_u_cap(18)_ 1
     z(3_0_17) c_u_cap(19)_ 1
     z(3_0_17) c_u_cap(20)_ 1
     z(3_0_17) c_u_cap(21)_ 1
     z(3_0_17) c_u_cap(22)_ 1
     z(3_1_6) c_e_link(3_1_6)_ 1
     z(3_1_6) c_e_link(3_1_7)_ -1
     z(3_1_6) c_u_cap(41)_ 1
     z(3_1_6) c_u_cap(53)_ -1
     z(3_1_7) c_e_link(3_1_7)_ 1
     z(3_1_7) c_e_link(3_1_8)_ -1
     z(3_1_7) c_u_cap(42)_ 1
     z(3_1_7) c_u_cap(54)_ -1
     z(3_1_8) c_e_link(3_1_8)_ 1
     z(3_1_8) c_e_link(3_1_9)_ -1
     z(3_1_8) c_u_cap(43)_ 1
     z(3_1_8) c_u_cap(55)_ -1
     z(3_1_9) c_e_link(3_1_9)_ 1
     z(3_1_9) c_e_link(3_1_10)_ -1
     z(3_1_9) c_u_cap(44)_ 1
     z(3_1_9) c_u_cap(56)_ -1
     z(3_1_10) c_e_link(3_1_10)_ 1
     z(3_1_10) c_e_link(3_1_11)_ -1
     z(3_1_10) c_u_cap(45)_ 1
     z(3_1_10) c_u_cap(57)_ -1
     z(3_1_11) c_e_link(3_1_11)_ 1
     z(3_1_11) c_e_link(3_1_12)_ -1
     z(3_1_11) c_u_cap(46)_ 1
     z(3_1_11) c_u_cap(58)_ -1
     z(3_1_12) c_e_link(3_1_12)_ 1
     z(3_1_12) c_e_link(3_1_13)_ -1
     z(3_1_12) c_u_cap(47)_ 1
     z(3_1_12) c_u_cap(59)_ -1
     z(3_1_13) c_e_link(3_1_13)_ 1
     z(3_1_13) c_u_cap(48)_ 1
     z(3_1_13) c_u_cap(49)_ 1
     z(3_1_13) c_u_cap(50)_ 1
     z(3_1_13) c_u_cap(51)_ 1
     z(3_1_13) c_u_cap(52)_ 1
     z(3_1_13) c_u_cap(53)_ 1
     z(3_1_13) c_u_cap(54)_ 1
     z(3_1_13) c_u_cap(55)_ 1
     z(3_1_13) c_u_cap(56)_ 1
     z(3_1_13) c_u_cap(57)_ 1
     z(3_1_13) c_u_cap(58)_ 1
     z(3_1_13) c_u_cap(59)_ 1
     z(4_0_11) c_e_link(4_0_11)_ 1
     z(4_0_11) c_e_link(4_0_12)_ -1
     z(4_0_11) c_u_cap(9)_ 1
     z(4_0_11) c_u_cap(17)_ -1
     z(4_0_12) c_e_link(4_0_12)_ 1
     z(4_0_12) c_e_link(4_0_13)_ -1
     z(4_0_12) c_u_cap(10)_ 1
     z(4_0_12) c_u_cap(18)_ -1
     z(4_0_13) c_e_link(4_0_13)_ 1
     z(4_0_13) c_e_link(4_0_14)_ -1
     z(4_0_13) c_u_cap(11)_ 1
     z(4_0_13) c_u_cap(19)_ -1
     z(4_0_14) c_e_link(4_0_14)_ 1
     z(4_0_14) c_e_link(4_0_15)_ -1
     z(4_0_14) c_u_cap(12)_ 1
     z(4_0_14) c_u_cap(20)_ -1
     z(4_0_15) c_e_link(4_0_15)_ 1
     z(4_0_15) c_e_link(4_0_16)_ -1
     z(4_0_15) c_u_cap(13)_ 1
     z(4_0_15) c_u_cap(21)_ -1
     z(4_0_16) c_e_link(4_0_16)_ 1
     z(4_0_16) c_e_link(4_0_17)_ -1
     z(4_0_16) c_u_cap(14)_ 1
     z(4_0_16) c_u_cap(22)_ -1
     z(4_0_17) c_e_link(4_0_17)_ 1
     z(4_0_17) c_e_link(4_0_18)_ -1
     z(4_0_17) c_u_cap(15)_ 1
     z(4_0_17) c_u_cap(23)_ -1
     z(4_0_18) c_e_link(4_0_18)_ 1
     z(4_0_18) c_e_link(4_0_19)_ -1
     z(4_0_18) c_u_cap(16)_ 1
     z(4_0_18) c_u_cap(24)_ -1
     z(4_0_19) c_e_link(4_0_19)_ 1
     z(4_0_19) c_e_link(4_0_20)_ -1
     z(4_0_19) c_u_cap(17)_ 1
     z(4_0_19) c_u_cap(25)_ -1
     z(4_0_20) c_e_link(4_0_20)_ 1
     z(4_0_20) c_e_link(4_0_21)_ -1
     z(4_0_20) c_u_cap(18)_ 1
     z(4_0_20) c_u_cap(26)_ -1
     z(4_0_21) c_e_link(4_0_21)_ 1
     z(4_0_21) c_e_link(4_0_22)_ -1
     z(4_0_21) c_u_cap(19)_ 1
     z(4_0_21) c_u_cap(27)_ -1
     z(4_0_22) c_e_link(4_0_22)_ 1
     z(4_0_22) c_e_link(4_0_23)_ -1
     z(4_0_22) c_u_cap(20)_ 1
     z(4_0_22) c_u_cap(28)_ -1
     z(4_0_23) c_e_link(4_0_23)_ 1
     z(4_0_23) c_e_link(4_0_24)_ -1
     z(4_0_23) c_u_cap(21)_ 1
     z(4_0_23) c_u_cap(29)_ -1
     z(4_0_24) c_e_link(4_0_24)_ 1
     z(4_0_24) c_e_link(4_0_25)_ -1
     z(4_0_24) c_u_cap(22)_ 1
     z(4_0_24) c_u_cap(30)_ -1
     z(4_0_25) c_e_link(4_0_25)_ 1
     z(4_0_25) c_e_link(4_0_26)_ -1
     z(4_0_25) c_u_cap(23)_ 1
     z(4_0_25) c_u_cap(31)_ -1
     z(4_0_26) c_e_link(4_0_26)_ 1
     z(4_0_26) c_u_cap(24)_ 1
     z(4_0_26) c_u_cap(25)_ 1
     z(4_0_26) c_u_cap(26)_ 1
     z(4_0_26) c_u_cap(27)_ 1
     z(4_0_26) c_u_cap(28)_ 1
     z(4_0_26) c_u_cap(29)_ 1
     z(4_0_26) c_u_cap(30)_ 1
     z(4_0_26) c_u_cap(31)_ 1
     z(4_1_11) c_e_link(4_1_11)_ 1
     z(4_1_11) c_e_link(4_1_12)_ -1
     z(4_1_11) c_u_cap(46)_ 1
     z(4_1_11) c_u_cap(58)_ -1
     z(4_1_12) c_e_link(4_1_12)_ 1
     z(4_1_12) c_e_link(4_1_13)_ -1
     z(4_1_12) c_u_cap(47)_ 1
     z(4_1_12) c_u_cap(59)_ -1
     z(4_1_13) c_e_link(4_1_13)_ 1
     z(4_1_13) c_e_link(4_1_14)_ -1
     z(4_1_13) c_u_cap(48)_ 1
     z(4_1_13) c_u_cap(60)_ -1
     z(4_1_14) c_e_link(4_1_14)_ 1
     z(4_1_14) c_e_link(4_1_15)_ -1
     z(4_1_14) c_u_cap(49)_ 1
     z(4_1_14) c_u_cap(61)_ -1
     z(4_1_15) c_e_link(4_1_15)_ 1
     z(4_1_15) c_e_link(4_1_16)_ -1
     z(4_1_15) c_u_cap(50)_ 1
     z(4_1_15) c_u_cap(62)_ -1
     z(4_1_16) c_e_link(4_1_16)_ 1
     z(4_1_16) c_e_link(4_1_17)_ -1
     z(4_1_16) c_u_cap(51)_ 1
     z(4_1_16) c_u_cap(63)_ -1
     z(4_1_17) c_e_link(4_1_17)_ 1
     z(4_1_17) c_e_link(4_1_18)_ -1
     z(4_1_17) c_u_cap(52)_ 1
     z(4_1_17) c_u_cap(64)_ -1
     z(4_1_18) c_e_link(4_1_18)_ 1
     z(4_1_18) c_e_link(4_1_19)_ -1
     z(4_1_18) c_u_cap(53)_ 1
     z(4_1_18) c_u_cap(65)_ -1
     z(4_1_19) c_e_link(4_1_19)_ 1
     z(4_1_19) c_e_link(4_1_20)_ -1
     z(4_1_19) c_u_cap(54)_ 1
     z(4_1_19) c_u_cap(66)_ -1
     z(4_1_20) c_e_link(4_1_20)_ 1
     z(4_1_20) c_e_link(4_1_21)_ -1
     z(4_1_20) c_u_cap(55)_ 1
     z(4_1_20) c_u_cap(67)_ -1
     z(4_1_21) c_e_link(4_1_21)_ 1
     z(4_1_21) c_e_link(4_1_22)_ -1
     z(4_1_21) c_u_cap(56)_ 1
     z(4_1_21) c_u_cap(68)_ -1
     z(4_1_22) c_e_link(4_1_22)_ 1
     z(4_1_22) c_u_cap(57)_ 1
     z(4_1_22) c_u_cap(58)_ 1
     z(4_1_22) c_u_cap(59)_ 1
     z(4_1_22) c_u_cap(60)_ 1
     z(4_1_22) c_u_cap(61)_ 1
     z(4_1_22) c_u_cap(62)_ 1
     z(4_1_22) c_u_cap(63)_ 1
     z(4_1_22) c_u_cap(64)_ 1
     z(4_1_22) c_u_cap(65)_ 1
     z(4_1_22) c_u_cap(66)_ 1
     z(4_1_22) c_u_cap(67)_ 1
     z(4_1_22) c_u_cap(68)_ 1
     z(5_0_15) c_e_link(5_0_15)_ 1
     z(5_0_15) c_e_link(5_0_16)_ -1
     z(5_0_15) c_u_cap(13)_ 1
     z(5_0_15) c_u_cap(17)_ -1
     z(5_0_16) c_e_link(5_0_16)_ 1
     z(5_0_16) c_e_link(5_0_17)_ -1
     z(5_0_16) c_u_cap(14)_ 1
     z(5_0_16) c_u_cap(18)_ -1
     z(5_0_17) c_e_link(5_0_17)_ 1
     z(5_0_17) c_e_link(5_0_18)_ -1
     z(5_0_17) c_u_cap(15)_ 1
     z(5_0_17) c_u_cap(19)_ -1
     z(5_0_18) c_e_link(5_0_18)_ 1
     z(5_0_18) c_e_link(5_0_19)_ -1
     z(5_0_18) c_u_cap(16)_ 1
     z(5_0_18) c_u_cap(20)_ -1
     z(5_0_19) c_e_link(5_0_19)_ 1
     z(5_0_19) c_u_cap(17)_ 1
     z(5_0_19) c_u_cap(18)_ 1
     z(5_0_19) c_u_cap(19)_ 1
     z(5_0_19) c_u_cap(20)_ 1
     z(5_1_15) c_e_link(5_1_15)_ 1
     z(5_1_15) c_e_link(5_1_16)_ -1
     z(5_1_15) c_u_cap(50)_ 1
     z(5_1_15) c_u_cap(56)_ -1
     z(5_1_16) c_e_link(5_1_16)_ 1
     z(5_1_16) c_e_link(5_1_17)_ -1
     z(5_1_16) c_u_cap(51)_ 1
     z(5_1_16) c_u_cap(57)_ -1
     z(5_1_17) c_e_link(5_1_17)_ 1
     z(5_1_17) c_u_cap(52)_ 1
     z(5_1_17) c_u_cap(53)_ 1
     z(5_1_17) c_u_cap(54)_ 1
     z(5_1_17) c_u_cap(55)_ 1
     z(5_1_17) c_u_cap(56)_ 1
     z(5_1_17) c_u_cap(57)_ 1
     z(6_0_20) c_e_link(6_0_20)_ 1
     z(6_0_20) c_e_link(6_0_21)_ -1
     z(6_0_20) c_u_cap(18)_ 1
     z(6_0_20) c_u_cap(30)_ -1
     z(6_0_21) c_e_link(6_0_21)_ 1
     z(6_0_21) c_e_link(6_0_22)_ -1
     z(6_0_21) c_u_cap(19)_ 1
     z(6_0_21) c_u_cap(31)_ -1
     z(6_0_22) c_e_link(6_0_22)_ 1
     z(6_0_22) c_e_link(6_0_23)_ -1
     z(6_0_22) c_u_cap(20)_ 1
     z(6_0_22) c_u_cap(32)_ -1
     z(6_0_23) c_e_link(6_0_23)_ 1
     z(6_0_23) c_e_link(6_0_24)_ -1
     z(6_0_23) c_u_cap(21)_ 1
     z(6_0_23) c_u_cap(33)_ -1
     z(6_0_24) c_e_link(6_0_24)_ 1
     z(6_0_24) c_e_link(6_0_25)_ -1
     z(6_0_24) c_u_cap(22)_ 1
     z(6_0_24) c_u_cap(34)_ -1
     z(6_0_25) c_e_link(6_0_25)_ 1
     z(6_0_25) c_e_link(6_0_26)_ -1
     z(6_0_25) c_u_cap(23)_ 1
     z(6_0_25) c_u_cap(35)_ -1
     z(6_0_26) c_e_link(6_0_26)_ 1
     z(6_0_26) c_e_link(6_0_27)_ -1
     z(6_0_26) c_u_cap(24)_ 1
     z(6_0_26) c_u_cap(36)_ -1
     z(6_0_27) c_e_link(6_0_27)_ 1
     z(6_0_27) c_e_link(6_0_28)_ -1
     z(6_0_27) c_u_cap(25)_ 1
     z(6_0_28) c_e_link(6_0_28)_ 1
     z(6_0_28) c_e_link(6_0_29)_ -1
     z(6_0_28) c_u_cap(26)_ 1
     z(6_0_29) c_e_link(6_0_29)_ 1
     z(6_0_29) c_e_link(6_0_30)_ -1
     z(6_0_29) c_u_cap(27)_ 1
     z(6_0_30) c_e_link(6_0_30)_ 1
     z(6_0_30) c_e_link(6_0_31)_ -1
     z(6_0_30) c_u_cap(28)_ 1
     z(6_0_31) c_e_link(6_0_31)_ 1
     z(6_0_31) c_e_link(6_0_32)_ -1
     z(6_0_31) c_u_cap(29)_ 1
     z(6_0_32) c_e_link(6_0_32)_ 1
     z(6_0_32) c_e_link(6_0_33)_ -1
     z(6_0_32) c_u_cap(30)_ 1
     z(6_0_33) c_e_link(6_0_33)_ 1
     z(6_0_33) c_e_link(6_0_34)_ -1
     z(6_0_33) c_u_cap(31)_ 1
     z(6_0_34) c_e_link(6_0_34)_ 1
     z(6_0_34) c_e_link(6_0_35)_ -1
     z(6_0_34) c_u_cap(32)_ 1
     z(6_0_35) c_e_link(6_0_35)_ 1
     z(6_0_35) c_e_link(6_0_36)_ -1
     z(6_0_35) c_u_cap(33)_ 1
     z(6_0_36) c_e_link(6_0_36)_ 1
     z(6_0_36) c_e_link(6_0_37)_ -1
     z(6_0_36) c_u_cap(34)_ 1
     z(6_0_37) c_e_link(6_0_37)_ 1
     z(6_0_37) c_e_link(6_0_38)_ -1
     z(6_0_37) c_u_cap(35)_ 1
     z(6_0_38) c_e_link(6_0_38)_ 1
     z(6_0_38) c_u_cap(36)_ 1
     z(6_1_20) c_e_link(6_1_20)_ 1
     z(6_1_20) c_e_link(6_1_21)_ -1
     z(6_1_20) c_u_cap(55)_ 1
     z(6_1_20) c_u_cap(73)_ -1
     z(6_1_21) c_e_link(6_1_21)_ 1
     z(6_1_21) c_e_link(6_1_22)_ -1
     z(6_1_21) c_u_cap(56)_ 1
     z(6_1_22) c_e_link(6_1_22)_ 1
     z(6_1_22) c_e_link(6_1_23)_ -1
     z(6_1_22) c_u_cap(57)_ 1
     z(6_1_23) c_e_link(6_1_23)_ 1
     z(6_1_23) c_e_link(6_1_24)_ -1
     z(6_1_23) c_u_cap(58)_ 1
     z(6_1_24) c_e_link(6_1_24)_ 1
     z(6_1_24) c_e_link(6_1_25)_ -1
     z(6_1_24) c_u_cap(59)_ 1
     z(6_1_25) c_e_link(6_1_25)_ 1
     z(6_1_25) c_e_link(6_1_26)_ -1
     z(6_1_25) c_u_cap(60)_ 1
     z(6_1_26) c_e_link(6_1_26)_ 1
     z(6_1_26) c_e_link(6_1_27)_ -1
     z(6_1_26) c_u_cap(61)_ 1
     z(6_1_27) c_e_link(6_1_27)_ 1
     z(6_1_27) c_e_link(6_1_28)_ -1
     z(6_1_27) c_u_cap(62)_ 1
     z(6_1_28) c_e_link(6_1_28)_ 1
     z(6_1_28) c_e_link(6_1_29)_ -1
     z(6_1_28) c_u_cap(63)_ 1
     z(6_1_29) c_e_link(6_1_29)_ 1
     z(6_1_29) c_e_link(6_1_30)_ -1
     z(6_1_29) c_u_cap(64)_ 1
     z(6_1_30) c_e_link(6_1_30)_ 1
     z(6_1_30) c_e_link(6_1_31)_ -1
     z(6_1_30) c_u_cap(65)_ 1
     z(6_1_31) c_e_link(6_1_31)_ 1
     z(6_1_31) c_e_link(6_1_32)_ -1
     z(6_1_31) c_u_cap(66)_ 1
     z(6_1_32) c_e_link(6_1_32)_ 1
     z(6_1_32) c_u_cap(67)_ 1
     z(6_1_32) c_u_cap(68)_ 1
     z(6_1_32) c_u_cap(69)_ 1
     z(6_1_32) c_u_cap(70)_ 1
     z(6_1_32) c_u_cap(71)_ 1
     z(6_1_32) c_u_cap(72)_ 1
     z(6_1_32) c_u_cap(73)_ 1
     z(7_0_21) c_e_link(7_0_21)_ 1
     z(7_0_21) c_e_link(7_0_22)_ -1
     z(7_0_21) c_u_cap(19)_ 1
     z(7_0_21) c_u_cap(21)_ -1
     z(7_0_22) c_e_link(7_0_22)_ 1
     z(7_0_22) c_e_link(7_0_23)_ -1
     z(7_0_22) c_u_cap(20)_ 1
     z(7_0_22) c_u_cap(22)_ -1
     z(7_0_23) c_e_link(7_0_23)_ 1
     z(7_0_23) c_e_link(7_0_24)_ -1
     z(7_0_23) c_u_cap(21)_ 1
     z(7_0_23) c_u_cap(23)_ -1
     z(7_0_24) c_e_link(7_0_24)_ 1
     z(7_0_24) c_e_link(7_0_25)_ -1
     z(7_0_24) c_u_cap(22)_ 1
     z(7_0_24) c_u_cap(24)_ -1
     z(7_0_25) c_e_link(7_0_25)_ 1
     z(7_0_25) c_e_link(7_0_26)_ -1
     z(7_0_25) c_u_cap(23)_ 1
     z(7_0_25) c_u_cap(25)_ -1
     z(7_0_26) c_e_link(7_0_26)_ 1
     z(7_0_26) c_e_link(7_0_27)_ -1
     z(7_0_26) c_u_cap(24)_ 1
     z(7_0_26) c_u_cap(26)_ -1
     z(7_0_27) c_e_link(7_0_27)_ 1
     z(7_0_27) c_e_link(7_0_28)_ -1
     z(7_0_27) c_u_cap(25)_ 1
     z(7_0_27) c_u_cap(27)_ -1
     z(7_0_28) c_e_link(7_0_28)_ 1
     z(7_0_28) c_u_cap(26)_ 1
     z(7_0_28) c_u_cap(27)_ 1
     z(8_0_21) c_e_link(8_0_21)_ 1
     z(8_0_21) c_e_link(8_0_22)_ -1
     z(8_0_21) c_u_cap(19)_ 1
     z(8_0_21) c_u_cap(23)_ -1
     z(8_0_22) c_e_link(8_0_22)_ 1
     z(8_0_22) c_e_link(8_0_23)_ -1
     z(8_0_22) c_u_cap(20)_ 1
     z(8_0_22) c_u_cap(24)_ -1
     z(8_0_23) c_e_link(8_0_23)_ 1
     z(8_0_23) c_e_link(8_0_24)_ -1
     z(8_0_23) c_u_cap(21)_ 1
     z(8_0_23) c_u_cap(25)_ -1
     z(8_0_24) c_e_link(8_0_24)_ 1
     z(8_0_24) c_u_cap(22)_ 1
     z(8_0_24) c_u_cap(23)_ 1
     z(8_0_24) c_u_cap(24)_ 1
     z(8_0_24) c_u_cap(25)_ 1
     z(8_1_21) c_e_link(8_1_21)_ 1
     z(8_1_21) c_e_link(8_1_22)_ -1
     z(8_1_21) c_u_cap(56)_ 1
     z(8_1_21) c_u_cap(62)_ -1
     z(8_1_22) c_e_link(8_1_22)_ 1
     z(8_1_22) c_u_cap(57)_ 1
     z(8_1_22) c_u_cap(58)_ 1
     z(8_1_22) c_u_cap(59)_ 1
     z(8_1_22) c_u_cap(60)_ 1
     z(8_1_22) c_u_cap(61)_ 1
     z(8_1_22) c_u_cap(62)_ 1
     z(9_0_22) c_e_link(9_0_22)_ 1
     z(9_0_22) c_e_link(9_0_23)_ -1
     z(9_0_22) c_u_cap(20)_ 1
     z(9_0_22) c_u_cap(26)_ -1
     z(9_0_23) c_e_link(9_0_23)_ 1
     z(9_0_23) c_e_link(9_0_24)_ -1
     z(9_0_23) c_u_cap(21)_ 1
     z(9_0_23) c_u_cap(27)_ -1
     z(9_0_24) c_e_link(9_0_24)_ 1
     z(9_0_24) c_e_link(9_0_25)_ -1
     z(9_0_24) c_u_cap(22)_ 1
     z(9_0_24) c_u_cap(28)_ -1
     z(9_0_25) c_e_link(9_0_25)_ 1
     z(9_0_25) c_e_link(9_0_26)_ -1
     z(9_0_25) c_u_cap(23)_ 1
     z(9_0_25) c_u_cap(29)_ -1
     z(9_0_26) c_e_link(9_0_26)_ 1
     z(9_0_26) c_e_link(9_0_27)_ -1
     z(9_0_26) c_u_cap(24)_ 1
     z(9_0_26) c_u_cap(30)_ -1
     z(9_0_27) c_e_link(9_0_27)_ 1
     z(9_0_27) c_e_link(9_0_28)_ -1
     z(9_0_27) c_u_cap(25)_ 1
     z(9_0_27) c_u_cap(31)_ -1
     z(9_0_28) c_e_link(9_0_28)_ 1
     z(9_0_28) c_e_link(9_0_29)_ -1
     z(9_0_28) c_u_cap(26)_ 1
     z(9_0_28) c_u_cap(32)_ -1
     z(9_0_29) c_e_link(9_0_29)_ 1
     z(9_0_29) c_e_link(9_0_30)_ -1
     z(9_0_29) c_u_cap(27)_ 1
     z(9_0_29) c_u_cap(33)_ -1
     z(9_0_30) c_e_link(9_0_30)_ 1
     z(9_0_30) c_e_link(9_0_31)_ -1
     z(9_0_30) c_u_cap(28)_ 1
     z(9_0_30) c_u_cap(34)_ -1
     z(9_0_31) c_e_link(9_0_31)_ 1
     z(9_0_31) c_e_link(9_0_32)_ -1
     z(9_0_31) c_u_cap(29)_ 1
     z(9_0_31) c_u_cap(35)_ -1
     z(9_0_32) c_e_link(9_0_32)_ 1
     z(9_0_32) c_e_link(9_0_33)_ -1
     z(9_0_32) c_u_cap(30)_ 1
     z(9_0_32) c_u_cap(36)_ -1
     z(9_0_33) c_e_link(9_0_33)_ 1
     z(9_0_33) c_u_cap(31)_ 1
     z(9_0_33) c_u_cap(32)_ 1
     z(9_0_33) c_u_cap(33)_ 1
     z(9_0_33) c_u_cap(34)_ 1
     z(9_0_33) c_u_cap(35)_ 1
     z(9_0_33) c_u_cap(36)_ 1
     z(9_1_22) c_e_link(9_1_22)_ 1
     z(9_1_22) c_e_link(9_1_23)_ -1
     z(9_1_22) c_u_cap(57)_ 1
     z(9_1_22) c_u_cap(66)_ -1
     z(9_1_23) c_e_link(9_1_23)_ 1
     z(9_1_23) c_e_link(9_1_24)_ -1
     z(9_1_23) c_u_cap(58)_ 1
     z(9_1_23) c_u_cap(67)_ -1
     z(9_1_24) c_e_link(9_1_24)_ 1
     z(9_1_24) c_e_link(9_1_25)_ -1
     z(9_1_24) c_u_cap(59)_ 1
     z(9_1_24) c_u_cap(68)_ -1
     z(9_1_25) c_e_link(9_1_25)_ 1
     z(9_1_25) c_e_link(9_1_26)_ -1
     z(9_1_25) c_u_cap(60)_ 1
     z(9_1_25) c_u_cap(69)_ -1
     z(9_1_26) c_e_link(9_1_26)_ 1
     z(9_1_26) c_e_link(9_1_27)_ -1
     z(9_1_26) c_u_cap(61)_ 1
     z(9_1_26) c_u_cap(70)_ -1
     z(9_1_27) c_e_link(9_1_27)_ 1
     z(9_1_27) c_e_link(9_1_28)_ -1
     z(9_1_27) c_u_cap(62)_ 1
     z(9_1_27) c_u_cap(71)_ -1
     z(9_1_28) c_e_link(9_1_28)_ 1
     z(9_1_28) c_e_link(9_1_29)_ -1
     z(9_1_28) c_u_cap(63)_ 1
     z(9_1_28) c_u_cap(72)_ -1
     z(9_1_29) c_e_link(9_1_29)_ 1
     z(9_1_29) c_e_link(9_1_30)_ -1
     z(9_1_29) c_u_cap(64)_ 1
     z(9_1_29) c_u_cap(73)_ -1
     z(9_1_30) c_e_link(9_1_30)_ 1
     z(9_1_30) c_u_cap(65)_ 1
     z(9_1_30) c_u_cap(66)_ 1
     z(9_1_30) c_u_cap(67)_ 1
     z(9_1_30) c_u_cap(68)_ 1
     z(9_1_30) c_u_cap(69)_ 1
     z(9_1_30) c_u_cap(70)_ 1
     z(9_1_30) c_u_cap(71)_ 1
     z(9_1_30) c_u_cap(72)_ 1
     z(9_1_30) c_u_cap(73)_ 1
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
     RHS c_e_link(0_0_0)_ 0
     RHS c_e_link(0_0_1)_ 0
     RHS c_e_link(0_0_2)_ 0
     RHS c_e_link(0_0_3)_ 0
     RHS c_e_link(0_1_0)_ 0
     RHS c_e_link(0_1_1)_ 0
     RHS c_e_link(0_1_2)_ 0
     RHS c_e_link(1_0_2)_ 0
     RHS c_e_link(1_0_3)_ 0
     RHS c_e_link(1_0_4)_ 0
     RHS c_e_link(1_0_5)_ 0
     RHS c_e_link(1_0_6)_ 0
     RHS c_e_link(1_0_7)_ 0
     RHS c_e_link(1_0_8)_ 0
     RHS c_e_link(1_0_9)_ 0
     RHS c_e_link(1_0_10)_ 0
     RHS c_e_link(1_0_11)_ 0
     RHS c_e_link(1_0_12)_ 0
     RHS c_e_link(1_0_13)_ 0
     RHS c_e_link(1_0_14)_ 0
     RHS c_e_link(1_0_15)_ 0
     RHS c_e_link(1_0_16)_ 0
     RHS c_e_link(1_0_17)_ 0
     RHS c_e_link(1_0_18)_ 0
     RHS c_e_link(1_0_19)_ 0
     RHS c_e_link(1_0_20)_ 0
     RHS c_e_link(1_0_21)_ 0
     RHS c_e_link(1_0_22)_ 0
     RHS c_e_link(1_0_23)_ 0
     RHS c_e_link(1_0_24)_ 0
     RHS c_e_link(1_1_2)_ 0
     RHS c_e_link(1_1_3)_ 0
     RHS c_e_link(1_1_4)_ 0
     RHS c_e_link(1_1_5)_ 0
     RHS c_e_link(1_1_6)_ 0
     RHS c_e_link(1_1_7)_ 0
     RHS c_e_link(1_1_8)_ 0
     RHS c_e_link(1_1_9)_ 0
     RHS c_e_link(1_1_10)_ 0
     RHS c_e_link(1_1_11)_ 0
     RHS c_e_link(1_1_12)_ 0
     RHS c_e_link(1_1_13)_ 0
     RHS c_e_link(1_1_14)_ 0
     RHS c_e_link(1_1_15)_ 0
     RHS c_e_link(1_1_16)_ 0
     RHS c_e_link(1_1_17)_ 0
     RHS c_e_link(1_1_18)_ 0
     RHS c_e_link(1_1_19)_ 0
     RHS c_e_link(1_2_2)_ 0
     RHS c_e_link(1_2_3)_ 0
     RHS c_e_link(1_2_4)_ 0
     RHS c_e_link(2_0_5)_ 0
     RHS c_e_link(2_0_6)_ 0
     RHS c_e_link(2_0_7)_ 0
     RHS c_e_link(2_0_8)_ 0
     RHS c_e_link(2_0_9)_ 0
     RHS c_e_link(2_0_10)_ 0
     RHS c_e_link(2_0_11)_ 0
     RHS c_e_link(2_0_12)_ 0
     RHS c_e_link(2_0_13)_ 0
     RHS c_e_link(2_0_14)_ 0
     RHS c_e_link(2_1_5)_ 0
     RHS c_e_link(2_1_6)_ 0
     RHS c_e_link(2_1_7)_ 0
     RHS c_e_link(2_1_8)_ 0
     RHS c_e_link(2_1_9)_ 0
     RHS c_e_link(2_1_10)_ 0
     RHS c_e_link(2_1_11)_ 0
     RHS c_e_link(3_0_6)_ 0
     RHS c_e_link(3_0_7)_ 0
     RHS c_e_link(3_0_8)_ 0
     RHS c_e_link(3_0_9)_ 0
     RHS c_e_link(3_0_10)_ 0
     RHS c_e_link(3_0_11)_ 0
     RHS c_e_link(3_0_12)_ 0
     RHS c_e_link(3_0_13)_ 0
     RHS c_e_link(3_0_14)_ 0
     RHS c_e_link(3_0_15)_ 0
     RHS c_e_link(3_0_16)_ 0
     RHS c_e_link(3_0_17)_ 0
     RHS c_e_link(3_1_6)_ 0
     RHS c_e_link(3_1_7)_ 0
     RHS c_e_link(3_1_8)_ 0
     RHS c_e_link(3_1_9)_ 0
     RHS c_e_link(3_1_10)_ 0
     RHS c_e_link(3_1_11)_ 0
     RHS c_e_link(3_1_12)_ 0
     RHS c_e_link(3_1_13)_ 0
     RHS c_e_link(4_0_11)_ 0
     RHS c_e_link(4_0_12)_ 0
     RHS c_e_link(4_0_13)_ 0
     RHS c_e_link(4_0_14)_ 0
     RHS c_e_link(4_0_15)_ 0
     RHS c_e_link(4_0_16)_ 0
     RHS c_e_link(4_0_17)_ 0
     RHS c_e_link(4_0_18)_ 0
     RHS c_e_link(4_0_19)_ 0
     RHS c_e_link(4_0_20)_ 0
     RHS c_e_link(4_0_21)_ 0
     RHS c_e_link(4_0_22)_ 0
     RHS c_e_link(4_0_23)_ 0
     RHS c_e_link(4_0_24)_ 0
     RHS c_e_link(4_0_25)_ 0
     RHS c_e_link(4_0_26)_ 0
     RHS c_e_link(4_1_11)_ 0
     RHS c_e_link(4_1_12)_ 0
     RHS c_e_link(4_1_13)_ 0
     RHS c_e_link(4_1_14)_ 0
     RHS c_e_link(4_1_15)_ 0
     RHS c_e_link(4_1_16)_ 0
     RHS c_e_link(4_1_17)_ 0
     RHS c_e_link(4_1_18)_ 0
     RHS c_e_link(4_1_19)_ 0
     RHS c_e_link(4_1_20)_ 0
     RHS c_e_link(4_1_21)_ 0
     RHS c_e_link(4_1_22)_ 0
     RHS c_e_link(5_0_15)_ 0
     RHS c_e_link(5_0_16)_ 0
     RHS c_e_link(5_0_17)_ 0
     RHS c_e_link(5_0_18)_ 0
     RHS c_e_link(5_0_19)_ 0
     RHS c_e_link(5_1_15)_ 0
     RHS c_e_link(5_1_16)_ 0
     RHS c_e_link(5_1_17)_ 0
     RHS c_e_link(6_0_20)_ 0
     RHS c_e_link(6_0_21)_ 0
     RHS c_e_link(6_0_22)_ 0
     RHS c_e_link(6_0_23)_ 0
     RHS c_e_link(6_0_24)_ 0
     RHS c_e_link(6_0_25)_ 0
     RHS c_e_link(6_0_26)_ 0
     RHS c_e_link(6_0_27)_ 0
     RHS c_e_link(6_0_28)_ 0
     RHS c_e_link(6_0_29)_ 0
     RHS c_e_link(6_0_30)_ 0
     RHS c_e_link(6_0_31)_ 0
     RHS c_e_link(6_0_32)_ 0
     RHS c_e_link(6_0_33)_ 0
     RHS c_e_link(6_0_34)_ 0
     RHS c_e_link(6_0_35)_ 0
     RHS c_e_link(6_0_36)_ 0
     RHS c_e_link(6_0_37)_ 0
     RHS c_e_link(6_0_38)_ 0
     RHS c_e_link(6_1_20)_ 0
     RHS c_e_link(6_1_21)_ 0
     RHS c_e_link(6_1_22)_ 0
     RHS c_e_link(6_1_23)_ 0
     RHS c_e_link(6_1_24)_ 0
     RHS c_e_link(6_1_25)_ 0
     RHS c_e_link(6_1_26)_ 0
     RHS c_e_link(6_1_27)_ 0
     RHS c_e_link(6_1_28)_ 0
     RHS c_e_link(6_1_29)_ 0
     RHS c_e_link(6_1_30)_ 0
     RHS c_e_link(6_1_31)_ 0
     RHS c_e_link(6_1_32)_ 0
     RHS c_e_link(7_0_21)_ 0
     RHS c_e_link(7_0_22)_ 0
     RHS c_e_link(7_0_23)_ 0
     RHS c_e_link(7_0_24)_ 0
     RHS c_e_link(7_0_25)_ 0
     RHS c_e_link(7_0_26)_ 0
     RHS c_e_link(7_0_27)_ 0
     RHS c_e_link(7_0_28)_ 0
     RHS c_e_link(8_0_21)_ 0
     RHS c_e_link(8_0_22)_ 0
     RHS c_e_link(8_0_23)_ 0
     RHS c_e_link(8_0_24)_ 0
     RHS c_e_link(8_1_21)_ 0
     RHS c_e_link(8_1_22)_ 0
     RHS c_e_link(9_0_22)_ 0
     RHS c_e_link(9_0_23)_ 0
     RHS c_e_link(9_0_24)_ 0
     RHS c_e_link(9_0_25)_ 0
     RHS c_e_link(9_0_26)_ 0
     RHS c_e_link(9_0_27)_ 0
     RHS c_e_link(9_0_28)_ 0
     RHS c_e_link(9_0_29)_ 0
     RHS c_e_link(9_0_30)_ 0
     RHS c_e_link(9_0_31)_ 0
     RHS c_e_link(9_0_32)_ 0
     RHS c_e_link(9_0_33)_ 0
     RHS c_e_link(9_1_22)_ 0
     RHS c_e_link(9_1_23)_ 0
     RHS c_e_link(9_1_24)_ 0
     RHS c_e_link(9_1_25)_ 0
     RHS c_e_link(9_1_26)_ 0
     RHS c_e_link(9_1_27)_ 0
     RHS c_e_link(9_1_28)_ 0
     RHS c_e_link(9_1_29)_ 0
     RHS c_e_link(9_1_30)_ 0
     RHS c_u_cap(0)_ 1
     RHS c_u_cap(1)_ 1
     RHS c_u_cap(2)_ 1
     RHS c_u_cap(3)_ 1
     RHS c_u_cap(4)_ 1
     RHS c_u_cap(5)_ 1
     RHS c_u_cap(6)_ 1
     RHS c_u_cap(7)_ 1
     RHS c_u_cap(8)_ 1
     RHS c_u_cap(9)_ 1
     RHS c_u_cap(10)_ 1
     RHS c_u_cap(11)_ 1
     RHS c_u_cap(12)_ 1
     RHS c_u_cap(13)_ 1
     RHS c_u_cap(14)_ 1
     RHS c_u_cap(15)_ 1
     RHS c_u_cap(16)_ 1
     RHS c_u_cap(17)_ 1
     RHS c_u_cap(18)_ 1
     RHS c_u_cap(19)_ 1
     RHS c_u_cap(20)_ 1
     RHS c_u_cap(21)_ 1
     RHS c_u_cap(22)_ 1
     RHS c_u_cap(23)_ 1
     RHS c_u_cap(24)_ 1
     RHS c_u_cap(25)_ 1
     RHS c_u_cap(26)_ 1
     RHS c_u_cap(27)_ 1
     RHS c_u_cap(28)_ 1
     RHS c_u_cap(29)_ 1
     RHS c_u_cap(30)_ 1
     RHS c_u_cap(31)_ 1
     RHS c_u_cap(32)_ 1
     RHS c_u_cap(33)_ 1
     RHS c_u_cap(34)_ 1
     RHS c_u_cap(35)_ 1
     RHS c_u_cap(36)_ 1
     RHS c_u_cap(37)_ 1
     RHS c_u_cap(38)_ 1
     RHS c_u_cap(39)_ 1
     RHS c_u_cap(40)_ 1
     RHS c_u_cap(41)_ 1
     RHS c_u_cap(42)_ 1
     RHS c_u_cap(43)_ 1
     RHS c_u_cap(44)_ 1
     RHS c_u_cap(45)_ 1
     RHS c_u_cap(46)_ 1
     RHS c_u_cap(47)_ 1
     RHS c_u_cap(48)_ 1
     RHS c_u_cap(49)_ 1
     RHS c_u_cap(50)_ 1
     RHS c_u_cap(51)_ 1
     RHS c_u_cap(52)_ 1
     RHS c_u_cap(53)_ 1
     RHS c_u_cap(54)_ 1
     RHS c_u_cap(55)_ 1
     RHS c_u_cap(56)_ 1
     RHS c_u_cap(57)_ 1
     RHS c_u_cap(58)_ 1
     RHS c_u_cap(59)_ 1
     RHS c_u_cap(60)_ 1
     RHS c_u_cap(61)_ 1
     RHS c_u_cap(62)_ 1
     RHS c_u_cap(63)_ 1
     RHS c_u_cap(64)_ 1
     RHS c_u_cap(65)_ 1
     RHS c_u_cap(66)_ 1
     RHS c_u_cap(67)_ 1
     RHS c_u_cap(68)_ 1
     RHS c_u_cap(69)_ 1
     RHS c_u_cap(70)_ 1
     RHS c_u_cap(71)_ 1
     RHS c_u_cap(72)_ 1
     RHS c_u_cap(73)_ 1
     RHS c_u_dom(0)_ 5
     RHS c_u_dom(1)_ 25
     RHS c_u_dom(2)_ 23
     RHS c_u_dom(3)_ 25
     RHS c_u_dom(4)_ 23
BOUNDS
 BV BOUND x(0_0_0)
 BV BOUND x(0_0_1)
 BV BOUND x(0_0_2)
 BV BOUND x(0_0_3)
 BV BOUND x(0_1_0)
 BV BOUND x(0_1_1)
 BV BOUND x(0_1_2)
 BV BOUND x(1_0_2)
 BV BOUND x(1_0_3)
 BV BOUND x(1_0_4)
 BV BOUND x(1_0_5)
 BV BOUND x(1_0_6)
 BV BOUND x(1_0_7)
 BV BOUND x(1_0_8)
 BV BOUND x(1_0_9)
 BV BOUND x(1_0_10)
 BV BOUND x(1_0_11)
 BV BOUND x(1_0_12)
 BV BOUND x(1_0_13)
 BV BOUND x(1_0_14)
 BV BOUND x(1_0_15)
 BV BOUND x(1_0_16)
 BV BOUND x(1_0_17)
 BV BOUND x(1_0_18)
 BV BOUND x(1_0_19)
 BV BOUND x(1_0_20)
 BV BOUND x(1_0_21)
 BV BOUND x(1_0_22)
 BV BOUND x(1_0_23)
 BV BOUND x(1_0_24)
 BV BOUND x(1_1_2)
 BV BOUND x(1_1_3)
 BV BOUND x(1_1_4)
 BV BOUND x(1_1_5)
 BV BOUND x(1_1_6)
 BV BOUND x(1_1_7)
 BV BOUND x(1_1_8)
 BV BOUND x(1_1_9)
 BV BOUND x(1_1_10)
 BV BOUND x(1_1_11)
 BV BOUND x(1_1_12)
 BV BOUND x(1_1_13)
 BV BOUND x(1_1_14)
 BV BOUND x(1_1_15)
 BV BOUND x(1_1_16)
 BV BOUND x(1_1_17)
 BV BOUND x(1_1_18)
 BV BOUND x(1_1_19)
 BV BOUND x(1_2_2)
 BV BOUND x(1_2_3)
 BV BOUND x(1_2_4)
 BV BOUND x(2_0_5)
 BV BOUND x(2_0_6)
 BV BOUND x(2_0_7)
 BV BOUND x(2_0_8)
 BV BOUND x(2_0_9)
 BV BOUND x(2_0_10)
 BV BOUND x(2_0_11)
 BV BOUND x(2_0_12)
 BV BOUND x(2_0_13)
 BV BOUND x(2_0_14)
 BV BOUND x(2_1_5)
 BV BOUND x(2_1_6)
 BV BOUND x(2_1_7)
 BV BOUND x(2_1_8)
 BV BOUND x(2_1_9)
 BV BOUND x(2_1_10)
 BV BOUND x(2_1_11)
 BV BOUND x(3_0_6)
 BV BOUND x(3_0_7)
 BV BOUND x(3_0_8)
 BV BOUND x(3_0_9)
 BV BOUND x(3_0_10)
 BV BOUND x(3_0_11)
 BV BOUND x(3_0_12)
 BV BOUND x(3_0_13)
 BV BOUND x(3_0_14)
 BV BOUND x(3_0_15)
 BV BOUND x(3_0_16)
 BV BOUND x(3_0_17)
 BV BOUND x(3_1_6)
 BV BOUND x(3_1_7)
 BV BOUND x(3_1_8)
 BV BOUND x(3_1_9)
 BV BOUND x(3_1_10)
 BV BOUND x(3_1_11)
 BV BOUND x(3_1_12)
 BV BOUND x(3_1_13)
 BV BOUND x(4_0_11)
 BV BOUND x(4_0_12)
 BV BOUND x(4_0_13)
 BV BOUND x(4_0_14)
 BV BOUND x(4_0_15)
 BV BOUND x(4_0_16)
 BV BOUND x(4_0_17)
 BV BOUND x(4_0_18)
 BV BOUND x(4_0_19)
 BV BOUND x(4_0_20)
 BV BOUND x(4_0_21)
 BV BOUND x(4_0_22)
 BV BOUND x(4_0_23)
 BV BOUND x(4_0_24)
 BV BOUND x(4_0_25)
 BV BOUND x(4_0_26)
 BV BOUND x(4_1_11)
 BV BOUND x(4_1_12)
 BV BOUND x(4_1_13)
 BV BOUND x(4_1_14)
 BV BOUND x(4_1_15)
 BV BOUND x(4_1_16)
 BV BOUND x(4_1_17)
 BV BOUND x(4_1_18)
 BV BOUND x(4_1_19)
 BV BOUND x(4_1_20)
 BV BOUND x(4_1_21)
 BV BOUND x(4_1_22)
 BV BOUND x(5_0_15)
 BV BOUND x(5_0_16)
 BV BOUND x(5_0_17)
 BV BOUND x(5_0_18)
 BV BOUND x(5_0_19)
 BV BOUND x(5_1_15)
 BV BOUND x(5_1_16)
 BV BOUND x(5_1_17)
 BV BOUND x(6_0_20)
 BV BOUND x(6_0_21)
 BV BOUND x(6_0_22)
 BV BOUND x(6_0_23)
 BV BOUND x(6_0_24)
 BV BOUND x(6_0_25)
 BV BOUND x(6_0_26)
 BV BOUND x(6_0_27)
 BV BOUND x(6_0_28)
 BV BOUND x(6_0_29)
 BV BOUND x(6_0_30)
 BV BOUND x(6_0_31)
 BV BOUND x(6_0_32)
 BV BOUND x(6_0_33)
 BV BOUND x(6_0_34)
 BV BOUND x(6_0_35)
 BV BOUND x(6_0_36)
 BV BOUND x(6_0_37)
 BV BOUND x(6_0_38)
 BV BOUND x(6_1_20)
 BV BOUND x(6_1_21)
 BV BOUND x(6_1_22)
 BV BOUND x(6_1_23)
 BV BOUND x(6_1_24)
 BV BOUND x(6_1_25)
 BV BOUND x(6_1_26)
 BV BOUND x(6_1_27)
 BV BOUND x(6_1_28)
 BV BOUND x(6_1_29)
 BV BOUND x(6_1_30)
 BV BOUND x(6_1_31)
 BV BOUND x(6_1_32)
 BV BOUND x(7_0_21)
 BV BOUND x(7_0_22)
 BV BOUND x(7_0_23)
 BV BOUND x(7_0_24)
 BV BOUND x(7_0_25)
 BV BOUND x(7_0_26)
 BV BOUND x(7_0_27)
 BV BOUND x(7_0_28)
 BV BOUND x(8_0_21)
 BV BOUND x(8_0_22)
 BV BOUND x(8_0_23)
 BV BOUND x(8_0_24)
 BV BOUND x(8_1_21)
 BV BOUND x(8_1_22)
 BV BOUND x(9_0_22)
 BV BOUND x(9_0_23)
 BV BOUND x(9_0_24)
 BV BOUND x(9_0_25)
 BV BOUND x(9_0_26)
 BV BOUND x(9_0_27)
 BV BOUND x(9_0_28)
 BV BOUND x(9_0_29)
 BV BOUND x(9_0_30)
 BV BOUND x(9_0_31)
 BV BOUND x(9_0_32)
 BV BOUND x(9_0_33)
 BV BOUND x(9_1_22)
 BV BOUND x(9_1_23)
 BV BOUND x(9_1_24)
 BV BOUND x(9_1_25)
 BV BOUND x(9_1_26)
 BV BOUND x(9_1_27)
 BV BOUND x(9_1_28)
 BV BOUND x(9_1_29)
 BV BOUND x(9_1_30)
 LO BOUND z(0_0_0) 0
 UP BOUND z(0_0_0) 1
 LO BOUND z(0_0_1) 0
 UP BOUND z(0_0_1) 1
 LO BOUND z(0_0_2) 0
 UP BOUND z(0_0_2) 1
 LO BOUND z(0_0_3) 0
 UP BOUND z(0_0_3) 1
 LO BOUND z(0_1_0) 0
 UP BOUND z(0_1_0) 1
 LO BOUND z(0_1_1) 0
 UP BOUND z(0_1_1) 1
 LO BOUND z(0_1_2) 0
 UP BOUND z(0_1_2) 1
 LO BOUND z(1_0_2) 0
 UP BOUND z(1_0_2) 1
 LO BOUND z(1_0_3) 0
 UP BOUND z(1_0_3) 1
 LO BOUND z(1_0_4) 0
 UP BOUND z(1_0_4) 1
 LO BOUND z(1_0_5) 0
 UP BOUND z(1_0_5) 1
 LO BOUND z(1_0_6) 0
 UP BOUND z(1_0_6) 1
 LO BOUND z(1_0_7) 0
 UP BOUND z(1_0_7) 1
 LO BOUND z(1_0_8) 0
 UP BOUND z(1_0_8) 1
 LO BOUND z(1_0_9) 0
 UP BOUND z(1_0_9) 1
 LO BOUND z(1_0_10) 0
 UP BOUND z(1_0_10) 1
 LO BOUND z(1_0_11) 0
 UP BOUND z(1_0_11) 1
 LO BOUND z(1_0_12) 0
 UP BOUND z(1_0_12) 1
 LO BOUND z(1_0_13) 0
 UP BOUND z(1_0_13) 1
 LO BOUND z(1_0_14) 0
 UP BOUND z(1_0_14) 1
 LO BOUND z(1_0_15) 0
 UP BOUND z(1_0_15) 1
 LO BOUND z(1_0_16) 0
 UP BOUND z(1_0_16) 1
 LO BOUND z(1_0_17) 0
 UP BOUND z(1_0_17) 1
 LO BOUND z(1_0_18) 0
 UP BOUND z(1_0_18) 1
 LO BOUND z(1_0_19) 0
 UP BOUND z(1_0_19) 1
 LO BOUND z(1_0_20) 0
 UP BOUND z(1_0_20) 1
 LO BOUND z(1_0_21) 0
 UP BOUND z(1_0_21) 1
 LO BOUND z(1_0_22) 0
 UP BOUND z(1_0_22) 1
 LO BOUND z(1_0_23) 0
 UP BOUND z(1_0_23) 1
 LO BOUND z(1_0_24) 0
 UP BOUND z(1_0_24) 1
 LO BOUND z(1_1_2) 0
 UP BOUND z(1_1_2) 1
 LO BOUND z(1_1_3) 0
 UP BOUND z(1_1_3) 1
 LO BOUND z(1_1_4) 0
 UP BOUND z(1_1_4) 1
 LO BOUND z(1_1_5) 0
 UP BOUND z(1_1_5) 1
 LO BOUND z(1_1_6) 0
 UP BOUND z(1_1_6) 1
 LO BOUND z(1_1_7) 0
 UP BOUND z(1_1_7) 1
 LO BOUND z(1_1_8) 0
 UP BOUND z(1_1_8) 1
 LO BOUND z(1_1_9) 0
 UP BOUND z(1_1_9) 1
 LO BOUND z(1_1_10) 0
 UP BOUND z(1_1_10) 1
 LO BOUND z(1_1_11) 0
 UP BOUND z(1_1_11) 1
 LO BOUND z(1_1_12) 0
 UP BOUND z(1_1_12) 1
 LO BOUND z(1_1_13) 0
 UP BOUND z(1_1_13) 1
 LO BOUND z(1_1_14) 0
 UP BOUND z(1_1_14) 1
 LO BOUND z(1_1_15) 0
 UP BOUND z(1_1_15) 1
 LO BOUND z(1_1_16) 0
 UP BOUND z(1_1_16) 1
 LO BOUND z(1_1_17) 0
 UP BOUND z(1_1_17) 1
 LO BOUND z(1_1_18) 0
 UP BOUND z(1_1_18) 1
 LO BOUND z(1_1_19) 0
 UP BOUND z(1_1_19) 1
 LO BOUND z(1_2_2) 0
 UP BOUND z(1_2_2) 1
 LO BOUND z(1_2_3) 0
 UP BOUND z(1_2_3) 1
 LO BOUND z(1_2_4) 0
 UP BOUND z(1_2_4) 1
 LO BOUND z(2_0_5) 0
 UP BOUND z(2_0_5) 1
 LO BOUND z(2_0_6) 0
 UP BOUND z(2_0_6) 1
 LO BOUND z(2_0_7) 0
 UP BOUND z(2_0_7) 1
 LO BOUND z(2_0_8) 0
 UP BOUND z(2_0_8) 1
 LO BOUND z(2_0_9) 0
 UP BOUND z(2_0_9) 1
 LO BOUND z(2_0_10) 0
 UP BOUND z(2_0_10) 1
 LO BOUND z(2_0_11) 0
 UP BOUND z(2_0_11) 1
 LO BOUND z(2_0_12) 0
 UP BOUND z(2_0_12) 1
 LO BOUND z(2_0_13) 0
 UP BOUND z(2_0_13) 1
 LO BOUND z(2_0_14) 0
 UP BOUND z(2_0_14) 1
 LO BOUND z(2_1_5) 0
 UP BOUND z(2_1_5) 1
 LO BOUND z(2_1_6) 0
 UP BOUND z(2_1_6) 1
 LO BOUND z(2_1_7) 0
 UP BOUND z(2_1_7) 1
 LO BOUND z(2_1_8) 0
 UP BOUND z(2_1_8) 1
 LO BOUND z(2_1_9) 0
 UP BOUND z(2_1_9) 1
 LO BOUND z(2_1_10) 0
 UP BOUND z(2_1_10) 1
 LO BOUND z(2_1_11) 0
 UP BOUND z(2_1_11) 1
 LO BOUND z(3_0_6) 0
 UP BOUND z(3_0_6) 1
 LO BOUND z(3_0_7) 0
 UP BOUND z(3_0_7) 1
 LO BOUND z(3_0_8) 0
 UP BOUND z(3_0_8) 1
 LO BOUND z(3_0_9) 0
 UP BOUND z(3_0_9) 1
 LO BOUND z(3_0_10) 0
 UP BOUND z(3_0_10) 1
 LO BOUND z(3_0_11) 0
 UP BOUND z(3_0_11) 1
 LO BOUND z(3_0_12) 0
 UP BOUND z(3_0_12) 1
 LO BOUND z(3_0_13) 0
 UP BOUND z(3_0_13) 1
 LO BOUND z(3_0_14) 0
 UP BOUND z(3_0_14) 1
 LO BOUND z(3_0_15) 0
 UP BOUND z(3_0_15) 1
 LO BOUND z(3_0_16) 0
 UP BOUND z(3_0_16) 1
 LO BOUND z(3_0_17) 0
 UP BOUND z(3_0_17) 1
 LO BOUND z(3_1_6) 0
 UP BOUND z(3_1_6) 1
 LO BOUND z(3_1_7) 0
 UP BOUND z(3_1_7) 1
 LO BOUND z(3_1_8) 0
 UP BOUND z(3_1_8) 1
 LO BOUND z(3_1_9) 0
 UP BOUND z(3_1_9) 1
 LO BOUND z(3_1_10) 0
 UP BOUND z(3_1_10) 1
 LO BOUND z(3_1_11) 0
 UP BOUND z(3_1_11) 1
 LO BOUND z(3_1_12) 0
 UP BOUND z(3_1_12) 1
 LO BOUND z(3_1_13) 0
 UP BOUND z(3_1_13) 1
 LO BOUND z(4_0_11) 0
 UP BOUND z(4_0_11) 1
 LO BOUND z(4_0_12) 0
 UP BOUND z(4_0_12) 1
 LO BOUND z(4_0_13) 0
 UP BOUND z(4_0_13) 1
 LO BOUND z(4_0_14) 0
 UP BOUND z(4_0_14) 1
 LO BOUND z(4_0_15) 0
 UP BOUND z(4_0_15) 1
 LO BOUND z(4_0_16) 0
 UP BOUND z(4_0_16) 1
 LO BOUND z(4_0_17) 0
 UP BOUND z(4_0_17) 1
 LO BOUND z(4_0_18) 0
 UP BOUND z(4_0_18) 1
 LO BOUND z(4_0_19) 0
 UP BOUND z(4_0_19) 1
 LO BOUND z(4_0_20) 0
 UP BOUND z(4_0_20) 1
 LO BOUND z(4_0_21) 0
 UP BOUND z(4_0_21) 1
 LO BOUND z(4_0_22) 0
 UP BOUND z(4_0_22) 1
 LO BOUND z(4_0_23) 0
 UP BOUND z(4_0_23) 1
 LO BOUND z(4_0_24) 0
 UP BOUND z(4_0_24) 1
 LO BOUND z(4_0_25) 0
 UP BOUND z(4_0_25) 1
 LO BOUND z(4_0_26) 0
 UP BOUND z(4_0_26) 1
 LO BOUND z(4_1_11) 0
 UP BOUND z(4_1_11) 1
 LO BOUND z(4_1_12) 0
 UP BOUND z(4_1_12) 1
 LO BOUND z(4_1_13) 0
 UP BOUND z(4_1_13) 1
 LO BOUND z(4_1_14) 0
 UP BOUND z(4_1_14) 1
 LO BOUND z(4_1_15) 0
 UP BOUND z(4_1_15) 1
 LO BOUND z(4_1_16) 0
 UP BOUND z(4_1_16) 1
 LO BOUND z(4_1_17) 0
 UP BOUND z(4_1_17) 1
 LO BOUND z(4_1_18) 0
 UP BOUND z(4_1_18) 1
 LO BOUND z(4_1_19) 0
 UP BOUND z(4_1_19) 1
 LO BOUND z(4_1_20) 0
 UP BOUND z(4_1_20) 1
 LO BOUND z(4_1_21) 0
 UP BOUND z(4_1_21) 1
 LO BOUND z(4_1_22) 0
 UP BOUND z(4_1_22) 1
 LO BOUND z(5_0_15) 0
 UP BOUND z(5_0_15) 1
 LO BOUND z(5_0_16) 0
 UP BOUND z(5_0_16) 1
 LO BOUND z(5_0_17) 0
 UP BOUND z(5_0_17) 1
 LO BOUND z(5_0_18) 0
 UP BOUND z(5_0_18) 1
 LO BOUND z(5_0_19) 0
 UP BOUND z(5_0_19) 1
 LO BOUND z(5_1_15) 0
 UP BOUND z(5_1_15) 1
 LO BOUND z(5_1_16) 0
 UP BOUND z(5_1_16) 1
 LO BOUND z(5_1_17) 0
 UP BOUND z(5_1_17) 1
 LO BOUND z(6_0_20) 0
 UP BOUND z(6_0_20) 1
 LO BOUND z(6_0_21) 0
 UP BOUND z(6_0_21) 1
 LO BOUND z(6_0_22) 0
 UP BOUND z(6_0_22) 1
 LO BOUND z(6_0_23) 0
 UP BOUND z(6_0_23) 1
 LO BOUND z(6_0_24) 0
 UP BOUND z(6_0_24) 1
 LO BOUND z(6_0_25) 0
 UP BOUND z(6_0_25) 1
 LO BOUND z(6_0_26) 0
 UP BOUND z(6_0_26) 1
 LO BOUND z(6_0_27) 0
 UP BOUND z(6_0_27) 1
 LO BOUND z(6_0_28) 0
 UP BOUND z(6_0_28) 1
 LO BOUND z(6_0_29) 0
 UP BOUND z(6_0_29) 1
 LO BOUND z(6_0_30) 0
 UP BOUND z(6_0_30) 1
 LO BOUND z(6_0_31) 0
 UP BOUND z(6_0_31) 1
 LO BOUND z(6_0_32) 0
 UP BOUND z(6_0_32) 1
 LO BOUND z(6_0_33) 0
 UP BOUND z(6_0_33) 1
 LO BOUND z(6_0_34) 0
 UP BOUND z(6_0_34) 1
 LO BOUND z(6_0_35) 0
 UP BOUND z(6_0_35) 1
 LO BOUND z(6_0_36) 0
 UP BOUND z(6_0_36) 1
 LO BOUND z(6_0_37) 0
 UP BOUND z(6_0_37) 1
 LO BOUND z(6_0_38) 0
 UP BOUND z(6_0_38) 1
 LO BOUND z(6_1_20) 0
 UP BOUND z(6_1_20) 1
 LO BOUND z(6_1_21) 0
 UP BOUND z(6_1_21) 1
 LO BOUND z(6_1_22) 0
 UP BOUND z(6_1_22) 1
 LO BOUND z(6_1_23) 0
 UP BOUND z(6_1_23) 1
 LO BOUND z(6_1_24) 0
 UP BOUND z(6_1_24) 1
 LO BOUND z(6_1_25) 0
 UP BOUND z(6_1_25) 1
 LO BOUND z(6_1_26) 0
 UP BOUND z(6_1_26) 1
 LO BOUND z(6_1_27) 0
 UP BOUND z(6_1_27) 1
 LO BOUND z(6_1_28) 0
 UP BOUND z(6_1_28) 1
 LO BOUND z(6_1_29) 0
 UP BOUND z(6_1_29) 1
 LO BOUND z(6_1_30) 0
 UP BOUND z(6_1_30) 1
 LO BOUND z(6_1_31) 0
 UP BOUND z(6_1_31) 1
 LO BOUND z(6_1_32) 0
 UP BOUND z(6_1_32) 1
 LO BOUND z(7_0_21) 0
 UP BOUND z(7_0_21) 1
 LO BOUND z(7_0_22) 0
 UP BOUND z(7_0_22) 1
 LO BOUND z(7_0_23) 0
 UP BOUND z(7_0_23) 1
 LO BOUND z(7_0_24) 0
 UP BOUND z(7_0_24) 1
 LO BOUND z(7_0_25) 0
 UP BOUND z(7_0_25) 1
 LO BOUND z(7_0_26) 0
 UP BOUND z(7_0_26) 1
 LO BOUND z(7_0_27) 0
 UP BOUND z(7_0_27) 1
 LO BOUND z(7_0_28) 0
 UP BOUND z(7_0_28) 1
 LO BOUND z(8_0_21) 0
 UP BOUND z(8_0_21) 1
 LO BOUND z(8_0_22) 0
 UP BOUND z(8_0_22) 1
 LO BOUND z(8_0_23) 0
 UP BOUND z(8_0_23) 1
 LO BOUND z(8_0_24) 0
 UP BOUND z(8_0_24) 1
 LO BOUND z(8_1_21) 0
 UP BOUND z(8_1_21) 1
 LO BOUND z(8_1_22) 0
 UP BOUND z(8_1_22) 1
 LO BOUND z(9_0_22) 0
 UP BOUND z(9_0_22) 1
 LO BOUND z(9_0_23) 0
 UP BOUND z(9_0_23) 1
 LO BOUND z(9_0_24) 0
 UP BOUND z(9_0_24) 1
 LO BOUND z(9_0_25) 0
 UP BOUND z(9_0_25) 1
 LO BOUND z(9_0_26) 0
 UP BOUND z(9_0_26) 1
 LO BOUND z(9_0_27) 0
 UP BOUND z(9_0_27) 1
 LO BOUND z(9_0_28) 0
 UP BOUND z(9_0_28) 1
 LO BOUND z(9_0_29) 0
 UP BOUND z(9_0_29) 1
 LO BOUND z(9_0_30) 0
 UP BOUND z(9_0_30) 1
 LO BOUND z(9_0_31) 0
 UP BOUND z(9_0_31) 1
 LO BOUND z(9_0_32) 0
 UP BOUND z(9_0_32) 1
 LO BOUND z(9_0_33) 0
 UP BOUND z(9_0_33) 1
 LO BOUND z(9_1_22) 0
 UP BOUND z(9_1_22) 1
 LO BOUND z(9_1_23) 0
 UP BOUND z(9_1_23) 1
 LO BOUND z(9_1_24) 0
 UP BOUND z(9_1_24) 1
 LO BOUND z(9_1_25) 0
 UP BOUND z(9_1_25) 1
 LO BOUND z(9_1_26) 0
 UP BOUND z(9_1_26) 1
 LO BOUND z(9_1_27) 0
 UP BOUND z(9_1_27) 1
 LO BOUND z(9_1_28) 0
 UP BOUND z(9_1_28) 1
 LO BOUND z(9_1_29) 0
 UP BOUND z(9_1_29) 1
 LO BOUND z(9_1_30) 0
 UP BOUND z(9_1_30) 1
ENDATA
