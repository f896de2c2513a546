* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'hgsp-timeindexed:tiny-s0'
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
 E  c_e_link(0_0_0)_
 E  c_e_link(0_0_1)_
 E  c_e_link(0_0_2)_
 E  c_e_link(0_0_3)_
 E  c_e_link(0_0_4)_
 E  c_e_link(0_0_5)_
 E  c_e_link(0_0_6)_
 E  c_e_link(0_0_7)_
 E  c_e_link(0_0_8)_
 E  c_e_link(0_0_9)_
 E  c_e_link(0_0_10)_
 E  c_e_link(0_0_11)_
 E  c_e_link(0_0_12)_
 E  c_e_link(0_1_0)_
 E  c_e_link(0_1_1)_
 E  c_e_link(0_1_2)_
 E  c_e_link(0_1_3)_
 E  c_e_link(0_1_4)_
 E  c_e_link(0_1_5)_
 E  c_e_link(0_1_6)_
 E  c_e_link(0_1_7)_
 E  c_e_link(0_1_8)_
 E  c_e_link(1_0_0)_
 E  c_e_link(1_0_1)_
 E  c_e_link(1_0_2)_
 E  c_e_link(1_0_3)_
 E  c_e_link(1_0_4)_
 E  c_e_link(1_0_5)_
 E  c_e_link(1_0_6)_
 E  c_e_link(1_0_7)_
 E  c_e_link(1_0_8)_
 E  c_e_link(1_0_9)_
 E  c_e_link(1_0_10)_
 E  c_e_link(2_0_2)_
 E  c_e_link(2_0_3)_
 E  c_e_link(2_0_4)_
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
 E  c_e_link(2_0_15)_
 E  c_e_link(2_1_2)_
 E  c_e_link(2_1_3)_
 E  c_e_link(2_1_4)_
 E  c_e_link(2_1_5)_
 E  c_e_link(2_1_6)_
 E  c_e_link(2_1_7)_
 E  c_e_link(2_1_8)_
 E  c_e_link(2_1_9)_
 E  c_e_link(2_1_10)_
 E  c_e_link(2_1_11)_
 E  c_e_link(2_1_12)_
 E  c_e_link(2_1_13)_
 E  c_e_link(3_0_4)_
 E  c_e_link(3_0_5)_
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
 E  c_e_link(3_1_4)_
 E  c_e_link(3_1_5)_
 E  c_e_link(3_1_6)_
 E  c_e_link(3_1_7)_
 E  c_e_link(3_1_8)_
 E  c_e_link(3_1_9)_
 E  c_e_link(3_1_10)_
 E  c_e_link(3_1_11)_
 E  c_e_link(3_1_12)_
 E  c_e_link(3_1_13)_
 E  c_e_link(3_1_14)_
 E  c_e_link(3_1_15)_
 E  c_e_link(3_1_16)_
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
 E  c_e_link(4_1_11)_
 E  c_e_link(4_1_12)_
 E  c_e_link(4_1_13)_
 E  c_e_link(4_1_14)_
 E  c_e_link(4_1_15)_
 E  c_e_link(4_1_16)_
 E  c_e_link(4_1_17)_
 E  c_e_link(4_1_18)_
 E  c_e_link(4_1_19)_
 E  c_e_link(4_2_11)_
 E  c_e_link(4_2_12)_
 E  c_e_link(4_2_13)_
 E  c_e_link(4_2_14)_
 E  c_e_link(4_2_15)_
 E  c_e_link(4_2_16)_
 E  c_e_link(5_0_12)_
 E  c_e_link(5_0_13)_
 E  c_e_link(5_0_14)_
 E  c_e_link(5_0_15)_
 E  c_e_link(5_0_16)_
 E  c_e_link(5_0_17)_
 E  c_e_link(5_0_18)_
 E  c_e_link(5_0_19)_
 E  c_e_link(5_0_20)_
 E  c_e_link(5_0_21)_
 E  c_e_link(5_1_12)_
 E  c_e_link(5_1_13)_
 E  c_e_link(5_1_14)_
 E  c_e_link(5_1_15)_
 E  c_e_link(5_1_16)_
 E  c_e_link(5_1_17)_
 E  c_e_link(5_1_18)_
 E  c_e_link(5_1_19)_
 E  c_e_link(5_1_20)_
 E  c_e_link(5_2_12)_
 E  c_e_link(5_2_13)_
 E  c_e_link(5_2_14)_
 E  c_e_link(5_2_15)_
 E  c_e_link(5_2_16)_
 E  c_e_link(5_2_17)_
 E  c_e_link(6_0_13)_
 E  c_e_link(6_0_14)_
 E  c_e_link(6_0_15)_
 E  c_e_link(6_0_16)_
 E  c_e_link(6_0_17)_
 E  c_e_link(6_0_18)_
 E  c_e_link(6_0_19)_
 E  c_e_link(6_0_20)_
 E  c_e_link(6_0_21)_
 E  c_e_link(6_0_22)_
 E  c_e_link(7_0_16)_
 E  c_e_link(7_0_17)_
 E  c_e_link(7_0_18)_
 E  c_e_link(7_0_19)_
 E  c_e_link(7_0_20)_
 E  c_e_link(7_0_21)_
 E  c_e_link(7_0_22)_
 E  c_e_link(7_0_23)_
 E  c_e_link(7_0_24)_
 E  c_e_link(7_0_25)_
 E  c_e_link(7_0_26)_
 E  c_e_link(7_0_27)_
 E  c_e_link(7_0_28)_
 E  c_e_link(7_0_29)_
 E  c_e_link(7_0_30)_
 E  c_e_link(7_0_31)_
 E  c_e_link(7_1_16)_
 E  c_e_link(7_1_17)_
 E  c_e_link(7_1_18)_
 E  c_e_link(7_1_19)_
 E  c_e_link(7_1_20)_
 E  c_e_link(7_1_21)_
 E  c_e_link(7_1_22)_
 E  c_e_link(7_1_23)_
 E  c_e_link(7_1_24)_
 E  c_e_link(7_1_25)_
 E  c_e_link(7_1_26)_
 E  c_e_link(8_0_17)_
 E  c_e_link(8_0_18)_
 E  c_e_link(8_0_19)_
 E  c_e_link(8_0_20)_
 E  c_e_link(8_0_21)_
 E  c_e_link(8_0_22)_
 E  c_e_link(8_0_23)_
 E  c_e_link(8_0_24)_
 E  c_e_link(8_0_25)_
 E  c_e_link(8_0_26)_
 E  c_e_link(8_0_27)_
 E  c_e_link(8_0_28)_
 E  c_e_link(8_0_29)_
 E  c_e_link(8_0_30)_
 E  c_e_link(8_0_31)_
 E  c_e_link(8_0_32)_
 E  c_e_link(8_0_33)_
 E  c_e_link(8_0_34)_
 E  c_e_link(8_0_35)_
 E  c_e_link(8_0_36)_
 E  c_e_link(8_0_37)_
 E  c_e_link(8_0_38)_
 E  c_e_link(8_0_39)_
 E  c_e_link(8_0_40)_
 E  c_e_link(8_0_41)_
 E  c_e_link(8_0_42)_
 E  c_e_link(9_0_17)_
 E  c_e_link(9_0_18)_
 E  c_e_link(9_0_19)_
 E  c_e_link(9_0_20)_
 E  c_e_link(9_0_21)_
 E  c_e_link(9_0_22)_
 E  c_e_link(9_0_23)_
 E  c_e_link(9_0_24)_
 E  c_e_link(9_1_17)_
 E  c_e_link(9_1_18)_
 E  c_e_link(10_0_19)_
 E  c_e_link(10_0_20)_
 E  c_e_link(10_0_21)_
 E  c_e_link(10_0_22)_
 E  c_e_link(10_0_23)_
 E  c_e_link(10_0_24)_
 E  c_e_link(10_0_25)_
 E  c_e_link(10_0_26)_
 E  c_e_link(10_0_27)_
 E  c_e_link(10_0_28)_
 E  c_e_link(10_0_29)_
 E  c_e_link(10_0_30)_
 E  c_e_link(10_0_31)_
 E  c_e_link(10_0_32)_
 E  c_e_link(10_0_33)_
 E  c_e_link(10_0_34)_
 E  c_e_link(10_1_19)_
 E  c_e_link(10_1_20)_
 E  c_e_link(10_1_21)_
 E  c_e_link(10_1_22)_
 E  c_e_link(10_1_23)_
 E  c_e_link(10_1_24)_
 E  c_e_link(10_1_25)_
 E  c_e_link(10_1_26)_
 E  c_e_link(10_1_27)_
 E  c_e_link(10_1_28)_
 E  c_e_link(10_1_29)_
 E  c_e_link(10_1_30)_
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
 L  c_u_cap(74)_
 L  c_u_cap(75)_
 L  c_u_cap(76)_
 L  c_u_cap(77)_
 L  c_u_cap(78)_
 L  c_u_cap(79)_
 L  c_u_cap(80)_
 L  c_u_cap(81)_
 L  c_u_cap(82)_
 L  c_u_cap(83)_
 L  c_u_cap(84)_
 L  c_u_cap(85)_
 L  c_u_cap(86)_
 L  c_u_cap(87)_
 L  c_u_cap(88)_
 L  c_u_cap(89)_
 L  c_u_cap(90)_
 L  c_u_dom(0)_
 L  c_u_dom(1)_
 L  c_u_dom(2)_
 L  c_u_dom(3)_
 L  c_u_dom(4)_
 L  c_u_dom(5)_
 L  c_u_dom(6)_
COLUMNS
     x(0_0_0) c_e_assign(0)_ 1
     x(0_0_0) c_e_link(0_0_0)_ -1
     x(0_0_0) c_u_dom(0)_ 8
     x(0_0_0) c_u_dom(1)_ 8
     x(0_0_1) c_e_assign(0)_ 1
     x(0_0_1) c_e_link(0_0_1)_ -1
     x(0_0_1) c_u_dom(0)_ 9
     x(0_0_1) c_u_dom(1)_ 9
     x(0_0_2) c_e_assign(0)_ 1
     x(0_0_2) c_e_link(0_0_2)_ -1
     x(0_0_2) c_u_dom(0)_ 10
     x(0_0_2) c_u_dom(1)_ 10
     x(0_0_3) c_e_assign(0)_ 1
     x(0_0_3) c_e_link(0_0_3)_ -1
     x(0_0_3) c_u_dom(0)_ 11
     x(0_0_3) c_u_dom(1)_ 11
     x(0_0_4) c_e_assign(0)_ 1
     x(0_0_4) c_e_link(0_0_4)_ -1
     x(0_0_4) c_u_dom(0)_ 12
     x(0_0_4) c_u_dom(1)_ 12
     x(0_0_5) c_e_assign(0)_ 1
     x(0_0_5) c_e_link(0_0_5)_ -1
     x(0_0_5) c_u_dom(0)_ 13
     x(0_0_5) c_u_dom(1)_ 13
     x(0_0_6) c_e_assign(0)_ 1
     x(0_0_6) c_e_link(0_0_6)_ -1
     x(0_0_6) c_u_dom(0)_ 14
     x(0_0_6) c_u_dom(1)_ 14
     x(0_0_7) c_e_assign(0)_ 1
     x(0_0_7) c_e_link(0_0_7)_ -1
     x(0_0_7) c_u_dom(0)_ 15
     x(0_0_7) c_u_dom(1)_ 15
     x(0_0_8) c_e_assign(0)_ 1
     x(0_0_8) c_e_link(0_0_8)_ -1
     x(0_0_8) c_u_dom(0)_ 16
     x(0_0_8) c_u_dom(1)_ 16
     x(0_0_9) obj 5
     x(0_0_9) c_e_assign(0)_ 1
     x(0_0_9) c_e_link(0_0_9)_ -1
     x(0_0_9) c_u_dom(0)_ 17
     x(0_0_9) c_u_dom(1)_ 17
     x(0_0_10) obj 10
     x(0_0_10) c_e_assign(0)_ 1
     x(0_0_10) c_e_link(0_0_10)_ -1
     x(0_0_10) c_u_dom(0)_ 18
     x(0_0_10) c_u_dom(1)_ 18
     x(0_0_11) obj 15
     x(0_0_11) c_e_assign(0)_ 1
     x(0_0_11) c_e_link(0_0_11)_ -1
     x(0_0_11) c_u_dom(0)_ 19
     x(0_0_11) c_u_dom(1)_ 19
     x(0_0_12) obj 20
     x(0_0_12) c_e_assign(0)_ 1
     x(0_0_12) c_e_link(0_0_12)_ -1
     x(0_0_12) c_u_dom(0)_ 20
     x(0_0_12) c_u_dom(1)_ 20
     x(0_1_0) c_e_assign(0)_ 1
     x(0_1_0) c_e_link(0_1_0)_ -1
     x(0_1_0) c_u_dom(4)_ 12
     x(0_1_1) c_e_assign(0)_ 1
     x(0_1_1) c_e_link(0_1_1)_ -1
     x(0_1_1) c_u_dom(4)_ 13
     x(0_1_2) c_e_assign(0)_ 1
     x(0_1_2) c_e_link(0_1_2)_ -1
     x(0_1_2) c_u_dom(4)_ 14
     x(0_1_3) c_e_assign(0)_ 1
     x(0_1_3) c_e_link(0_1_3)_ -1
     x(0_1_3) c_u_dom(4)_ 15
     x(0_1_4) c_e_assign(0)_ 1
     x(0_1_4) c_e_link(0_1_4)_ -1
     x(0_1_4) c_u_dom(4)_ 16
     x(0_1_5) obj 5
     x(0_1_5) c_e_assign(0)_ 1
     x(0_1_5) c_e_link(0_1_5)_ -1
     x(0_1_5) c_u_dom(4)_ 17
     x(0_1_6) obj 10
     x(0_1_6) c_e_assign(0)_ 1
     x(0_1_6) c_e_link(0_1_6)_ -1
     x(0_1_6) c_u_dom(4)_ 18
     x(0_1_7) obj 15
     x(0_1_7) c_e_assign(0)_ 1
     x(0_1_7) c_e_link(0_1_7)_ -1
     x(0_1_7) c_u_dom(4)_ 19
     x(0_1_8) obj 20
     x(0_1_8) c_e_assign(0)_ 1
     x(0_1_8) c_e_link(0_1_8)_ -1
     x(0_1_8) c_u_dom(4)_ 20
     x(1_0_0) c_e_assign(1)_ 1
     x(1_0_0) c_e_link(1_0_0)_ -1
     x(1_0_0) c_u_dom(2)_ 4
     x(1_0_1) c_e_assign(1)_ 1
     x(1_0_1) c_e_link(1_0_1)_ -1
     x(1_0_1) c_u_dom(2)_ 5
     x(1_0_2) c_e_assign(1)_ 1
     x(1_0_2) c_e_link(1_0_2)_ -1
     x(1_0_2) c_u_dom(2)_ 6
     x(1_0_3) c_e_assign(1)_ 1
     x(1_0_3) c_e_link(1_0_3)_ -1
     x(1_0_3) c_u_dom(2)_ 7
     x(1_0_4) c_e_assign(1)_ 1
     x(1_0_4) c_e_link(1_0_4)_ -1
     x(1_0_4) c_u_dom(2)_ 8
     x(1_0_5) obj 3
     x(1_0_5) c_e_assign(1)_ 1
     x(1_0_5) c_e_link(1_0_5)_ -1
     x(1_0_5) c_u_dom(2)_ 9
     x(1_0_6) obj 6
     x(1_0_6) c_e_assign(1)_ 1
     x(1_0_6) c_e_link(1_0_6)_ -1
     x(1_0_6) c_u_dom(2)_ 10
     x(1_0_7) obj 9
     x(1_0_7) c_e_assign(1)_ 1
     x(1_0_7) c_e_link(1_0_7)_ -1
     x(1_0_7) c_u_dom(2)_ 11
     x(1_0_8) obj 12
     x(1_0_8) c_e_assign(1)_ 1
     x(1_0_8) c_e_link(1_0_8)_ -1
     x(1_0_8) c_u_dom(2)_ 12
     x(1_0_9) obj 15
     x(1_0_9) c_e_assign(1)_ 1
     x(1_0_9) c_e_link(1_0_9)_ -1
     x(1_0_9) c_u_dom(2)_ 13
     x(1_0_10) obj 18
     x(1_0_10) c_e_assign(1)_ 1
     x(1_0_10) c_e_link(1_0_10)_ -1
     x(1_0_10) c_u_dom(2)_ 14
     x(2_0_2) c_e_assign(2)_ 1
     x(2_0_2) c_e_link(2_0_2)_ -1
     x(2_0_2) c_u_dom(2)_ 12
     x(2_0_3) c_e_assign(2)_ 1
     x(2_0_3) c_e_link(2_0_3)_ -1
     x(2_0_3) c_u_dom(2)_ 11
     x(2_0_4) c_e_assign(2)_ 1
     x(2_0_4) c_e_link(2_0_4)_ -1
     x(2_0_4) c_u_dom(2)_ 10
     x(2_0_5) c_e_assign(2)_ 1
     x(2_0_5) c_e_link(2_0_5)_ -1
     x(2_0_5) c_u_dom(2)_ 9
     x(2_0_6) obj 2
     x(2_0_6) c_e_assign(2)_ 1
     x(2_0_6) c_e_link(2_0_6)_ -1
     x(2_0_6) c_u_dom(2)_ 8
     x(2_0_7) obj 4
     x(2_0_7) c_e_assign(2)_ 1
     x(2_0_7) c_e_link(2_0_7)_ -1
     x(2_0_7) c_u_dom(2)_ 7
     x(2_0_8) obj 6
     x(2_0_8) c_e_assign(2)_ 1
     x(2_0_8) c_e_link(2_0_8)_ -1
     x(2_0_8) c_u_dom(2)_ 6
     x(2_0_9) obj 8
     x(2_0_9) c_e_assign(2)_ 1
     x(2_0_9) c_e_link(2_0_9)_ -1
     x(2_0_9) c_u_dom(2)_ 5
     x(2_0_10) obj 10
     x(2_0_10) c_e_assign(2)_ 1
     x(2_0_10) c_e_link(2_0_10)_ -1
     x(2_0_10) c_u_dom(2)_ 4
     x(2_0_11) obj 12
     x(2_0_11) c_e_assign(2)_ 1
     x(2_0_11) c_e_link(2_0_11)_ -1
     x(2_0_11) c_u_dom(2)_ 3
     x(2_0_12) obj 14
     x(2_0_12) c_e_assign(2)_ 1
     x(2_0_12) c_e_link(2_0_12)_ -1
     x(2_0_12) c_u_dom(2)_ 2
     x(2_0_13) obj 16
     x(2_0_13) c_e_assign(2)_ 1
     x(2_0_13) c_e_link(2_0_13)_ -1
     x(2_0_13) c_u_dom(2)_ 1
     x(2_0_14) obj 18
     x(2_0_14) c_e_assign(2)_ 1
     x(2_0_14) c_e_link(2_0_14)_ -1
     x(2_0_15) obj 20
     x(2_0_15) c_e_assign(2)_ 1
     x(2_0_15) c_e_link(2_0_15)_ -1
     x(2_0_15) c_u_dom(2)_ -1
     x(2_1_2) c_e_assign(2)_ 1
     x(2_1_2) c_e_link(2_1_2)_ -1
     x(2_1_3) c_e_assign(2)_ 1
     x(2_1_3) c_e_link(2_1_3)_ -1
     x(2_1_4) obj 2
     x(2_1_4) c_e_assign(2)_ 1
     x(2_1_4) c_e_link(2_1_4)_ -1
     x(2_1_5) obj 4
     x(2_1_5) c_e_assign(2)_ 1
     x(2_1_5) c_e_link(2_1_5)_ -1
     x(2_1_6) obj 6
     x(2_1_6) c_e_assign(2)_ 1
     x(2_1_6) c_e_link(2_1_6)_ -1
     x(2_1_7) obj 8
     x(2_1_7) c_e_assign(2)_ 1
     x(2_1_7) c_e_link(2_1_7)_ -1
     x(2_1_8) obj 10
     x(2_1_8) c_e_assign(2)_ 1
     x(2_1_8) c_e_link(2_1_8)_ -1
     x(2_1_9) obj 12
     x(2_1_9) c_e_assign(2)_ 1
     x(2_1_9) c_e_link(2_1_9)_ -1
     x(2_1_10) obj 14
     x(2_1_10) c_e_assign(2)_ 1
     x(2_1_10) c_e_link(2_1_10)_ -1
     x(2_1_11) obj 16
     x(2_1_11) c_e_assign(2)_ 1
     x(2_1_11) c_e_link(2_1_11)_ -1
     x(2_1_12) obj 18
     x(2_1_12) c_e_assign(2)_ 1
     x(2_1_12) c_e_link(2_1_12)_ -1
     x(2_1_13) obj 20
     x(2_1_13) c_e_assign(2)_ 1
     x(2_1_13) c_e_link(2_1_13)_ -1
     x(3_0_4) c_e_assign(3)_ 1
     x(3_0_4) c_e_link(3_0_4)_ -1
     x(3_0_5) c_e_assign(3)_ 1
     x(3_0_5) c_e_link(3_0_5)_ -1
     x(3_0_6) c_e_assign(3)_ 1
     x(3_0_6) c_e_link(3_0_6)_ -1
     x(3_0_7) c_e_assign(3)_ 1
     x(3_0_7) c_e_link(3_0_7)_ -1
     x(3_0_8) obj 2
     x(3_0_8) c_e_assign(3)_ 1
     x(3_0_8) c_e_link(3_0_8)_ -1
     x(3_0_9) obj 4
     x(3_0_9) c_e_assign(3)_ 1
     x(3_0_9) c_e_link(3_0_9)_ -1
     x(3_0_10) obj 6
     x(3_0_10) c_e_assign(3)_ 1
     x(3_0_10) c_e_link(3_0_10)_ -1
     x(3_0_11) obj 8
     x(3_0_11) c_e_assign(3)_ 1
     x(3_0_11) c_e_link(3_0_11)_ -1
     x(3_0_12) obj 10
     x(3_0_12) c_e_assign(3)_ 1
     x(3_0_12) c_e_link(3_0_12)_ -1
     x(3_0_13) obj 12
     x(3_0_13) c_e_assign(3)_ 1
     x(3_0_13) c_e_link(3_0_13)_ -1
     x(3_0_14) obj 14
     x(3_0_14) c_e_assign(3)_ 1
     x(3_0_14) c_e_link(3_0_14)_ -1
     x(3_0_15) obj 16
     x(3_0_15) c_e_assign(3)_ 1
     x(3_0_15) c_e_link(3_0_15)_ -1
     x(3_0_16) obj 18
     x(3_0_16) c_e_assign(3)_ 1
     x(3_0_16) c_e_link(3_0_16)_ -1
     x(3_0_17) obj 20
     x(3_0_17) c_e_assign(3)_ 1
     x(3_0_17) c_e_link(3_0_17)_ -1
     x(3_1_4) c_e_assign(3)_ 1
     x(3_1_4) c_e_link(3_1_4)_ -1
     x(3_1_5) c_e_assign(3)_ 1
     x(3_1_5) c_e_link(3_1_5)_ -1
     x(3_1_6) c_e_assign(3)_ 1
     x(3_1_6) c_e_link(3_1_6)_ -1
     x(3_1_7) obj 2
     x(3_1_7) c_e_assign(3)_ 1
     x(3_1_7) c_e_link(3_1_7)_ -1
     x(3_1_8) obj 4
     x(3_1_8) c_e_assign(3)_ 1
     x(3_1_8) c_e_link(3_1_8)_ -1
     x(3_1_9) obj 6
     x(3_1_9) c_e_assign(3)_ 1
     x(3_1_9) c_e_link(3_1_9)_ -1
     x(3_1_10) obj 8
     x(3_1_10) c_e_assign(3)_ 1
     x(3_1_10) c_e_link(3_1_10)_ -1
     x(3_1_11) obj 10
     x(3_1_11) c_e_assign(3)_ 1
     x(3_1_11) c_e_link(3_1_11)_ -1
     x(3_1_12) obj 12
     x(3_1_12) c_e_assign(3)_ 1
     x(3_1_12) c_e_link(3_1_12)_ -1
     x(3_1_13) obj 14
     x(3_1_13) c_e_assign(3)_ 1
     x(3_1_13) c_e_link(3_1_13)_ -1
     x(3_1_14) obj 16
     x(3_1_14) c_e_assign(3)_ 1
     x(3_1_14) c_e_link(3_1_14)_ -1
     x(3_1_15) obj 18
     x(3_1_15) c_e_assign(3)_ 1
     x(3_1_15) c_e_link(3_1_15)_ -1
     x(3_1_16) obj 20
     x(3_1_16) c_e_assign(3)_ 1
     x(3_1_16) c_e_link(3_1_16)_ -1
     x(4_0_11) c_e_assign(4)_ 1
     x(4_0_11) c_e_link(4_0_11)_ -1
     x(4_0_11) c_u_dom(3)_ 13
     x(4_0_12) c_e_assign(4)_ 1
     x(4_0_12) c_e_link(4_0_12)_ -1
     x(4_0_12) c_u_dom(3)_ 14
     x(4_0_13) c_e_assign(4)_ 1
     x(4_0_13) c_e_link(4_0_13)_ -1
     x(4_0_13) c_u_dom(3)_ 15
     x(4_0_14) c_e_assign(4)_ 1
     x(4_0_14) c_e_link(4_0_14)_ -1
     x(4_0_14) c_u_dom(3)_ 16
     x(4_0_15) obj 3
     x(4_0_15) c_e_assign(4)_ 1
     x(4_0_15) c_e_link(4_0_15)_ -1
     x(4_0_15) c_u_dom(3)_ 17
     x(4_0_16) obj 6
     x(4_0_16) c_e_assign(4)_ 1
     x(4_0_16) c_e_link(4_0_16)_ -1
     x(4_0_16) c_u_dom(3)_ 18
     x(4_0_17) obj 9
     x(4_0_17) c_e_assign(4)_ 1
     x(4_0_17) c_e_link(4_0_17)_ -1
     x(4_0_17) c_u_dom(3)_ 19
     x(4_0_18) obj 12
     x(4_0_18) c_e_assign(4)_ 1
     x(4_0_18) c_e_link(4_0_18)_ -1
     x(4_0_18) c_u_dom(3)_ 20
     x(4_0_19) obj 15
     x(4_0_19) c_e_assign(4)_ 1
     x(4_0_19) c_e_link(4_0_19)_ -1
     x(4_0_19) c_u_dom(3)_ 21
     x(4_0_20) obj 18
     x(4_0_20) c_e_assign(4)_ 1
     x(4_0_20) c_e_link(4_0_20)_ -1
     x(4_0_20) c_u_dom(3)_ 22
     x(4_1_11) c_e_assign(4)_ 1
     x(4_1_11) c_e_link(4_1_11)_ -1
     x(4_1_11) c_u_dom(5)_ 14
     x(4_1_12) c_e_assign(4)_ 1
     x(4_1_12) c_e_link(4_1_12)_ -1
     x(4_1_12) c_u_dom(5)_ 15
     x(4_1_13) c_e_assign(4)_ 1
     x(4_1_13) c_e_link(4_1_13)_ -1
     x(4_1_13) c_u_dom(5)_ 16
     x(4_1_14) obj 3
     x(4_1_14) c_e_assign(4)_ 1
     x(4_1_14) c_e_link(4_1_14)_ -1
     x(4_1_14) c_u_dom(5)_ 17
     x(4_1_15) obj 6
     x(4_1_15) c_e_assign(4)_ 1
     x(4_1_15) c_e_link(4_1_15)_ -1
     x(4_1_15) c_u_dom(5)_ 18
     x(4_1_16) obj 9
     x(4_1_16) c_e_assign(4)_ 1
     x(4_1_16) c_e_link(4_1_16)_ -1
     x(4_1_16) c_u_dom(5)_ 19
     x(4_1_17) obj 12
     x(4_1_17) c_e_assign(4)_ 1
     x(4_1_17) c_e_link(4_1_17)_ -1
     x(4_1_17) c_u_dom(5)_ 20
     x(4_1_18) obj 15
     x(4_1_18) c_e_assign(4)_ 1
     x(4_1_18) c_e_link(4_1_18)_ -1
     x(4_1_18) c_u_dom(5)_ 21
     x(4_1_19) obj 18
     x(4_1_19) c_e_assign(4)_ 1
     x(4_1_19) c_e_link(4_1_19)_ -1
     x(4_1_19) c_u_dom(5)_ 22
     x(4_2_11) obj 3
     x(4_2_11) c_e_assign(4)_ 1
     x(4_2_11) c_e_link(4_2_11)_ -1
     x(4_2_11) c_u_dom(6)_ 17
     x(4_2_12) obj 6
     x(4_2_12) c_e_assign(4)_ 1
     x(4_2_12) c_e_link(4_2_12)_ -1
     x(4_2_12) c_u_dom(6)_ 18
     x(4_2_13) obj 9
     x(4_2_13) c_e_assign(4)_ 1
     x(4_2_13) c_e_link(4_2_13)_ -1
     x(4_2_13) c_u_dom(6)_ 19
     x(4_2_14) obj 12
     x(4_2_14) c_e_assign(4)_ 1
     x(4_2_14) c_e_link(4_2_14)_ -1
     x(4_2_14) c_u_dom(6)_ 20
     x(4_2_15) obj 15
     x(4_2_15) c_e_assign(4)_ 1
     x(4_2_15) c_e_link(4_2_15)_ -1
     x(4_2_15) c_u_dom(6)_ 21
     x(4_2_16) obj 18
     x(4_2_16) c_e_assign(4)_ 1
     x(4_2_16) c_e_link(4_2_16)_ -1
     x(4_2_16) c_u_dom(6)_ 22
     x(5_0_12) c_e_assign(5)_ 1
     x(5_0_12) c_e_link(5_0_12)_ -1
     x(5_0_12) c_u_dom(3)_ 10
     x(5_0_13) c_e_assign(5)_ 1
     x(5_0_13) c_e_link(5_0_13)_ -1
     x(5_0_13) c_u_dom(3)_ 9
     x(5_0_14) c_e_assign(5)_ 1
     x(5_0_14) c_e_link(5_0_14)_ -1
     x(5_0_14) c_u_dom(3)_ 8
     x(5_0_15) c_e_assign(5)_ 1
     x(5_0_15) c_e_link(5_0_15)_ -1
     x(5_0_15) c_u_dom(3)_ 7
     x(5_0_16) obj 3
     x(5_0_16) c_e_assign(5)_ 1
     x(5_0_16) c_e_link(5_0_16)_ -1
     x(5_0_16) c_u_dom(3)_ 6
     x(5_0_17) obj 6
     x(5_0_17) c_e_assign(5)_ 1
     x(5_0_17) c_e_link(5_0_17)_ -1
     x(5_0_17) c_u_dom(3)_ 5
     x(5_0_18) obj 9
     x(5_0_18) c_e_assign(5)_ 1
     x(5_0_18) c_e_link(5_0_18)_ -1
     x(5_0_18) c_u_dom(3)_ 4
     x(5_0_19) obj 12
     x(5_0_19) c_e_assign(5)_ 1
     x(5_0_19) c_e_link(5_0_19)_ -1
     x(5_0_19) c_u_dom(3)_ 3
     x(5_0_20) obj 15
     x(5_0_20) c_e_assign(5)_ 1
     x(5_0_20) c_e_link(5_0_20)_ -1
     x(5_0_20) c_u_dom(3)_ 2
     x(5_0_21) obj 18
     x(5_0_21) c_e_assign(5)_ 1
     x(5_0_21) c_e_link(5_0_21)_ -1
     x(5_0_21) c_u_dom(3)_ 1
     x(5_1_12) c_e_assign(5)_ 1
     x(5_1_12) c_e_link(5_1_12)_ -1
     x(5_1_12) c_u_dom(5)_ 10
     x(5_1_13) c_e_assign(5)_ 1
     x(5_1_13) c_e_link(5_1_13)_ -1
     x(5_1_13) c_u_dom(5)_ 9
     x(5_1_14) c_e_assign(5)_ 1
     x(5_1_14) c_e_link(5_1_14)_ -1
     x(5_1_14) c_u_dom(5)_ 8
     x(5_1_15) obj 3
     x(5_1_15) c_e_assign(5)_ 1
     x(5_1_15) c_e_link(5_1_15)_ -1
     x(5_1_15) c_u_dom(5)_ 7
     x(5_1_16) obj 6
     x(5_1_16) c_e_assign(5)_ 1
     x(5_1_16) c_e_link(5_1_16)_ -1
     x(5_1_16) c_u_dom(5)_ 6
     x(5_1_17) obj 9
     x(5_1_17) c_e_assign(5)_ 1
     x(5_1_17) c_e_link(5_1_17)_ -1
     x(5_1_17) c_u_dom(5)_ 5
     x(5_1_18) obj 12
     x(5_1_18) c_e_assign(5)_ 1
     x(5_1_18) c_e_link(5_1_18)_ -1
     x(5_1_18) c_u_dom(5)_ 4
     x(5_1_19) obj 15
     x(5_1_19) c_e_assign(5)_ 1
     x(5_1_19) c_e_link(5_1_19)_ -1
     x(5_1_19) c_u_dom(5)_ 3
     x(5_1_20) obj 18
     x(5_1_20) c_e_assign(5)_ 1
     x(5_1_20) c_e_link(5_1_20)_ -1
     x(5_1_20) c_u_dom(5)_ 2
     x(5_2_12) obj 3
     x(5_2_12) c_e_assign(5)_ 1
     x(5_2_12) c_e_link(5_2_12)_ -1
     x(5_2_12) c_u_dom(6)_ 10
     x(5_2_13) obj 6
     x(5_2_13) c_e_assign(5)_ 1
     x(5_2_13) c_e_link(5_2_13)_ -1
     x(5_2_13) c_u_dom(6)_ 9
     x(5_2_14) obj 9
     x(5_2_14) c_e_assign(5)_ 1
     x(5_2_14) c_e_link(5_2_14)_ -1
     x(5_2_14) c_u_dom(6)_ 8
     x(5_2_15) obj 12
     x(5_2_15) c_e_assign(5)_ 1
     x(5_2_15) c_e_link(5_2_15)_ -1
     x(5_2_15) c_u_dom(6)_ 7
     x(5_2_16) obj 15
     x(5_2_16) c_e_assign(5)_ 1
     x(5_2_16) c_e_link(5_2_16)_ -1
     x(5_2_16) c_u_dom(6)_ 6
     x(5_2_17) obj 18
     x(5_2_17) c_e_assign(5)_ 1
     x(5_2_17) c_e_link(5_2_17)_ -1
     x(5_2_17) c_u_dom(6)_ 5
     x(6_0_13) c_e_assign(6)_ 1
     x(6_0_13) c_e_link(6_0_13)_ -1
     x(6_0_14) c_e_assign(6)_ 1
     x(6_0_14) c_e_link(6_0_14)_ -1
     x(6_0_15) c_e_assign(6)_ 1
     x(6_0_15) c_e_link(6_0_15)_ -1
     x(6_0_16) c_e_assign(6)_ 1
     x(6_0_16) c_e_link(6_0_16)_ -1
     x(6_0_17) c_e_assign(6)_ 1
     x(6_0_17) c_e_link(6_0_17)_ -1
     x(6_0_18) obj 4
     x(6_0_18) c_e_assign(6)_ 1
     x(6_0_18) c_e_link(6_0_18)_ -1
     x(6_0_19) obj 8
     x(6_0_19) c_e_assign(6)_ 1
     x(6_0_19) c_e_link(6_0_19)_ -1
     x(6_0_20) obj 12
     x(6_0_20) c_e_assign(6)_ 1
     x(6_0_20) c_e_link(6_0_20)_ -1
     x(6_0_21) obj 16
     x(6_0_21) c_e_assign(6)_ 1
     x(6_0_21) c_e_link(6_0_21)_ -1
     x(6_0_22) obj 20
     x(6_0_22) c_e_assign(6)_ 1
     x(6_0_22) c_e_link(6_0_22)_ -1
     x(7_0_16) c_e_assign(7)_ 1
     x(7_0_16) c_e_link(7_0_16)_ -1
     x(7_0_17) c_e_assign(7)_ 1
     x(7_0_17) c_e_link(7_0_17)_ -1
     x(7_0_18) c_e_assign(7)_ 1
     x(7_0_18) c_e_link(7_0_18)_ -1
     x(7_0_19) c_e_assign(7)_ 1
     x(7_0_19) c_e_link(7_0_19)_ -1
     x(7_0_20) c_e_assign(7)_ 1
     x(7_0_20) c_e_link(7_0_20)_ -1
     x(7_0_21) c_e_assign(7)_ 1
     x(7_0_21) c_e_link(7_0_21)_ -1
     x(7_0_22) c_e_assign(7)_ 1
     x(7_0_22) c_e_link(7_0_22)_ -1
     x(7_0_23) c_e_assign(7)_ 1
     x(7_0_23) c_e_link(7_0_23)_ -1
     x(7_0_24) c_e_assign(7)_ 1
     x(7_0_24) c_e_link(7_0_24)_ -1
     x(7_0_25) c_e_assign(7)_ 1
     x(7_0_25) c_e_link(7_0_25)_ -1
     x(7_0_26) c_e_assign(7)_ 1
     x(7_0_26) c_e_link(7_0_26)_ -1
     x(7_0_27) c_e_assign(7)_ 1
     x(7_0_27) c_e_link(7_0_27)_ -1
     x(7_0_28) obj 5
     x(7_0_28) c_e_assign(7)_ 1
     x(7_0_28) c_e_link(7_0_28)_ -1
     x(7_0_29) obj 10
     x(7_0_29) c_e_assign(7)_ 1
     x(7_0_29) c_e_link(7_0_29)_ -1
     x(7_0_30) obj 15
     x(7_0_30) c_e_assign(7)_ 1
     x(7_0_30) c_e_link(7_0_30)_ -1
     x(7_0_31) obj 20
     x(7_0_31) c_e_assign(7)_ 1
     x(7_0_31) c_e_link(7_0_31)_ -1
     x(7_1_16) c_e_assign(7)_ 1
     x(7_1_16) c_e_link(7_1_16)_ -1
     x(7_1_17) c_e_assign(7)_ 1
     x(7_1_17) c_e_link(7_1_17)_ -1
     x(7_1_18) c_e_assign(7)_ 1
     x(7_1_18) c_e_link(7_1_18)_ -1
     x(7_1_19) c_e_assign(7)_ 1
     x(7_1_19) c_e_link(7_1_19)_ -1
     x(7_1_20) c_e_assign(7)_ 1
     x(7_1_20) c_e_link(7_1_20)_ -1
     x(7_1_21) c_e_assign(7)_ 1
     x(7_1_21) c_e_link(7_1_21)_ -1
     x(7_1_22) c_e_assign(7)_ 1
     x(7_1_22) c_e_link(7_1_22)_ -1
     x(7_1_23) obj 5
     x(7_1_23) c_e_assign(7)_ 1
     x(7_1_23) c_e_link(7_1_23)_ -1
     x(7_1_24) obj 10
     x(7_1_24) c_e_assign(7)_ 1
     x(7_1_24) c_e_link(7_1_24)_ -1
     x(7_1_25) obj 15
     x(7_1_25) c_e_assign(7)_ 1
     x(7_1_25) c_e_link(7_1_25)_ -1
     x(7_1_26) obj 20
     x(7_1_26) c_e_assign(7)_ 1
     x(7_1_26) c_e_link(7_1_26)_ -1
     x(8_0_17) c_e_assign(8)_ 1
     x(8_0_17) c_e_link(8_0_17)_ -1
     x(8_0_17) c_u_dom(0)_ 3
     x(8_0_18) c_e_assign(8)_ 1
     x(8_0_18) c_e_link(8_0_18)_ -1
     x(8_0_18) c_u_dom(0)_ 2
     x(8_0_19) c_e_assign(8)_ 1
     x(8_0_19) c_e_link(8_0_19)_ -1
     x(8_0_19) c_u_dom(0)_ 1
     x(8_0_20) c_e_assign(8)_ 1
     x(8_0_20) c_e_link(8_0_20)_ -1
     x(8_0_21) c_e_assign(8)_ 1
     x(8_0_21) c_e_link(8_0_21)_ -1
     x(8_0_21) c_u_dom(0)_ -1
     x(8_0_22) c_e_assign(8)_ 1
     x(8_0_22) c_e_link(8_0_22)_ -1
     x(8_0_22) c_u_dom(0)_ -2
     x(8_0_23) obj 1
     x(8_0_23) c_e_assign(8)_ 1
     x(8_0_23) c_e_link(8_0_23)_ -1
     x(8_0_23) c_u_dom(0)_ -3
     x(8_0_24) obj 2
     x(8_0_24) c_e_assign(8)_ 1
     x(8_0_24) c_e_link(8_0_24)_ -1
     x(8_0_24) c_u_dom(0)_ -4
     x(8_0_25) obj 3
     x(8_0_25) c_e_assign(8)_ 1
     x(8_0_25) c_e_link(8_0_25)_ -1
     x(8_0_25) c_u_dom(0)_ -5
     x(8_0_26) obj 4
     x(8_0_26) c_e_assign(8)_ 1
     x(8_0_26) c_e_link(8_0_26)_ -1
     x(8_0_26) c_u_dom(0)_ -6
     x(8_0_27) obj 5
     x(8_0_27) c_e_assign(8)_ 1
     x(8_0_27) c_e_link(8_0_27)_ -1
     x(8_0_27) c_u_dom(0)_ -7
     x(8_0_28) obj 6
     x(8_0_28) c_e_assign(8)_ 1
     x(8_0_28) c_e_link(8_0_28)_ -1
     x(8_0_28) c_u_dom(0)_ -8
     x(8_0_29) obj 7
     x(8_0_29) c_e_assign(8)_ 1
     x(8_0_29) c_e_link(8_0_29)_ -1
     x(8_0_29) c_u_dom(0)_ -9
     x(8_0_30) obj 8
     x(8_0_30) c_e_assign(8)_ 1
     x(8_0_30) c_e_link(8_0_30)_ -1
     x(8_0_30) c_u_dom(0)_ -10
     x(8_0_31) obj 9
     x(8_0_31) c_e_assign(8)_ 1
     x(8_0_31) c_e_link(8_0_31)_ -1
     x(8_0_31) c_u_dom(0)_ -11
     x(8_0_32) obj 10
     x(8_0_32) c_e_assign(8)_ 1
     x(8_0_32) c_e_link(8_0_32)_ -1
     x(8_0_32) c_u_dom(0)_ -12
     x(8_0_33) obj 11
     x(8_0_33) c_e_assign(8)_ 1
     x(8_0_33) c_e_link(8_0_33)_ -1
     x(8_0_33) c_u_dom(0)_ -13
     x(8_0_34) obj 12
     x(8_0_34) c_e_assign(8)_ 1
     x(8_0_34) c_e_link(8_0_34)_ -1
     x(8_0_34) c_u_dom(0)_ -14
     x(8_0_35) obj 13
     x(8_0_35) c_e_assign(8)_ 1
     x(8_0_35) c_e_link(8_0_35)_ -1
     x(8_0_35) c_u_dom(0)_ -15
     x(8_0_36) obj 14
     x(8_0_36) c_e_assign(8)_ 1
     x(8_0_36) c_e_link(8_0_36)_ -1
     x(8_0_36) c_u_dom(0)_ -16
     x(8_0_37) obj 15
     x(8_0_37) c_e_assign(8)_ 1
     x(8_0_37) c_e_link(8_0_37)_ -1
     x(8_0_37) c_u_dom(0)_ -17
     x(8_0_38) obj 16
     x(8_0_38) c_e_assign(8)_ 1
     x(8_0_38) c_e_link(8_0_38)_ -1
     x(8_0_38) c_u_dom(0)_ -18
     x(8_0_39) obj 17
     x(8_0_39) c_e_assign(8)_ 1
     x(8_0_39) c_e_link(8_0_39)_ -1
     x(8_0_39) c_u_dom(0)_ -19
     x(8_0_40) obj 18
     x(8_0_40) c_e_assign(8)_ 1
     x(8_0_40) c_e_link(8_0_40)_ -1
     x(8_0_40) c_u_dom(0)_ -20
     x(8_0_41) obj 19
     x(8_0_41) c_e_assign(8)_ 1
     x(8_0_41) c_e_link(8_0_41)_ -1
     x(8_0_41) c_u_dom(0)_ -21
     x(8_0_42) obj 20
     x(8_0_42) c_e_assign(8)_ 1
     x(8_0_42) c_e_link(8_0_42)_ -1
     x(8_0_42) c_u_dom(0)_ -22
     x(9_0_17) c_e_assign(9)_ 1
     x(9_0_17) c_e_link(9_0_17)_ -1
     x(9_0_18) c_e_assign(9)_ 1
     x(9_0_18) c_e_link(9_0_18)_ -1
     x(9_0_19) c_e_assign(9)_ 1
     x(9_0_19) c_e_link(9_0_19)_ -1
     x(9_0_20) c_e_assign(9)_ 1
     x(9_0_20) c_e_link(9_0_20)_ -1
     x(9_0_21) obj 5
     x(9_0_21) c_e_assign(9)_ 1
     x(9_0_21) c_e_link(9_0_21)_ -1
     x(9_0_22) obj 10
     x(9_0_22) c_e_assign(9)_ 1
     x(9_0_22) c_e_link(9_0_22)_ -1
     x(9_0_23) obj 15
     x(9_0_23) c_e_assign(9)_ 1
     x(9_0_23) c_e_link(9_0_23)_ -1
     x(9_0_24) obj 20
     x(9_0_24) c_e_assign(9)_ 1
     x(9_0_24) c_e_link(9_0_24)_ -1
     x(9_1_17) obj 15
     x(9_1_17) c_e_assign(9)_ 1
     x(9_1_17) c_e_link(9_1_17)_ -1
     x(9_1_18) obj 20
     x(9_1_18) c_e_assign(9)_ 1
     x(9_1_18) c_e_link(9_1_18)_ -1
     x(10_0_19) c_e_assign(10)_ 1
     x(10_0_19) c_e_link(10_0_19)_ -1
     x(10_0_19) c_u_dom(1)_ 1
     x(10_0_20) c_e_assign(10)_ 1
     x(10_0_20) c_e_link(10_0_20)_ -1
     x(10_0_21) c_e_assign(10)_ 1
     x(10_0_21) c_e_link(10_0_21)_ -1
     x(10_0_21) c_u_dom(1)_ -1
     x(10_0_22) c_e_assign(10)_ 1
     x(10_0_22) c_e_link(10_0_22)_ -1
     x(10_0_22) c_u_dom(1)_ -2
     x(10_0_23) c_e_assign(10)_ 1
     x(10_0_23) c_e_link(10_0_23)_ -1
     x(10_0_23) c_u_dom(1)_ -3
     x(10_0_24) c_e_assign(10)_ 1
     x(10_0_24) c_e_link(10_0_24)_ -1
     x(10_0_24) c_u_dom(1)_ -4
     x(10_0_25) c_e_assign(10)_ 1
     x(10_0_25) c_e_link(10_0_25)_ -1
     x(10_0_25) c_u_dom(1)_ -5
     x(10_0_26) c_e_assign(10)_ 1
     x(10_0_26) c_e_link(10_0_26)_ -1
     x(10_0_26) c_u_dom(1)_ -6
     x(10_0_27) c_e_assign(10)_ 1
     x(10_0_27) c_e_link(10_0_27)_ -1
     x(10_0_27) c_u_dom(1)_ -7
     x(10_0_28) c_e_assign(10)_ 1
     x(10_0_28) c_e_link(10_0_28)_ -1
     x(10_0_28) c_u_dom(1)_ -8
     x(10_0_29) obj 3
     x(10_0_29) c_e_assign(10)_ 1
     x(10_0_29) c_e_link(10_0_29)_ -1
     x(10_0_29) c_u_dom(1)_ -9
     x(10_0_30) obj 6
     x(10_0_30) c_e_assign(10)_ 1
     x(10_0_30) c_e_link(10_0_30)_ -1
     x(10_0_30) c_u_dom(1)_ -10
     x(10_0_31) obj 9
     x(10_0_31) c_e_assign(10)_ 1
     x(10_0_31) c_e_link(10_0_31)_ -1
     x(10_0_31) c_u_dom(1)_ -11
     x(10_0_32) obj 12
     x(10_0_32) c_e_assign(10)_ 1
     x(10_0_32) c_e_link(10_0_32)_ -1
     x(10_0_32) c_u_dom(1)_ -12
     x(10_0_33) obj 15
     x(10_0_33) c_e_assign(10)_ 1
     x(10_0_33) c_e_link(10_0_33)_ -1
     x(10_0_33) c_u_dom(1)_ -13
     x(10_0_34) obj 18
     x(10_0_34) c_e_assign(10)_ 1
     x(10_0_34) c_e_link(10_0_34)_ -1
     x(10_0_34) c_u_dom(1)_ -14
     x(10_1_19) c_e_assign(10)_ 1
     x(10_1_19) c_e_link(10_1_19)_ -1
     x(10_1_19) c_u_dom(4)_ 1
     x(10_1_20) c_e_assign(10)_ 1
     x(10_1_20) c_e_link(10_1_20)_ -1
     x(10_1_21) c_e_assign(10)_ 1
     x(10_1_21) c_e_link(10_1_21)_ -1
     x(10_1_21) c_u_dom(4)_ -1
     x(10_1_22) c_e_assign(10)_ 1
     x(10_1_22) c_e_link(10_1_22)_ -1
     x(10_1_22) c_u_dom(4)_ -2
     x(10_1_23) c_e_assign(10)_ 1
     x(10_1_23) c_e_link(10_1_23)_ -1
     x(10_1_23) c_u_dom(4)_ -3
     x(10_1_24) c_e_assign(10)_ 1
     x(10_1_24) c_e_link(10_1_24)_ -1
     x(10_1_24) c_u_dom(4)_ -4
     x(10_1_25) obj 3
     x(10_1_25) c_e_assign(10)_ 1
     x(10_1_25) c_e_link(10_1_25)_ -1
     x(10_1_25) c_u_dom(4)_ -5
     x(10_1_26) obj 6
     x(10_1_26) c_e_assign(10)_ 1
     x(10_1_26) c_e_link(10_1_26)_ -1
     x(10_1_26) c_u_dom(4)_ -6
     x(10_1_27) obj 9
     x(10_1_27) c_e_assign(10)_ 1
     x(10_1_27) c_e_link(10_1_27)_ -1
     x(10_1_27) c_u_dom(4)_ -7
     x(10_1_28) obj 12
     x(10_1_28) c_e_assign(10)_ 1
     x(10_1_28) c_e_link(10_1_28)_ -1
     x(10_1_28) c_u_dom(4)_ -8
     x(10_1_29) obj 15
     x(10_1_29) c_e_assign(10)_ 1
     x(10_1_29) c_e_link(10_1_29)_ -1
     x(10_1_29) c_u_dom(4)_ -9
     x(10_1_30) obj 18
     x(10_1_30) c_e_assign(10)_ 1
     x(10_1_30) c_e_link(10_1_30)_ -1
     x(10_1_30) c_u_dom(4)_ -10
     z(0_0_0) c_e_link(0_0_0)_ 1
     z(0_0_0) c_e_link(0_0_1)_ -1
     z(0_0_0) c_u_cap(0)_ 1
     z(0_0_0) c_u_cap(8)_ -1
     z(0_0_1) c_e_link(0_0_1)_ 1
     z(0_0_1) c_e_link(0_0_2)_ -1
     z(0_0_1) c_u_cap(1)_ 1
     z(0_0_1) c_u_cap(9)_ -1
     z(0_0_2) c_e_link(0_0_2)_ 1
     z(0_0_2) c_e_link(0_0_3)_ -1
     z(0_0_2) c_u_cap(2)_ 1
     z(0_0_2) c_u_cap(10)_ -1
     z(0_0_3) c_e_link(0_0_3)_ 1
     z(0_0_3) c_e_link(0_0_4)_ -1
     z(0_0_3) c_u_cap(3)_ 1
     z(0_0_3) c_u_cap(11)_ -1
     z(0_0_4) c_e_link(0_0_4)_ 1
     z(0_0_4) c_e_link(0_0_5)_ -1
     z(0_0_4) c_u_cap(4)_ 1
     z(0_0_4) c_u_cap(12)_ -1
     z(0_0_5) c_e_link(0_0_5)_ 1
     z(0_0_5) c_e_link(0_0_6)_ -1
     z(0_0_5) c_u_cap(5)_ 1
     z(0_0_5) c_u_cap(13)_ -1
     z(0_0_6) c_e_link(0_0_6)_ 1
     z(0_0_6) c_e_link(0_0_7)_ -1
     z(0_0_6) c_u_cap(6)_ 1
     z(0_0_6) c_u_cap(14)_ -1
     z(0_0_7) c_e_link(0_0_7)_ 1
     z(0_0_7) c_e_link(0_0_8)_ -1
     z(0_0_7) c_u_cap(7)_ 1
     z(0_0_7) c_u_cap(15)_ -1
     z(0_0_8) c_e_link(0_0_8)_ 1
     z(0_0_8) c_e_link(0_0_9)_ -1
     z(0_0_8) c_u_cap(8)_ 1
     z(0_0_8) c_u_cap(16)_ -1
     z(0_0_9) c_e_link(0_0_9)_ 1
     z(0_0_9) c_e_link(0_0_10)_ -1
     z(0_0_9) c_u_cap(9)_ 1
     z(0_0_9) c_u_cap(17)_ -1
     z(0_0_10) c_e_link(0_0_10)_ 1
     z(0_0_10) c_e_link(0_0_11)_ -1
     z(0_0_10) c_u_cap(10)_ 1
     z(0_0_10) c_u_cap(18)_ -1
     z(0_0_11) c_e_link(0_0_11)_ 1
     z(0_0_11) c_e_link(0_0_12)_ -1
     z(0_0_11) c_u_cap(11)_ 1
     z(0_0_11) c_u_cap(19)_ -1
     z(0_0_12) c_e_link(0_0_12)_ 1
     z(0_0_12) c_u_cap(12)_ 1
     z(0_0_12) c_u_cap(13)_ 1
     z(0_0_12) c_u_cap(14)_ 1
     z(0_0_12) c_u_cap(15)_ 1
     z(0_0_12) c_u_cap(16)_ 1
     z(0_0_12) c_u_cap(17)_ 1
     z(0_0_12) c_u_cap(18)_ 1
     z(0_0_12) c_u_cap(19)_ 1
     z(0_1_0) c_e_link(0_1_0)_ 1
     z(0_1_0) c_e_link(0_1_1)_ -1
     z(0_1_0) c_u_cap(52)_ -1
     z(0_1_1) c_e_link(0_1_1)_ 1
     z(0_1_1) c_e_link(0_1_2)_ -1
     z(0_1_1) c_u_cap(53)_ -1
     z(0_1_2) c_e_link(0_1_2)_ 1
     z(0_1_2) c_e_link(0_1_3)_ -1
     z(0_1_2) c_u_cap(42)_ 1
     z(0_1_2) c_u_cap(54)_ -1
     z(0_1_3) c_e_link(0_1_3)_ 1
     z(0_1_3) c_e_link(0_1_4)_ -1
     z(0_1_3) c_u_cap(43)_ 1
     z(0_1_3) c_u_cap(55)_ -1
     z(0_1_4) c_e_link(0_1_4)_ 1
     z(0_1_4) c_e_link(0_1_5)_ -1
     z(0_1_4) c_u_cap(44)_ 1
     z(0_1_4) c_u_cap(56)_ -1
     z(0_1_5) c_e_link(0_1_5)_ 1
     z(0_1_5) c_e_link(0_1_6)_ -1
     z(0_1_5) c_u_cap(45)_ 1
     z(0_1_5) c_u_cap(57)_ -1
     z(0_1_6) c_e_link(0_1_6)_ 1
     z(0_1_6) c_e_link(0_1_7)_ -1
     z(0_1_6) c_u_cap(46)_ 1
     z(0_1_6) c_u_cap(58)_ -1
     z(0_1_7) c_e_link(0_1_7)_ 1
     z(0_1_7) c_e_link(0_1_8)_ -1
     z(0_1_7) c_u_cap(47)_ 1
     z(0_1_7) c_u_cap(59)_ -1
     z(0_1_8) c_e_link(0_1_8)_ 1
     z(0_1_8) c_u_cap(48)_ 1
     z(0_1_8) c_u_cap(49)_ 1
     z(0_1_8) c_u_cap(50)_ 1
     z(0_1_8) c_u_cap(51)_ 1
     z(0_1_8) c_u_cap(52)_ 1
     z(0_1_8) c_u_cap(53)_ 1
     z(0_1_8) c_u_cap(54)_ 1
     z(0_1_8) c_u_cap(55)_ 1
     z(0_1_8) c_u_cap(56)_ 1
     z(0_1_8) c_u_cap(57)_ 1
     z(0_1_8) c_u_cap(58)_ 1
     z(0_1_8) c_u_cap(59)_ 1
     z(1_0_0) c_e_link(1_0_0)_ 1
     z(1_0_0) c_e_link(1_0_1)_ -1
     z(1_0_0) c_u_cap(0)_ 1
     z(1_0_0) c_u_cap(4)_ -1
     z(1_0_1) c_e_link(1_0_1)_ 1
     z(1_0_1) c_e_link(1_0_2)_ -1
     z(1_0_1) c_u_cap(1)_ 1
     z(1_0_1) c_u_cap(5)_ -1
     z(1_0_2) c_e_link(1_0_2)_ 1
     z(1_0_2) c_e_link(1_0_3)_ -1
     z(1_0_2) c_u_cap(2)_ 1
     z(1_0_2) c_u_cap(6)_ -1
     z(1_0_3) c_e_link(1_0_3)_ 1
     z(1_0_3) c_e_link(1_0_4)_ -1
     z(1_0_3) c_u_cap(3)_ 1
     z(1_0_3) c_u_cap(7)_ -1
     z(1_0_4) c_e_link(1_0_4)_ 1
     z(1_0_4) c_e_link(1_0_5)_ -1
     z(1_0_4) c_u_cap(4)_ 1
     z(1_0_4) c_u_cap(8)_ -1
     z(1_0_5) c_e_link(1_0_5)_ 1
     z(1_0_5) c_e_link(1_0_6)_ -1
     z(1_0_5) c_u_cap(5)_ 1
     z(1_0_5) c_u_cap(9)_ -1
     z(1_0_6) c_e_link(1_0_6)_ 1
     z(1_0_6) c_e_link(1_0_7)_ -1
     z(1_0_6) c_u_cap(6)_ 1
     z(1_0_6) c_u_cap(10)_ -1
     z(1_0_7) c_e_link(1_0_7)_ 1
     z(1_0_7) c_e_link(1_0_8)_ -1
     z(1_0_7) c_u_cap(7)_ 1
     z(1_0_7) c_u_cap(11)_ -1
     z(1_0_8) c_e_link(1_0_8)_ 1
     z(1_0_8) c_e_link(1_0_9)_ -1
     z(1_0_8) c_u_cap(8)_ 1
     z(1_0_8) c_u_cap(12)_ -1
     z(1_0_9) c_e_link(1_0_9)_ 1
     z(1_0_9) c_e_link(1_0_10)_ -1
     z(1_0_9) c_u_cap(9)_ 1
     z(1_0_9) c_u_cap(13)_ -1
     z(1_0_10) c_e_link(1_0_10)_ 1
     z(1_0_10) c_u_cap(10)_ 1
     z(1_0_10) c_u_cap(11)_ 1
     z(1_0_10) c_u_cap(12)_ 1
     z(1_0_10) c_u_cap(13)_ 1
     z(2_0_2) c_e_link(2_0_2)_ 1
     z(2_0_2) c_e_link(2_0_3)_ -1
     z(2_0_2) c_u_cap(2)_ 1
     z(2_0_2) c_u_cap(6)_ -1
     z(2_0_3) c_e_link(2_0_3)_ 1
     z(2_0_3) c_e_link(2_0_4)_ -1
     z(2_0_3) c_u_cap(3)_ 1
     z(2_0_3) c_u_cap(7)_ -1
     z(2_0_4) c_e_link(2_0_4)_ 1
     z(2_0_4) c_e_link(2_0_5)_ -1
     z(2_0_4) c_u_cap(4)_ 1
     z(2_0_4) c_u_cap(8)_ -1
     z(2_0_5) c_e_link(2_0_5)_ 1
     z(2_0_5) c_e_link(2_0_6)_ -1
     z(2_0_5) c_u_cap(5)_ 1
     z(2_0_5) c_u_cap(9)_ -1
     z(2_0_6) c_e_link(2_0_6)_ 1
     z(2_0_6) c_e_link(2_0_7)_ -1
     z(2_0_6) c_u_cap(6)_ 1
     z(2_0_6) c_u_cap(10)_ -1
     z(2_0_7) c_e_link(2_0_7)_ 1
     z(2_0_7) c_e_link(2_0_8)_ -1
     z(2_0_7) c_u_cap(7)_ 1
     z(2_0_7) c_u_cap(11)_ -1
     z(2_0_8) c_e_link(2_0_8)_ 1
     z(2_0_8) c_e_link(2_0_9)_ -1
     z(2_0_8) c_u_cap(8)_ 1
     z(2_0_8) c_u_cap(12)_ -1
     z(2_0_9) c_e_link(2_0_9)_ 1
     z(2_0_9) c_e_link(2_0_10)_ -1
     z(2_0_9) c_u_cap(9)_ 1
     z(2_0_9) c_u_cap(13)_ -1
     z(2_0_10) c_e_link(2_0_10)_ 1
     z(2_0_10) c_e_link(2_0_11)_ -1
     z(2_0_10) c_u_cap(10)_ 1
     z(2_0_10) c_u_cap(14)_ -1
     z(2_0_11) c_e_link(2_0_11)_ 1
     z(2_0_11) c_e_link(2_0_12)_ -1
     z(2_0_11) c_u_cap(11)_ 1
     z(2_0_11) c_u_cap(15)_ -1
     z(2_0_12) c_e_link(2_0_12)_ 1
     z(2_0_12) c_e_link(2_0_13)_ -1
     z(2_0_12) c_u_cap(12)_ 1
     z(2_0_12) c_u_cap(16)_ -1
     z(2_0_13) c_e_link(2_0_13)_ 1
     z(2_0_13) c_e_link(2_0_14)_ -1
     z(2_0_13) c_u_cap(13)_ 1
     z(2_0_13) c_u_cap(17)_ -1
     z(2_0_14) c_e_link(2_0_14)_ 1
     z(2_0_14) c_e_link(2_0_15)_ -1
     z(2_0_14) c_u_cap(14)_ 1
     z(2_0_14) c_u_cap(18)_ -1
     z(2_0_15) c_e_link(2_0_15)_ 1
     z(2_0_15) c_u_cap(15)_ 1
     z(2_0_15) c_u_cap(16)_ 1
     z(2_0_15) c_u_cap(17)_ 1
     z(2_0_15) c_u_cap(18)_ 1
     z(2_1_2) c_e_link(2_1_2)_ 1
     z(2_1_2) c_e_link(2_1_3)_ -1
     z(2_1_2) c_u_cap(42)_ 1
     z(2_1_2) c_u_cap(48)_ -1
     z(2_1_3) c_e_link(2_1_3)_ 1
     z(2_1_3) c_e_link(2_1_4)_ -1
     z(2_1_3) c_u_cap(43)_ 1
     z(2_1_3) c_u_cap(49)_ -1
     z(2_1_4) c_e_link(2_1_4)_ 1
     z(2_1_4) c_e_link(2_1_5)_ -1
     z(2_1_4) c_u_cap(44)_ 1
     z(2_1_4) c_u_cap(50)_ -1
     z(2_1_5) c_e_link(2_1_5)_ 1
     z(2_1_5) c_e_link(2_1_6)_ -1
     z(2_1_5) c_u_cap(45)_ 1
     z(2_1_5) c_u_cap(51)_ -1
     z(2_1_6) c_e_link(2_1_6)_ 1
     z(2_1_6) c_e_link(2_1_7)_ -1
     z(2_1_6) c_u_cap(46)_ 1
     z(2_1_6) c_u_cap(52)_ -1
     z(2_1_7) c_e_link(2_1_7)_ 1
     z(2_1_7) c_e_link(2_1_8)_ -1
     z(2_1_7) c_u_cap(47)_ 1
     z(2_1_7) c_u_cap(53)_ -1
     z(2_1_8) c_e_link(2_1_8)_ 1
     z(2_1_8) c_e_link(2_1_9)_ -1
     z(2_1_8) c_u_cap(48)_ 1
     z(2_1_8) c_u_cap(54)_ -1
     z(2_1_9) c_e_link(2_1_9)_ 1
     z(2_1_9) c_e_link(2_1_10)_ -1
     z(2_1_9) c_u_cap(49)_ 1
     z(2_1_9) c_u_cap(55)_ -1
     z(2_1_10) c_e_link(2_1_10)_ 1
     z(2_1_10) c_e_link(2_1_11)_ -1
     z(2_1_10) c_u_cap(50)_ 1
     z(2_1_10) c_u_cap(56)_ -1
     z(2_1_11) c_e_link(2_1_11)_ 1
     z(2_1_11) c_e_link(2_1_12)_ -1
     z(2_1_11) c_u_cap(51)_ 1
     z(2_1_11) c_u_cap(57)_ -1
     z(2_1_12) c_e_link(2_1_12)_ 1
     z(2_1_12) c_e_link(2_1_13)_ -1
     z(2_1_12) c_u_cap(52)_ 1
     z(2_1_12) c_u_cap(58)_ -1
     z(2_1_13) c_e_link(2_1_13)_ 1
     z(2_1_13) c_u_cap(53)_ 1
     z(2_1_13) c_u_cap(54)_ 1
     z(2_1_13) c_u_cap(55)_ 1
     z(2_1_13) c_u_cap(56)_ 1
     z(2_1_13) c_u_cap(57)_ 1
     z(2_1_13) c_u_cap(58)_ 1
     z(3_0_4) c_e_link(3_0_4)_ 1
     z(3_0_4) c_e_link(3_0_5)_ -1
     z(3_0_4) c_u_cap(4)_ 1
     z(3_0_4) c_u_cap(6)_ -1
     z(3_0_5) c_e_link(3_0_5)_ 1
     z(3_0_5) c_e_link(3_0_6)_ -1
     z(3_0_5) c_u_cap(5)_ 1
     z(3_0_5) c_u_cap(7)_ -1
     z(3_0_6) c_e_link(3_0_6)_ 1
     z(3_0_6) c_e_link(3_0_7)_ -1
     z(3_0_6) c_u_cap(6)_ 1
     z(3_0_6) c_u_cap(8)_ -1
     z(3_0_7) c_e_link(3_0_7)_ 1
     z(3_0_7) c_e_link(3_0_8)_ -1
     z(3_0_7) c_u_cap(7)_ 1
     z(3_0_7) c_u_cap(9)_ -1
     z(3_0_8) c_e_link(3_0_8)_ 1
     z(3_0_8) c_e_link(3_0_9)_ -1
     z(3_0_8) c_u_cap(8)_ 1
     z(3_0_8) c_u_cap(10)_ -1
     z(3_0_9) c_e_link(3_0_9)_ 1
     z(3_0_9) c_e_link(3_0_10)_ -1
     z(3_0_9) c_u_cap(9)_ 1
     z(3_0_9) c_u_cap(11)_ -1
     z(3_0_10) c_e_link(3_0_10)_ 1
     z(3_0_10) c_e_link(3_0_11)_ -1
     z(3_0_10) c_u_cap(10)_ 1
     z(3_0_10) c_u_cap(12)_ -1
     z(3_0_11) c_e_link(3_0_11)_ 1
     z(3_0_11) c_e_link(3_0_12)_ -1
     z(3_0_11) c_u_cap(11)_ 1
     z(3_0_11) c_u_cap(13)_ -1
     z(3_0_12) c_e_link(3_0_12)_ 1
     z(3_0_12) c_e_link(3_0_13)_ -1
     z(3_0_12) c_u_cap(12)_ 1
     z(3_0_12) c_u_cap(14)_ -1
     z(3_0_13) c_e_link(3_0_13)_ 1
     z(3_0_13) c_e_link(3_0_14)_ -1
     z(3_0_13) c_u_cap(13)_ 1
     z(3_0_13) c_u_cap(15)_ -1
     z(3_0_14) c_e_link(3_0_14)_ 1
     z(3_0_14) c_e_link(3_0_15)_ -1
     z(3_0_14) c_u_cap(14)_ 1
     z(3_0_14) c_u_cap(16)_ -1
     z(3_0_15) c_e_link(3_0_15)_ 1
     z(3_0_15) c_e_link(3_0_16)_ -1
     z(3_0_15) c_u_cap(15)_ 1
     z(3_0_15) c_u_cap(17)_ -1
     z(3_0_16) c_e_link(3_0_16)_ 1
     z(3_0_16) c_e_link(3_0_17)_ -1
     z(3_0_16) c_u_cap(16)_ 1
     z(3_0_16) c_u_cap(18)_ -1
     z(3_0_17) c_e_link(3_0_17)_ 1
     z(3_0_17) c_u_cap(17)_ 1
     z(3_0_17) c_u_cap(18)_ 1
     z(3_1_4) c_e_link(3_1_4)_ 1
     z(3_1_4) c_e_link(3_1_5)_ -1
     z(3_1_4) c_u_cap(44)_ 1
     z(3_1_4) c_u_cap(47)_ -1
     z(3_1_5) c_e_link(3_1_5)_ 1
     z(3_1_5) c_e_link(3_1_6)_ -1
     z(3_1_5) c_u_cap(45)_ 1
     z(3_1_5) c_u_cap(48)_ -1
     z(3_1_6) c_e_link(3_1_6)_ 1
     z(3_1_6) c_e_link(3_1_7)_ -1
     z(3_1_6) c_u_cap(46)_ 1
     z(3_1_6) c_u_cap(49)_ -1
     z(3_1_7) c_e_link(3_1_7)_ 1
     z(3_1_7) c_e_link(3_1_8)_ -1
     z(3_1_7) c_u_cap(47)_ 1
     z(3_1_7) c_u_cap(50)_ -1
     z(3_1_8) c_e_link(3_1_8)_ 1
     z(3_1_8) c_e_link(3_1_9)_ -1
     z(3_1_8) c_u_cap(48)_ 1
     z(3_1_8) c_u_cap(51)_ -1
     z(3_1_9) c_e_link(3_1_9)_ 1
     z(3_1_9) c_e_link(3_1_10)_ -1
     z(3_1_9) c_u_cap(49)_ 1
     z(3_1_9) c_u_cap(52)_ -1
     z(3_1_10) c_e_link(3_1_10)_ 1
     z(3_1_10) c_e_link(3_1_11)_ -1
     z(3_1_10) c_u_cap(50)_ 1
     z(3_1_10) c_u_cap(53)_ -1
     z(3_1_11) c_e_link(3_1_11)_ 1
     z(3_1_11) c_e_link(3_1_12)_ -1
     z(3_1_11) c_u_cap(51)_ 1
     z(3_1_11) c_u_cap(54)_ -1
     z(3_1_12) c_e_link(3_1_12)_ 1
     z(3_1_12) c_e_link(3_1_13)_ -1
     z(3_1_12) c_u_cap(52)_ 1
     z(3_1_12) c_u_cap(55)_ -1
     z(3_1_13) c_e_link(3_1_13)_ 1
     z(3_1_13) c_e_link(3_1_14)_ -1
     z(3_1_13) c_u_cap(53)_ 1
     z(3_1_13) c_u_cap(56)_ -1
     z(3_1_14) c_e_link(3_1_14)_ 1
     z(3_1_14) c_e_link(3_1_15)_ -1
     z(3_1_14) c_u_cap(54)_ 1
     z(3_1_14) c_u_cap(57)_ -1
     z(3_1_15) c_e_link(3_1_15)_ 1
     z(3_1_15) c_e_link(3_1_16)_ -1
     z(3_1_15) c_u_cap(55)_ 1
     z(3_1_15) c_u_cap(58)_ -1
     z(3_1_16) c_e_link(3_1_16)_ 1
     z(3_1_16) c_u_cap(56)_ 1
     z(3_1_16) c_u_cap(57)_ 1
     z(3_1_16) c_u_cap(58)_ 1
     z(4_0_11) c_e_link(4_0_11)_ 1
     z(4_0_11) c_e_link(4_0_12)_ -1
     z(4_0_11) c_u_cap(11)_ 1
     z(4_0_11) c_u_cap(13)_ -1
     z(4_0_12) c_e_link(4_0_12)_ 1
     z(4_0_12) c_e_link(4_0_13)_ -1
     z(4_0_12) c_u_cap(12)_ 1
     z(4_0_12) c_u_cap(14)_ -1
     z(4_0_13) c_e_link(4_0_13)_ 1
     z(4_0_13) c_e_link(4_0_14)_ -1
     z(4_0_13) c_u_cap(13)_ 1
     z(4_0_13) c_u_cap(15)_ -1
     z(4_0_14) c_e_link(4_0_14)_ 1
     z(4_0_14) c_e_link(4_0_15)_ -1
     z(4_0_14) c_u_cap(14)_ 1
     z(4_0_14) c_u_cap(16)_ -1
     z(4_0_15) c_e_link(4_0_15)_ 1
     z(4_0_15) c_e_link(4_0_16)_ -1
     z(4_0_15) c_u_cap(15)_ 1
     z(4_0_15) c_u_cap(17)_ -1
     z(4_0_16) c_e_link(4_0_16)_ 1
     z(4_0_16) c_e_link(4_0_17)_ -1
     z(4_0_16) c_u_cap(16)_ 1
     z(4_0_16) c_u_cap(18)_ -1
     z(4_0_17) c_e_link(4_0_17)_ 1
     z(4_0_17) c_e_link(4_0_18)_ -1
     z(4_0_17) c_u_cap(17)_ 1
     z(4_0_17) c_u_cap(19)_ -1
     z(4_0_18) c_e_link(4_0_18)_ 1
     z(4_0_18) c_e_link(4_0_19)_ -1
     z(4_0_18) c_u_cap(18)_ 1
     z(4_0_18) c_u_cap(20)_ -1
     z(4_0_19) c_e_link(4_0_19)_ 1
     z(4_0_19) c_e_link(4_0_20)_ -1
     z(4_0_19) c_u_cap(19)_ 1
     z(4_0_19) c_u_cap(21)_ -1
     z(4_0_20) c_e_link(4_0_20)_ 1
     z(4_0_20) c_u_cap(20)_ 1
     z(4_0_20) c_u_cap(21)_ 1
     z(4_1_11) c_e_link(4_1_11)_ 1
     z(4_1_11) c_e_link(4_1_12)_ -1
     z(4_1_11) c_u_cap(51)_ 1
     z(4_1_11) c_u_cap(54)_ -1
     z(4_1_12) c_e_link(4_1_12)_ 1
     z(4_1_12) c_e_link(4_1_13)_ -1
     z(4_1_12) c_u_cap(52)_ 1
     z(4_1_12) c_u_cap(55)_ -1
     z(4_1_13) c_e_link(4_1_13)_ 1
     z(4_1_13) c_e_link(4_1_14)_ -1
     z(4_1_13) c_u_cap(53)_ 1
     z(4_1_13) c_u_cap(56)_ -1
     z(4_1_14) c_e_link(4_1_14)_ 1
     z(4_1_14) c_e_link(4_1_15)_ -1
     z(4_1_14) c_u_cap(54)_ 1
     z(4_1_14) c_u_cap(57)_ -1
     z(4_1_15) c_e_link(4_1_15)_ 1
     z(4_1_15) c_e_link(4_1_16)_ -1
     z(4_1_15) c_u_cap(55)_ 1
     z(4_1_15) c_u_cap(58)_ -1
     z(4_1_16) c_e_link(4_1_16)_ 1
     z(4_1_16) c_e_link(4_1_17)_ -1
     z(4_1_16) c_u_cap(56)_ 1
     z(4_1_16) c_u_cap(59)_ -1
     z(4_1_17) c_e_link(4_1_17)_ 1
     z(4_1_17) c_e_link(4_1_18)_ -1
     z(4_1_17) c_u_cap(57)_ 1
     z(4_1_17) c_u_cap(60)_ -1
     z(4_1_18) c_e_link(4_1_18)_ 1
     z(4_1_18) c_e_link(4_1_19)_ -1
     z(4_1_18) c_u_cap(58)_ 1
     z(4_1_18) c_u_cap(61)_ -1
     z(4_1_19) c_e_link(4_1_19)_ 1
     z(4_1_19) c_u_cap(59)_ 1
     z(4_1_19) c_u_cap(60)_ 1
     z(4_1_19) c_u_cap(61)_ 1
     z(4_2_11) c_e_link(4_2_11)_ 1
     z(4_2_11) c_e_link(4_2_12)_ -1
     z(4_2_11) c_u_cap(86)_ -1
     z(4_2_12) c_e_link(4_2_12)_ 1
     z(4_2_12) c_e_link(4_2_13)_ -1
     z(4_2_12) c_u_cap(81)_ 1
     z(4_2_12) c_u_cap(87)_ -1
     z(4_2_13) c_e_link(4_2_13)_ 1
     z(4_2_13) c_e_link(4_2_14)_ -1
     z(4_2_13) c_u_cap(82)_ 1
     z(4_2_13) c_u_cap(88)_ -1
     z(4_2_14) c_e_link(4_2_14)_ 1
     z(4_2_14) c_e_link(4_2_15)_ -1
     z(4_2_14) c_u_cap(83)_ 1
     z(4_2_14) c_u_cap(89)_ -1
     z(4_2_15) c_e_link(4_2_15)_ 1
     z(4_2_15) c_e_link(4_2_16)_ -1
     z(4_2_15) c_u_cap(84)_ 1
     z(4_2_15) c_u_cap(90)_ -1
     z(4_2_16) c_e_link(4_2_16)_ 1
     z(4_2_16) c_u_cap(85)_ 1
     z(4_2_16) c_u_cap(86)_ 1
     z(4_2_16) c_u_cap(87)_ 1
     z(4_2_16) c_u_cap(88)_ 1
     z(4_2_16) c_u_cap(89)_ 1
     z(4_2_16) c_u_cap(90)_ 1
     z(5_0_12) c_e_link(5_0_12)_ 1
     z(5_0_12) c_e_link(5_0_13)_ -1
     z(5_0_12) c_u_cap(12)_ 1
     z(5_0_12) c_u_cap(14)_ -1
     z(5_0_13) c_e_link(5_0_13)_ 1
     z(5_0_13) c_e_link(5_0_14)_ -1
     z(5_0_13) c_u_cap(13)_ 1
     z(5_0_13) c_u_cap(15)_ -1
     z(5_0_14) c_e_link(5_0_14)_ 1
     z(5_0_14) c_e_link(5_0_15)_ -1
     z(5_0_14) c_u_cap(14)_ 1
     z(5_0_14) c_u_cap(16)_ -1
     z(5_0_15) c_e_link(5_0_15)_ 1
     z(5_0_15) c_e_link(5_0_16)_ -1
     z(5_0_15) c_u_cap(15)_ 1
     z(5_0_15) c_u_cap(17)_ -1
     z(5_0_16) c_e_link(5_0_16)_ 1
     z(5_0_16) c_e_link(5_0_17)_ -1
     z(5_0_16) c_u_cap(16)_ 1
     z(5_0_16) c_u_cap(18)_ -1
     z(5_0_17) c_e_link(5_0_17)_ 1
     z(5_0_17) c_e_link(5_0_18)_ -1
     z(5_0_17) c_u_cap(17)_ 1
     z(5_0_17) c_u_cap(19)_ -1
     z(5_0_18) c_e_link(5_0_18)_ 1
     z(5_0_18) c_e_link(5_0_19)_ -1
     z(5_0_18) c_u_cap(18)_ 1
     z(5_0_18) c_u_cap(20)_ -1
     z(5_0_19) c_e_link(5_0_19)_ 1
     z(5_0_19) c_e_link(5_0_20)_ -1
     z(5_0_19) c_u_cap(19)_ 1
     z(5_0_19) c_u_cap(21)_ -1
     z(5_0_20) c_e_link(5_0_20)_ 1
     z(5_0_20) c_e_link(5_0_21)_ -1
     z(5_0_20) c_u_cap(20)_ 1
     z(5_0_20) c_u_cap(22)_ -1
     z(5_0_21) c_e_link(5_0_21)_ 1
     z(5_0_21) c_u_cap(21)_ 1
     z(5_0_21) c_u_cap(22)_ 1
     z(5_1_12) c_e_link(5_1_12)_ 1
     z(5_1_12) c_e_link(5_1_13)_ -1
     z(5_1_12) c_u_cap(52)_ 1
     z(5_1_12) c_u_cap(55)_ -1
     z(5_1_13) c_e_link(5_1_13)_ 1
     z(5_1_13) c_e_link(5_1_14)_ -1
     z(5_1_13) c_u_cap(53)_ 1
     z(5_1_13) c_u_cap(56)_ -1
     z(5_1_14) c_e_link(5_1_14)_ 1
     z(5_1_14) c_e_link(5_1_15)_ -1
     z(5_1_14) c_u_cap(54)_ 1
     z(5_1_14) c_u_cap(57)_ -1
     z(5_1_15) c_e_link(5_1_15)_ 1
     z(5_1_15) c_e_link(5_1_16)_ -1
     z(5_1_15) c_u_cap(55)_ 1
     z(5_1_15) c_u_cap(58)_ -1
     z(5_1_16) c_e_link(5_1_16)_ 1
     z(5_1_16) c_e_link(5_1_17)_ -1
     z(5_1_16) c_u_cap(56)_ 1
     z(5_1_16) c_u_cap(59)_ -1
     z(5_1_17) c_e_link(5_1_17)_ 1
     z(5_1_17) c_e_link(5_1_18)_ -1
     z(5_1_17) c_u_cap(57)_ 1
     z(5_1_17) c_u_cap(60)_ -1
     z(5_1_18) c_e_link(5_1_18)_ 1
     z(5_1_18) c_e_link(5_1_19)_ -1
     z(5_1_18) c_u_cap(58)_ 1
     z(5_1_18) c_u_cap(61)_ -1
     z(5_1_19) c_e_link(5_1_19)_ 1
     z(5_1_19) c_e_link(5_1_20)_ -1
     z(5_1_19) c_u_cap(59)_ 1
     z(5_1_19) c_u_cap(62)_ -1
     z(5_1_20) c_e_link(5_1_20)_ 1
     z(5_1_20) c_u_cap(60)_ 1
     z(5_1_20) c_u_cap(61)_ 1
     z(5_1_20) c_u_cap(62)_ 1
     z(5_2_12) c_e_link(5_2_12)_ 1
     z(5_2_12) c_e_link(5_2_13)_ -1
     z(5_2_12) c_u_cap(81)_ 1
     z(5_2_12) c_u_cap(87)_ -1
     z(5_2_13) c_e_link(5_2_13)_ 1
     z(5_2_13) c_e_link(5_2_14)_ -1
     z(5_2_13) c_u_cap(82)_ 1
     z(5_2_13) c_u_cap(88)_ -1
     z(5_2_14) c_e_link(5_2_14)_ 1
     z(5_2_14) c_e_link(5_2_15)_ -1
     z(5_2_14) c_u_cap(83)_ 1
     z(5_2_14) c_u_cap(89)_ -1
     z(5_2_15) c_e_link(5_2_15)_ 1
     z(5_2_15) c_e_link(5_2_16)_ -1
     z(5_2_15) c_u_cap(84)_ 1
     z(5_2_15) c_u_cap(90)_ -1
     z(5_2_16) c_e_link(5_2_16)_ 1
     z(5_2_16) c_e_link(5_2_17)_ -1
     z(5_2_16) c_u_cap(85)_ 1
     z(5_2_17) c_e_link(5_2_17)_ 1
     z(5_2_17) c_u_cap(86)_ 1
     z(5_2_17) c_u_cap(87)_ 1
     z(5_2_17) c_u_cap(88)_ 1
     z(5_2_17) c_u_cap(89)_ 1
     z(5_2_17) c_u_cap(90)_ 1
     z(6_0_13) c_e_link(6_0_13)_ 1
     z(6_0_13) c_e_link(6_0_14)_ -1
     z(6_0_13) c_u_cap(13)_ 1
     z(6_0_13) c_u_cap(17)_ -1
     z(6_0_14) c_e_link(6_0_14)_ 1
     z(6_0_14) c_e_link(6_0_15)_ -1
     z(6_0_14) c_u_cap(14)_ 1
     z(6_0_14) c_u_cap(18)_ -1
     z(6_0_15) c_e_link(6_0_15)_ 1
     z(6_0_15) c_e_link(6_0_16)_ -1
     z(6_0_15) c_u_cap(15)_ 1
     z(6_0_15) c_u_cap(19)_ -1
     z(6_0_16) c_e_link(6_0_16)_ 1
     z(6_0_16) c_e_link(6_0_17)_ -1
     z(6_0_16) c_u_cap(16)_ 1
     z(6_0_16) c_u_cap(20)_ -1
     z(6_0_17) c_e_link(6_0_17)_ 1
     z(6_0_17) c_e_link(6_0_18)_ -1
     z(6_0_17) c_u_cap(17)_ 1
     z(6_0_17) c_u_cap(21)_ -1
     z(6_0_18) c_e_link(6_0_18)_ 1
     z(6_0_18) c_e_link(6_0_19)_ -1
     z(6_0_18) c_u_cap(18)_ 1
     z(6_0_18) c_u_cap(22)_ -1
     z(6_0_19) c_e_link(6_0_19)_ 1
     z(6_0_19) c_e_link(6_0_20)_ -1
     z(6_0_19) c_u_cap(19)_ 1
     z(6_0_19) c_u_cap(23)_ -1
     z(6_0_20) c_e_link(6_0_20)_ 1
     z(6_0_20) c_e_link(6_0_21)_ -1
     z(6_0_20) c_u_cap(20)_ 1
     z(6_0_20) c_u_cap(24)_ -1
     z(6_0_21) c_e_link(6_0_21)_ 1
     z(6_0_21) c_e_link(6_0_22)_ -1
     z(6_0_21) c_u_cap(21)_ 1
     z(6_0_21) c_u_cap(25)_ -1
     z(6_0_22) c_e_link(6_0_22)_ 1
     z(6_0_22) c_u_cap(22)_ 1
     z(6_0_22) c_u_cap(23)_ 1
     z(6_0_22) c_u_cap(24)_ 1
     z(6_0_22) c_u_cap(25)_ 1
     z(7_0_16) c_e_link(7_0_16)_ 1
     z(7_0_16) c_e_link(7_0_17)_ -1
     z(7_0_16) c_u_cap(16)_ 1
     z(7_0_16) c_u_cap(26)_ -1
     z(7_0_17) c_e_link(7_0_17)_ 1
     z(7_0_17) c_e_link(7_0_18)_ -1
     z(7_0_17) c_u_cap(17)_ 1
     z(7_0_17) c_u_cap(27)_ -1
     z(7_0_18) c_e_link(7_0_18)_ 1
     z(7_0_18) c_e_link(7_0_19)_ -1
     z(7_0_18) c_u_cap(18)_ 1
     z(7_0_18) c_u_cap(28)_ -1
     z(7_0_19) c_e_link(7_0_19)_ 1
     z(7_0_19) c_e_link(7_0_20)_ -1
     z(7_0_19) c_u_cap(19)_ 1
     z(7_0_19) c_u_cap(29)_ -1
     z(7_0_20) c_e_link(7_0_20)_ 1
     z(7_0_20) c_e_link(7_0_21)_ -1
     z(7_0_20) c_u_cap(20)_ 1
     z(7_0_20) c_u_cap(30)_ -1
     z(7_0_21) c_e_link(7_0_21)_ 1
     z(7_0_21) c_e_link(7_0_22)_ -1
     z(7_0_21) c_u_cap(21)_ 1
     z(7_0_21) c_u_cap(31)_ -1
     z(7_0_22) c_e_link(7_0_22)_ 1
     z(7_0_22) c_e_link(7_0_23)_ -1
     z(7_0_22) c_u_cap(22)_ 1
     z(7_0_22) c_u_cap(32)_ -1
     z(7_0_23) c_e_link(7_0_23)_ 1
     z(7_0_23) c_e_link(7_0_24)_ -1
     z(7_0_23) c_u_cap(23)_ 1
     z(7_0_23) c_u_cap(33)_ -1
     z(7_0_24) c_e_link(7_0_24)_ 1
     z(7_0_24) c_e_link(7_0_25)_ -1
     z(7_0_24) c_u_cap(24)_ 1
     z(7_0_24) c_u_cap(34)_ -1
     z(7_0_25) c_e_link(7_0_25)_ 1
     z(7_0_25) c_e_link(7_0_26)_ -1
     z(7_0_25) c_u_cap(25)_ 1
     z(7_0_25) c_u_cap(35)_ -1
     z(7_0_26) c_e_link(7_0_26)_ 1
     z(7_0_26) c_e_link(7_0_27)_ -1
     z(7_0_26) c_u_cap(26)_ 1
     z(7_0_26) c_u_cap(36)_ -1
     z(7_0_27) c_e_link(7_0_27)_ 1
     z(7_0_27) c_e_link(7_0_28)_ -1
     z(7_0_27) c_u_cap(27)_ 1
     z(7_0_27) c_u_cap(37)_ -1
     z(7_0_28) c_e_link(7_0_28)_ 1
     z(7_0_28) c_e_link(7_0_29)_ -1
     z(7_0_28) c_u_cap(28)_ 1
     z(7_0_28) c_u_cap(38)_ -1
     z(7_0_29) c_e_link(7_0_29)_ 1
     z(7_0_29) c_e_link(7_0_30)_ -1
     z(7_0_29) c_u_cap(29)_ 1
     z(7_0_29) c_u_cap(39)_ -1
     z(7_0_30) c_e_link(7_0_30)_ 1
     z(7_0_30) c_e_link(7_0_31)_ -1
     z(7_0_30) c_u_cap(30)_ 1
     z(7_0_30) c_u_cap(40)_ -1
     z(7_0_31) c_e_link(7_0_31)_ 1
     z(7_0_31) c_u_cap(31)_ 1
     z(7_0_31) c_u_cap(32)_ 1
     z(7_0_31) c_u_cap(33)_ 1
     z(7_0_31) c_u_cap(34)_ 1
     z(7_0_31) c_u_cap(35)_ 1
     z(7_0_31) c_u_cap(36)_ 1
     z(7_0_31) c_u_cap(37)_ 1
     z(7_0_31) c_u_cap(38)_ 1
     z(7_0_31) c_u_cap(39)_ 1
     z(7_0_31) c_u_cap(40)_ 1
     z(7_1_16) c_e_link(7_1_16)_ 1
     z(7_1_16) c_e_link(7_1_17)_ -1
     z(7_1_16) c_u_cap(56)_ 1
     z(7_1_16) c_u_cap(71)_ -1
     z(7_1_17) c_e_link(7_1_17)_ 1
     z(7_1_17) c_e_link(7_1_18)_ -1
     z(7_1_17) c_u_cap(57)_ 1
     z(7_1_17) c_u_cap(72)_ -1
     z(7_1_18) c_e_link(7_1_18)_ 1
     z(7_1_18) c_e_link(7_1_19)_ -1
     z(7_1_18) c_u_cap(58)_ 1
     z(7_1_18) c_u_cap(73)_ -1
     z(7_1_19) c_e_link(7_1_19)_ 1
     z(7_1_19) c_e_link(7_1_20)_ -1
     z(7_1_19) c_u_cap(59)_ 1
     z(7_1_19) c_u_cap(74)_ -1
     z(7_1_20) c_e_link(7_1_20)_ 1
     z(7_1_20) c_e_link(7_1_21)_ -1
     z(7_1_20) c_u_cap(60)_ 1
     z(7_1_20) c_u_cap(75)_ -1
     z(7_1_21) c_e_link(7_1_21)_ 1
     z(7_1_21) c_e_link(7_1_22)_ -1
     z(7_1_21) c_u_cap(61)_ 1
     z(7_1_21) c_u_cap(76)_ -1
     z(7_1_22) c_e_link(7_1_22)_ 1
     z(7_1_22) c_e_link(7_1_23)_ -1
     z(7_1_22) c_u_cap(62)_ 1
     z(7_1_22) c_u_cap(77)_ -1
     z(7_1_23) c_e_link(7_1_23)_ 1
     z(7_1_23) c_e_link(7_1_24)_ -1
     z(7_1_23) c_u_cap(63)_ 1
     z(7_1_23) c_u_cap(78)_ -1
     z(7_1_24) c_e_link(7_1_24)_ 1
     z(7_1_24) c_e_link(7_1_25)_ -1
     z(7_1_24) c_u_cap(64)_ 1
     z(7_1_24) c_u_cap(79)_ -1
     z(7_1_25) c_e_link(7_1_25)_ 1
     z(7_1_25) c_e_link(7_1_26)_ -1
     z(7_1_25) c_u_cap(65)_ 1
     z(7_1_25) c_u_cap(80)_ -1
     z(7_1_26) c_e_link(7_1_26)_ 1
     z(7_1_26) c_u_cap(66)_ 1
     z(7_1_26) c_u_cap(67)_ 1
     z(7_1_26) c_u_cap(68)_ 1
     z(7_1_26) c_u_cap(69)_ 1
     z(7_1_26) c_u_cap(70)_ 1
     z(7_1_26) c_u_cap(71)_ 1
     z(7_1_26) c_u_cap(72)_ 1
     z(7_1_26) c_u_cap(73)_ 1
     z(7_1_26) c_u_cap(74)_ 1
     z(7_1_26) c_u_cap(75)_ 1
     z(7_1_26) c_u_cap(76)_ 1
     z(7_1_26) c_u_cap(77)_ 1
     z(7_1_26) c_u_cap(78)_ 1
     z(7_1_26) c_u_cap(79)_ 1
     z(7_1_26) c_u_cap(80)_ 1
     z(8_0_17) c_e_link(8_0_17)_ 1
     z(8_0_17) c_e_link(8_0_18)_ -1
     z(8_0_17) c_u_cap(17)_ 1
     z(8_0_17) c_u_cap(25)_ -1
     z(8_0_18) c_e_link(8_0_18)_ 1
     z(8_0_18) c_e_link(8_0_19)_ -1
     z(8_0_18) c_u_cap(18)_ 1
     z(8_0_18) c_u_cap(26)_ -1
     z(8_0_19) c_e_link(8_0_19)_ 1
     z(8_0_19) c_e_link(8_0_20)_ -1
     z(8_0_19) c_u_cap(19)_ 1
     z(8_0_19) c_u_cap(27)_ -1
     z(8_0_20) c_e_link(8_0_20)_ 1
     z(8_0_20) c_e_link(8_0_21)_ -1
     z(8_0_20) c_u_cap(20)_ 1
     z(8_0_20) c_u_cap(28)_ -1
     z(8_0_21) c_e_link(8_0_21)_ 1
     z(8_0_21) c_e_link(8_0_22)_ -1
     z(8_0_21) c_u_cap(21)_ 1
     z(8_0_21) c_u_cap(29)_ -1
     z(8_0_22) c_e_link(8_0_22)_ 1
     z(8_0_22) c_e_link(8_0_23)_ -1
     z(8_0_22) c_u_cap(22)_ 1
     z(8_0_22) c_u_cap(30)_ -1
     z(8_0_23) c_e_link(8_0_23)_ 1
     z(8_0_23) c_e_link(8_0_24)_ -1
     z(8_0_23) c_u_cap(23)_ 1
     z(8_0_23) c_u_cap(31)_ -1
     z(8_0_24) c_e_link(8_0_24)_ 1
     z(8_0_24) c_e_link(8_0_25)_ -1
     z(8_0_24) c_u_cap(24)_ 1
     z(8_0_24) c_u_cap(32)_ -1
     z(8_0_25) c_e_link(8_0_25)_ 1
     z(8_0_25) c_e_link(8_0_26)_ -1
     z(8_0_25) c_u_cap(25)_ 1
     z(8_0_25) c_u_cap(33)_ -1
     z(8_0_26) c_e_link(8_0_26)_ 1
     z(8_0_26) c_e_link(8_0_27)_ -1
     z(8_0_26) c_u_cap(26)_ 1
     z(8_0_26) c_u_cap(34)_ -1
     z(8_0_27) c_e_link(8_0_27)_ 1
     z(8_0_27) c_e_link(8_0_28)_ -1
     z(8_0_27) c_u_cap(27)_ 1
     z(8_0_27) c_u_cap(35)_ -1
     z(8_0_28) c_e_link(8_0_28)_ 1
     z(8_0_28) c_e_link(8_0_29)_ -1
     z(8_0_28) c_u_cap(28)_ 1
     z(8_0_28) c_u_cap(36)_ -1
     z(8_0_29) c_e_link(8_0_29)_ 1
     z(8_0_29) c_e_link(8_0_30)_ -1
     z(8_0_29) c_u_cap(29)_ 1
     z(8_0_29) c_u_cap(37)_ -1
     z(8_0_30) c_e_link(8_0_30)_ 1
     z(8_0_30) c_e_link(8_0_31)_ -1
     z(8_0_30) c_u_cap(30)_ 1
     z(8_0_30) c_u_cap(38)_ -1
     z(8_0_31) c_e_link(8_0_31)_ 1
     z(8_0_31) c_e_link(8_0_32)_ -1
     z(8_0_31) c_u_cap(31)_ 1
     z(8_0_31) c_u_cap(39)_ -1
     z(8_0_32) c_e_link(8_0_32)_ 1
     z(8_0_32) c_e_link(8_0_33)_ -1
     z(8_0_32) c_u_cap(32)_ 1
     z(8_0_32) c_u_cap(40)_ -1
     z(8_0_33) c_e_link(8_0_33)_ 1
     z(8_0_33) c_e_link(8_0_34)_ -1
     z(8_0_33) c_u_cap(33)_ 1
     z(8_0_33) c_u_cap(41)_ -1
     z(8_0_34) c_e_link(8_0_34)_ 1
     z(8_0_34) c_e_link(8_0_35)_ -1
     z(8_0_34) c_u_cap(34)_ 1
     z(8_0_35) c_e_link(8_0_35)_ 1
     z(8_0_35) c_e_link(8_0_36)_ -1
     z(8_0_35) c_u_cap(35)_ 1
     z(8_0_36) c_e_link(8_0_36)_ 1
     z(8_0_36) c_e_link(8_0_37)_ -1
     z(8_0_36) c_u_cap(36)_ 1
     z(8_0_37) c_e_link(8_0_37)_ 1
     z(8_0_37) c_e_link(8_0_38)_ -1
     z(8_0_37) c_u_cap(37)_ 1
     z(8_0_38) c_e_link(8_0_38)_ 1
     z(8_0_38) c_e_link(8_0_39)_ -1
     z(8_0_38) c_u_cap(38)_ 1
     z(8_0_39) c_e_link(8_0_39)_ 1
     z(8_0_39) c_e_link(8_0_40)_ -1
     z(8_0_39) c_u_cap(39)_ 1
     z(8_0_40) c_e_link(8_0_40)_ 1
     z(8_0_40) c_e_link(8_0_41)_ -1
     z(8_0_40) c_u_cap(40)_ 1
     z(8_0_41) c_e_link(8_0_41)_ 1
     z(8_0_41) c_e_link(8_0_42)_ -1
     z(8_0_41) c_u_cap(41)_ 1
     z(8_0_42) c_e_link(8_0_42)_ 1
     z(9_0_17) c_e_link(9_0_17)_ 1
     z(9_0_17) c_e_link(9_0_18)_ -1
     z(9_0_17) c_u_cap(17)_ 1
     z(9_0_17) c_u_cap(29)_ -1
     z(9_0_18) c_e_link(9_0_18)_ 1
     z(9_0_18) c_e_link(9_0_19)_ -1
     z(9_0_18) c_u_cap(18)_ 1
     z(9_0_18) c_u_cap(30)_ -1
     z(9_0_19) c_e_link(9_0_19)_ 1
     z(9_0_19) c_e_link(9_0_20)_ -1
     z(9_0_19) c_u_cap(19)_ 1
     z(9_0_19) c_u_cap(31)_ -1
     z(9_0_20) c_e_link(9_0_20)_ 1
     z(9_0_20) c_e_link(9_0_21)_ -1
     z(9_0_20) c_u_cap(20)_ 1
     z(9_0_20) c_u_cap(32)_ -1
     z(9_0_21) c_e_link(9_0_21)_ 1
     z(9_0_21) c_e_link(9_0_22)_ -1
     z(9_0_21) c_u_cap(21)_ 1
     z(9_0_21) c_u_cap(33)_ -1
     z(9_0_22) c_e_link(9_0_22)_ 1
     z(9_0_22) c_e_link(9_0_23)_ -1
     z(9_0_22) c_u_cap(22)_ 1
     z(9_0_22) c_u_cap(34)_ -1
     z(9_0_23) c_e_link(9_0_23)_ 1
     z(9_0_23) c_e_link(9_0_24)_ -1
     z(9_0_23) c_u_cap(23)_ 1
     z(9_0_23) c_u_cap(35)_ -1
     z(9_0_24) c_e_link(9_0_24)_ 1
     z(9_0_24) c_u_cap(24)_ 1
     z(9_0_24) c_u_cap(25)_ 1
     z(9_0_24) c_u_cap(26)_ 1
     z(9_0_24) c_u_cap(27)_ 1
     z(9_0_24) c_u_cap(28)_ 1
     z(9_0_24) c_u_cap(29)_ 1
     z(9_0_24) c_u_cap(30)_ 1
     z(9_0_24) c_u_cap(31)_ 1
     z(9_0_24) c_u_cap(32)_ 1
     z(9_0_24) c_u_cap(33)_ 1
     z(9_0_24) c_u_cap(34)_ 1
     z(9_0_24) c_u_cap(35)_ 1
     z(9_1_17) c_e_link(9_1_17)_ 1
     z(9_1_17) c_e_link(9_1_18)_ -1
     z(9_1_17) c_u_cap(57)_ 1
     z(9_1_17) c_u_cap(75)_ -1
     z(9_1_18) c_e_link(9_1_18)_ 1
     z(9_1_18) c_u_cap(58)_ 1
     z(9_1_18) c_u_cap(59)_ 1
     z(9_1_18) c_u_cap(60)_ 1
     z(9_1_18) c_u_cap(61)_ 1
     z(9_1_18) c_u_cap(62)_ 1
     z(9_1_18) c_u_cap(63)_ 1
     z(9_1_18) c_u_cap(64)_ 1
     z(9_1_18) c_u_cap(65)_ 1
     z(9_1_18) c_u_cap(66)_ 1
     z(9_1_18) c_u_cap(67)_ 1
     z(9_1_18) c_u_cap(68)_ 1
     z(9_1_18) c_u_cap(69)_ 1
     z(9_1_18) c_u_cap(70)_ 1
     z(9_1_18) c_u_cap(71)_ 1
     z(9_1_18) c_u_cap(72)_ 1
     z(9_1_18) c_u_cap(73)_ 1
     z(9_1_18) c_u_cap(74)_ 1
     z(9_1_18) c_u_cap(75)_ 1
     z(10_0_19) c_e_link(10_0_19)_ 1
     z(10_0_19) c_e_link(10_0_20)_ -1
     z(10_0_19) c_u_cap(19)_ 1
     z(10_0_19) c_u_cap(27)_ -1
     z(10_0_20) c_e_link(10_0_20)_ 1
     z(10_0_20) c_e_link(10_0_21)_ -1
     z(10_0_20) c_u_cap(20)_ 1
     z(10_0_20) c_u_cap(28)_ -1
     z(10_0_21) c_e_link(10_0_21)_ 1
     z(10_0_21) c_e_link(10_0_22)_ -1
     z(10_0_21) c_u_cap(21)_ 1
     z(10_0_21) c_u_cap(29)_ -1
     z(10_0_22) c_e_link(10_0_22)_ 1
     z(10_0_22) c_e_link(10_0_23)_ -1
     z(10_0_22) c_u_cap(22)_ 1
     z(10_0_22) c_u_cap(30)_ -1
     z(10_0_23) c_e_link(10_0_23)_ 1
     z(10_0_23) c_e_link(10_0_24)_ -1
     z(10_0_23) c_u_cap(23)_ 1
     z(10_0_23) c_u_cap(31)_ -1
     z(10_0_24) c_e_link(10_0_24)_ 1
     z(10_0_24) c_e_link(10_0_25)_ -1
     z(10_0_24) c_u_cap(24)_ 1
     z(10_0_24) c_u_cap(32)_ -1
     z(10_0_25) c_e_link(10_0_25)_ 1
     z(10_0_25) c_e_link(10_0_26)_ -1
     z(10_0_25) c_u_cap(25)_ 1
     z(10_0_25) c_u_cap(33)_ -1
     z(10_0_26) c_e_link(10_0_26)_ 1
     z(10_0_26) c_e_link(10_0_27)_ -1
     z(10_0_26) c_u_cap(26)_ 1
     z(10_0_26) c_u_cap(34)_ -1
     z(10_0_27) c_e_link(10_0_27)_ 1
     z(10_0_27) c_e_link(10_0_28)_ -1
     z(10_0_27) c_u_cap(27)_ 1
     z(10_0_27) c_u_cap(35)_ -1
     z(10_0_28) c_e_link(10_0_28)_ 1
     z(10_0_28) c_e_link(10_0_29)_ -1
     z(10_0_28) c_u_cap(28)_ 1
     z(10_0_28) c_u_cap(36)_ -1
     z(10_0_29) c_e_link(10_0_29)_ 1
     z(10_0_29) c_e_link(10_0_30)_ -1
     z(10_0_29) c_u_cap(29)_ 1
     z(10_0_29) c_u_cap(37)_ -1
     z(10_0_30) c_e_link(10_0_30)_ 1
     z(10_0_30) c_e_link(10_0_31)_ -1
     z(10_0_30) c_u_cap(30)_ 1
     z(10_0_30) c_u_cap(38)_ -1
     z(10_0_31) c_e_link(10_0_31)_ 1
     z(10_0_31) c_e_link(10_0_32)_ -1
     z(10_0_31) c_u_cap(31)_ 1
     z(10_0_31) c_u_cap(39)_ -1
     z(10_0_32) c_e_link(10_0_32)_ 1
     z(10_0_32) c_e_link(10_0_33)_ -1
     z(10_0_32) c_u_cap(32)_ 1
     z(10_0_32) c_u_cap(40)_ -1
     z(10_0_33) c_e_link(10_0_33)_ 1
     z(10_0_33) c_e_link(10_0_34)_ -1
     z(10_0_33) c_u_cap(33)_ 1
     z(10_0_33) c_u_cap(41)_ -1
     z(10_0_34) c_e_link(10_0_34)_ 1
     z(10_0_34) c_u_cap(34)_ 1
     z(10_0_34) c_u_cap(35)_ 1
     z(10_0_34) c_u_cap(36)_ 1
     z(10_0_34) c_u_cap(37)_ 1
     z(10_0_34) c_u_cap(38)_ 1
     z(10_0_34) c_u_cap(39)_ 1
     z(10_0_34) c_u_cap(40)_ 1
     z(10_0_34) c_u_cap(41)_ 1
     z(10_1_19) c_e_link(10_1_19)_ 1
     z(10_1_19) c_e_link(10_1_20)_ -1
     z(10_1_19) c_u_cap(59)_ 1
     z(10_1_19) c_u_cap(71)_ -1
     z(10_1_20) c_e_link(10_1_20)_ 1
     z(10_1_20) c_e_link(10_1_21)_ -1
     z(10_1_20) c_u_cap(60)_ 1
     z(10_1_20) c_u_cap(72)_ -1
     z(10_1_21) c_e_link(10_1_21)_ 1
     z(10_1_21) c_e_link(10_1_22)_ -1
     z(10_1_21) c_u_cap(61)_ 1
     z(10_1_21) c_u_cap(73)_ -1
     z(10_1_22) c_e_link(10_1_22)_ 1
     z(10_1_22) c_e_link(10_1_23)_ -1
     z(10_1_22) c_u_cap(62)_ 1
     z(10_1_22) c_u_cap(74)_ -1
     z(10_1_23) c_e_link(10_1_23)_ 1
     z(10_1_23) c_e_link(10_1_24)_ -1
     z(10_1_23) c_u_cap(63)_ 1
     z(10_1_23) c_u_cap(75)_ -1
     z(10_1_24) c_e_link(10_1_24)_ 1
     z(10_1_24) c_e_link(10_1_25)_ -1
     z(10_1_24) c_u_cap(64)_ 1
     z(10_1_24) c_u_cap(76)_ -1
     z(10_1_25) c_e_link(10_1_25)_ 1
     z(10_1_25) c_e_link(10_1_26)_ -1
     z(10_1_25) c_u_cap(65)_ 1
     z(10_1_25) c_u_cap(77)_ -1
     z(10_1_26) c_e_link(10_1_26)_ 1
     z(10_1_26) c_e_link(10_1_27)_ -1
     z(10_1_26) c_u_cap(66)_ 1
     z(10_1_26) c_u_cap(78)_ -1
     z(10_1_27) c_e_link(10_1_27)_ 1
     z(10_1_27) c_e_link(10_1_28)_ -1
     z(10_1_27) c_u_cap(67)_ 1
     z(10_1_27) c_u_cap(79)_ -1
     z(10_1_28) c_e_link(10_1_28)_ 1
     z(10_1_28) c_e_link(10_1_29)_ -1
     z(10_1_28) c_u_cap(68)_ 1
     z(10_1_28) c_u_cap(80)_ -1
     z(10_1_29) c_e_link(10_1_29)_ 1
     z(10_1_29) c_e_link(10_1_30)_ -1
     z(10_1_29) c_u_cap(69)_ 1
     z(10_1_30) c_e_link(10_1_30)_ 1
     z(10_1_30) c_u_cap(70)_ 1
     z(10_1_30) c_u_cap(71)_ 1
     z(10_1_30) c_u_cap(72)_ 1
     z(10_1_30) c_u_cap(73)_ 1
     z(10_1_30) c_u_cap(74)_ 1
     z(10_1_30) c_u_cap(75)_ 1
     z(10_1_30) c_u_cap(76)_ 1
     z(10_1_30) c_u_cap(77)_ 1
     z(10_1_30) c_u_cap(78)_ 1
     z(10_1_30) c_u_cap(79)_ 1
     z(10_1_30) c_u_cap(80)_ 1
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
     RHS c_e_link(0_0_0)_ 0
     RHS c_e_link(0_0_1)_ 0
     RHS c_e_link(0_0_2)_ 0
     RHS c_e_link(0_0_3)_ 0
     RHS c_e_link(0_0_4)_ 0
     RHS c_e_link(0_0_5)_ 0
     RHS c_e_link(0_0_6)_ 0
     RHS c_e_link(0_0_7)_ 0
     RHS c_e_link(0_0_8)_ 0
     RHS c_e_link(0_0_9)_ 0
     RHS c_e_link(0_0_10)_ 0
     RHS c_e_link(0_0_11)_ 0
     RHS c_e_link(0_0_12)_ 0
     RHS c_e_link(0_1_0)_ 0
     RHS c_e_link(0_1_1)_ 0
     RHS c_e_link(0_1_2)_ 0
     RHS c_e_link(0_1_3)_ 0
     RHS c_e_link(0_1_4)_ 0
     RHS c_e_link(0_1_5)_ 0
     RHS c_e_link(0_1_6)_ 0
     RHS c_e_link(0_1_7)_ 0
     RHS c_e_link(0_1_8)_ 0
     RHS c_e_link(1_0_0)_ 0
     RHS c_e_link(1_0_1)_ 0
     RHS c_e_link(1_0_2)_ 0
     RHS c_e_link(1_0_3)_ 0
     RHS c_e_link(1_0_4)_ 0
     RHS c_e_link(1_0_5)_ 0
     RHS c_e_link(1_0_6)_ 0
     RHS c_e_link(1_0_7)_ 0
     RHS c_e_link(1_0_8)_ 0
     RHS c_e_link(1_0_9)_ 0
     RHS c_e_link(1_0_10)_ 0
     RHS c_e_link(2_0_2)_ 0
     RHS c_e_link(2_0_3)_ 0
     RHS c_e_link(2_0_4)_ 0
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
     RHS c_e_link(2_0_15)_ 0
     RHS c_e_link(2_1_2)_ 0
     RHS c_e_link(2_1_3)_ 0
     RHS c_e_link(2_1_4)_ 0
     RHS c_e_link(2_1_5)_ 0
     RHS c_e_link(2_1_6)_ 0
     RHS c_e_link(2_1_7)_ 0
     RHS c_e_link(2_1_8)_ 0
     RHS c_e_link(2_1_9)_ 0
     RHS c_e_link(2_1_10)_ 0
     RHS c_e_link(2_1_11)_ 0
     RHS c_e_link(2_1_12)_ 0
     RHS c_e_link(2_1_13)_ 0
     RHS c_e_link(3_0_4)_ 0
     RHS c_e_link(3_0_5)_ 0
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
     RHS c_e_link(3_1_4)_ 0
     RHS c_e_link(3_1_5)_ 0
     RHS c_e_link(3_1_6)_ 0
     RHS c_e_link(3_1_7)_ 0
     RHS c_e_link(3_1_8)_ 0
     RHS c_e_link(3_1_9)_ 0
     RHS c_e_link(3_1_10)_ 0
     RHS c_e_link(3_1_11)_ 0
     RHS c_e_link(3_1_12)_ 0
     RHS c_e_link(3_1_13)_ 0
     RHS c_e_link(3_1_14)_ 0
     RHS c_e_link(3_1_15)_ 0
     RHS c_e_link(3_1_16)_ 0
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
     RHS c_e_link(4_1_11)_ 0
     RHS c_e_link(4_1_12)_ 0
     RHS c_e_link(4_1_13)_ 0
     RHS c_e_link(4_1_14)_ 0
     RHS c_e_link(4_1_15)_ 0
     RHS c_e_link(4_1_16)_ 0
     RHS c_e_link(4_1_17)_ 0
     RHS c_e_link(4_1_18)_ 0
     RHS c_e_link(4_1_19)_ 0
     RHS c_e_link(4_2_11)_ 0
     RHS c_e_link(4_2_12)_ 0
     RHS c_e_link(4_2_13)_ 0
     RHS c_e_link(4_2_14)_ 0
     RHS c_e_link(4_2_15)_ 0
     RHS c_e_link(4_2_16)_ 0
     RHS c_e_link(5_0_12)_ 0
     RHS c_e_link(5_0_13)_ 0
     RHS c_e_link(5_0_14)_ 0
     RHS c_e_link(5_0_15)_ 0
     RHS c_e_link(5_0_16)_ 0
     RHS c_e_link(5_0_17)_ 0
     RHS c_e_link(5_0_18)_ 0
     RHS c_e_link(5_0_19)_ 0
     RHS c_e_link(5_0_20)_ 0
     RHS c_e_link(5_0_21)_ 0
     RHS c_e_link(5_1_12)_ 0
     RHS c_e_link(5_1_13)_ 0
     RHS c_e_link(5_1_14)_ 0
     RHS c_e_link(5_1_15)_ 0
     RHS c_e_link(5_1_16)_ 0
     RHS c_e_link(5_1_17)_ 0
     RHS c_e_link(5_1_18)_ 0
     RHS c_e_link(5_1_19)_ 0
     RHS c_e_link(5_1_20)_ 0
     RHS c_e_link(5_2_12)_ 0
     RHS c_e_link(5_2_13)_ 0
     RHS c_e_link(5_2_14)_ 0
     RHS c_e_link(5_2_15)_ 0
     RHS c_e_link(5_2_16)_ 0
     RHS c_e_link(5_2_17)_ 0
     RHS c_e_link(6_0_13)_ 0
     RHS c_e_link(6_0_14)_ 0
     RHS c_e_link(6_0_15)_ 0
     RHS c_e_link(6_0_16)_ 0
     RHS c_e_link(6_0_17)_ 0
     RHS c_e_link(6_0_18)_ 0
     RHS c_e_link(6_0_19)_ 0
     RHS c_e_link(6_0_20)_ 0
     RHS c_e_link(6_0_21)_ 0
     RHS c_e_link(6_0_22)_ 0
     RHS c_e_link(7_0_16)_ 0
     RHS c_e_link(7_0_17)_ 0
     RHS c_e_link(7_0_18)_ 0
     RHS c_e_link(7_0_19)_ 0
     RHS c_e_link(7_0_20)_ 0
     RHS c_e_link(7_0_21)_ 0
     RHS c_e_link(7_0_22)_ 0
     RHS c_e_link(7_0_23)_ 0
     RHS c_e_link(7_0_24)_ 0
     RHS c_e_link(7_0_25)_ 0
     RHS c_e_link(7_0_26)_ 0
     RHS c_e_link(7_0_27)_ 0
     RHS c_e_link(7_0_28)_ 0
     RHS c_e_link(7_0_29)_ 0
     RHS c_e_link(7_0_30)_ 0
     RHS c_e_link(7_0_31)_ 0
     RHS c_e_link(7_1_16)_ 0
     RHS c_e_link(7_1_17)_ 0
     RHS c_e_link(7_1_18)_ 0
     RHS c_e_link(7_1_19)_ 0
     RHS c_e_link(7_1_20)_ 0
     RHS c_e_link(7_1_21)_ 0
     RHS c_e_link(7_1_22)_ 0
     RHS c_e_link(7_1_23)_ 0
     RHS c_e_link(7_1_24)_ 0
     RHS c_e_link(7_1_25)_ 0
     RHS c_e_link(7_1_26)_ 0
     RHS c_e_link(8_0_17)_ 0
     RHS c_e_link(8_0_18)_ 0
     RHS c_e_link(8_0_19)_ 0
     RHS c_e_link(8_0_20)_ 0
     RHS c_e_link(8_0_21)_ 0
     RHS c_e_link(8_0_22)_ 0
     RHS c_e_link(8_0_23)_ 0
     RHS c_e_link(8_0_24)_ 0
     RHS c_e_link(8_0_25)_ 0
     RHS c_e_link(8_0_26)_ 0
     RHS c_e_link(8_0_27)_ 0
     RHS c_e_link(8_0_28)_ 0
     RHS c_e_link(8_0_29)_ 0
     RHS c_e_link(8_0_30)_ 0
     RHS c_e_link(8_0_31)_ 0
     RHS c_e_link(8_0_32)_ 0
     RHS c_e_link(8_0_33)_ 0
     RHS c_e_link(8_0_34)_ 0
     RHS c_e_link(8_0_35)_ 0
     RHS c_e_link(8_0_36)_ 0
     RHS c_e_link(8_0_37)_ 0
     RHS c_e_link(8_0_38)_ 0
     RHS c_e_link(8_0_39)_ 0
     RHS c_e_link(8_0_40)_ 0
     RHS c_e_link(8_0_41)_ 0
     RHS c_e_link(8_0_42)_ 0
     RHS c_e_link(9_0_17)_ 0
     RHS c_e_link(9_0_18)_ 0
     RHS c_e_link(9_0_19)_ 0
     RHS c_e_link(9_0_20)_ 0
     RHS c_e_link(9_0_21)_ 0
     RHS c_e_link(9_0_22)_ 0
     RHS c_e_link(9_0_23)_ 0
     RHS c_e_link(9_0_24)_ 0
     RHS c_e_link(9_1_17)_ 0
     RHS c_e_link(9_1_18)_ 0
     RHS c_e_link(10_0_19)_ 0
     RHS c_e_link(10_0_20)_ 0
     RHS c_e_link(10_0_21)_ 0
     RHS c_e_link(10_0_22)_ 0
     RHS c_e_link(10_0_23)_ 0
     RHS c_e_link(10_0_24)_ 0
     RHS c_e_link(10_0_25)_ 0
     RHS c_e_link(10_0_26)_ 0
     RHS c_e_link(10_0_27)_ 0
     RHS c_e_link(10_0_28)_ 0
     RHS c_e_link(10_0_29)_ 0
     RHS c_e_link(10_0_30)_ 0
     RHS c_e_link(10_0_31)_ 0
     RHS c_e_link(10_0_32)_ 0
     RHS c_e_link(10_0_33)_ 0
     RHS c_e_link(10_0_34)_ 0
     RHS c_e_link(10_1_19)_ 0
     RHS c_e_link(10_1_20)_ 0
     RHS c_e_link(10_1_21)_ 0
     RHS c_e_link(10_1_22)_ 0
     RHS c_e_link(10_1_23)_ 0
     RHS c_e_link(10_1_24)_ 0
     RHS c_e_link(10_1_25)_ 0
     RHS c_e_link(10_1_26)_ 0
     RHS c_e_link(10_1_27)_ 0
     RHS c_e_link(10_1_28)_ 0
     RHS c_e_link(10_1_29)_ 0
     RHS c_e_link(10_1_30)_ 0
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
     RHS c_u_cap(74)_ 1
     RHS c_u_cap(75)_ 1
     RHS c_u_cap(76)_ 1
     RHS c_u_cap(77)_ 1
     RHS c_u_cap(78)_ 1
     RHS c_u_cap(79)_ 1
     RHS c_u_cap(80)_ 1
     RHS c_u_cap(81)_ 1
     RHS c_u_cap(82)_ 1
     RHS c_u_cap(83)_ 1
     RHS c_u_cap(84)_ 1
     RHS c_u_cap(85)_ 1
     RHS c_u_cap(86)_ 1
     RHS c_u_cap(87)_ 1
     RHS c_u_cap(88)_ 1
     RHS c_u_cap(89)_ 1
     RHS c_u_cap(90)_ 1
     RHS c_u_dom(0)_ 20
     RHS c_u_dom(1)_ 20
     RHS c_u_dom(2)_ 14
     RHS c_u_dom(3)_ 22
     RHS c_u_dom(4)_ 20
     RHS c_u_dom(5)_ 22
     RHS c_u_dom(6)_ 22
BOUNDS
 BV BOUND x(0_0_0)
 BV BOUND x(0_0_1)
 BV BOUND x(0_0_2)
 BV BOUND x(0_0_3)
 BV BOUND x(0_0_4)
 BV BOUND x(0_0_5)
 BV BOUND x(0_0_6)
 BV BOUND x(0_0_7)
 BV BOUND x(0_0_8)
 BV BOUND x(0_0_9)
 BV BOUND x(0_0_10)
 BV BOUND x(0_0_11)
 BV BOUND x(0_0_12)
 BV BOUND x(0_1_0)
 BV BOUND x(0_1_1)
 BV BOUND x(0_1_2)
 BV BOUND x(0_1_3)
 BV BOUND x(0_1_4)
 BV BOUND x(0_1_5)
 BV BOUND x(0_1_6)
 BV BOUND x(0_1_7)
 BV BOUND x(0_1_8)
 BV BOUND x(1_0_0)
 BV BOUND x(1_0_1)
 BV BOUND x(1_0_2)
 BV BOUND x(1_0_3)
 BV BOUND x(1_0_4)
 BV BOUND x(1_0_5)
 BV BOUND x(1_0_6)
 BV BOUND x(1_0_7)
 BV BOUND x(1_0_8)
 BV BOUND x(1_0_9)
 BV BOUND x(1_0_10)
 BV BOUND x(2_0_2)
 BV BOUND x(2_0_3)
 BV BOUND x(2_0_4)
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
 BV BOUND x(2_0_15)
 BV BOUND x(2_1_2)
 BV BOUND x(2_1_3)
 BV BOUND x(2_1_4)
 BV BOUND x(2_1_5)
 BV BOUND x(2_1_6)
 BV BOUND x(2_1_7)
 BV BOUND x(2_1_8)
 BV BOUND x(2_1_9)
 BV BOUND x(2_1_10)
 BV BOUND x(2_1_11)
 BV BOUND x(2_1_12)
 BV BOUND x(2_1_13)
 BV BOUND x(3_0_4)
 BV BOUND x(3_0_5)
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
 BV BOUND x(3_1_4)
 BV BOUND x(3_1_5)
 BV BOUND x(3_1_6)
 BV BOUND x(3_1_7)
 BV BOUND x(3_1_8)
 BV BOUND x(3_1_9)
 BV BOUND x(3_1_10)
 BV BOUND x(3_1_11)
 BV BOUND x(3_1_12)
 BV BOUND x(3_1_13)
 BV BOUND x(3_1_14)
 BV BOUND x(3_1_15)
 BV BOUND x(3_1_16)
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
 BV BOUND x(4_1_11)
 BV BOUND x(4_1_12)
 BV BOUND x(4_1_13)
 BV BOUND x(4_1_14)
 BV BOUND x(4_1_15)
 BV BOUND x(4_1_16)
 BV BOUND x(4_1_17)
 BV BOUND x(4_1_18)
 BV BOUND x(4_1_19)
 BV BOUND x(4_2_11)
 BV BOUND x(4_2_12)
 BV BOUND x(4_2_13)
 BV BOUND x(4_2_14)
 BV BOUND x(4_2_15)
 BV BOUND x(4_2_16)
 BV BOUND x(5_0_12)
 BV BOUND x(5_0_13)
 BV BOUND x(5_0_14)
 BV BOUND x(5_0_15)
 BV BOUND x(5_0_16)
 BV BOUND x(5_0_17)
 BV BOUND x(5_0_18)
 BV BOUND x(5_0_19)
 BV BOUND x(5_0_20)
 BV BOUND x(5_0_21)
 BV BOUND x(5_1_12)
 BV BOUND x(5_1_13)
 BV BOUND x(5_1_14)
 BV BOUND x(5_1_15)
 BV BOUND x(5_1_16)
 BV BOUND x(5_1_17)
 BV BOUND x(5_1_18)
 BV BOUND x(5_1_19)
 BV BOUND x(5_1_20)
 BV BOUND x(5_2_12)
 BV BOUND x(5_2_13)
 BV BOUND x(5_2_14)
 BV BOUND x(5_2_15)
 BV BOUND x(5_2_16)
 BV BOUND x(5_2_17)
 BV BOUND x(6_0_13)
 BV BOUND x(6_0_14)
 BV BOUND x(6_0_15)
 BV BOUND x(6_0_16)
 BV BOUND x(6_0_17)
 BV BOUND x(6_0_18)
 BV BOUND x(6_0_19)
 BV BOUND x(6_0_20)
 BV BOUND x(6_0_21)
 BV BOUND x(6_0_22)
 BV BOUND x(7_0_16)
 BV BOUND x(7_0_17)
 BV BOUND x(7_0_18)
 BV BOUND x(7_0_19)
 BV BOUND x(7_0_20)
 BV BOUND x(7_0_21)
 BV BOUND x(7_0_22)
 BV BOUND x(7_0_23)
 BV BOUND x(7_0_24)
 BV BOUND x(7_0_25)
 BV BOUND x(7_0_26)
 BV BOUND x(7_0_27)
 BV BOUND x(7_0_28)
 BV BOUND x(7_0_29)
 BV BOUND x(7_0_30)
 BV BOUND x(7_0_31)
 BV BOUND x(7_1_16)
 BV BOUND x(7_1_17)
 BV BOUND x(7_1_18)
 BV BOUND x(7_1_19)
 BV BOUND x(7_1_20)
 BV BOUND x(7_1_21)
 BV BOUND x(7_1_22)
 BV BOUND x(7_1_23)
 BV BOUND x(7_1_24)
 BV BOUND x(7_1_25)
 BV BOUND x(7_1_26)
 BV BOUND x(8_0_17)
 BV BOUND x(8_0_18)
 BV BOUND x(8_0_19)
 BV BOUND x(8_0_20)
 BV BOUND x(8_0_21)
 BV BOUND x(8_0_22)
 BV BOUND x(8_0_23)
 BV BOUND x(8_0_24)
 BV BOUND x(8_0_25)
 BV BOUND x(8_0_26)
 BV BOUND x(8_0_27)
 BV BOUND x(8_0_28)
 BV BOUND x(8_0_29)
 BV BOUND x(8_0_30)
 BV BOUND x(8_0_31)
 BV BOUND x(8_0_32)
 BV BOUND x(8_0_33)
 BV BOUND x(8_0_34)
 BV BOUND x(8_0_35)
 BV BOUND x(8_0_36)
 BV BOUND x(8_0_37)
 BV BOUND x(8_0_38)
 BV BOUND x(8_0_39)
 BV BOUND x(8_0_40)
 BV BOUND x(8_0_41)
 BV BOUND x(8_0_42)
 BV BOUND x(9_0_17)
 BV BOUND x(9_0_18)
 BV BOUND x(9_0_19)
 BV BOUND x(9_0_20)
 BV BOUND x(9_0_21)
 BV BOUND x(9_0_22)
 BV BOUND x(9_0_23)
 BV BOUND x(9_0_24)
 BV BOUND x(9_1_17)
 BV BOUND x(9_1_18)
 BV BOUND x(10_0_19)
 BV BOUND x(10_0_20)
 BV BOUND x(10_0_21)
 BV BOUND x(10_0_22)
 BV BOUND x(10_0_23)
 BV BOUND x(10_0_24)
 BV BOUND x(10_0_25)
 BV BOUND x(10_0_26)
 BV BOUND x(10_0_27)
 BV BOUND x(10_0_28)
 BV BOUND x(10_0_29)
 BV BOUND x(10_0_30)
 BV BOUND x(10_0_31)
 BV BOUND x(10_0_32)
 BV BOUND x(10_0_33)
 BV BOUND x(10_0_34)
 BV BOUND x(10_1_19)
 BV BOUND x(10_1_20)
 BV BOUND x(10_1_21)
 BV BOUND x(10_1_22)
 BV BOUND x(10_1_23)
 BV BOUND x(10_1_24)
 BV BOUND x(10_1_25)
 BV BOUND x(10_1_26)
 BV BOUND x(10_1_27)
 BV BOUND x(10_1_28)
 BV BOUND x(10_1_29)
 BV BOUND x(10_1_30)
 LO BOUND z(0_0_0) 0
 UP BOUND z(0_0_0) 1
 LO BOUND z(0_0_1) 0
 UP BOUND z(0_0_1) 1
 LO BOUND z(0_0_2) 0
 UP BOUND z(0_0_2) 1
 LO BOUND z(0_0_3) 0
 UP BOUND z(0_0_3) 1
 LO BOUND z(0_0_4) 0
 UP BOUND z(0_0_4) 1
 LO BOUND z(0_0_5) 0
 UP BOUND z(0_0_5) 1
 LO BOUND z(0_0_6) 0
 UP BOUND z(0_0_6) 1
 LO BOUND z(0_0_7) 0
 UP BOUND z(0_0_7) 1
 LO BOUND z(0_0_8) 0
 UP BOUND z(0_0_8) 1
 LO BOUND z(0_0_9) 0
 UP BOUND z(0_0_9) 1
 LO BOUND z(0_0_10) 0
 UP BOUND z(0_0_10) 1
 LO BOUND z(0_0_11) 0
 UP BOUND z(0_0_11) 1
 LO BOUND z(0_0_12) 0
 UP BOUND z(0_0_12) 1
 LO BOUND z(0_1_0) 0
 UP BOUND z(0_1_0) 1
 LO BOUND z(0_1_1) 0
 UP BOUND z(0_1_1) 1
 LO BOUND z(0_1_2) 0
 UP BOUND z(0_1_2) 1
 LO BOUND z(0_1_3) 0
 UP BOUND z(0_1_3) 1
 LO BOUND z(0_1_4) 0
 UP BOUND z(0_1_4) 1
 LO BOUND z(0_1_5) 0
 UP BOUND z(0_1_5) 1
 LO BOUND z(0_1_6) 0
 UP BOUND z(0_1_6) 1
 LO BOUND z(0_1_7) 0
 UP BOUND z(0_1_7) 1
 LO BOUND z(0_1_8) 0
 UP BOUND z(0_1_8) 1
 LO BOUND z(1_0_0) 0
 UP BOUND z(1_0_0) 1
 LO BOUND z(1_0_1) 0
 UP BOUND z(1_0_1) 1
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
 LO BOUND z(2_0_2) 0
 UP BOUND z(2_0_2) 1
 LO BOUND z(2_0_3) 0
 UP BOUND z(2_0_3) 1
 LO BOUND z(2_0_4) 0
 UP BOUND z(2_0_4) 1
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
 LO BOUND z(2_0_15) 0
 UP BOUND z(2_0_15) 1
 LO BOUND z(2_1_2) 0
 UP BOUND z(2_1_2) 1
 LO BOUND z(2_1_3) 0
 UP BOUND z(2_1_3) 1
 LO BOUND z(2_1_4) 0
 UP BOUND z(2_1_4) 1
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
 LO BOUND z(2_1_12) 0
 UP BOUND z(2_1_12) 1
 LO BOUND z(2_1_13) 0
 UP BOUND z(2_1_13) 1
 LO BOUND z(3_0_4) 0
 UP BOUND z(3_0_4) 1
 LO BOUND z(3_0_5) 0
 UP BOUND z(3_0_5) 1
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
 LO BOUND z(3_1_4) 0
 UP BOUND z(3_1_4) 1
 LO BOUND z(3_1_5) 0
 UP BOUND z(3_1_5) 1
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
 LO BOUND z(3_1_14) 0
 UP BOUND z(3_1_14) 1
 LO BOUND z(3_1_15) 0
 UP BOUND z(3_1_15) 1
 LO BOUND z(3_1_16) 0
 UP BOUND z(3_1_16) 1
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
 LO BOUND z(4_2_11) 0
 UP BOUND z(4_2_11) 1
 LO BOUND z(4_2_12) 0
 UP BOUND z(4_2_12) 1
 LO BOUND z(4_2_13) 0
 UP BOUND z(4_2_13) 1
 LO BOUND z(4_2_14) 0
 UP BOUND z(4_2_14) 1
 LO BOUND z(4_2_15) 0
 UP BOUND z(4_2_15) 1
 LO BOUND z(4_2_16) 0
 UP BOUND z(4_2_16) 1
 LO BOUND z(5_0_12) 0
 UP BOUND z(5_0_12) 1
 LO BOUND z(5_0_13) 0
 UP BOUND z(5_0_13) 1
 LO BOUND z(5_0_14) 0
 UP BOUND z(5_0_14) 1
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
 LO BOUND z(5_0_20) 0
 UP BOUND z(5_0_20) 1
 LO BOUND z(5_0_21) 0
 UP BOUND z(5_0_21) 1
 LO BOUND z(5_1_12) 0
 UP BOUND z(5_1_12) 1
 LO BOUND z(5_1_13) 0
 UP BOUND z(5_1_13) 1
 LO BOUND z(5_1_14) 0
 UP BOUND z(5_1_14) 1
 LO BOUND z(5_1_15) 0
 UP BOUND z(5_1_15) 1
 LO BOUND z(5_1_16) 0
 UP BOUND z(5_1_16) 1
 LO BOUND z(5_1_17) 0
 UP BOUND z(5_1_17) 1
 LO BOUND z(5_1_18) 0
 UP BOUND z(5_1_18) 1
 LO BOUND z(5_1_19) 0
 UP BOUND z(5_1_19) 1
 LO BOUND z(5_1_20) 0
 UP BOUND z(5_1_20) 1
 LO BOUND z(5_2_12) 0
 UP BOUND z(5_2_12) 1
 LO BOUND z(5_2_13) 0
 UP BOUND z(5_2_13) 1
 LO BOUND z(5_2_14) 0
 UP BOUND z(5_2_14) 1
 LO BOUND z(5_2_15) 0
 UP BOUND z(5_2_15) 1
 LO BOUND z(5_2_16) 0
 UP BOUND z(5_2_16) 1
 LO BOUND z(5_2_17) 0
 UP BOUND z(5_2_17) 1
 LO BOUND z(6_0_13) 0
 UP BOUND z(6_0_13) 1
 LO BOUND z(6_0_14) 0
 UP BOUND z(6_0_14) 1
 LO BOUND z(6_0_15) 0
 UP BOUND z(6_0_15) 1
 LO BOUND z(6_0_16) 0
 UP BOUND z(6_0_16) 1
 LO BOUND z(6_0_17) 0
 UP BOUND z(6_0_17) 1
 LO BOUND z(6_0_18) 0
 UP BOUND z(6_0_18) 1
 LO BOUND z(6_0_19) 0
 UP BOUND z(6_0_19) 1
 LO BOUND z(6_0_20) 0
 UP BOUND z(6_0_20) 1
 LO BOUND z(6_0_21) 0
 UP BOUND z(6_0_21) 1
 LO BOUND z(6_0_22) 0
 UP BOUND z(6_0_22) 1
 LO BOUND z(7_0_16) 0
 UP BOUND z(7_0_16) 1
 LO BOUND z(7_0_17) 0
 UP BOUND z(7_0_17) 1
 LO BOUND z(7_0_18) 0
 UP BOUND z(7_0_18) 1
 LO BOUND z(7_0_19) 0
 UP BOUND z(7_0_19) 1
 LO BOUND z(7_0_20) 0
 UP BOUND z(7_0_20) 1
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
 LO BOUND z(7_0_29) 0
 UP BOUND z(7_0_29) 1
 LO BOUND z(7_0_30) 0
 UP BOUND z(7_0_30) 1
 LO BOUND z(7_0_31) 0
 UP BOUND z(7_0_31) 1
 LO BOUND z(7_1_16) 0
 UP BOUND z(7_1_16) 1
 LO BOUND z(7_1_17) 0
 UP BOUND z(7_1_17) 1
 LO BOUND z(7_1_18) 0
 UP BOUND z(7_1_18) 1
 LO BOUND z(7_1_19) 0
 UP BOUND z(7_1_19) 1
 LO BOUND z(7_1_20) 0
 UP BOUND z(7_1_20) 1
 LO BOUND z(7_1_21) 0
 UP BOUND z(7_1_21) 1
 LO BOUND z(7_1_22) 0
 UP BOUND z(7_1_22) 1
 LO BOUND z(7_1_23) 0
 UP BOUND z(7_1_23) 1
 LO BOUND z(7_1_24) 0
 UP BOUND z(7_1_24) 1
 LO BOUND z(7_1_25) 0
 UP BOUND z(7_1_25) 1
 LO BOUND z(7_1_26) 0
 UP BOUND z(7_1_26) 1
 LO BOUND z(8_0_17) 0
 UP BOUND z(8_0_17) 1
 LO BOUND z(8_0_18) 0
 UP BOUND z(8_0_18) 1
 LO BOUND z(8_0_19) 0
 UP BOUND z(8_0_19) 1
 LO BOUND z(8_0_20) 0
 UP BOUND z(8_0_20) 1
 LO BOUND z(8_0_21) 0
 UP BOUND z(8_0_21) 1
 LO BOUND z(8_0_22) 0
 UP BOUND z(8_0_22) 1
 LO BOUND z(8_0_23) 0
 UP BOUND z(8_0_23) 1
 LO BOUND z(8_0_24) 0
 UP BOUND z(8_0_24) 1
 LO BOUND z(8_0_25) 0
 UP BOUND z(8_0_25) 1
 LO BOUND z(8_0_26) 0
 UP BOUND z(8_0_26) 1
 LO BOUND z(8_0_27) 0
 UP BOUND z(8_0_27) 1
 LO BOUND z(8_0_28) 0
 UP BOUND z(8_0_28) 1
 LO BOUND z(8_0_29) 0
 UP BOUND z(8_0_29) 1
 LO BOUND z(8_0_30) 0
 UP BOUND z(8_0_30) 1
 LO BOUND z(8_0_31) 0
 UP BOUND z(8_0_31) 1
 LO BOUND z(8_0_32) 0
 UP BOUND z(8_0_32) 1
 LO BOUND z(8_0_33) 0
 UP BOUND z(8_0_33) 1
 LO BOUND z(8_0_34) 0
 UP BOUND z(8_0_34) 1
 LO BOUND z(8_0_35) 0
 UP BOUND z(8_0_35) 1
 LO BOUND z(8_0_36) 0
 UP BOUND z(8_0_36) 1
 LO BOUND z(8_0_37) 0
 UP BOUND z(8_0_37) 1
 LO BOUND z(8_0_38) 0
 UP BOUND z(8_0_38) 1
 LO BOUND z(8_0_39) 0
 UP BOUND z(8_0_39) 1
 LO BOUND z(8_0_40) 0
 UP BOUND z(8_0_40) 1
 LO BOUND z(8_0_41) 0
 UP BOUND z(8_0_41) 1
 LO BOUND z(8_0_42) 0
 UP BOUND z(8_0_42) 1
 LO BOUND z(9_0_17) 0
 UP BOUND z(9_0_17) 1
 LO BOUND z(9_0_18) 0
 UP BOUND z(9_0_18) 1
 LO BOUND z(9_0_19) 0
 UP BOUND z(9_0_19) 1
 LO BOUND z(9_0_20) 0
 UP BOUND z(9_0_20) 1
 LO BOUND z(9_0_21) 0
 UP BOUND z(9_0_21) 1
 LO BOUND z(9_0_22) 0
 UP BOUND z(9_0_22) 1
 LO BOUND z(9_0_23) 0
 UP BOUND z(9_0_23) 1
 LO BOUND z(9_0_24) 0
 UP BOUND z(9_0_24) 1
 LO BOUND z(9_1_17) 0
 UP BOUND z(9_1_17) 1
 LO BOUND z(9_1_18) 0
 UP BOUND z(9_1_18) 1
 LO BOUND z(10_0_19) 0
 UP BOUND z(10_0_19) 1
 LO BOUND z(10_0_20) 0
 UP BOUND z(10_0_20) 1
 LO BOUND z(10_0_21) 0
 UP BOUND z(10_0_21) 1
 LO BOUND z(10_0_22) 0
 UP BOUND z(10_0_22) 1
 LO BOUND z(10_0_23) 0
 UP BOUND z(10_0_23) 1
 LO BOUND z(10_0_24) 0
 UP BOUND z(10_0_24) 1
 LO BOUND z(10_0_25) 0
 UP BOUND z(10_0_25) 1
 LO BOUND z(10_0_26) 0
 UP BOUND z(10_0_26) 1
 LO BOUND z(10_0_27) 0
 UP BOUND z(10_0_27) 1
 LO BOUND z(10_0_28) 0
 UP BOUND z(10_0_28) 1
 LO BOUND z(10_0_29) 0
 UP BOUND z(10_0_29) 1
 LO BOUND z(10_0_30) 0
 UP BOUND z(10_0_30) 1
 LO BOUND z(10_0_31) 0
 UP BOUND z(10_0_31) 1
 LO BOUND z(10_0_32) 0
 UP BOUND z(10_0_32) 1
 LO BOUND z(10_0_33) 0
 UP BOUND z(10_0_33) 1
 LO BOUND z(10_0_34) 0
 UP BOUND z(10_0_34) 1
 LO BOUND z(10_1_19) 0
 UP BOUND z(10_1_19) 1
 LO BOUND z(10_1_20) 0
 UP BOUND z(10_1_20) 1
 LO BOUND z(10_1_21) 0
 UP BOUND z(10_1_21) 1
 LO BOUND z(10_1_22) 0
 UP BOUND z(10_1_22) 1
 LO BOUND z(10_1_23) 0
 UP BOUND z(10_1_23) 1
 LO BOUND z(10_1_24) 0
 UP BOUND z(10_1_24) 1
 LO BOUND z(10_1_25) 0
 UP BOUND z(10_1_25) 1
 LO BOUND z(10_1_26) 0
 UP BOUND z(10_1_26) 1
 LO BOUND z(10_1_27) 0
 UP BOUND z(10_1_27) 1
 LO BOUND z(10_1_28) 0
 UP BOUND z(10_1_28) 1
 LO BOUND z(10_1_29) 0
 UP BOUND z(10_1_29) 1
 LO BOUND z(10_1_30) 0
 UP BOUND z(10_1_30) 1
ENDATA
