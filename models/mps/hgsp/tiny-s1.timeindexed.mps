* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'hgsp-timeindexed:tiny-s1'
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
 E  c_e_link(0_0_13)_
 E  c_e_link(0_0_14)_
 E  c_e_link(0_0_15)_
 E  c_e_link(0_0_16)_
 E  c_e_link(0_0_17)_
 E  c_e_link(0_0_18)_
 E  c_e_link(0_0_19)_
 E  c_e_link(0_0_20)_
 E  c_e_link(0_0_21)_
 E  c_e_link(0_0_22)_
 E  c_e_link(0_0_23)_
 E  c_e_link(0_0_24)_
 E  c_e_link(0_0_25)_
 E  c_e_link(0_0_26)_
 E  c_e_link(0_0_27)_
 E  c_e_link(0_0_28)_
 E  c_e_link(0_0_29)_
 E  c_e_link(0_0_30)_
 E  c_e_link(0_0_31)_
 E  c_e_link(0_0_32)_
 E  c_e_link(0_0_33)_
 E  c_e_link(0_0_34)_
 E  c_e_link(0_0_35)_
 E  c_e_link(0_0_36)_
 E  c_e_link(0_0_37)_
 E  c_e_link(0_0_38)_
 E  c_e_link(0_0_39)_
 E  c_e_link(0_0_40)_
 E  c_e_link(0_0_41)_
 E  c_e_link(0_0_42)_
 E  c_e_link(0_0_43)_
 E  c_e_link(0_0_44)_
 E  c_e_link(0_0_45)_
 E  c_e_link(0_0_46)_
 E  c_e_link(0_0_47)_
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
 E  c_e_link(1_1_2)_
 E  c_e_link(1_1_3)_
 E  c_e_link(1_1_4)_
 E  c_e_link(1_1_5)_
 E  c_e_link(1_1_6)_
 E  c_e_link(1_1_7)_
 E  c_e_link(1_1_8)_
 E  c_e_link(1_1_9)_
 E  c_e_link(1_1_10)_
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
 E  c_e_link(2_0_16)_
 E  c_e_link(2_0_17)_
 E  c_e_link(2_0_18)_
 E  c_e_link(2_0_19)_
 E  c_e_link(2_0_20)_
 E  c_e_link(2_0_21)_
 E  c_e_link(2_0_22)_
 E  c_e_link(2_0_23)_
 E  c_e_link(2_0_24)_
 E  c_e_link(2_0_25)_
 E  c_e_link(2_0_26)_
 E  c_e_link(2_1_5)_
 E  c_e_link(2_1_6)_
 E  c_e_link(2_1_7)_
 E  c_e_link(2_1_8)_
 E  c_e_link(2_1_9)_
 E  c_e_link(2_1_10)_
 E  c_e_link(2_1_11)_
 E  c_e_link(2_1_12)_
 E  c_e_link(2_1_13)_
 E  c_e_link(2_1_14)_
 E  c_e_link(2_1_15)_
 E  c_e_link(2_1_16)_
 E  c_e_link(2_1_17)_
 E  c_e_link(2_1_18)_
 E  c_e_link(2_1_19)_
 E  c_e_link(2_1_20)_
 E  c_e_link(2_1_21)_
 E  c_e_link(2_1_22)_
 E  c_e_link(2_1_23)_
 E  c_e_link(2_1_24)_
 E  c_e_link(2_1_25)_
 E  c_e_link(2_2_5)_
 E  c_e_link(2_2_6)_
 E  c_e_link(2_2_7)_
 E  c_e_link(2_2_8)_
 E  c_e_link(2_2_9)_
 E  c_e_link(2_2_10)_
 E  c_e_link(2_2_11)_
 E  c_e_link(2_2_12)_
 E  c_e_link(2_2_13)_
 E  c_e_link(2_2_14)_
 E  c_e_link(2_2_15)_
 E  c_e_link(2_2_16)_
 E  c_e_link(2_2_17)_
 E  c_e_link(2_2_18)_
 E  c_e_link(2_2_19)_
 E  c_e_link(2_2_20)_
 E  c_e_link(2_2_21)_
 E  c_e_link(2_2_22)_
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
 E  c_e_link(3_0_18)_
 E  c_e_link(3_0_19)_
 E  c_e_link(3_0_20)_
 E  c_e_link(3_0_21)_
 E  c_e_link(4_0_10)_
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
 E  c_e_link(4_1_10)_
 E  c_e_link(4_1_11)_
 E  c_e_link(4_1_12)_
 E  c_e_link(4_1_13)_
 E  c_e_link(4_1_14)_
 E  c_e_link(4_1_15)_
 E  c_e_link(4_1_16)_
 E  c_e_link(4_1_17)_
 E  c_e_link(4_1_18)_
 E  c_e_link(5_0_10)_
 E  c_e_link(5_0_11)_
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
 E  c_e_link(5_0_22)_
 E  c_e_link(5_0_23)_
 E  c_e_link(5_0_24)_
 E  c_e_link(5_0_25)_
 E  c_e_link(5_0_26)_
 E  c_e_link(5_0_27)_
 E  c_e_link(5_0_28)_
 E  c_e_link(5_0_29)_
 E  c_e_link(5_0_30)_
 E  c_e_link(5_0_31)_
 E  c_e_link(5_0_32)_
 E  c_e_link(5_0_33)_
 E  c_e_link(5_0_34)_
 E  c_e_link(5_0_35)_
 E  c_e_link(5_0_36)_
 E  c_e_link(5_0_37)_
 E  c_e_link(5_0_38)_
 E  c_e_link(5_0_39)_
 E  c_e_link(5_1_10)_
 E  c_e_link(5_1_11)_
 E  c_e_link(5_1_12)_
 E  c_e_link(5_1_13)_
 E  c_e_link(5_1_14)_
 E  c_e_link(5_1_15)_
 E  c_e_link(5_1_16)_
 E  c_e_link(5_1_17)_
 E  c_e_link(5_1_18)_
 E  c_e_link(5_1_19)_
 E  c_e_link(5_1_20)_
 E  c_e_link(5_1_21)_
 E  c_e_link(5_1_22)_
 E  c_e_link(5_1_23)_
 E  c_e_link(5_1_24)_
 E  c_e_link(5_1_25)_
 E  c_e_link(5_1_26)_
 E  c_e_link(5_1_27)_
 E  c_e_link(5_1_28)_
 E  c_e_link(5_1_29)_
 E  c_e_link(5_1_30)_
 E  c_e_link(5_1_31)_
 E  c_e_link(5_1_32)_
 E  c_e_link(5_1_33)_
 E  c_e_link(5_2_10)_
 E  c_e_link(5_2_11)_
 E  c_e_link(5_2_12)_
 E  c_e_link(5_2_13)_
 E  c_e_link(5_2_14)_
 E  c_e_link(5_2_15)_
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
 E  c_e_link(6_0_23)_
 E  c_e_link(6_0_24)_
 E  c_e_link(6_0_25)_
 E  c_e_link(6_0_26)_
 E  c_e_link(6_0_27)_
 E  c_e_link(6_0_28)_
 E  c_e_link(6_0_29)_
 E  c_e_link(6_1_13)_
 E  c_e_link(6_1_14)_
 E  c_e_link(6_1_15)_
 E  c_e_link(6_1_16)_
 E  c_e_link(6_1_17)_
 E  c_e_link(6_1_18)_
 E  c_e_link(6_1_19)_
 E  c_e_link(6_1_20)_
 E  c_e_link(6_1_21)_
 E  c_e_link(6_1_22)_
 E  c_e_link(6_1_23)_
 E  c_e_link(6_1_24)_
 E  c_e_link(6_1_25)_
 E  c_e_link(6_1_26)_
 E  c_e_link(6_1_27)_
 E  c_e_link(7_0_13)_
 E  c_e_link(7_0_14)_
 E  c_e_link(7_0_15)_
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
 E  c_e_link(7_0_32)_
 E  c_e_link(7_0_33)_
 E  c_e_link(7_0_34)_
 E  c_e_link(7_0_35)_
 E  c_e_link(7_0_36)_
 E  c_e_link(7_0_37)_
 E  c_e_link(7_0_38)_
 E  c_e_link(7_0_39)_
 E  c_e_link(7_0_40)_
 E  c_e_link(7_0_41)_
 E  c_e_link(7_0_42)_
 E  c_e_link(7_0_43)_
 E  c_e_link(7_0_44)_
 E  c_e_link(7_0_45)_
 E  c_e_link(7_0_46)_
 E  c_e_link(7_0_47)_
 E  c_e_link(7_0_48)_
 E  c_e_link(7_0_49)_
 E  c_e_link(7_0_50)_
 E  c_e_link(7_0_51)_
 E  c_e_link(7_0_52)_
 E  c_e_link(7_0_53)_
 E  c_e_link(7_0_54)_
 E  c_e_link(7_0_55)_
 E  c_e_link(7_0_56)_
 E  c_e_link(7_0_57)_
 E  c_e_link(7_0_58)_
 E  c_e_link(7_0_59)_
 E  c_e_link(7_1_13)_
 E  c_e_link(7_1_14)_
 E  c_e_link(7_1_15)_
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
 E  c_e_link(7_1_27)_
 E  c_e_link(7_1_28)_
 E  c_e_link(7_1_29)_
 E  c_e_link(7_1_30)_
 E  c_e_link(7_1_31)_
 E  c_e_link(7_1_32)_
 E  c_e_link(7_1_33)_
 E  c_e_link(7_1_34)_
 E  c_e_link(7_1_35)_
 E  c_e_link(7_1_36)_
 E  c_e_link(7_1_37)_
 E  c_e_link(7_1_38)_
 E  c_e_link(7_1_39)_
 E  c_e_link(7_1_40)_
 E  c_e_link(7_1_41)_
 E  c_e_link(7_1_42)_
 E  c_e_link(7_1_43)_
 E  c_e_link(7_1_44)_
 E  c_e_link(7_1_45)_
 E  c_e_link(7_1_46)_
 E  c_e_link(7_1_47)_
 E  c_e_link(7_1_48)_
 E  c_e_link(7_1_49)_
 E  c_e_link(7_1_50)_
 E  c_e_link(7_1_51)_
 E  c_e_link(7_1_52)_
 E  c_e_link(7_1_53)_
 E  c_e_link(7_1_54)_
 E  c_e_link(7_1_55)_
 E  c_e_link(7_1_56)_
 E  c_e_link(7_1_57)_
 E  c_e_link(7_2_13)_
 E  c_e_link(7_2_14)_
 E  c_e_link(7_2_15)_
 E  c_e_link(7_2_16)_
 E  c_e_link(7_2_17)_
 E  c_e_link(7_2_18)_
 E  c_e_link(7_2_19)_
 E  c_e_link(7_2_20)_
 E  c_e_link(7_2_21)_
 E  c_e_link(7_2_22)_
 E  c_e_link(7_2_23)_
 E  c_e_link(7_2_24)_
 E  c_e_link(7_2_25)_
 E  c_e_link(7_2_26)_
 E  c_e_link(7_2_27)_
 E  c_e_link(7_2_28)_
 E  c_e_link(7_2_29)_
 E  c_e_link(7_2_30)_
 E  c_e_link(7_2_31)_
 E  c_e_link(7_2_32)_
 E  c_e_link(7_2_33)_
 E  c_e_link(7_2_34)_
 E  c_e_link(7_2_35)_
 E  c_e_link(7_2_36)_
 E  c_e_link(7_2_37)_
 E  c_e_link(7_2_38)_
 E  c_e_link(7_2_39)_
 E  c_e_link(7_2_40)_
 E  c_e_link(7_2_41)_
 E  c_e_link(7_2_42)_
 E  c_e_link(7_2_43)_
 E  c_e_link(7_2_44)_
 E  c_e_link(7_2_45)_
 E  c_e_link(7_2_46)_
 E  c_e_link(7_2_47)_
 E  c_e_link(7_2_48)_
 E  c_e_link(7_2_49)_
 E  c_e_link(7_2_50)_
 E  c_e_link(7_2_51)_
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
 L  c_u_cap(91)_
 L  c_u_cap(92)_
 L  c_u_cap(93)_
 L  c_u_cap(94)_
 L  c_u_cap(95)_
 L  c_u_cap(96)_
 L  c_u_cap(97)_
 L  c_u_cap(98)_
 L  c_u_cap(99)_
 L  c_u_cap(100)_
 L  c_u_cap(101)_
 L  c_u_cap(102)_
 L  c_u_cap(103)_
 L  c_u_cap(104)_
 L  c_u_cap(105)_
 L  c_u_cap(106)_
 L  c_u_cap(107)_
 L  c_u_cap(108)_
 L  c_u_cap(109)_
 L  c_u_cap(110)_
 L  c_u_cap(111)_
 L  c_u_cap(112)_
 L  c_u_cap(113)_
 L  c_u_cap(114)_
 L  c_u_cap(115)_
 L  c_u_cap(116)_
 L  c_u_cap(117)_
 L  c_u_cap(118)_
 L  c_u_cap(119)_
 L  c_u_cap(120)_
 L  c_u_cap(121)_
 L  c_u_cap(122)_
 L  c_u_cap(123)_
 L  c_u_cap(124)_
 L  c_u_cap(125)_
 L  c_u_cap(126)_
 L  c_u_cap(127)_
 L  c_u_cap(128)_
 L  c_u_cap(129)_
 L  c_u_cap(130)_
 L  c_u_cap(131)_
 L  c_u_cap(132)_
 L  c_u_cap(133)_
 L  c_u_cap(134)_
 L  c_u_cap(135)_
 L  c_u_cap(136)_
 L  c_u_cap(137)_
 L  c_u_cap(138)_
 L  c_u_cap(139)_
 L  c_u_cap(140)_
 L  c_u_cap(141)_
 L  c_u_dom(0)_
 L  c_u_dom(1)_
 L  c_u_dom(2)_
 L  c_u_dom(3)_
COLUMNS
     x(0_0_0) c_e_assign(0)_ 1
     x(0_0_0) c_e_link(0_0_0)_ -1
     x(0_0_1) c_e_assign(0)_ 1
     x(0_0_1) c_e_link(0_0_1)_ -1
     x(0_0_2) c_e_assign(0)_ 1
     x(0_0_2) c_e_link(0_0_2)_ -1
     x(0_0_3) c_e_assign(0)_ 1
     x(0_0_3) c_e_link(0_0_3)_ -1
     x(0_0_4) c_e_assign(0)_ 1
     x(0_0_4) c_e_link(0_0_4)_ -1
     x(0_0_5) c_e_assign(0)_ 1
     x(0_0_5) c_e_link(0_0_5)_ -1
     x(0_0_6) c_e_assign(0)_ 1
     x(0_0_6) c_e_link(0_0_6)_ -1
     x(0_0_7) c_e_assign(0)_ 1
     x(0_0_7) c_e_link(0_0_7)_ -1
     x(0_0_8) obj 1
     x(0_0_8) c_e_assign(0)_ 1
     x(0_0_8) c_e_link(0_0_8)_ -1
     x(0_0_9) obj 2
     x(0_0_9) c_e_assign(0)_ 1
     x(0_0_9) c_e_link(0_0_9)_ -1
     x(0_0_10) obj 3
     x(0_0_10) c_e_assign(0)_ 1
     x(0_0_10) c_e_link(0_0_10)_ -1
     x(0_0_11) obj 4
     x(0_0_11) c_e_assign(0)_ 1
     x(0_0_11) c_e_link(0_0_11)_ -1
     x(0_0_12) obj 5
     x(0_0_12) c_e_assign(0)_ 1
     x(0_0_12) c_e_link(0_0_12)_ -1
     x(0_0_13) obj 6
     x(0_0_13) c_e_assign(0)_ 1
     x(0_0_13) c_e_link(0_0_13)_ -1
     x(0_0_14) obj 7
     x(0_0_14) c_e_assign(0)_ 1
     x(0_0_14) c_e_link(0_0_14)_ -1
     x(0_0_15) obj 8
     x(0_0_15) c_e_assign(0)_ 1
     x(0_0_15) c_e_link(0_0_15)_ -1
     x(0_0_16) obj 9
     x(0_0_16) c_e_assign(0)_ 1
     x(0_0_16) c_e_link(0_0_16)_ -1
     x(0_0_17) obj 10
     x(0_0_17) c_e_assign(0)_ 1
     x(0_0_17) c_e_link(0_0_17)_ -1
     x(0_0_18) obj 11
     x(0_0_18) c_e_assign(0)_ 1
     x(0_0_18) c_e_link(0_0_18)_ -1
     x(0_0_19) obj 12
     x(0_0_19) c_e_assign(0)_ 1
     x(0_0_19) c_e_link(0_0_19)_ -1
     x(0_0_20) obj 13
     x(0_0_20) c_e_assign(0)_ 1
     x(0_0_20) c_e_link(0_0_20)_ -1
     x(0_0_21) obj 14
     x(0_0_21) c_e_assign(0)_ 1
     x(0_0_21) c_e_link(0_0_21)_ -1
     x(0_0_22) obj 15
     x(0_0_22) c_e_assign(0)_ 1
     x(0_0_22) c_e_link(0_0_22)_ -1
     x(0_0_23) obj 16
     x(0_0_23) c_e_assign(0)_ 1
     x(0_0_23) c_e_link(0_0_23)_ -1
     x(0_0_24) obj 17
     x(0_0_24) c_e_assign(0)_ 1
     x(0_0_24) c_e_link(0_0_24)_ -1
     x(0_0_25) obj 18
     x(0_0_25) c_e_assign(0)_ 1
     x(0_0_25) c_e_link(0_0_25)_ -1
     x(0_0_26) obj 19
     x(0_0_26) c_e_assign(0)_ 1
     x(0_0_26) c_e_link(0_0_26)_ -1
     x(0_0_27) obj 20
     x(0_0_27) c_e_assign(0)_ 1
     x(0_0_27) c_e_link(0_0_27)_ -1
     x(0_0_28) obj 21
     x(0_0_28) c_e_assign(0)_ 1
     x(0_0_28) c_e_link(0_0_28)_ -1
     x(0_0_29) obj 22
     x(0_0_29) c_e_assign(0)_ 1
     x(0_0_29) c_e_link(0_0_29)_ -1
     x(0_0_30) obj 23
     x(0_0_30) c_e_assign(0)_ 1
     x(0_0_30) c_e_link(0_0_30)_ -1
     x(0_0_31) obj 24
     x(0_0_31) c_e_assign(0)_ 1
     x(0_0_31) c_e_link(0_0_31)_ -1
     x(0_0_32) obj 25
     x(0_0_32) c_e_assign(0)_ 1
     x(0_0_32) c_e_link(0_0_32)_ -1
     x(0_0_33) obj 26
     x(0_0_33) c_e_assign(0)_ 1
     x(0_0_33) c_e_link(0_0_33)_ -1
     x(0_0_34) obj 27
     x(0_0_34) c_e_assign(0)_ 1
     x(0_0_34) c_e_link(0_0_34)_ -1
     x(0_0_35) obj 28
     x(0_0_35) c_e_assign(0)_ 1
     x(0_0_35) c_e_link(0_0_35)_ -1
     x(0_0_36) obj 29
     x(0_0_36) c_e_assign(0)_ 1
     x(0_0_36) c_e_link(0_0_36)_ -1
     x(0_0_37) obj 30
     x(0_0_37) c_e_assign(0)_ 1
     x(0_0_37) c_e_link(0_0_37)_ -1
     x(0_0_38) obj 31
     x(0_0_38) c_e_assign(0)_ 1
     x(0_0_38) c_e_link(0_0_38)_ -1
     x(0_0_39) obj 32
     x(0_0_39) c_e_assign(0)_ 1
     x(0_0_39) c_e_link(0_0_39)_ -1
     x(0_0_40) obj 33
     x(0_0_40) c_e_assign(0)_ 1
     x(0_0_40) c_e_link(0_0_40)_ -1
     x(0_0_41) obj 34
     x(0_0_41) c_e_assign(0)_ 1
     x(0_0_41) c_e_link(0_0_41)_ -1
     x(0_0_42) obj 35
     x(0_0_42) c_e_assign(0)_ 1
     x(0_0_42) c_e_link(0_0_42)_ -1
     x(0_0_43) obj 36
     x(0_0_43) c_e_assign(0)_ 1
     x(0_0_43) c_e_link(0_0_43)_ -1
     x(0_0_44) obj 37
     x(0_0_44) c_e_assign(0)_ 1
     x(0_0_44) c_e_link(0_0_44)_ -1
     x(0_0_45) obj 38
     x(0_0_45) c_e_assign(0)_ 1
     x(0_0_45) c_e_link(0_0_45)_ -1
     x(0_0_46) obj 39
     x(0_0_46) c_e_assign(0)_ 1
     x(0_0_46) c_e_link(0_0_46)_ -1
     x(0_0_47) obj 40
     x(0_0_47) c_e_assign(0)_ 1
     x(0_0_47) c_e_link(0_0_47)_ -1
     x(1_0_2) c_e_assign(1)_ 1
     x(1_0_2) c_e_link(1_0_2)_ -1
     x(1_0_2) c_u_dom(0)_ 14
     x(1_0_3) c_e_assign(1)_ 1
     x(1_0_3) c_e_link(1_0_3)_ -1
     x(1_0_3) c_u_dom(0)_ 15
     x(1_0_4) c_e_assign(1)_ 1
     x(1_0_4) c_e_link(1_0_4)_ -1
     x(1_0_4) c_u_dom(0)_ 16
     x(1_0_5) c_e_assign(1)_ 1
     x(1_0_5) c_e_link(1_0_5)_ -1
     x(1_0_5) c_u_dom(0)_ 17
     x(1_0_6) c_e_assign(1)_ 1
     x(1_0_6) c_e_link(1_0_6)_ -1
     x(1_0_6) c_u_dom(0)_ 18
     x(1_0_7) obj 4
     x(1_0_7) c_e_assign(1)_ 1
     x(1_0_7) c_e_link(1_0_7)_ -1
     x(1_0_7) c_u_dom(0)_ 19
     x(1_0_8) obj 8
     x(1_0_8) c_e_assign(1)_ 1
     x(1_0_8) c_e_link(1_0_8)_ -1
     x(1_0_8) c_u_dom(0)_ 20
     x(1_0_9) obj 12
     x(1_0_9) c_e_assign(1)_ 1
     x(1_0_9) c_e_link(1_0_9)_ -1
     x(1_0_9) c_u_dom(0)_ 21
     x(1_0_10) obj 16
     x(1_0_10) c_e_assign(1)_ 1
     x(1_0_10) c_e_link(1_0_10)_ -1
     x(1_0_10) c_u_dom(0)_ 22
     x(1_0_11) obj 20
     x(1_0_11) c_e_assign(1)_ 1
     x(1_0_11) c_e_link(1_0_11)_ -1
     x(1_0_11) c_u_dom(0)_ 23
     x(1_0_12) obj 24
     x(1_0_12) c_e_assign(1)_ 1
     x(1_0_12) c_e_link(1_0_12)_ -1
     x(1_0_12) c_u_dom(0)_ 24
     x(1_0_13) obj 28
     x(1_0_13) c_e_assign(1)_ 1
     x(1_0_13) c_e_link(1_0_13)_ -1
     x(1_0_13) c_u_dom(0)_ 25
     x(1_0_14) obj 32
     x(1_0_14) c_e_assign(1)_ 1
     x(1_0_14) c_e_link(1_0_14)_ -1
     x(1_0_14) c_u_dom(0)_ 26
     x(1_0_15) obj 36
     x(1_0_15) c_e_assign(1)_ 1
     x(1_0_15) c_e_link(1_0_15)_ -1
     x(1_0_15) c_u_dom(0)_ 27
     x(1_0_16) obj 40
     x(1_0_16) c_e_assign(1)_ 1
     x(1_0_16) c_e_link(1_0_16)_ -1
     x(1_0_16) c_u_dom(0)_ 28
     x(1_1_2) obj 8
     x(1_1_2) c_e_assign(1)_ 1
     x(1_1_2) c_e_link(1_1_2)_ -1
     x(1_1_2) c_u_dom(2)_ 20
     x(1_1_3) obj 12
     x(1_1_3) c_e_assign(1)_ 1
     x(1_1_3) c_e_link(1_1_3)_ -1
     x(1_1_3) c_u_dom(2)_ 21
     x(1_1_4) obj 16
     x(1_1_4) c_e_assign(1)_ 1
     x(1_1_4) c_e_link(1_1_4)_ -1
     x(1_1_4) c_u_dom(2)_ 22
     x(1_1_5) obj 20
     x(1_1_5) c_e_assign(1)_ 1
     x(1_1_5) c_e_link(1_1_5)_ -1
     x(1_1_5) c_u_dom(2)_ 23
     x(1_1_6) obj 24
     x(1_1_6) c_e_assign(1)_ 1
     x(1_1_6) c_e_link(1_1_6)_ -1
     x(1_1_6) c_u_dom(2)_ 24
     x(1_1_7) obj 28
     x(1_1_7) c_e_assign(1)_ 1
     x(1_1_7) c_e_link(1_1_7)_ -1
     x(1_1_7) c_u_dom(2)_ 25
     x(1_1_8) obj 32
     x(1_1_8) c_e_assign(1)_ 1
     x(1_1_8) c_e_link(1_1_8)_ -1
     x(1_1_8) c_u_dom(2)_ 26
     x(1_1_9) obj 36
     x(1_1_9) c_e_assign(1)_ 1
     x(1_1_9) c_e_link(1_1_9)_ -1
     x(1_1_9) c_u_dom(2)_ 27
     x(1_1_10) obj 40
     x(1_1_10) c_e_assign(1)_ 1
     x(1_1_10) c_e_link(1_1_10)_ -1
     x(1_1_10) c_u_dom(2)_ 28
     x(2_0_5) c_e_assign(2)_ 1
     x(2_0_5) c_e_link(2_0_5)_ -1
     x(2_0_6) c_e_assign(2)_ 1
     x(2_0_6) c_e_link(2_0_6)_ -1
     x(2_0_7) obj 2
     x(2_0_7) c_e_assign(2)_ 1
     x(2_0_7) c_e_link(2_0_7)_ -1
     x(2_0_8) obj 4
     x(2_0_8) c_e_assign(2)_ 1
     x(2_0_8) c_e_link(2_0_8)_ -1
     x(2_0_9) obj 6
     x(2_0_9) c_e_assign(2)_ 1
     x(2_0_9) c_e_link(2_0_9)_ -1
     x(2_0_10) obj 8
     x(2_0_10) c_e_assign(2)_ 1
     x(2_0_10) c_e_link(2_0_10)_ -1
     x(2_0_11) obj 10
     x(2_0_11) c_e_assign(2)_ 1
     x(2_0_11) c_e_link(2_0_11)_ -1
     x(2_0_12) obj 12
     x(2_0_12) c_e_assign(2)_ 1
     x(2_0_12) c_e_link(2_0_12)_ -1
     x(2_0_13) obj 14
     x(2_0_13) c_e_assign(2)_ 1
     x(2_0_13) c_e_link(2_0_13)_ -1
     x(2_0_14) obj 16
     x(2_0_14) c_e_assign(2)_ 1
     x(2_0_14) c_e_link(2_0_14)_ -1
     x(2_0_15) obj 18
     x(2_0_15) c_e_assign(2)_ 1
     x(2_0_15) c_e_link(2_0_15)_ -1
     x(2_0_16) obj 20
     x(2_0_16) c_e_assign(2)_ 1
     x(2_0_16) c_e_link(2_0_16)_ -1
     x(2_0_17) obj 22
     x(2_0_17) c_e_assign(2)_ 1
     x(2_0_17) c_e_link(2_0_17)_ -1
     x(2_0_18) obj 24
     x(2_0_18) c_e_assign(2)_ 1
     x(2_0_18) c_e_link(2_0_18)_ -1
     x(2_0_19) obj 26
     x(2_0_19) c_e_assign(2)_ 1
     x(2_0_19) c_e_link(2_0_19)_ -1
     x(2_0_20) obj 28
     x(2_0_20) c_e_assign(2)_ 1
     x(2_0_20) c_e_link(2_0_20)_ -1
     x(2_0_21) obj 30
     x(2_0_21) c_e_assign(2)_ 1
     x(2_0_21) c_e_link(2_0_21)_ -1
     x(2_0_22) obj 32
     x(2_0_22) c_e_assign(2)_ 1
     x(2_0_22) c_e_link(2_0_22)_ -1
     x(2_0_23) obj 34
     x(2_0_23) c_e_assign(2)_ 1
     x(2_0_23) c_e_link(2_0_23)_ -1
     x(2_0_24) obj 36
     x(2_0_24) c_e_assign(2)_ 1
     x(2_0_24) c_e_link(2_0_24)_ -1
     x(2_0_25) obj 38
     x(2_0_25) c_e_assign(2)_ 1
     x(2_0_25) c_e_link(2_0_25)_ -1
     x(2_0_26) obj 40
     x(2_0_26) c_e_assign(2)_ 1
     x(2_0_26) c_e_link(2_0_26)_ -1
     x(2_1_5) c_e_assign(2)_ 1
     x(2_1_5) c_e_link(2_1_5)_ -1
     x(2_1_6) obj 2
     x(2_1_6) c_e_assign(2)_ 1
     x(2_1_6) c_e_link(2_1_6)_ -1
     x(2_1_7) obj 4
     x(2_1_7) c_e_assign(2)_ 1
     x(2_1_7) c_e_link(2_1_7)_ -1
     x(2_1_8) obj 6
     x(2_1_8) c_e_assign(2)_ 1
     x(2_1_8) c_e_link(2_1_8)_ -1
     x(2_1_9) obj 8
     x(2_1_9) c_e_assign(2)_ 1
     x(2_1_9) c_e_link(2_1_9)_ -1
     x(2_1_10) obj 10
     x(2_1_10) c_e_assign(2)_ 1
     x(2_1_10) c_e_link(2_1_10)_ -1
     x(2_1_11) obj 12
     x(2_1_11) c_e_assign(2)_ 1
     x(2_1_11) c_e_link(2_1_11)_ -1
     x(2_1_12) obj 14
     x(2_1_12) c_e_assign(2)_ 1
     x(2_1_12) c_e_link(2_1_12)_ -1
     x(2_1_13) obj 16
     x(2_1_13) c_e_assign(2)_ 1
     x(2_1_13) c_e_link(2_1_13)_ -1
     x(2_1_14) obj 18
     x(2_1_14) c_e_assign(2)_ 1
     x(2_1_14) c_e_link(2_1_14)_ -1
     x(2_1_15) obj 20
     x(2_1_15) c_e_assign(2)_ 1
     x(2_1_15) c_e_link(2_1_15)_ -1
     x(2_1_16) obj 22
     x(2_1_16) c_e_assign(2)_ 1
     x(2_1_16) c_e_link(2_1_16)_ -1
     x(2_1_17) obj 24
     x(2_1_17) c_e_assign(2)_ 1
     x(2_1_17) c_e_link(2_1_17)_ -1
     x(2_1_18) obj 26
     x(2_1_18) c_e_assign(2)_ 1
     x(2_1_18) c_e_link(2_1_18)_ -1
     x(2_1_19) obj 28
     x(2_1_19) c_e_assign(2)_ 1
     x(2_1_19) c_e_link(2_1_19)_ -1
     x(2_1_20) obj 30
     x(2_1_20) c_e_assign(2)_ 1
     x(2_1_20) c_e_link(2_1_20)_ -1
     x(2_1_21) obj 32
     x(2_1_21) c_e_assign(2)_ 1
     x(2_1_21) c_e_link(2_1_21)_ -1
     x(2_1_22) obj 34
     x(2_1_22) c_e_assign(2)_ 1
     x(2_1_22) c_e_link(2_1_22)_ -1
     x(2_1_23) obj 36
     x(2_1_23) c_e_assign(2)_ 1
     x(2_1_23) c_e_link(2_1_23)_ -1
     x(2_1_24) obj 38
     x(2_1_24) c_e_assign(2)_ 1
     x(2_1_24) c_e_link(2_1_24)_ -1
     x(2_1_25) obj 40
     x(2_1_25) c_e_assign(2)_ 1
     x(2_1_25) c_e_link(2_1_25)_ -1
     x(2_2_5) obj 6
     x(2_2_5) c_e_assign(2)_ 1
     x(2_2_5) c_e_link(2_2_5)_ -1
     x(2_2_6) obj 8
     x(2_2_6) c_e_assign(2)_ 1
     x(2_2_6) c_e_link(2_2_6)_ -1
     x(2_2_7) obj 10
     x(2_2_7) c_e_assign(2)_ 1
     x(2_2_7) c_e_link(2_2_7)_ -1
     x(2_2_8) obj 12
     x(2_2_8) c_e_assign(2)_ 1
     x(2_2_8) c_e_link(2_2_8)_ -1
     x(2_2_9) obj 14
     x(2_2_9) c_e_assign(2)_ 1
     x(2_2_9) c_e_link(2_2_9)_ -1
     x(2_2_10) obj 16
     x(2_2_10) c_e_assign(2)_ 1
     x(2_2_10) c_e_link(2_2_10)_ -1
     x(2_2_11) obj 18
     x(2_2_11) c_e_assign(2)_ 1
     x(2_2_11) c_e_link(2_2_11)_ -1
     x(2_2_12) obj 20
     x(2_2_12) c_e_assign(2)_ 1
     x(2_2_12) c_e_link(2_2_12)_ -1
     x(2_2_13) obj 22
     x(2_2_13) c_e_assign(2)_ 1
     x(2_2_13) c_e_link(2_2_13)_ -1
     x(2_2_14) obj 24
     x(2_2_14) c_e_assign(2)_ 1
     x(2_2_14) c_e_link(2_2_14)_ -1
     x(2_2_15) obj 26
     x(2_2_15) c_e_assign(2)_ 1
     x(2_2_15) c_e_link(2_2_15)_ -1
     x(2_2_16) obj 28
     x(2_2_16) c_e_assign(2)_ 1
     x(2_2_16) c_e_link(2_2_16)_ -1
     x(2_2_17) obj 30
     x(2_2_17) c_e_assign(2)_ 1
     x(2_2_17) c_e_link(2_2_17)_ -1
     x(2_2_18) obj 32
     x(2_2_18) c_e_assign(2)_ 1
     x(2_2_18) c_e_link(2_2_18)_ -1
     x(2_2_19) obj 34
     x(2_2_19) c_e_assign(2)_ 1
     x(2_2_19) c_e_link(2_2_19)_ -1
     x(2_2_20) obj 36
     x(2_2_20) c_e_assign(2)_ 1
     x(2_2_20) c_e_link(2_2_20)_ -1
     x(2_2_21) obj 38
     x(2_2_21) c_e_assign(2)_ 1
     x(2_2_21) c_e_link(2_2_21)_ -1
     x(2_2_22) obj 40
     x(2_2_22) c_e_assign(2)_ 1
     x(2_2_22) c_e_link(2_2_22)_ -1
     x(3_0_5) c_e_assign(3)_ 1
     x(3_0_5) c_e_link(3_0_5)_ -1
     x(3_0_6) c_e_assign(3)_ 1
     x(3_0_6) c_e_link(3_0_6)_ -1
     x(3_0_7) c_e_assign(3)_ 1
     x(3_0_7) c_e_link(3_0_7)_ -1
     x(3_0_8) c_e_assign(3)_ 1
     x(3_0_8) c_e_link(3_0_8)_ -1
     x(3_0_9) obj 3
     x(3_0_9) c_e_assign(3)_ 1
     x(3_0_9) c_e_link(3_0_9)_ -1
     x(3_0_10) obj 6
     x(3_0_10) c_e_assign(3)_ 1
     x(3_0_10) c_e_link(3_0_10)_ -1
     x(3_0_11) obj 9
     x(3_0_11) c_e_assign(3)_ 1
     x(3_0_11) c_e_link(3_0_11)_ -1
     x(3_0_12) obj 12
     x(3_0_12) c_e_assign(3)_ 1
     x(3_0_12) c_e_link(3_0_12)_ -1
     x(3_0_13) obj 15
     x(3_0_13) c_e_assign(3)_ 1
     x(3_0_13) c_e_link(3_0_13)_ -1
     x(3_0_14) obj 18
     x(3_0_14) c_e_assign(3)_ 1
     x(3_0_14) c_e_link(3_0_14)_ -1
     x(3_0_15) obj 21
     x(3_0_15) c_e_assign(3)_ 1
     x(3_0_15) c_e_link(3_0_15)_ -1
     x(3_0_16) obj 24
     x(3_0_16) c_e_assign(3)_ 1
     x(3_0_16) c_e_link(3_0_16)_ -1
     x(3_0_17) obj 27
     x(3_0_17) c_e_assign(3)_ 1
     x(3_0_17) c_e_link(3_0_17)_ -1
     x(3_0_18) obj 30
     x(3_0_18) c_e_assign(3)_ 1
     x(3_0_18) c_e_link(3_0_18)_ -1
     x(3_0_19) obj 33
     x(3_0_19) c_e_assign(3)_ 1
     x(3_0_19) c_e_link(3_0_19)_ -1
     x(3_0_20) obj 36
     x(3_0_20) c_e_assign(3)_ 1
     x(3_0_20) c_e_link(3_0_20)_ -1
     x(3_0_21) obj 39
     x(3_0_21) c_e_assign(3)_ 1
     x(3_0_21) c_e_link(3_0_21)_ -1
     x(4_0_10) c_e_assign(4)_ 1
     x(4_0_10) c_e_link(4_0_10)_ -1
     x(4_0_11) c_e_assign(4)_ 1
     x(4_0_11) c_e_link(4_0_11)_ -1
     x(4_0_12) c_e_assign(4)_ 1
     x(4_0_12) c_e_link(4_0_12)_ -1
     x(4_0_13) c_e_assign(4)_ 1
     x(4_0_13) c_e_link(4_0_13)_ -1
     x(4_0_14) c_e_assign(4)_ 1
     x(4_0_14) c_e_link(4_0_14)_ -1
     x(4_0_15) c_e_assign(4)_ 1
     x(4_0_15) c_e_link(4_0_15)_ -1
     x(4_0_16) obj 5
     x(4_0_16) c_e_assign(4)_ 1
     x(4_0_16) c_e_link(4_0_16)_ -1
     x(4_0_17) obj 10
     x(4_0_17) c_e_assign(4)_ 1
     x(4_0_17) c_e_link(4_0_17)_ -1
     x(4_0_18) obj 15
     x(4_0_18) c_e_assign(4)_ 1
     x(4_0_18) c_e_link(4_0_18)_ -1
     x(4_0_19) obj 20
     x(4_0_19) c_e_assign(4)_ 1
     x(4_0_19) c_e_link(4_0_19)_ -1
     x(4_0_20) obj 25
     x(4_0_20) c_e_assign(4)_ 1
     x(4_0_20) c_e_link(4_0_20)_ -1
     x(4_0_21) obj 30
     x(4_0_21) c_e_assign(4)_ 1
     x(4_0_21) c_e_link(4_0_21)_ -1
     x(4_0_22) obj 35
     x(4_0_22) c_e_assign(4)_ 1
     x(4_0_22) c_e_link(4_0_22)_ -1
     x(4_0_23) obj 40
     x(4_0_23) c_e_assign(4)_ 1
     x(4_0_23) c_e_link(4_0_23)_ -1
     x(4_1_10) c_e_assign(4)_ 1
     x(4_1_10) c_e_link(4_1_10)_ -1
     x(4_1_11) obj 5
     x(4_1_11) c_e_assign(4)_ 1
     x(4_1_11) c_e_link(4_1_11)_ -1
     x(4_1_12) obj 10
     x(4_1_12) c_e_assign(4)_ 1
     x(4_1_12) c_e_link(4_1_12)_ -1
     x(4_1_13) obj 15
     x(4_1_13) c_e_assign(4)_ 1
     x(4_1_13) c_e_link(4_1_13)_ -1
     x(4_1_14) obj 20
     x(4_1_14) c_e_assign(4)_ 1
     x(4_1_14) c_e_link(4_1_14)_ -1
     x(4_1_15) obj 25
     x(4_1_15) c_e_assign(4)_ 1
     x(4_1_15) c_e_link(4_1_15)_ -1
     x(4_1_16) obj 30
     x(4_1_16) c_e_assign(4)_ 1
     x(4_1_16) c_e_link(4_1_16)_ -1
     x(4_1_17) obj 35
     x(4_1_17) c_e_assign(4)_ 1
     x(4_1_17) c_e_link(4_1_17)_ -1
     x(4_1_18) obj 40
     x(4_1_18) c_e_assign(4)_ 1
     x(4_1_18) c_e_link(4_1_18)_ -1
     x(5_0_10) c_e_assign(5)_ 1
     x(5_0_10) c_e_link(5_0_10)_ -1
     x(5_0_10) c_u_dom(0)_ 18
     x(5_0_11) c_e_assign(5)_ 1
     x(5_0_11) c_e_link(5_0_11)_ -1
     x(5_0_11) c_u_dom(0)_ 17
     x(5_0_12) c_e_assign(5)_ 1
     x(5_0_12) c_e_link(5_0_12)_ -1
     x(5_0_12) c_u_dom(0)_ 16
     x(5_0_13) c_e_assign(5)_ 1
     x(5_0_13) c_e_link(5_0_13)_ -1
     x(5_0_13) c_u_dom(0)_ 15
     x(5_0_14) c_e_assign(5)_ 1
     x(5_0_14) c_e_link(5_0_14)_ -1
     x(5_0_14) c_u_dom(0)_ 14
     x(5_0_15) c_e_assign(5)_ 1
     x(5_0_15) c_e_link(5_0_15)_ -1
     x(5_0_15) c_u_dom(0)_ 13
     x(5_0_16) c_e_assign(5)_ 1
     x(5_0_16) c_e_link(5_0_16)_ -1
     x(5_0_16) c_u_dom(0)_ 12
     x(5_0_17) c_e_assign(5)_ 1
     x(5_0_17) c_e_link(5_0_17)_ -1
     x(5_0_17) c_u_dom(0)_ 11
     x(5_0_18) c_e_assign(5)_ 1
     x(5_0_18) c_e_link(5_0_18)_ -1
     x(5_0_18) c_u_dom(0)_ 10
     x(5_0_19) c_e_assign(5)_ 1
     x(5_0_19) c_e_link(5_0_19)_ -1
     x(5_0_19) c_u_dom(0)_ 9
     x(5_0_20) obj 2
     x(5_0_20) c_e_assign(5)_ 1
     x(5_0_20) c_e_link(5_0_20)_ -1
     x(5_0_20) c_u_dom(0)_ 8
     x(5_0_21) obj 4
     x(5_0_21) c_e_assign(5)_ 1
     x(5_0_21) c_e_link(5_0_21)_ -1
     x(5_0_21) c_u_dom(0)_ 7
     x(5_0_22) obj 6
     x(5_0_22) c_e_assign(5)_ 1
     x(5_0_22) c_e_link(5_0_22)_ -1
     x(5_0_22) c_u_dom(0)_ 6
     x(5_0_23) obj 8
     x(5_0_23) c_e_assign(5)_ 1
     x(5_0_23) c_e_link(5_0_23)_ -1
     x(5_0_23) c_u_dom(0)_ 5
     x(5_0_24) obj 10
     x(5_0_24) c_e_assign(5)_ 1
     x(5_0_24) c_e_link(5_0_24)_ -1
     x(5_0_24) c_u_dom(0)_ 4
     x(5_0_25) obj 12
     x(5_0_25) c_e_assign(5)_ 1
     x(5_0_25) c_e_link(5_0_25)_ -1
     x(5_0_25) c_u_dom(0)_ 3
     x(5_0_26) obj 14
     x(5_0_26) c_e_assign(5)_ 1
     x(5_0_26) c_e_link(5_0_26)_ -1
     x(5_0_26) c_u_dom(0)_ 2
     x(5_0_27) obj 16
     x(5_0_27) c_e_assign(5)_ 1
     x(5_0_27) c_e_link(5_0_27)_ -1
     x(5_0_27) c_u_dom(0)_ 1
     x(5_0_28) obj 18
     x(5_0_28) c_e_assign(5)_ 1
     x(5_0_28) c_e_link(5_0_28)_ -1
     x(5_0_29) obj 20
     x(5_0_29) c_e_assign(5)_ 1
     x(5_0_29) c_e_link(5_0_29)_ -1
     x(5_0_29) c_u_dom(0)_ -1
     x(5_0_30) obj 22
     x(5_0_30) c_e_assign(5)_ 1
     x(5_0_30) c_e_link(5_0_30)_ -1
     x(5_0_30) c_u_dom(0)_ -2
     x(5_0_31) obj 24
     x(5_0_31) c_e_assign(5)_ 1
     x(5_0_31) c_e_link(5_0_31)_ -1
     x(5_0_31) c_u_dom(0)_ -3
     x(5_0_32) obj 26
     x(5_0_32) c_e_assign(5)_ 1
     x(5_0_32) c_e_link(5_0_32)_ -1
     x(5_0_32) c_u_dom(0)_ -4
     x(5_0_33) obj 28
     x(5_0_33) c_e_assign(5)_ 1
     x(5_0_33) c_e_link(5_0_33)_ -1
     x(5_0_33) c_u_dom(0)_ -5
     x(5_0_34) obj 30
     x(5_0_34) c_e_assign(5)_ 1
     x(5_0_34) c_e_link(5_0_34)_ -1
     x(5_0_34) c_u_dom(0)_ -6
     x(5_0_35) obj 32
     x(5_0_35) c_e_assign(5)_ 1
     x(5_0_35) c_e_link(5_0_35)_ -1
     x(5_0_35) c_u_dom(0)_ -7
     x(5_0_36) obj 34
     x(5_0_36) c_e_assign(5)_ 1
     x(5_0_36) c_e_link(5_0_36)_ -1
     x(5_0_36) c_u_dom(0)_ -8
     x(5_0_37) obj 36
     x(5_0_37) c_e_assign(5)_ 1
     x(5_0_37) c_e_link(5_0_37)_ -1
     x(5_0_37) c_u_dom(0)_ -9
     x(5_0_38) obj 38
     x(5_0_38) c_e_assign(5)_ 1
     x(5_0_38) c_e_link(5_0_38)_ -1
     x(5_0_38) c_u_dom(0)_ -10
     x(5_0_39) obj 40
     x(5_0_39) c_e_assign(5)_ 1
     x(5_0_39) c_e_link(5_0_39)_ -1
     x(5_0_39) c_u_dom(0)_ -11
     x(5_1_10) c_e_assign(5)_ 1
     x(5_1_10) c_e_link(5_1_10)_ -1
     x(5_1_10) c_u_dom(2)_ 18
     x(5_1_11) c_e_assign(5)_ 1
     x(5_1_11) c_e_link(5_1_11)_ -1
     x(5_1_11) c_u_dom(2)_ 17
     x(5_1_12) c_e_assign(5)_ 1
     x(5_1_12) c_e_link(5_1_12)_ -1
     x(5_1_12) c_u_dom(2)_ 16
     x(5_1_13) c_e_assign(5)_ 1
     x(5_1_13) c_e_link(5_1_13)_ -1
     x(5_1_13) c_u_dom(2)_ 15
     x(5_1_14) obj 2
     x(5_1_14) c_e_assign(5)_ 1
     x(5_1_14) c_e_link(5_1_14)_ -1
     x(5_1_14) c_u_dom(2)_ 14
     x(5_1_15) obj 4
     x(5_1_15) c_e_assign(5)_ 1
     x(5_1_15) c_e_link(5_1_15)_ -1
     x(5_1_15) c_u_dom(2)_ 13
     x(5_1_16) obj 6
     x(5_1_16) c_e_assign(5)_ 1
     x(5_1_16) c_e_link(5_1_16)_ -1
     x(5_1_16) c_u_dom(2)_ 12
     x(5_1_17) obj 8
     x(5_1_17) c_e_assign(5)_ 1
     x(5_1_17) c_e_link(5_1_17)_ -1
     x(5_1_17) c_u_dom(2)_ 11
     x(5_1_18) obj 10
     x(5_1_18) c_e_assign(5)_ 1
     x(5_1_18) c_e_link(5_1_18)_ -1
     x(5_1_18) c_u_dom(2)_ 10
     x(5_1_19) obj 12
     x(5_1_19) c_e_assign(5)_ 1
     x(5_1_19) c_e_link(5_1_19)_ -1
     x(5_1_19) c_u_dom(2)_ 9
     x(5_1_20) obj 14
     x(5_1_20) c_e_assign(5)_ 1
     x(5_1_20) c_e_link(5_1_20)_ -1
     x(5_1_20) c_u_dom(2)_ 8
     x(5_1_21) obj 16
     x(5_1_21) c_e_assign(5)_ 1
     x(5_1_21) c_e_link(5_1_21)_ -1
     x(5_1_21) c_u_dom(2)_ 7
     x(5_1_22) obj 18
     x(5_1_22) c_e_assign(5)_ 1
     x(5_1_22) c_e_link(5_1_22)_ -1
     x(5_1_22) c_u_dom(2)_ 6
     x(5_1_23) obj 20
     x(5_1_23) c_e_assign(5)_ 1
     x(5_1_23) c_e_link(5_1_23)_ -1
     x(5_1_23) c_u_dom(2)_ 5
     x(5_1_24) obj 22
     x(5_1_24) c_e_assign(5)_ 1
     x(5_1_24) c_e_link(5_1_24)_ -1
     x(5_1_24) c_u_dom(2)_ 4
     x(5_1_25) obj 24
     x(5_1_25) c_e_assign(5)_ 1
     x(5_1_25) c_e_link(5_1_25)_ -1
     x(5_1_25) c_u_dom(2)_ 3
     x(5_1_26) obj 26
     x(5_1_26) c_e_assign(5)_ 1
     x(5_1_26) c_e_link(5_1_26)_ -1
     x(5_1_26) c_u_dom(2)_ 2
     x(5_1_27) obj 28
     x(5_1_27) c_e_assign(5)_ 1
     x(5_1_27) c_e_link(5_1_27)_ -1
     x(5_1_27) c_u_dom(2)_ 1
     x(5_1_28) obj 30
     x(5_1_28) c_e_assign(5)_ 1
     x(5_1_28) c_e_link(5_1_28)_ -1
     x(5_1_29) obj 32
     x(5_1_29) c_e_assign(5)_ 1
     x(5_1_29) c_e_link(5_1_29)_ -1
     x(5_1_29) c_u_dom(2)_ -1
     x(5_1_30) obj 34
     x(5_1_30) c_e_assign(5)_ 1
     x(5_1_30) c_e_link(5_1_30)_ -1
     x(5_1_30) c_u_dom(2)_ -2
     x(5_1_31) obj 36
     x(5_1_31) c_e_assign(5)_ 1
     x(5_1_31) c_e_link(5_1_31)_ -1
     x(5_1_31) c_u_dom(2)_ -3
     x(5_1_32) obj 38
     x(5_1_32) c_e_assign(5)_ 1
     x(5_1_32) c_e_link(5_1_32)_ -1
     x(5_1_32) c_u_dom(2)_ -4
     x(5_1_33) obj 40
     x(5_1_33) c_e_assign(5)_ 1
     x(5_1_33) c_e_link(5_1_33)_ -1
     x(5_1_33) c_u_dom(2)_ -5
     x(5_2_10) obj 30
     x(5_2_10) c_e_assign(5)_ 1
     x(5_2_10) c_e_link(5_2_10)_ -1
     x(5_2_11) obj 32
     x(5_2_11) c_e_assign(5)_ 1
     x(5_2_11) c_e_link(5_2_11)_ -1
     x(5_2_12) obj 34
     x(5_2_12) c_e_assign(5)_ 1
     x(5_2_12) c_e_link(5_2_12)_ -1
     x(5_2_13) obj 36
     x(5_2_13) c_e_assign(5)_ 1
     x(5_2_13) c_e_link(5_2_13)_ -1
     x(5_2_14) obj 38
     x(5_2_14) c_e_assign(5)_ 1
     x(5_2_14) c_e_link(5_2_14)_ -1
     x(5_2_15) obj 40
     x(5_2_15) c_e_assign(5)_ 1
     x(5_2_15) c_e_link(5_2_15)_ -1
     x(6_0_13) c_e_assign(6)_ 1
     x(6_0_13) c_e_link(6_0_13)_ -1
     x(6_0_13) c_u_dom(1)_ 17
     x(6_0_14) c_e_assign(6)_ 1
     x(6_0_14) c_e_link(6_0_14)_ -1
     x(6_0_14) c_u_dom(1)_ 18
     x(6_0_15) c_e_assign(6)_ 1
     x(6_0_15) c_e_link(6_0_15)_ -1
     x(6_0_15) c_u_dom(1)_ 19
     x(6_0_16) c_e_assign(6)_ 1
     x(6_0_16) c_e_link(6_0_16)_ -1
     x(6_0_16) c_u_dom(1)_ 20
     x(6_0_17) c_e_assign(6)_ 1
     x(6_0_17) c_e_link(6_0_17)_ -1
     x(6_0_17) c_u_dom(1)_ 21
     x(6_0_18) c_e_assign(6)_ 1
     x(6_0_18) c_e_link(6_0_18)_ -1
     x(6_0_18) c_u_dom(1)_ 22
     x(6_0_19) c_e_assign(6)_ 1
     x(6_0_19) c_e_link(6_0_19)_ -1
     x(6_0_19) c_u_dom(1)_ 23
     x(6_0_20) obj 4
     x(6_0_20) c_e_assign(6)_ 1
     x(6_0_20) c_e_link(6_0_20)_ -1
     x(6_0_20) c_u_dom(1)_ 24
     x(6_0_21) obj 8
     x(6_0_21) c_e_assign(6)_ 1
     x(6_0_21) c_e_link(6_0_21)_ -1
     x(6_0_21) c_u_dom(1)_ 25
     x(6_0_22) obj 12
     x(6_0_22) c_e_assign(6)_ 1
     x(6_0_22) c_e_link(6_0_22)_ -1
     x(6_0_22) c_u_dom(1)_ 26
     x(6_0_23) obj 16
     x(6_0_23) c_e_assign(6)_ 1
     x(6_0_23) c_e_link(6_0_23)_ -1
     x(6_0_23) c_u_dom(1)_ 27
     x(6_0_24) obj 20
     x(6_0_24) c_e_assign(6)_ 1
     x(6_0_24) c_e_link(6_0_24)_ -1
     x(6_0_24) c_u_dom(1)_ 28
     x(6_0_25) obj 24
     x(6_0_25) c_e_assign(6)_ 1
     x(6_0_25) c_e_link(6_0_25)_ -1
     x(6_0_25) c_u_dom(1)_ 29
     x(6_0_26) obj 28
     x(6_0_26) c_e_assign(6)_ 1
     x(6_0_26) c_e_link(6_0_26)_ -1
     x(6_0_26) c_u_dom(1)_ 30
     x(6_0_27) obj 32
     x(6_0_27) c_e_assign(6)_ 1
     x(6_0_27) c_e_link(6_0_27)_ -1
     x(6_0_27) c_u_dom(1)_ 31
     x(6_0_28) obj 36
     x(6_0_28) c_e_assign(6)_ 1
     x(6_0_28) c_e_link(6_0_28)_ -1
     x(6_0_28) c_u_dom(1)_ 32
     x(6_0_29) obj 40
     x(6_0_29) c_e_assign(6)_ 1
     x(6_0_29) c_e_link(6_0_29)_ -1
     x(6_0_29) c_u_dom(1)_ 33
     x(6_1_13) c_e_assign(6)_ 1
     x(6_1_13) c_e_link(6_1_13)_ -1
     x(6_1_13) c_u_dom(3)_ 19
     x(6_1_14) c_e_assign(6)_ 1
     x(6_1_14) c_e_link(6_1_14)_ -1
     x(6_1_14) c_u_dom(3)_ 20
     x(6_1_15) c_e_assign(6)_ 1
     x(6_1_15) c_e_link(6_1_15)_ -1
     x(6_1_15) c_u_dom(3)_ 21
     x(6_1_16) c_e_assign(6)_ 1
     x(6_1_16) c_e_link(6_1_16)_ -1
     x(6_1_16) c_u_dom(3)_ 22
     x(6_1_17) c_e_assign(6)_ 1
     x(6_1_17) c_e_link(6_1_17)_ -1
     x(6_1_17) c_u_dom(3)_ 23
     x(6_1_18) obj 4
     x(6_1_18) c_e_assign(6)_ 1
     x(6_1_18) c_e_link(6_1_18)_ -1
     x(6_1_18) c_u_dom(3)_ 24
     x(6_1_19) obj 8
     x(6_1_19) c_e_assign(6)_ 1
     x(6_1_19) c_e_link(6_1_19)_ -1
     x(6_1_19) c_u_dom(3)_ 25
     x(6_1_20) obj 12
     x(6_1_20) c_e_assign(6)_ 1
     x(6_1_20) c_e_link(6_1_20)_ -1
     x(6_1_20) c_u_dom(3)_ 26
     x(6_1_21) obj 16
     x(6_1_21) c_e_assign(6)_ 1
     x(6_1_21) c_e_link(6_1_21)_ -1
     x(6_1_21) c_u_dom(3)_ 27
     x(6_1_22) obj 20
     x(6_1_22) c_e_assign(6)_ 1
     x(6_1_22) c_e_link(6_1_22)_ -1
     x(6_1_22) c_u_dom(3)_ 28
     x(6_1_23) obj 24
     x(6_1_23) c_e_assign(6)_ 1
     x(6_1_23) c_e_link(6_1_23)_ -1
     x(6_1_23) c_u_dom(3)_ 29
     x(6_1_24) obj 28
     x(6_1_24) c_e_assign(6)_ 1
     x(6_1_24) c_e_link(6_1_24)_ -1
     x(6_1_24) c_u_dom(3)_ 30
     x(6_1_25) obj 32
     x(6_1_25) c_e_assign(6)_ 1
     x(6_1_25) c_e_link(6_1_25)_ -1
     x(6_1_25) c_u_dom(3)_ 31
     x(6_1_26) obj 36
     x(6_1_26) c_e_assign(6)_ 1
     x(6_1_26) c_e_link(6_1_26)_ -1
     x(6_1_26) c_u_dom(3)_ 32
     x(6_1_27) obj 40
     x(6_1_27) c_e_assign(6)_ 1
     x(6_1_27) c_e_link(6_1_27)_ -1
     x(6_1_27) c_u_dom(3)_ 33
     x(7_0_13) c_e_assign(7)_ 1
     x(7_0_13) c_e_link(7_0_13)_ -1
     x(7_0_13) c_u_dom(1)_ 20
     x(7_0_14) c_e_assign(7)_ 1
     x(7_0_14) c_e_link(7_0_14)_ -1
     x(7_0_14) c_u_dom(1)_ 19
     x(7_0_15) c_e_assign(7)_ 1
     x(7_0_15) c_e_link(7_0_15)_ -1
     x(7_0_15) c_u_dom(1)_ 18
     x(7_0_16) c_e_assign(7)_ 1
     x(7_0_16) c_e_link(7_0_16)_ -1
     x(7_0_16) c_u_dom(1)_ 17
     x(7_0_17) c_e_assign(7)_ 1
     x(7_0_17) c_e_link(7_0_17)_ -1
     x(7_0_17) c_u_dom(1)_ 16
     x(7_0_18) c_e_assign(7)_ 1
     x(7_0_18) c_e_link(7_0_18)_ -1
     x(7_0_18) c_u_dom(1)_ 15
     x(7_0_19) c_e_assign(7)_ 1
     x(7_0_19) c_e_link(7_0_19)_ -1
     x(7_0_19) c_u_dom(1)_ 14
     x(7_0_20) obj 1
     x(7_0_20) c_e_assign(7)_ 1
     x(7_0_20) c_e_link(7_0_20)_ -1
     x(7_0_20) c_u_dom(1)_ 13
     x(7_0_21) obj 2
     x(7_0_21) c_e_assign(7)_ 1
     x(7_0_21) c_e_link(7_0_21)_ -1
     x(7_0_21) c_u_dom(1)_ 12
     x(7_0_22) obj 3
     x(7_0_22) c_e_assign(7)_ 1
     x(7_0_22) c_e_link(7_0_22)_ -1
     x(7_0_22) c_u_dom(1)_ 11
     x(7_0_23) obj 4
     x(7_0_23) c_e_assign(7)_ 1
     x(7_0_23) c_e_link(7_0_23)_ -1
     x(7_0_23) c_u_dom(1)_ 10
     x(7_0_24) obj 5
     x(7_0_24) c_e_assign(7)_ 1
     x(7_0_24) c_e_link(7_0_24)_ -1
     x(7_0_24) c_u_dom(1)_ 9
     x(7_0_25) obj 6
     x(7_0_25) c_e_assign(7)_ 1
     x(7_0_25) c_e_link(7_0_25)_ -1
     x(7_0_25) c_u_dom(1)_ 8
     x(7_0_26) obj 7
     x(7_0_26) c_e_assign(7)_ 1
     x(7_0_26) c_e_link(7_0_26)_ -1
     x(7_0_26) c_u_dom(1)_ 7
     x(7_0_27) obj 8
     x(7_0_27) c_e_assign(7)_ 1
     x(7_0_27) c_e_link(7_0_27)_ -1
     x(7_0_27) c_u_dom(1)_ 6
     x(7_0_28) obj 9
     x(7_0_28) c_e_assign(7)_ 1
     x(7_0_28) c_e_link(7_0_28)_ -1
     x(7_0_28) c_u_dom(1)_ 5
     x(7_0_29) obj 10
     x(7_0_29) c_e_assign(7)_ 1
     x(7_0_29) c_e_link(7_0_29)_ -1
     x(7_0_29) c_u_dom(1)_ 4
     x(7_0_30) obj 11
     x(7_0_30) c_e_assign(7)_ 1
     x(7_0_30) c_e_link(7_0_30)_ -1
     x(7_0_30) c_u_dom(1)_ 3
     x(7_0_31) obj 12
     x(7_0_31) c_e_assign(7)_ 1
     x(7_0_31) c_e_link(7_0_31)_ -1
     x(7_0_31) c_u_dom(1)_ 2
     x(7_0_32) obj 13
     x(7_0_32) c_e_assign(7)_ 1
     x(7_0_32) c_e_link(7_0_32)_ -1
     x(7_0_32) c_u_dom(1)_ 1
     x(7_0_33) obj 14
     x(7_0_33) c_e_assign(7)_ 1
     x(7_0_33) c_e_link(7_0_33)_ -1
     x(7_0_34) obj 15
     x(7_0_34) c_e_assign(7)_ 1
     x(7_0_34) c_e_link(7_0_34)_ -1
     x(7_0_34) c_u_dom(1)_ -1
     x(7_0_35) obj 16
     x(7_0_35) c_e_assign(7)_ 1
     x(7_0_35) c_e_link(7_0_35)_ -1
     x(7_0_35) c_u_dom(1)_ -2
     x(7_0_36) obj 17
     x(7_0_36) c_e_assign(7)_ 1
     x(7_0_36) c_e_link(7_0_36)_ -1
     x(7_0_36) c_u_dom(1)_ -3
     x(7_0_37) obj 18
     x(7_0_37) c_e_assign(7)_ 1
     x(7_0_37) c_e_link(7_0_37)_ -1
     x(7_0_37) c_u_dom(1)_ -4
     x(7_0_38) obj 19
     x(7_0_38) c_e_assign(7)_ 1
     x(7_0_38) c_e_link(7_0_38)_ -1
     x(7_0_38) c_u_dom(1)_ -5
     x(7_0_39) obj 20
     x(7_0_39) c_e_assign(7)_ 1
     x(7_0_39) c_e_link(7_0_39)_ -1
     x(7_0_39) c_u_dom(1)_ -6
     x(7_0_40) obj 21
     x(7_0_40) c_e_assign(7)_ 1
     x(7_0_40) c_e_link(7_0_40)_ -1
     x(7_0_40) c_u_dom(1)_ -7
     x(7_0_41) obj 22
     x(7_0_41) c_e_assign(7)_ 1
     x(7_0_41) c_e_link(7_0_41)_ -1
     x(7_0_41) c_u_dom(1)_ -8
     x(7_0_42) obj 23
     x(7_0_42) c_e_assign(7)_ 1
     x(7_0_42) c_e_link(7_0_42)_ -1
     x(7_0_42) c_u_dom(1)_ -9
     x(7_0_43) obj 24
     x(7_0_43) c_e_assign(7)_ 1
     x(7_0_43) c_e_link(7_0_43)_ -1
     x(7_0_43) c_u_dom(1)_ -10
     x(7_0_44) obj 25
     x(7_0_44) c_e_assign(7)_ 1
     x(7_0_44) c_e_link(7_0_44)_ -1
     x(7_0_44) c_u_dom(1)_ -11
     x(7_0_45) obj 26
     x(7_0_45) c_e_assign(7)_ 1
     x(7_0_45) c_e_link(7_0_45)_ -1
     x(7_0_45) c_u_dom(1)_ -12
     x(7_0_46) obj 27
     x(7_0_46) c_e_assign(7)_ 1
     x(7_0_46) c_e_link(7_0_46)_ -1
     x(7_0_46) c_u_dom(1)_ -13
     x(7_0_47) obj 28
     x(7_0_47) c_e_assign(7)_ 1
     x(7_0_47) c_e_link(7_0_47)_ -1
     x(7_0_47) c_u_dom(1)_ -14
     x(7_0_48) obj 29
     x(7_0_48) c_e_assign(7)_ 1
     x(7_0_48) c_e_link(7_0_48)_ -1
     x(7_0_48) c_u_dom(1)_ -15
     x(7_0_49) obj 30
     x(7_0_49) c_e_assign(7)_ 1
     x(7_0_49) c_e_link(7_0_49)_ -1
     x(7_0_49) c_u_dom(1)_ -16
     x(7_0_50) obj 31
     x(7_0_50) c_e_assign(7)_ 1
     x(7_0_50) c_e_link(7_0_50)_ -1
     x(7_0_50) c_u_dom(1)_ -17
     x(7_0_51) obj 32
     x(7_0_51) c_e_assign(7)_ 1
     x(7_0_51) c_e_link(7_0_51)_ -1
     x(7_0_51) c_u_dom(1)_ -18
     x(7_0_52) obj 33
     x(7_0_52) c_e_assign(7)_ 1
     x(7_0_52) c_e_link(7_0_52)_ -1
     x(7_0_52) c_u_dom(1)_ -19
     x(7_0_53) obj 34
     x(7_0_53) c_e_assign(7)_ 1
     x(7_0_53) c_e_link(7_0_53)_ -1
     x(7_0_53) c_u_dom(1)_ -20
     x(7_0_54) obj 35
     x(7_0_54) c_e_assign(7)_ 1
     x(7_0_54) c_e_link(7_0_54)_ -1
     x(7_0_54) c_u_dom(1)_ -21
     x(7_0_55) obj 36
     x(7_0_55) c_e_assign(7)_ 1
     x(7_0_55) c_e_link(7_0_55)_ -1
     x(7_0_55) c_u_dom(1)_ -22
     x(7_0_56) obj 37
     x(7_0_56) c_e_assign(7)_ 1
     x(7_0_56) c_e_link(7_0_56)_ -1
     x(7_0_56) c_u_dom(1)_ -23
     x(7_0_57) obj 38
     x(7_0_57) c_e_assign(7)_ 1
     x(7_0_57) c_e_link(7_0_57)_ -1
     x(7_0_57) c_u_dom(1)_ -24
     x(7_0_58) obj 39
     x(7_0_58) c_e_assign(7)_ 1
     x(7_0_58) c_e_link(7_0_58)_ -1
     x(7_0_58) c_u_dom(1)_ -25
     x(7_0_59) obj 40
     x(7_0_59) c_e_assign(7)_ 1
     x(7_0_59) c_e_link(7_0_59)_ -1
     x(7_0_59) c_u_dom(1)_ -26
     x(7_1_13) c_e_assign(7)_ 1
     x(7_1_13) c_e_link(7_1_13)_ -1
     x(7_1_13) c_u_dom(3)_ 20
     x(7_1_14) c_e_assign(7)_ 1
     x(7_1_14) c_e_link(7_1_14)_ -1
     x(7_1_14) c_u_dom(3)_ 19
     x(7_1_15) c_e_assign(7)_ 1
     x(7_1_15) c_e_link(7_1_15)_ -1
     x(7_1_15) c_u_dom(3)_ 18
     x(7_1_16) c_e_assign(7)_ 1
     x(7_1_16) c_e_link(7_1_16)_ -1
     x(7_1_16) c_u_dom(3)_ 17
     x(7_1_17) c_e_assign(7)_ 1
     x(7_1_17) c_e_link(7_1_17)_ -1
     x(7_1_17) c_u_dom(3)_ 16
     x(7_1_18) obj 1
     x(7_1_18) c_e_assign(7)_ 1
     x(7_1_18) c_e_link(7_1_18)_ -1
     x(7_1_18) c_u_dom(3)_ 15
     x(7_1_19) obj 2
     x(7_1_19) c_e_assign(7)_ 1
     x(7_1_19) c_e_link(7_1_19)_ -1
     x(7_1_19) c_u_dom(3)_ 14
     x(7_1_20) obj 3
     x(7_1_20) c_e_assign(7)_ 1
     x(7_1_20) c_e_link(7_1_20)_ -1
     x(7_1_20) c_u_dom(3)_ 13
     x(7_1_21) obj 4
     x(7_1_21) c_e_assign(7)_ 1
     x(7_1_21) c_e_link(7_1_21)_ -1
     x(7_1_21) c_u_dom(3)_ 12
     x(7_1_22) obj 5
     x(7_1_22) c_e_assign(7)_ 1
     x(7_1_22) c_e_link(7_1_22)_ -1
     x(7_1_22) c_u_dom(3)_ 11
     x(7_1_23) obj 6
     x(7_1_23) c_e_assign(7)_ 1
     x(7_1_23) c_e_link(7_1_23)_ -1
     x(7_1_23) c_u_dom(3)_ 10
     x(7_1_24) obj 7
     x(7_1_24) c_e_assign(7)_ 1
     x(7_1_24) c_e_link(7_1_24)_ -1
     x(7_1_24) c_u_dom(3)_ 9
     x(7_1_25) obj 8
     x(7_1_25) c_e_assign(7)_ 1
     x(7_1_25) c_e_link(7_1_25)_ -1
     x(7_1_25) c_u_dom(3)_ 8
     x(7_1_26) obj 9
     x(7_1_26) c_e_assign(7)_ 1
     x(7_1_26) c_e_link(7_1_26)_ -1
     x(7_1_26) c_u_dom(3)_ 7
     x(7_1_27) obj 10
     x(7_1_27) c_e_assign(7)_ 1
     x(7_1_27) c_e_link(7_1_27)_ -1
     x(7_1_27) c_u_dom(3)_ 6
     x(7_1_28) obj 11
     x(7_1_28) c_e_assign(7)_ 1
     x(7_1_28) c_e_link(7_1_28)_ -1
     x(7_1_28) c_u_dom(3)_ 5
     x(7_1_29) obj 12
     x(7_1_29) c_e_assign(7)_ 1
     x(7_1_29) c_e_link(7_1_29)_ -1
     x(7_1_29) c_u_dom(3)_ 4
     x(7_1_30) obj 13
     x(7_1_30) c_e_assign(7)_ 1
     x(7_1_30) c_e_link(7_1_30)_ -1
     x(7_1_30) c_u_dom(3)_ 3
     x(7_1_31) obj 14
     x(7_1_31) c_e_assign(7)_ 1
     x(7_1_31) c_e_link(7_1_31)_ -1
     x(7_1_31) c_u_dom(3)_ 2
     x(7_1_32) obj 15
     x(7_1_32) c_e_assign(7)_ 1
     x(7_1_32) c_e_link(7_1_32)_ -1
     x(7_1_32) c_u_dom(3)_ 1
     x(7_1_33) obj 16
     x(7_1_33) c_e_assign(7)_ 1
     x(7_1_33) c_e_link(7_1_33)_ -1
     x(7_1_34) obj 17
     x(7_1_34) c_e_assign(7)_ 1
     x(7_1_34) c_e_link(7_1_34)_ -1
     x(7_1_34) c_u_dom(3)_ -1
     x(7_1_35) obj 18
     x(7_1_35) c_e_assign(7)_ 1
     x(7_1_35) c_e_link(7_1_35)_ -1
     x(7_1_35) c_u_dom(3)_ -2
     x(7_1_36) obj 19
     x(7_1_36) c_e_assign(7)_ 1
     x(7_1_36) c_e_link(7_1_36)_ -1
     x(7_1_36) c_u_dom(3)_ -3
     x(7_1_37) obj 20
     x(7_1_37) c_e_assign(7)_ 1
     x(7_1_37) c_e_link(7_1_37)_ -1
     x(7_1_37) c_u_dom(3)_ -4
     x(7_1_38) obj 21
     x(7_1_38) c_e_assign(7)_ 1
     x(7_1_38) c_e_link(7_1_38)_ -1
     x(7_1_38) c_u_dom(3)_ -5
     x(7_1_39) obj 22
     x(7_1_39) c_e_assign(7)_ 1
     x(7_1_39) c_e_link(7_1_39)_ -1
     x(7_1_39) c_u_dom(3)_ -6
     x(7_1_40) obj 23
     x(7_1_40) c_e_assign(7)_ 1
     x(7_1_40) c_e_link(7_1_40)_ -1
     x(7_1_40) c_u_dom(3)_ -7
     x(7_1_41) obj 24
     x(7_1_41) c_e_assign(7)_ 1
     x(7_1_41) c_e_link(7_1_41)_ -1
     x(7_1_41) c_u_dom(3)_ -8
     x(7_1_42) obj 25
     x(7_1_42) c_e_assign(7)_ 1
     x(7_1_42) c_e_link(7_1_42)_ -1
     x(7_1_42) c_u_dom(3)_ -9
     x(7_1_43) obj 26
     x(7_1_43) c_e_assign(7)_ 1
     x(7_1_43) c_e_link(7_1_43)_ -1
     x(7_1_43) c_u_dom(3)_ -10
     x(7_1_44) obj 27
     x(7_1_44) c_e_assign(7)_ 1
     x(7_1_44) c_e_link(7_1_44)_ -1
     x(7_1_44) c_u_dom(3)_ -11
     x(7_1_45) obj 28
     x(7_1_45) c_e_assign(7)_ 1
     x(7_1_45) c_e_link(7_1_45)_ -1
     x(7_1_45) c_u_dom(3)_ -12
     x(7_1_46) obj 29
     x(7_1_46) c_e_assign(7)_ 1
     x(7_1_46) c_e_link(7_1_46)_ -1
     x(7_1_46) c_u_dom(3)_ -13
     x(7_1_47) obj 30
     x(7_1_47) c_e_assign(7)_ 1
     x(7_1_47) c_e_link(7_1_47)_ -1
     x(7_1_47) c_u_dom(3)_ -14
     x(7_1_48) obj 31
     x(7_1_48) c_e_assign(7)_ 1
     x(7_1_48) c_e_link(7_1_48)_ -1
     x(7_1_48) c_u_dom(3)_ -15
     x(7_1_49) obj 32
     x(7_1_49) c_e_assign(7)_ 1
     x(7_1_49) c_e_link(7_1_49)_ -1
     x(7_1_49) c_u_dom(3)_ -16
     x(7_1_50) obj 33
     x(7_1_50) c_e_assign(7)_ 1
     x(7_1_50) c_e_link(7_1_50)_ -1
     x(7_1_50) c_u_dom(3)_ -17
     x(7_1_51) obj 34
     x(7_1_51) c_e_assign(7)_ 1
     x(7_1_51) c_e_link(7_1_51)_ -1
     x(7_1_51) c_u_dom(3)_ -18
     x(7_1_52) obj 35
     x(7_1_52) c_e_assign(7)_ 1
     x(7_1_52) c_e_link(7_1_52)_ -1
     x(7_1_52) c_u_dom(3)_ -19
     x(7_1_53) obj 36
     x(7_1_53) c_e_assign(7)_ 1
     x(7_1_53) c_e_link(7_1_53)_ -1
     x(7_1_53) c_u_dom(3)_ -20
     x(7_1_54) obj 37
     x(7_1_54) c_e_assign(7)_ 1
     x(7_1_54) c_e_link(7_1_54)_ -1
     x(7_1_54) c_u_dom(3)_ -21
     x(7_1_55) obj 38
     x(7_1_55) c_e_assign(7)_ 1
     x(7_1_55) c_e_link(7_1_55)_ -1
     x(7_1_55) c_u_dom(3)_ -22
     x(7_1_56) obj 39
     x(7_1_56) c_e_assign(7)_ 1
     x(7_1_56) c_e_link(7_1_56)_ -1
     x(7_1_56) c_u_dom(3)_ -23
     x(7_1_57) obj 40
     x(7_1_57) c_e_assign(7)_ 1
     x(7_1_57) c_e_link(7_1_57)_ -1
     x(7_1_57) c_u_dom(3)_ -24
     x(7_2_13) obj 2
     x(7_2_13) c_e_assign(7)_ 1
     x(7_2_13) c_e_link(7_2_13)_ -1
     x(7_2_14) obj 3
     x(7_2_14) c_e_assign(7)_ 1
     x(7_2_14) c_e_link(7_2_14)_ -1
     x(7_2_15) obj 4
     x(7_2_15) c_e_assign(7)_ 1
     x(7_2_15) c_e_link(7_2_15)_ -1
     x(7_2_16) obj 5
     x(7_2_16) c_e_assign(7)_ 1
     x(7_2_16) c_e_link(7_2_16)_ -1
     x(7_2_17) obj 6
     x(7_2_17) c_e_assign(7)_ 1
     x(7_2_17) c_e_link(7_2_17)_ -1
     x(7_2_18) obj 7
     x(7_2_18) c_e_assign(7)_ 1
     x(7_2_18) c_e_link(7_2_18)_ -1
     x(7_2_19) obj 8
     x(7_2_19) c_e_assign(7)_ 1
     x(7_2_19) c_e_link(7_2_19)_ -1
     x(7_2_20) obj 9
     x(7_2_20) c_e_assign(7)_ 1
     x(7_2_20) c_e_link(7_2_20)_ -1
     x(7_2_21) obj 10
     x(7_2_21) c_e_assign(7)_ 1
     x(7_2_21) c_e_link(7_2_21)_ -1
     x(7_2_22) obj 11
     x(7_2_22) c_e_assign(7)_ 1
     x(7_2_22) c_e_link(7_2_22)_ -1
     x(7_2_23) obj 12
     x(7_2_23) c_e_assign(7)_ 1
     x(7_2_23) c_e_link(7_2_23)_ -1
     x(7_2_24) obj 13
     x(7_2_24) c_e_assign(7)_ 1
     x(7_2_24) c_e_link(7_2_24)_ -1
     x(7_2_25) obj 14
     x(7_2_25) c_e_assign(7)_ 1
     x(7_2_25) c_e_link(7_2_25)_ -1
     x(7_2_26) obj 15
     x(7_2_26) c_e_assign(7)_ 1
     x(7_2_26) c_e_link(7_2_26)_ -1
     x(7_2_27) obj 16
     x(7_2_27) c_e_assign(7)_ 1
     x(7_2_27) c_e_link(7_2_27)_ -1
     x(7_2_28) obj 17
     x(7_2_28) c_e_assign(7)_ 1
     x(7_2_28) c_e_link(7_2_28)_ -1
     x(7_2_29) obj 18
     x(7_2_29) c_e_assign(7)_ 1
     x(7_2_29) c_e_link(7_2_29)_ -1
     x(7_2_30) obj 19
     x(7_2_30) c_e_assign(7)_ 1
     x(7_2_30) c_e_link(7_2_30)_ -1
     x(7_2_31) obj 20
     x(7_2_31) c_e_assign(7)_ 1
     x(7_2_31) c_e_link(7_2_31)_ -1
     x(7_2_32) obj 21
     x(7_2_32) c_e_assign(7)_ 1
     x(7_2_32) c_e_link(7_2_32)_ -1
     x(7_2_33) obj 22
     x(7_2_33) c_e_assign(7)_ 1
     x(7_2_33) c_e_link(7_2_33)_ -1
     x(7_2_34) obj 23
     x(7_2_34) c_e_assign(7)_ 1
     x(7_2_34) c_e_link(7_2_34)_ -1
     x(7_2_35) obj 24
     x(7_2_35) c_e_assign(7)_ 1
     x(7_2_35) c_e_link(7_2_35)_ -1
     x(7_2_36) obj 25
     x(7_2_36) c_e_assign(7)_ 1
     x(7_2_36) c_e_link(7_2_36)_ -1
     x(7_2_37) obj 26
     x(7_2_37) c_e_assign(7)_ 1
     x(7_2_37) c_e_link(7_2_37)_ -1
     x(7_2_38) obj 27
     x(7_2_38) c_e_assign(7)_ 1
     x(7_2_38) c_e_link(7_2_38)_ -1
     x(7_2_39) obj 28
     x(7_2_39) c_e_assign(7)_ 1
     x(7_2_39) c_e_link(7_2_39)_ -1
     x(7_2_40) obj 29
     x(7_2_40) c_e_assign(7)_ 1
     x(7_2_40) c_e_link(7_2_40)_ -1
     x(7_2_41) obj 30
     x(7_2_41) c_e_assign(7)_ 1
     x(7_2_41) c_e_link(7_2_41)_ -1
     x(7_2_42) obj 31
     x(7_2_42) c_e_assign(7)_ 1
     x(7_2_42) c_e_link(7_2_42)_ -1
     x(7_2_43) obj 32
     x(7_2_43) c_e_assign(7)_ 1
     x(7_2_43) c_e_link(7_2_43)_ -1
     x(7_2_44) obj 33
     x(7_2_44) c_e_assign(7)_ 1
     x(7_2_44) c_e_link(7_2_44)_ -1
     x(7_2_45) obj 34
     x(7_2_45) c_e_assign(7)_ 1
     x(7_2_45) c_e_link(7_2_45)_ -1
     x(7_2_46) obj 35
     x(7_2_46) c_e_assign(7)_ 1
     x(7_2_46) c_e_link(7_2_46)_ -1
     x(7_2_47) obj 36
     x(7_2_47) c_e_assign(7)_ 1
     x(7_2_47) c_e_link(7_2_47)_ -1
     x(7_2_48) obj 37
     x(7_2_48) c_e_assign(7)_ 1
     x(7_2_48) c_e_link(7_2_48)_ -1
     x(7_2_49) obj 38
     x(7_2_49) c_e_assign(7)_ 1
     x(7_2_49) c_e_link(7_2_49)_ -1
     x(7_2_50) obj 39
     x(7_2_50) c_e_assign(7)_ 1
     x(7_2_50) c_e_link(7_2_50)_ -1
     x(7_2_51) obj 40
     x(7_2_51) c_e_assign(7)_ 1
     x(7_2_51) c_e_link(7_2_51)_ -1
     z(0_0_0) c_e_link(0_0_0)_ 1
     z(0_0_0) c_e_link(0_0_1)_ -1
     z(0_0_0) c_u_cap(8)_ -1
     z(0_0_1) c_e_link(0_0_1)_ 1
     z(0_0_1) c_e_link(0_0_2)_ -1
     z(0_0_1) c_u_cap(9)_ -1
     z(0_0_2) c_e_link(0_0_2)_ 1
     z(0_0_2) c_e_link(0_0_3)_ -1
     z(0_0_2) c_u_cap(0)_ 1
     z(0_0_2) c_u_cap(10)_ -1
     z(0_0_3) c_e_link(0_0_3)_ 1
     z(0_0_3) c_e_link(0_0_4)_ -1
     z(0_0_3) c_u_cap(1)_ 1
     z(0_0_3) c_u_cap(11)_ -1
     z(0_0_4) c_e_link(0_0_4)_ 1
     z(0_0_4) c_e_link(0_0_5)_ -1
     z(0_0_4) c_u_cap(2)_ 1
     z(0_0_4) c_u_cap(12)_ -1
     z(0_0_5) c_e_link(0_0_5)_ 1
     z(0_0_5) c_e_link(0_0_6)_ -1
     z(0_0_5) c_u_cap(3)_ 1
     z(0_0_5) c_u_cap(13)_ -1
     z(0_0_6) c_e_link(0_0_6)_ 1
     z(0_0_6) c_e_link(0_0_7)_ -1
     z(0_0_6) c_u_cap(4)_ 1
     z(0_0_6) c_u_cap(14)_ -1
     z(0_0_7) c_e_link(0_0_7)_ 1
     z(0_0_7) c_e_link(0_0_8)_ -1
     z(0_0_7) c_u_cap(5)_ 1
     z(0_0_7) c_u_cap(15)_ -1
     z(0_0_8) c_e_link(0_0_8)_ 1
     z(0_0_8) c_e_link(0_0_9)_ -1
     z(0_0_8) c_u_cap(6)_ 1
     z(0_0_8) c_u_cap(16)_ -1
     z(0_0_9) c_e_link(0_0_9)_ 1
     z(0_0_9) c_e_link(0_0_10)_ -1
     z(0_0_9) c_u_cap(7)_ 1
     z(0_0_9) c_u_cap(17)_ -1
     z(0_0_10) c_e_link(0_0_10)_ 1
     z(0_0_10) c_e_link(0_0_11)_ -1
     z(0_0_10) c_u_cap(8)_ 1
     z(0_0_10) c_u_cap(18)_ -1
     z(0_0_11) c_e_link(0_0_11)_ 1
     z(0_0_11) c_e_link(0_0_12)_ -1
     z(0_0_11) c_u_cap(9)_ 1
     z(0_0_11) c_u_cap(19)_ -1
     z(0_0_12) c_e_link(0_0_12)_ 1
     z(0_0_12) c_e_link(0_0_13)_ -1
     z(0_0_12) c_u_cap(10)_ 1
     z(0_0_12) c_u_cap(20)_ -1
     z(0_0_13) c_e_link(0_0_13)_ 1
     z(0_0_13) c_e_link(0_0_14)_ -1
     z(0_0_13) c_u_cap(11)_ 1
     z(0_0_13) c_u_cap(21)_ -1
     z(0_0_14) c_e_link(0_0_14)_ 1
     z(0_0_14) c_e_link(0_0_15)_ -1
     z(0_0_14) c_u_cap(12)_ 1
     z(0_0_14) c_u_cap(22)_ -1
     z(0_0_15) c_e_link(0_0_15)_ 1
     z(0_0_15) c_e_link(0_0_16)_ -1
     z(0_0_15) c_u_cap(13)_ 1
     z(0_0_15) c_u_cap(23)_ -1
     z(0_0_16) c_e_link(0_0_16)_ 1
     z(0_0_16) c_e_link(0_0_17)_ -1
     z(0_0_16) c_u_cap(14)_ 1
     z(0_0_16) c_u_cap(24)_ -1
     z(0_0_17) c_e_link(0_0_17)_ 1
     z(0_0_17) c_e_link(0_0_18)_ -1
     z(0_0_17) c_u_cap(15)_ 1
     z(0_0_17) c_u_cap(25)_ -1
     z(0_0_18) c_e_link(0_0_18)_ 1
     z(0_0_18) c_e_link(0_0_19)_ -1
     z(0_0_18) c_u_cap(16)_ 1
     z(0_0_18) c_u_cap(26)_ -1
     z(0_0_19) c_e_link(0_0_19)_ 1
     z(0_0_19) c_e_link(0_0_20)_ -1
     z(0_0_19) c_u_cap(17)_ 1
     z(0_0_19) c_u_cap(27)_ -1
     z(0_0_20) c_e_link(0_0_20)_ 1
     z(0_0_20) c_e_link(0_0_21)_ -1
     z(0_0_20) c_u_cap(18)_ 1
     z(0_0_20) c_u_cap(28)_ -1
     z(0_0_21) c_e_link(0_0_21)_ 1
     z(0_0_21) c_e_link(0_0_22)_ -1
     z(0_0_21) c_u_cap(19)_ 1
     z(0_0_21) c_u_cap(29)_ -1
     z(0_0_22) c_e_link(0_0_22)_ 1
     z(0_0_22) c_e_link(0_0_23)_ -1
     z(0_0_22) c_u_cap(20)_ 1
     z(0_0_22) c_u_cap(30)_ -1
     z(0_0_23) c_e_link(0_0_23)_ 1
     z(0_0_23) c_e_link(0_0_24)_ -1
     z(0_0_23) c_u_cap(21)_ 1
     z(0_0_23) c_u_cap(31)_ -1
     z(0_0_24) c_e_link(0_0_24)_ 1
     z(0_0_24) c_e_link(0_0_25)_ -1
     z(0_0_24) c_u_cap(22)_ 1
     z(0_0_24) c_u_cap(32)_ -1
     z(0_0_25) c_e_link(0_0_25)_ 1
     z(0_0_25) c_e_link(0_0_26)_ -1
     z(0_0_25) c_u_cap(23)_ 1
     z(0_0_25) c_u_cap(33)_ -1
     z(0_0_26) c_e_link(0_0_26)_ 1
     z(0_0_26) c_e_link(0_0_27)_ -1
     z(0_0_26) c_u_cap(24)_ 1
     z(0_0_26) c_u_cap(34)_ -1
     z(0_0_27) c_e_link(0_0_27)_ 1
     z(0_0_27) c_e_link(0_0_28)_ -1
     z(0_0_27) c_u_cap(25)_ 1
     z(0_0_27) c_u_cap(35)_ -1
     z(0_0_28) c_e_link(0_0_28)_ 1
     z(0_0_28) c_e_link(0_0_29)_ -1
     z(0_0_28) c_u_cap(26)_ 1
     z(0_0_28) c_u_cap(36)_ -1
     z(0_0_29) c_e_link(0_0_29)_ 1
     z(0_0_29) c_e_link(0_0_30)_ -1
     z(0_0_29) c_u_cap(27)_ 1
     z(0_0_29) c_u_cap(37)_ -1
     z(0_0_30) c_e_link(0_0_30)_ 1
     z(0_0_30) c_e_link(0_0_31)_ -1
     z(0_0_30) c_u_cap(28)_ 1
     z(0_0_30) c_u_cap(38)_ -1
     z(0_0_31) c_e_link(0_0_31)_ 1
     z(0_0_31) c_e_link(0_0_32)_ -1
     z(0_0_31) c_u_cap(29)_ 1
     z(0_0_31) c_u_cap(39)_ -1
     z(0_0_32) c_e_link(0_0_32)_ 1
     z(0_0_32) c_e_link(0_0_33)_ -1
     z(0_0_32) c_u_cap(30)_ 1
     z(0_0_32) c_u_cap(40)_ -1
     z(0_0_33) c_e_link(0_0_33)_ 1
     z(0_0_33) c_e_link(0_0_34)_ -1
     z(0_0_33) c_u_cap(31)_ 1
     z(0_0_33) c_u_cap(41)_ -1
     z(0_0_34) c_e_link(0_0_34)_ 1
     z(0_0_34) c_e_link(0_0_35)_ -1
     z(0_0_34) c_u_cap(32)_ 1
     z(0_0_34) c_u_cap(42)_ -1
     z(0_0_35) c_e_link(0_0_35)_ 1
     z(0_0_35) c_e_link(0_0_36)_ -1
     z(0_0_35) c_u_cap(33)_ 1
     z(0_0_35) c_u_cap(43)_ -1
     z(0_0_36) c_e_link(0_0_36)_ 1
     z(0_0_36) c_e_link(0_0_37)_ -1
     z(0_0_36) c_u_cap(34)_ 1
     z(0_0_36) c_u_cap(44)_ -1
     z(0_0_37) c_e_link(0_0_37)_ 1
     z(0_0_37) c_e_link(0_0_38)_ -1
     z(0_0_37) c_u_cap(35)_ 1
     z(0_0_37) c_u_cap(45)_ -1
     z(0_0_38) c_e_link(0_0_38)_ 1
     z(0_0_38) c_e_link(0_0_39)_ -1
     z(0_0_38) c_u_cap(36)_ 1
     z(0_0_38) c_u_cap(46)_ -1
     z(0_0_39) c_e_link(0_0_39)_ 1
     z(0_0_39) c_e_link(0_0_40)_ -1
     z(0_0_39) c_u_cap(37)_ 1
     z(0_0_39) c_u_cap(47)_ -1
     z(0_0_40) c_e_link(0_0_40)_ 1
     z(0_0_40) c_e_link(0_0_41)_ -1
     z(0_0_40) c_u_cap(38)_ 1
     z(0_0_40) c_u_cap(48)_ -1
     z(0_0_41) c_e_link(0_0_41)_ 1
     z(0_0_41) c_e_link(0_0_42)_ -1
     z(0_0_41) c_u_cap(39)_ 1
     z(0_0_41) c_u_cap(49)_ -1
     z(0_0_42) c_e_link(0_0_42)_ 1
     z(0_0_42) c_e_link(0_0_43)_ -1
     z(0_0_42) c_u_cap(40)_ 1
     z(0_0_42) c_u_cap(50)_ -1
     z(0_0_43) c_e_link(0_0_43)_ 1
     z(0_0_43) c_e_link(0_0_44)_ -1
     z(0_0_43) c_u_cap(41)_ 1
     z(0_0_43) c_u_cap(51)_ -1
     z(0_0_44) c_e_link(0_0_44)_ 1
     z(0_0_44) c_e_link(0_0_45)_ -1
     z(0_0_44) c_u_cap(42)_ 1
     z(0_0_44) c_u_cap(52)_ -1
     z(0_0_45) c_e_link(0_0_45)_ 1
     z(0_0_45) c_e_link(0_0_46)_ -1
     z(0_0_45) c_u_cap(43)_ 1
     z(0_0_45) c_u_cap(53)_ -1
     z(0_0_46) c_e_link(0_0_46)_ 1
     z(0_0_46) c_e_link(0_0_47)_ -1
     z(0_0_46) c_u_cap(44)_ 1
     z(0_0_46) c_u_cap(54)_ -1
     z(0_0_47) c_e_link(0_0_47)_ 1
     z(0_0_47) c_u_cap(45)_ 1
     z(0_0_47) c_u_cap(46)_ 1
     z(0_0_47) c_u_cap(47)_ 1
     z(0_0_47) c_u_cap(48)_ 1
     z(0_0_47) c_u_cap(49)_ 1
     z(0_0_47) c_u_cap(50)_ 1
     z(0_0_47) c_u_cap(51)_ 1
     z(0_0_47) c_u_cap(52)_ 1
     z(0_0_47) c_u_cap(53)_ 1
     z(0_0_47) c_u_cap(54)_ 1
     z(1_0_2) c_e_link(1_0_2)_ 1
     z(1_0_2) c_e_link(1_0_3)_ -1
     z(1_0_2) c_u_cap(0)_ 1
     z(1_0_2) c_u_cap(12)_ -1
     z(1_0_3) c_e_link(1_0_3)_ 1
     z(1_0_3) c_e_link(1_0_4)_ -1
     z(1_0_3) c_u_cap(1)_ 1
     z(1_0_3) c_u_cap(13)_ -1
     z(1_0_4) c_e_link(1_0_4)_ 1
     z(1_0_4) c_e_link(1_0_5)_ -1
     z(1_0_4) c_u_cap(2)_ 1
     z(1_0_4) c_u_cap(14)_ -1
     z(1_0_5) c_e_link(1_0_5)_ 1
     z(1_0_5) c_e_link(1_0_6)_ -1
     z(1_0_5) c_u_cap(3)_ 1
     z(1_0_5) c_u_cap(15)_ -1
     z(1_0_6) c_e_link(1_0_6)_ 1
     z(1_0_6) c_e_link(1_0_7)_ -1
     z(1_0_6) c_u_cap(4)_ 1
     z(1_0_6) c_u_cap(16)_ -1
     z(1_0_7) c_e_link(1_0_7)_ 1
     z(1_0_7) c_e_link(1_0_8)_ -1
     z(1_0_7) c_u_cap(5)_ 1
     z(1_0_7) c_u_cap(17)_ -1
     z(1_0_8) c_e_link(1_0_8)_ 1
     z(1_0_8) c_e_link(1_0_9)_ -1
     z(1_0_8) c_u_cap(6)_ 1
     z(1_0_8) c_u_cap(18)_ -1
     z(1_0_9) c_e_link(1_0_9)_ 1
     z(1_0_9) c_e_link(1_0_10)_ -1
     z(1_0_9) c_u_cap(7)_ 1
     z(1_0_9) c_u_cap(19)_ -1
     z(1_0_10) c_e_link(1_0_10)_ 1
     z(1_0_10) c_e_link(1_0_11)_ -1
     z(1_0_10) c_u_cap(8)_ 1
     z(1_0_10) c_u_cap(20)_ -1
     z(1_0_11) c_e_link(1_0_11)_ 1
     z(1_0_11) c_e_link(1_0_12)_ -1
     z(1_0_11) c_u_cap(9)_ 1
     z(1_0_11) c_u_cap(21)_ -1
     z(1_0_12) c_e_link(1_0_12)_ 1
     z(1_0_12) c_e_link(1_0_13)_ -1
     z(1_0_12) c_u_cap(10)_ 1
     z(1_0_12) c_u_cap(22)_ -1
     z(1_0_13) c_e_link(1_0_13)_ 1
     z(1_0_13) c_e_link(1_0_14)_ -1
     z(1_0_13) c_u_cap(11)_ 1
     z(1_0_13) c_u_cap(23)_ -1
     z(1_0_14) c_e_link(1_0_14)_ 1
     z(1_0_14) c_e_link(1_0_15)_ -1
     z(1_0_14) c_u_cap(12)_ 1
     z(1_0_14) c_u_cap(24)_ -1
     z(1_0_15) c_e_link(1_0_15)_ 1
     z(1_0_15) c_e_link(1_0_16)_ -1
     z(1_0_15) c_u_cap(13)_ 1
     z(1_0_15) c_u_cap(25)_ -1
     z(1_0_16) c_e_link(1_0_16)_ 1
     z(1_0_16) c_u_cap(14)_ 1
     z(1_0_16) c_u_cap(15)_ 1
     z(1_0_16) c_u_cap(16)_ 1
     z(1_0_16) c_u_cap(17)_ 1
     z(1_0_16) c_u_cap(18)_ 1
     z(1_0_16) c_u_cap(19)_ 1
     z(1_0_16) c_u_cap(20)_ 1
     z(1_0_16) c_u_cap(21)_ 1
     z(1_0_16) c_u_cap(22)_ 1
     z(1_0_16) c_u_cap(23)_ 1
     z(1_0_16) c_u_cap(24)_ 1
     z(1_0_16) c_u_cap(25)_ 1
     z(1_1_2) c_e_link(1_1_2)_ 1
     z(1_1_2) c_e_link(1_1_3)_ -1
     z(1_1_2) c_u_cap(70)_ -1
     z(1_1_3) c_e_link(1_1_3)_ 1
     z(1_1_3) c_e_link(1_1_4)_ -1
     z(1_1_3) c_u_cap(71)_ -1
     z(1_1_4) c_e_link(1_1_4)_ 1
     z(1_1_4) c_e_link(1_1_5)_ -1
     z(1_1_4) c_u_cap(72)_ -1
     z(1_1_5) c_e_link(1_1_5)_ 1
     z(1_1_5) c_e_link(1_1_6)_ -1
     z(1_1_5) c_u_cap(55)_ 1
     z(1_1_5) c_u_cap(73)_ -1
     z(1_1_6) c_e_link(1_1_6)_ 1
     z(1_1_6) c_e_link(1_1_7)_ -1
     z(1_1_6) c_u_cap(56)_ 1
     z(1_1_6) c_u_cap(74)_ -1
     z(1_1_7) c_e_link(1_1_7)_ 1
     z(1_1_7) c_e_link(1_1_8)_ -1
     z(1_1_7) c_u_cap(57)_ 1
     z(1_1_7) c_u_cap(75)_ -1
     z(1_1_8) c_e_link(1_1_8)_ 1
     z(1_1_8) c_e_link(1_1_9)_ -1
     z(1_1_8) c_u_cap(58)_ 1
     z(1_1_8) c_u_cap(76)_ -1
     z(1_1_9) c_e_link(1_1_9)_ 1
     z(1_1_9) c_e_link(1_1_10)_ -1
     z(1_1_9) c_u_cap(59)_ 1
     z(1_1_9) c_u_cap(77)_ -1
     z(1_1_10) c_e_link(1_1_10)_ 1
     z(1_1_10) c_u_cap(60)_ 1
     z(1_1_10) c_u_cap(61)_ 1
     z(1_1_10) c_u_cap(62)_ 1
     z(1_1_10) c_u_cap(63)_ 1
     z(1_1_10) c_u_cap(64)_ 1
     z(1_1_10) c_u_cap(65)_ 1
     z(1_1_10) c_u_cap(66)_ 1
     z(1_1_10) c_u_cap(67)_ 1
     z(1_1_10) c_u_cap(68)_ 1
     z(1_1_10) c_u_cap(69)_ 1
     z(1_1_10) c_u_cap(70)_ 1
     z(1_1_10) c_u_cap(71)_ 1
     z(1_1_10) c_u_cap(72)_ 1
     z(1_1_10) c_u_cap(73)_ 1
     z(1_1_10) c_u_cap(74)_ 1
     z(1_1_10) c_u_cap(75)_ 1
     z(1_1_10) c_u_cap(76)_ 1
     z(1_1_10) c_u_cap(77)_ 1
     z(2_0_5) c_e_link(2_0_5)_ 1
     z(2_0_5) c_e_link(2_0_6)_ -1
     z(2_0_5) c_u_cap(3)_ 1
     z(2_0_5) c_u_cap(5)_ -1
     z(2_0_6) c_e_link(2_0_6)_ 1
     z(2_0_6) c_e_link(2_0_7)_ -1
     z(2_0_6) c_u_cap(4)_ 1
     z(2_0_6) c_u_cap(6)_ -1
     z(2_0_7) c_e_link(2_0_7)_ 1
     z(2_0_7) c_e_link(2_0_8)_ -1
     z(2_0_7) c_u_cap(5)_ 1
     z(2_0_7) c_u_cap(7)_ -1
     z(2_0_8) c_e_link(2_0_8)_ 1
     z(2_0_8) c_e_link(2_0_9)_ -1
     z(2_0_8) c_u_cap(6)_ 1
     z(2_0_8) c_u_cap(8)_ -1
     z(2_0_9) c_e_link(2_0_9)_ 1
     z(2_0_9) c_e_link(2_0_10)_ -1
     z(2_0_9) c_u_cap(7)_ 1
     z(2_0_9) c_u_cap(9)_ -1
     z(2_0_10) c_e_link(2_0_10)_ 1
     z(2_0_10) c_e_link(2_0_11)_ -1
     z(2_0_10) c_u_cap(8)_ 1
     z(2_0_10) c_u_cap(10)_ -1
     z(2_0_11) c_e_link(2_0_11)_ 1
     z(2_0_11) c_e_link(2_0_12)_ -1
     z(2_0_11) c_u_cap(9)_ 1
     z(2_0_11) c_u_cap(11)_ -1
     z(2_0_12) c_e_link(2_0_12)_ 1
     z(2_0_12) c_e_link(2_0_13)_ -1
     z(2_0_12) c_u_cap(10)_ 1
     z(2_0_12) c_u_cap(12)_ -1
     z(2_0_13) c_e_link(2_0_13)_ 1
     z(2_0_13) c_e_link(2_0_14)_ -1
     z(2_0_13) c_u_cap(11)_ 1
     z(2_0_13) c_u_cap(13)_ -1
     z(2_0_14) c_e_link(2_0_14)_ 1
     z(2_0_14) c_e_link(2_0_15)_ -1
     z(2_0_14) c_u_cap(12)_ 1
     z(2_0_14) c_u_cap(14)_ -1
     z(2_0_15) c_e_link(2_0_15)_ 1
     z(2_0_15) c_e_link(2_0_16)_ -1
     z(2_0_15) c_u_cap(13)_ 1
     z(2_0_15) c_u_cap(15)_ -1
     z(2_0_16) c_e_link(2_0_16)_ 1
     z(2_0_16) c_e_link(2_0_17)_ -1
     z(2_0_16) c_u_cap(14)_ 1
     z(2_0_16) c_u_cap(16)_ -1
     z(2_0_17) c_e_link(2_0_17)_ 1
     z(2_0_17) c_e_link(2_0_18)_ -1
     z(2_0_17) c_u_cap(15)_ 1
     z(2_0_17) c_u_cap(17)_ -1
     z(2_0_18) c_e_link(2_0_18)_ 1
     z(2_0_18) c_e_link(2_0_19)_ -1
     z(2_0_18) c_u_cap(16)_ 1
     z(2_0_18) c_u_cap(18)_ -1
     z(2_0_19) c_e_link(2_0_19)_ 1
     z(2_0_19) c_e_link(2_0_20)_ -1
     z(2_0_19) c_u_cap(17)_ 1
     z(2_0_19) c_u_cap(19)_ -1
     z(2_0_20) c_e_link(2_0_20)_ 1
     z(2_0_20) c_e_link(2_0_21)_ -1
     z(2_0_20) c_u_cap(18)_ 1
     z(2_0_20) c_u_cap(20)_ -1
     z(2_0_21) c_e_link(2_0_21)_ 1
     z(2_0_21) c_e_link(2_0_22)_ -1
     z(2_0_21) c_u_cap(19)_ 1
     z(2_0_21) c_u_cap(21)_ -1
     z(2_0_22) c_e_link(2_0_22)_ 1
     z(2_0_22) c_e_link(2_0_23)_ -1
     z(2_0_22) c_u_cap(20)_ 1
     z(2_0_22) c_u_cap(22)_ -1
     z(2_0_23) c_e_link(2_0_23)_ 1
     z(2_0_23) c_e_link(2_0_24)_ -1
     z(2_0_23) c_u_cap(21)_ 1
     z(2_0_23) c_u_cap(23)_ -1
     z(2_0_24) c_e_link(2_0_24)_ 1
     z(2_0_24) c_e_link(2_0_25)_ -1
     z(2_0_24) c_u_cap(22)_ 1
     z(2_0_24) c_u_cap(24)_ -1
     z(2_0_25) c_e_link(2_0_25)_ 1
     z(2_0_25) c_e_link(2_0_26)_ -1
     z(2_0_25) c_u_cap(23)_ 1
     z(2_0_25) c_u_cap(25)_ -1
     z(2_0_26) c_e_link(2_0_26)_ 1
     z(2_0_26) c_u_cap(24)_ 1
     z(2_0_26) c_u_cap(25)_ 1
     z(2_1_5) c_e_link(2_1_5)_ 1
     z(2_1_5) c_e_link(2_1_6)_ -1
     z(2_1_5) c_u_cap(55)_ 1
     z(2_1_5) c_u_cap(58)_ -1
     z(2_1_6) c_e_link(2_1_6)_ 1
     z(2_1_6) c_e_link(2_1_7)_ -1
     z(2_1_6) c_u_cap(56)_ 1
     z(2_1_6) c_u_cap(59)_ -1
     z(2_1_7) c_e_link(2_1_7)_ 1
     z(2_1_7) c_e_link(2_1_8)_ -1
     z(2_1_7) c_u_cap(57)_ 1
     z(2_1_7) c_u_cap(60)_ -1
     z(2_1_8) c_e_link(2_1_8)_ 1
     z(2_1_8) c_e_link(2_1_9)_ -1
     z(2_1_8) c_u_cap(58)_ 1
     z(2_1_8) c_u_cap(61)_ -1
     z(2_1_9) c_e_link(2_1_9)_ 1
     z(2_1_9) c_e_link(2_1_10)_ -1
     z(2_1_9) c_u_cap(59)_ 1
     z(2_1_9) c_u_cap(62)_ -1
     z(2_1_10) c_e_link(2_1_10)_ 1
     z(2_1_10) c_e_link(2_1_11)_ -1
     z(2_1_10) c_u_cap(60)_ 1
     z(2_1_10) c_u_cap(63)_ -1
     z(2_1_11) c_e_link(2_1_11)_ 1
     z(2_1_11) c_e_link(2_1_12)_ -1
     z(2_1_11) c_u_cap(61)_ 1
     z(2_1_11) c_u_cap(64)_ -1
     z(2_1_12) c_e_link(2_1_12)_ 1
     z(2_1_12) c_e_link(2_1_13)_ -1
     z(2_1_12) c_u_cap(62)_ 1
     z(2_1_12) c_u_cap(65)_ -1
     z(2_1_13) c_e_link(2_1_13)_ 1
     z(2_1_13) c_e_link(2_1_14)_ -1
     z(2_1_13) c_u_cap(63)_ 1
     z(2_1_13) c_u_cap(66)_ -1
     z(2_1_14) c_e_link(2_1_14)_ 1
     z(2_1_14) c_e_link(2_1_15)_ -1
     z(2_1_14) c_u_cap(64)_ 1
     z(2_1_14) c_u_cap(67)_ -1
     z(2_1_15) c_e_link(2_1_15)_ 1
     z(2_1_15) c_e_link(2_1_16)_ -1
     z(2_1_15) c_u_cap(65)_ 1
     z(2_1_15) c_u_cap(68)_ -1
     z(2_1_16) c_e_link(2_1_16)_ 1
     z(2_1_16) c_e_link(2_1_17)_ -1
     z(2_1_16) c_u_cap(66)_ 1
     z(2_1_16) c_u_cap(69)_ -1
     z(2_1_17) c_e_link(2_1_17)_ 1
     z(2_1_17) c_e_link(2_1_18)_ -1
     z(2_1_17) c_u_cap(67)_ 1
     z(2_1_17) c_u_cap(70)_ -1
     z(2_1_18) c_e_link(2_1_18)_ 1
     z(2_1_18) c_e_link(2_1_19)_ -1
     z(2_1_18) c_u_cap(68)_ 1
     z(2_1_18) c_u_cap(71)_ -1
     z(2_1_19) c_e_link(2_1_19)_ 1
     z(2_1_19) c_e_link(2_1_20)_ -1
     z(2_1_19) c_u_cap(69)_ 1
     z(2_1_19) c_u_cap(72)_ -1
     z(2_1_20) c_e_link(2_1_20)_ 1
     z(2_1_20) c_e_link(2_1_21)_ -1
     z(2_1_20) c_u_cap(70)_ 1
     z(2_1_20) c_u_cap(73)_ -1
     z(2_1_21) c_e_link(2_1_21)_ 1
     z(2_1_21) c_e_link(2_1_22)_ -1
     z(2_1_21) c_u_cap(71)_ 1
     z(2_1_21) c_u_cap(74)_ -1
     z(2_1_22) c_e_link(2_1_22)_ 1
     z(2_1_22) c_e_link(2_1_23)_ -1
     z(2_1_22) c_u_cap(72)_ 1
     z(2_1_22) c_u_cap(75)_ -1
     z(2_1_23) c_e_link(2_1_23)_ 1
     z(2_1_23) c_e_link(2_1_24)_ -1
     z(2_1_23) c_u_cap(73)_ 1
     z(2_1_23) c_u_cap(76)_ -1
     z(2_1_24) c_e_link(2_1_24)_ 1
     z(2_1_24) c_e_link(2_1_25)_ -1
     z(2_1_24) c_u_cap(74)_ 1
     z(2_1_24) c_u_cap(77)_ -1
     z(2_1_25) c_e_link(2_1_25)_ 1
     z(2_1_25) c_u_cap(75)_ 1
     z(2_1_25) c_u_cap(76)_ 1
     z(2_1_25) c_u_cap(77)_ 1
     z(2_2_5) c_e_link(2_2_5)_ 1
     z(2_2_5) c_e_link(2_2_6)_ -1
     z(2_2_5) c_u_cap(102)_ -1
     z(2_2_6) c_e_link(2_2_6)_ 1
     z(2_2_6) c_e_link(2_2_7)_ -1
     z(2_2_6) c_u_cap(103)_ -1
     z(2_2_7) c_e_link(2_2_7)_ 1
     z(2_2_7) c_e_link(2_2_8)_ -1
     z(2_2_7) c_u_cap(104)_ -1
     z(2_2_8) c_e_link(2_2_8)_ 1
     z(2_2_8) c_e_link(2_2_9)_ -1
     z(2_2_8) c_u_cap(105)_ -1
     z(2_2_9) c_e_link(2_2_9)_ 1
     z(2_2_9) c_e_link(2_2_10)_ -1
     z(2_2_9) c_u_cap(106)_ -1
     z(2_2_10) c_e_link(2_2_10)_ 1
     z(2_2_10) c_e_link(2_2_11)_ -1
     z(2_2_10) c_u_cap(101)_ 1
     z(2_2_10) c_u_cap(107)_ -1
     z(2_2_11) c_e_link(2_2_11)_ 1
     z(2_2_11) c_e_link(2_2_12)_ -1
     z(2_2_11) c_u_cap(102)_ 1
     z(2_2_11) c_u_cap(108)_ -1
     z(2_2_12) c_e_link(2_2_12)_ 1
     z(2_2_12) c_e_link(2_2_13)_ -1
     z(2_2_12) c_u_cap(103)_ 1
     z(2_2_12) c_u_cap(109)_ -1
     z(2_2_13) c_e_link(2_2_13)_ 1
     z(2_2_13) c_e_link(2_2_14)_ -1
     z(2_2_13) c_u_cap(104)_ 1
     z(2_2_13) c_u_cap(110)_ -1
     z(2_2_14) c_e_link(2_2_14)_ 1
     z(2_2_14) c_e_link(2_2_15)_ -1
     z(2_2_14) c_u_cap(105)_ 1
     z(2_2_14) c_u_cap(111)_ -1
     z(2_2_15) c_e_link(2_2_15)_ 1
     z(2_2_15) c_e_link(2_2_16)_ -1
     z(2_2_15) c_u_cap(106)_ 1
     z(2_2_15) c_u_cap(112)_ -1
     z(2_2_16) c_e_link(2_2_16)_ 1
     z(2_2_16) c_e_link(2_2_17)_ -1
     z(2_2_16) c_u_cap(107)_ 1
     z(2_2_16) c_u_cap(113)_ -1
     z(2_2_17) c_e_link(2_2_17)_ 1
     z(2_2_17) c_e_link(2_2_18)_ -1
     z(2_2_17) c_u_cap(108)_ 1
     z(2_2_17) c_u_cap(114)_ -1
     z(2_2_18) c_e_link(2_2_18)_ 1
     z(2_2_18) c_e_link(2_2_19)_ -1
     z(2_2_18) c_u_cap(109)_ 1
     z(2_2_18) c_u_cap(115)_ -1
     z(2_2_19) c_e_link(2_2_19)_ 1
     z(2_2_19) c_e_link(2_2_20)_ -1
     z(2_2_19) c_u_cap(110)_ 1
     z(2_2_19) c_u_cap(116)_ -1
     z(2_2_20) c_e_link(2_2_20)_ 1
     z(2_2_20) c_e_link(2_2_21)_ -1
     z(2_2_20) c_u_cap(111)_ 1
     z(2_2_20) c_u_cap(117)_ -1
     z(2_2_21) c_e_link(2_2_21)_ 1
     z(2_2_21) c_e_link(2_2_22)_ -1
     z(2_2_21) c_u_cap(112)_ 1
     z(2_2_21) c_u_cap(118)_ -1
     z(2_2_22) c_e_link(2_2_22)_ 1
     z(2_2_22) c_u_cap(113)_ 1
     z(2_2_22) c_u_cap(114)_ 1
     z(2_2_22) c_u_cap(115)_ 1
     z(2_2_22) c_u_cap(116)_ 1
     z(2_2_22) c_u_cap(117)_ 1
     z(2_2_22) c_u_cap(118)_ 1
     z(3_0_5) c_e_link(3_0_5)_ 1
     z(3_0_5) c_e_link(3_0_6)_ -1
     z(3_0_5) c_u_cap(3)_ 1
     z(3_0_5) c_u_cap(5)_ -1
     z(3_0_6) c_e_link(3_0_6)_ 1
     z(3_0_6) c_e_link(3_0_7)_ -1
     z(3_0_6) c_u_cap(4)_ 1
     z(3_0_6) c_u_cap(6)_ -1
     z(3_0_7) c_e_link(3_0_7)_ 1
     z(3_0_7) c_e_link(3_0_8)_ -1
     z(3_0_7) c_u_cap(5)_ 1
     z(3_0_7) c_u_cap(7)_ -1
     z(3_0_8) c_e_link(3_0_8)_ 1
     z(3_0_8) c_e_link(3_0_9)_ -1
     z(3_0_8) c_u_cap(6)_ 1
     z(3_0_8) c_u_cap(8)_ -1
     z(3_0_9) c_e_link(3_0_9)_ 1
     z(3_0_9) c_e_link(3_0_10)_ -1
     z(3_0_9) c_u_cap(7)_ 1
     z(3_0_9) c_u_cap(9)_ -1
     z(3_0_10) c_e_link(3_0_10)_ 1
     z(3_0_10) c_e_link(3_0_11)_ -1
     z(3_0_10) c_u_cap(8)_ 1
     z(3_0_10) c_u_cap(10)_ -1
     z(3_0_11) c_e_link(3_0_11)_ 1
     z(3_0_11) c_e_link(3_0_12)_ -1
     z(3_0_11) c_u_cap(9)_ 1
     z(3_0_11) c_u_cap(11)_ -1
     z(3_0_12) c_e_link(3_0_12)_ 1
     z(3_0_12) c_e_link(3_0_13)_ -1
     z(3_0_12) c_u_cap(10)_ 1
     z(3_0_12) c_u_cap(12)_ -1
     z(3_0_13) c_e_link(3_0_13)_ 1
     z(3_0_13) c_e_link(3_0_14)_ -1
     z(3_0_13) c_u_cap(11)_ 1
     z(3_0_13) c_u_cap(13)_ -1
     z(3_0_14) c_e_link(3_0_14)_ 1
     z(3_0_14) c_e_link(3_0_15)_ -1
     z(3_0_14) c_u_cap(12)_ 1
     z(3_0_14) c_u_cap(14)_ -1
     z(3_0_15) c_e_link(3_0_15)_ 1
     z(3_0_15) c_e_link(3_0_16)_ -1
     z(3_0_15) c_u_cap(13)_ 1
     z(3_0_15) c_u_cap(15)_ -1
     z(3_0_16) c_e_link(3_0_16)_ 1
     z(3_0_16) c_e_link(3_0_17)_ -1
     z(3_0_16) c_u_cap(14)_ 1
     z(3_0_16) c_u_cap(16)_ -1
     z(3_0_17) c_e_link(3_0_17)_ 1
     z(3_0_17) c_e_link(3_0_18)_ -1
     z(3_0_17) c_u_cap(15)_ 1
     z(3_0_17) c_u_cap(17)_ -1
     z(3_0_18) c_e_link(3_0_18)_ 1
     z(3_0_18) c_e_link(3_0_19)_ -1
     z(3_0_18) c_u_cap(16)_ 1
     z(3_0_18) c_u_cap(18)_ -1
     z(3_0_19) c_e_link(3_0_19)_ 1
     z(3_0_19) c_e_link(3_0_20)_ -1
     z(3_0_19) c_u_cap(17)_ 1
     z(3_0_19) c_u_cap(19)_ -1
     z(3_0_20) c_e_link(3_0_20)_ 1
     z(3_0_20) c_e_link(3_0_21)_ -1
     z(3_0_20) c_u_cap(18)_ 1
     z(3_0_20) c_u_cap(20)_ -1
     z(3_0_21) c_e_link(3_0_21)_ 1
     z(3_0_21) c_u_cap(19)_ 1
     z(3_0_21) c_u_cap(20)_ 1
     z(4_0_10) c_e_link(4_0_10)_ 1
     z(4_0_10) c_e_link(4_0_11)_ -1
     z(4_0_10) c_u_cap(8)_ 1
     z(4_0_10) c_u_cap(18)_ -1
     z(4_0_11) c_e_link(4_0_11)_ 1
     z(4_0_11) c_e_link(4_0_12)_ -1
     z(4_0_11) c_u_cap(9)_ 1
     z(4_0_11) c_u_cap(19)_ -1
     z(4_0_12) c_e_link(4_0_12)_ 1
     z(4_0_12) c_e_link(4_0_13)_ -1
     z(4_0_12) c_u_cap(10)_ 1
     z(4_0_12) c_u_cap(20)_ -1
     z(4_0_13) c_e_link(4_0_13)_ 1
     z(4_0_13) c_e_link(4_0_14)_ -1
     z(4_0_13) c_u_cap(11)_ 1
     z(4_0_13) c_u_cap(21)_ -1
     z(4_0_14) c_e_link(4_0_14)_ 1
     z(4_0_14) c_e_link(4_0_15)_ -1
     z(4_0_14) c_u_cap(12)_ 1
     z(4_0_14) c_u_cap(22)_ -1
     z(4_0_15) c_e_link(4_0_15)_ 1
     z(4_0_15) c_e_link(4_0_16)_ -1
     z(4_0_15) c_u_cap(13)_ 1
     z(4_0_15) c_u_cap(23)_ -1
     z(4_0_16) c_e_link(4_0_16)_ 1
     z(4_0_16) c_e_link(4_0_17)_ -1
     z(4_0_16) c_u_cap(14)_ 1
     z(4_0_16) c_u_cap(24)_ -1
     z(4_0_17) c_e_link(4_0_17)_ 1
     z(4_0_17) c_e_link(4_0_18)_ -1
     z(4_0_17) c_u_cap(15)_ 1
     z(4_0_17) c_u_cap(25)_ -1
     z(4_0_18) c_e_link(4_0_18)_ 1
     z(4_0_18) c_e_link(4_0_19)_ -1
     z(4_0_18) c_u_cap(16)_ 1
     z(4_0_18) c_u_cap(26)_ -1
     z(4_0_19) c_e_link(4_0_19)_ 1
     z(4_0_19) c_e_link(4_0_20)_ -1
     z(4_0_19) c_u_cap(17)_ 1
     z(4_0_19) c_u_cap(27)_ -1
     z(4_0_20) c_e_link(4_0_20)_ 1
     z(4_0_20) c_e_link(4_0_21)_ -1
     z(4_0_20) c_u_cap(18)_ 1
     z(4_0_20) c_u_cap(28)_ -1
     z(4_0_21) c_e_link(4_0_21)_ 1
     z(4_0_21) c_e_link(4_0_22)_ -1
     z(4_0_21) c_u_cap(19)_ 1
     z(4_0_21) c_u_cap(29)_ -1
     z(4_0_22) c_e_link(4_0_22)_ 1
     z(4_0_22) c_e_link(4_0_23)_ -1
     z(4_0_22) c_u_cap(20)_ 1
     z(4_0_22) c_u_cap(30)_ -1
     z(4_0_23) c_e_link(4_0_23)_ 1
     z(4_0_23) c_u_cap(21)_ 1
     z(4_0_23) c_u_cap(22)_ 1
     z(4_0_23) c_u_cap(23)_ 1
     z(4_0_23) c_u_cap(24)_ 1
     z(4_0_23) c_u_cap(25)_ 1
     z(4_0_23) c_u_cap(26)_ 1
     z(4_0_23) c_u_cap(27)_ 1
     z(4_0_23) c_u_cap(28)_ 1
     z(4_0_23) c_u_cap(29)_ 1
     z(4_0_23) c_u_cap(30)_ 1
     z(4_1_10) c_e_link(4_1_10)_ 1
     z(4_1_10) c_e_link(4_1_11)_ -1
     z(4_1_10) c_u_cap(60)_ 1
     z(4_1_10) c_u_cap(75)_ -1
     z(4_1_11) c_e_link(4_1_11)_ 1
     z(4_1_11) c_e_link(4_1_12)_ -1
     z(4_1_11) c_u_cap(61)_ 1
     z(4_1_11) c_u_cap(76)_ -1
     z(4_1_12) c_e_link(4_1_12)_ 1
     z(4_1_12) c_e_link(4_1_13)_ -1
     z(4_1_12) c_u_cap(62)_ 1
     z(4_1_12) c_u_cap(77)_ -1
     z(4_1_13) c_e_link(4_1_13)_ 1
     z(4_1_13) c_e_link(4_1_14)_ -1
     z(4_1_13) c_u_cap(63)_ 1
     z(4_1_13) c_u_cap(78)_ -1
     z(4_1_14) c_e_link(4_1_14)_ 1
     z(4_1_14) c_e_link(4_1_15)_ -1
     z(4_1_14) c_u_cap(64)_ 1
     z(4_1_14) c_u_cap(79)_ -1
     z(4_1_15) c_e_link(4_1_15)_ 1
     z(4_1_15) c_e_link(4_1_16)_ -1
     z(4_1_15) c_u_cap(65)_ 1
     z(4_1_15) c_u_cap(80)_ -1
     z(4_1_16) c_e_link(4_1_16)_ 1
     z(4_1_16) c_e_link(4_1_17)_ -1
     z(4_1_16) c_u_cap(66)_ 1
     z(4_1_16) c_u_cap(81)_ -1
     z(4_1_17) c_e_link(4_1_17)_ 1
     z(4_1_17) c_e_link(4_1_18)_ -1
     z(4_1_17) c_u_cap(67)_ 1
     z(4_1_17) c_u_cap(82)_ -1
     z(4_1_18) c_e_link(4_1_18)_ 1
     z(4_1_18) c_u_cap(68)_ 1
     z(4_1_18) c_u_cap(69)_ 1
     z(4_1_18) c_u_cap(70)_ 1
     z(4_1_18) c_u_cap(71)_ 1
     z(4_1_18) c_u_cap(72)_ 1
     z(4_1_18) c_u_cap(73)_ 1
     z(4_1_18) c_u_cap(74)_ 1
     z(4_1_18) c_u_cap(75)_ 1
     z(4_1_18) c_u_cap(76)_ 1
     z(4_1_18) c_u_cap(77)_ 1
     z(4_1_18) c_u_cap(78)_ 1
     z(4_1_18) c_u_cap(79)_ 1
     z(4_1_18) c_u_cap(80)_ 1
     z(4_1_18) c_u_cap(81)_ 1
     z(4_1_18) c_u_cap(82)_ 1
     z(5_0_10) c_e_link(5_0_10)_ 1
     z(5_0_10) c_e_link(5_0_11)_ -1
     z(5_0_10) c_u_cap(8)_ 1
     z(5_0_10) c_u_cap(20)_ -1
     z(5_0_11) c_e_link(5_0_11)_ 1
     z(5_0_11) c_e_link(5_0_12)_ -1
     z(5_0_11) c_u_cap(9)_ 1
     z(5_0_11) c_u_cap(21)_ -1
     z(5_0_12) c_e_link(5_0_12)_ 1
     z(5_0_12) c_e_link(5_0_13)_ -1
     z(5_0_12) c_u_cap(10)_ 1
     z(5_0_12) c_u_cap(22)_ -1
     z(5_0_13) c_e_link(5_0_13)_ 1
     z(5_0_13) c_e_link(5_0_14)_ -1
     z(5_0_13) c_u_cap(11)_ 1
     z(5_0_13) c_u_cap(23)_ -1
     z(5_0_14) c_e_link(5_0_14)_ 1
     z(5_0_14) c_e_link(5_0_15)_ -1
     z(5_0_14) c_u_cap(12)_ 1
     z(5_0_14) c_u_cap(24)_ -1
     z(5_0_15) c_e_link(5_0_15)_ 1
     z(5_0_15) c_e_link(5_0_16)_ -1
     z(5_0_15) c_u_cap(13)_ 1
     z(5_0_15) c_u_cap(25)_ -1
     z(5_0_16) c_e_link(5_0_16)_ 1
     z(5_0_16) c_e_link(5_0_17)_ -1
     z(5_0_16) c_u_cap(14)_ 1
     z(5_0_16) c_u_cap(26)_ -1
     z(5_0_17) c_e_link(5_0_17)_ 1
     z(5_0_17) c_e_link(5_0_18)_ -1
     z(5_0_17) c_u_cap(15)_ 1
     z(5_0_17) c_u_cap(27)_ -1
     z(5_0_18) c_e_link(5_0_18)_ 1
     z(5_0_18) c_e_link(5_0_19)_ -1
     z(5_0_18) c_u_cap(16)_ 1
     z(5_0_18) c_u_cap(28)_ -1
     z(5_0_19) c_e_link(5_0_19)_ 1
     z(5_0_19) c_e_link(5_0_20)_ -1
     z(5_0_19) c_u_cap(17)_ 1
     z(5_0_19) c_u_cap(29)_ -1
     z(5_0_20) c_e_link(5_0_20)_ 1
     z(5_0_20) c_e_link(5_0_21)_ -1
     z(5_0_20) c_u_cap(18)_ 1
     z(5_0_20) c_u_cap(30)_ -1
     z(5_0_21) c_e_link(5_0_21)_ 1
     z(5_0_21) c_e_link(5_0_22)_ -1
     z(5_0_21) c_u_cap(19)_ 1
     z(5_0_21) c_u_cap(31)_ -1
     z(5_0_22) c_e_link(5_0_22)_ 1
     z(5_0_22) c_e_link(5_0_23)_ -1
     z(5_0_22) c_u_cap(20)_ 1
     z(5_0_22) c_u_cap(32)_ -1
     z(5_0_23) c_e_link(5_0_23)_ 1
     z(5_0_23) c_e_link(5_0_24)_ -1
     z(5_0_23) c_u_cap(21)_ 1
     z(5_0_23) c_u_cap(33)_ -1
     z(5_0_24) c_e_link(5_0_24)_ 1
     z(5_0_24) c_e_link(5_0_25)_ -1
     z(5_0_24) c_u_cap(22)_ 1
     z(5_0_24) c_u_cap(34)_ -1
     z(5_0_25) c_e_link(5_0_25)_ 1
     z(5_0_25) c_e_link(5_0_26)_ -1
     z(5_0_25) c_u_cap(23)_ 1
     z(5_0_25) c_u_cap(35)_ -1
     z(5_0_26) c_e_link(5_0_26)_ 1
     z(5_0_26) c_e_link(5_0_27)_ -1
     z(5_0_26) c_u_cap(24)_ 1
     z(5_0_26) c_u_cap(36)_ -1
     z(5_0_27) c_e_link(5_0_27)_ 1
     z(5_0_27) c_e_link(5_0_28)_ -1
     z(5_0_27) c_u_cap(25)_ 1
     z(5_0_27) c_u_cap(37)_ -1
     z(5_0_28) c_e_link(5_0_28)_ 1
     z(5_0_28) c_e_link(5_0_29)_ -1
     z(5_0_28) c_u_cap(26)_ 1
     z(5_0_28) c_u_cap(38)_ -1
     z(5_0_29) c_e_link(5_0_29)_ 1
     z(5_0_29) c_e_link(5_0_30)_ -1
     z(5_0_29) c_u_cap(27)_ 1
     z(5_0_29) c_u_cap(39)_ -1
     z(5_0_30) c_e_link(5_0_30)_ 1
     z(5_0_30) c_e_link(5_0_31)_ -1
     z(5_0_30) c_u_cap(28)_ 1
     z(5_0_30) c_u_cap(40)_ -1
     z(5_0_31) c_e_link(5_0_31)_ 1
     z(5_0_31) c_e_link(5_0_32)_ -1
     z(5_0_31) c_u_cap(29)_ 1
     z(5_0_31) c_u_cap(41)_ -1
     z(5_0_32) c_e_link(5_0_32)_ 1
     z(5_0_32) c_e_link(5_0_33)_ -1
     z(5_0_32) c_u_cap(30)_ 1
     z(5_0_32) c_u_cap(42)_ -1
     z(5_0_33) c_e_link(5_0_33)_ 1
     z(5_0_33) c_e_link(5_0_34)_ -1
     z(5_0_33) c_u_cap(31)_ 1
     z(5_0_33) c_u_cap(43)_ -1
     z(5_0_34) c_e_link(5_0_34)_ 1
     z(5_0_34) c_e_link(5_0_35)_ -1
     z(5_0_34) c_u_cap(32)_ 1
     z(5_0_34) c_u_cap(44)_ -1
     z(5_0_35) c_e_link(5_0_35)_ 1
     z(5_0_35) c_e_link(5_0_36)_ -1
     z(5_0_35) c_u_cap(33)_ 1
     z(5_0_35) c_u_cap(45)_ -1
     z(5_0_36) c_e_link(5_0_36)_ 1
     z(5_0_36) c_e_link(5_0_37)_ -1
     z(5_0_36) c_u_cap(34)_ 1
     z(5_0_36) c_u_cap(46)_ -1
     z(5_0_37) c_e_link(5_0_37)_ 1
     z(5_0_37) c_e_link(5_0_38)_ -1
     z(5_0_37) c_u_cap(35)_ 1
     z(5_0_37) c_u_cap(47)_ -1
     z(5_0_38) c_e_link(5_0_38)_ 1
     z(5_0_38) c_e_link(5_0_39)_ -1
     z(5_0_38) c_u_cap(36)_ 1
     z(5_0_38) c_u_cap(48)_ -1
     z(5_0_39) c_e_link(5_0_39)_ 1
     z(5_0_39) c_u_cap(37)_ 1
     z(5_0_39) c_u_cap(38)_ 1
     z(5_0_39) c_u_cap(39)_ 1
     z(5_0_39) c_u_cap(40)_ 1
     z(5_0_39) c_u_cap(41)_ 1
     z(5_0_39) c_u_cap(42)_ 1
     z(5_0_39) c_u_cap(43)_ 1
     z(5_0_39) c_u_cap(44)_ 1
     z(5_0_39) c_u_cap(45)_ 1
     z(5_0_39) c_u_cap(46)_ 1
     z(5_0_39) c_u_cap(47)_ 1
     z(5_0_39) c_u_cap(48)_ 1
     z(5_1_10) c_e_link(5_1_10)_ 1
     z(5_1_10) c_e_link(5_1_11)_ -1
     z(5_1_10) c_u_cap(60)_ 1
     z(5_1_10) c_u_cap(78)_ -1
     z(5_1_11) c_e_link(5_1_11)_ 1
     z(5_1_11) c_e_link(5_1_12)_ -1
     z(5_1_11) c_u_cap(61)_ 1
     z(5_1_11) c_u_cap(79)_ -1
     z(5_1_12) c_e_link(5_1_12)_ 1
     z(5_1_12) c_e_link(5_1_13)_ -1
     z(5_1_12) c_u_cap(62)_ 1
     z(5_1_12) c_u_cap(80)_ -1
     z(5_1_13) c_e_link(5_1_13)_ 1
     z(5_1_13) c_e_link(5_1_14)_ -1
     z(5_1_13) c_u_cap(63)_ 1
     z(5_1_13) c_u_cap(81)_ -1
     z(5_1_14) c_e_link(5_1_14)_ 1
     z(5_1_14) c_e_link(5_1_15)_ -1
     z(5_1_14) c_u_cap(64)_ 1
     z(5_1_14) c_u_cap(82)_ -1
     z(5_1_15) c_e_link(5_1_15)_ 1
     z(5_1_15) c_e_link(5_1_16)_ -1
     z(5_1_15) c_u_cap(65)_ 1
     z(5_1_15) c_u_cap(83)_ -1
     z(5_1_16) c_e_link(5_1_16)_ 1
     z(5_1_16) c_e_link(5_1_17)_ -1
     z(5_1_16) c_u_cap(66)_ 1
     z(5_1_16) c_u_cap(84)_ -1
     z(5_1_17) c_e_link(5_1_17)_ 1
     z(5_1_17) c_e_link(5_1_18)_ -1
     z(5_1_17) c_u_cap(67)_ 1
     z(5_1_17) c_u_cap(85)_ -1
     z(5_1_18) c_e_link(5_1_18)_ 1
     z(5_1_18) c_e_link(5_1_19)_ -1
     z(5_1_18) c_u_cap(68)_ 1
     z(5_1_18) c_u_cap(86)_ -1
     z(5_1_19) c_e_link(5_1_19)_ 1
     z(5_1_19) c_e_link(5_1_20)_ -1
     z(5_1_19) c_u_cap(69)_ 1
     z(5_1_19) c_u_cap(87)_ -1
     z(5_1_20) c_e_link(5_1_20)_ 1
     z(5_1_20) c_e_link(5_1_21)_ -1
     z(5_1_20) c_u_cap(70)_ 1
     z(5_1_20) c_u_cap(88)_ -1
     z(5_1_21) c_e_link(5_1_21)_ 1
     z(5_1_21) c_e_link(5_1_22)_ -1
     z(5_1_21) c_u_cap(71)_ 1
     z(5_1_21) c_u_cap(89)_ -1
     z(5_1_22) c_e_link(5_1_22)_ 1
     z(5_1_22) c_e_link(5_1_23)_ -1
     z(5_1_22) c_u_cap(72)_ 1
     z(5_1_22) c_u_cap(90)_ -1
     z(5_1_23) c_e_link(5_1_23)_ 1
     z(5_1_23) c_e_link(5_1_24)_ -1
     z(5_1_23) c_u_cap(73)_ 1
     z(5_1_23) c_u_cap(91)_ -1
     z(5_1_24) c_e_link(5_1_24)_ 1
     z(5_1_24) c_e_link(5_1_25)_ -1
     z(5_1_24) c_u_cap(74)_ 1
     z(5_1_24) c_u_cap(92)_ -1
     z(5_1_25) c_e_link(5_1_25)_ 1
     z(5_1_25) c_e_link(5_1_26)_ -1
     z(5_1_25) c_u_cap(75)_ 1
     z(5_1_25) c_u_cap(93)_ -1
     z(5_1_26) c_e_link(5_1_26)_ 1
     z(5_1_26) c_e_link(5_1_27)_ -1
     z(5_1_26) c_u_cap(76)_ 1
     z(5_1_26) c_u_cap(94)_ -1
     z(5_1_27) c_e_link(5_1_27)_ 1
     z(5_1_27) c_e_link(5_1_28)_ -1
     z(5_1_27) c_u_cap(77)_ 1
     z(5_1_27) c_u_cap(95)_ -1
     z(5_1_28) c_e_link(5_1_28)_ 1
     z(5_1_28) c_e_link(5_1_29)_ -1
     z(5_1_28) c_u_cap(78)_ 1
     z(5_1_28) c_u_cap(96)_ -1
     z(5_1_29) c_e_link(5_1_29)_ 1
     z(5_1_29) c_e_link(5_1_30)_ -1
     z(5_1_29) c_u_cap(79)_ 1
     z(5_1_29) c_u_cap(97)_ -1
     z(5_1_30) c_e_link(5_1_30)_ 1
     z(5_1_30) c_e_link(5_1_31)_ -1
     z(5_1_30) c_u_cap(80)_ 1
     z(5_1_30) c_u_cap(98)_ -1
     z(5_1_31) c_e_link(5_1_31)_ 1
     z(5_1_31) c_e_link(5_1_32)_ -1
     z(5_1_31) c_u_cap(81)_ 1
     z(5_1_31) c_u_cap(99)_ -1
     z(5_1_32) c_e_link(5_1_32)_ 1
     z(5_1_32) c_e_link(5_1_33)_ -1
     z(5_1_32) c_u_cap(82)_ 1
     z(5_1_32) c_u_cap(100)_ -1
     z(5_1_33) c_e_link(5_1_33)_ 1
     z(5_1_33) c_u_cap(83)_ 1
     z(5_1_33) c_u_cap(84)_ 1
     z(5_1_33) c_u_cap(85)_ 1
     z(5_1_33) c_u_cap(86)_ 1
     z(5_1_33) c_u_cap(87)_ 1
     z(5_1_33) c_u_cap(88)_ 1
     z(5_1_33) c_u_cap(89)_ 1
     z(5_1_33) c_u_cap(90)_ 1
     z(5_1_33) c_u_cap(91)_ 1
     z(5_1_33) c_u_cap(92)_ 1
     z(5_1_33) c_u_cap(93)_ 1
     z(5_1_33) c_u_cap(94)_ 1
     z(5_1_33) c_u_cap(95)_ 1
     z(5_1_33) c_u_cap(96)_ 1
     z(5_1_33) c_u_cap(97)_ 1
     z(5_1_33) c_u_cap(98)_ 1
     z(5_1_33) c_u_cap(99)_ 1
     z(5_1_33) c_u_cap(100)_ 1
     z(5_2_10) c_e_link(5_2_10)_ 1
     z(5_2_10) c_e_link(5_2_11)_ -1
     z(5_2_10) c_u_cap(101)_ 1
     z(5_2_10) c_u_cap(137)_ -1
     z(5_2_11) c_e_link(5_2_11)_ 1
     z(5_2_11) c_e_link(5_2_12)_ -1
     z(5_2_11) c_u_cap(102)_ 1
     z(5_2_11) c_u_cap(138)_ -1
     z(5_2_12) c_e_link(5_2_12)_ 1
     z(5_2_12) c_e_link(5_2_13)_ -1
     z(5_2_12) c_u_cap(103)_ 1
     z(5_2_12) c_u_cap(139)_ -1
     z(5_2_13) c_e_link(5_2_13)_ 1
     z(5_2_13) c_e_link(5_2_14)_ -1
     z(5_2_13) c_u_cap(104)_ 1
     z(5_2_13) c_u_cap(140)_ -1
     z(5_2_14) c_e_link(5_2_14)_ 1
     z(5_2_14) c_e_link(5_2_15)_ -1
     z(5_2_14) c_u_cap(105)_ 1
     z(5_2_14) c_u_cap(141)_ -1
     z(5_2_15) c_e_link(5_2_15)_ 1
     z(5_2_15) c_u_cap(106)_ 1
     z(5_2_15) c_u_cap(107)_ 1
     z(5_2_15) c_u_cap(108)_ 1
     z(5_2_15) c_u_cap(109)_ 1
     z(5_2_15) c_u_cap(110)_ 1
     z(5_2_15) c_u_cap(111)_ 1
     z(5_2_15) c_u_cap(112)_ 1
     z(5_2_15) c_u_cap(113)_ 1
     z(5_2_15) c_u_cap(114)_ 1
     z(5_2_15) c_u_cap(115)_ 1
     z(5_2_15) c_u_cap(116)_ 1
     z(5_2_15) c_u_cap(117)_ 1
     z(5_2_15) c_u_cap(118)_ 1
     z(5_2_15) c_u_cap(119)_ 1
     z(5_2_15) c_u_cap(120)_ 1
     z(5_2_15) c_u_cap(121)_ 1
     z(5_2_15) c_u_cap(122)_ 1
     z(5_2_15) c_u_cap(123)_ 1
     z(5_2_15) c_u_cap(124)_ 1
     z(5_2_15) c_u_cap(125)_ 1
     z(5_2_15) c_u_cap(126)_ 1
     z(5_2_15) c_u_cap(127)_ 1
     z(5_2_15) c_u_cap(128)_ 1
     z(5_2_15) c_u_cap(129)_ 1
     z(5_2_15) c_u_cap(130)_ 1
     z(5_2_15) c_u_cap(131)_ 1
     z(5_2_15) c_u_cap(132)_ 1
     z(5_2_15) c_u_cap(133)_ 1
     z(5_2_15) c_u_cap(134)_ 1
     z(5_2_15) c_u_cap(135)_ 1
     z(5_2_15) c_u_cap(136)_ 1
     z(5_2_15) c_u_cap(137)_ 1
     z(5_2_15) c_u_cap(138)_ 1
     z(5_2_15) c_u_cap(139)_ 1
     z(5_2_15) c_u_cap(140)_ 1
     z(5_2_15) c_u_cap(141)_ 1
     z(6_0_13) c_e_link(6_0_13)_ 1
     z(6_0_13) c_e_link(6_0_14)_ -1
     z(6_0_13) c_u_cap(11)_ 1
     z(6_0_13) c_u_cap(15)_ -1
     z(6_0_14) c_e_link(6_0_14)_ 1
     z(6_0_14) c_e_link(6_0_15)_ -1
     z(6_0_14) c_u_cap(12)_ 1
     z(6_0_14) c_u_cap(16)_ -1
     z(6_0_15) c_e_link(6_0_15)_ 1
     z(6_0_15) c_e_link(6_0_16)_ -1
     z(6_0_15) c_u_cap(13)_ 1
     z(6_0_15) c_u_cap(17)_ -1
     z(6_0_16) c_e_link(6_0_16)_ 1
     z(6_0_16) c_e_link(6_0_17)_ -1
     z(6_0_16) c_u_cap(14)_ 1
     z(6_0_16) c_u_cap(18)_ -1
     z(6_0_17) c_e_link(6_0_17)_ 1
     z(6_0_17) c_e_link(6_0_18)_ -1
     z(6_0_17) c_u_cap(15)_ 1
     z(6_0_17) c_u_cap(19)_ -1
     z(6_0_18) c_e_link(6_0_18)_ 1
     z(6_0_18) c_e_link(6_0_19)_ -1
     z(6_0_18) c_u_cap(16)_ 1
     z(6_0_18) c_u_cap(20)_ -1
     z(6_0_19) c_e_link(6_0_19)_ 1
     z(6_0_19) c_e_link(6_0_20)_ -1
     z(6_0_19) c_u_cap(17)_ 1
     z(6_0_19) c_u_cap(21)_ -1
     z(6_0_20) c_e_link(6_0_20)_ 1
     z(6_0_20) c_e_link(6_0_21)_ -1
     z(6_0_20) c_u_cap(18)_ 1
     z(6_0_20) c_u_cap(22)_ -1
     z(6_0_21) c_e_link(6_0_21)_ 1
     z(6_0_21) c_e_link(6_0_22)_ -1
     z(6_0_21) c_u_cap(19)_ 1
     z(6_0_21) c_u_cap(23)_ -1
     z(6_0_22) c_e_link(6_0_22)_ 1
     z(6_0_22) c_e_link(6_0_23)_ -1
     z(6_0_22) c_u_cap(20)_ 1
     z(6_0_22) c_u_cap(24)_ -1
     z(6_0_23) c_e_link(6_0_23)_ 1
     z(6_0_23) c_e_link(6_0_24)_ -1
     z(6_0_23) c_u_cap(21)_ 1
     z(6_0_23) c_u_cap(25)_ -1
     z(6_0_24) c_e_link(6_0_24)_ 1
     z(6_0_24) c_e_link(6_0_25)_ -1
     z(6_0_24) c_u_cap(22)_ 1
     z(6_0_24) c_u_cap(26)_ -1
     z(6_0_25) c_e_link(6_0_25)_ 1
     z(6_0_25) c_e_link(6_0_26)_ -1
     z(6_0_25) c_u_cap(23)_ 1
     z(6_0_25) c_u_cap(27)_ -1
     z(6_0_26) c_e_link(6_0_26)_ 1
     z(6_0_26) c_e_link(6_0_27)_ -1
     z(6_0_26) c_u_cap(24)_ 1
     z(6_0_26) c_u_cap(28)_ -1
     z(6_0_27) c_e_link(6_0_27)_ 1
     z(6_0_27) c_e_link(6_0_28)_ -1
     z(6_0_27) c_u_cap(25)_ 1
     z(6_0_27) c_u_cap(29)_ -1
     z(6_0_28) c_e_link(6_0_28)_ 1
     z(6_0_28) c_e_link(6_0_29)_ -1
     z(6_0_28) c_u_cap(26)_ 1
     z(6_0_28) c_u_cap(30)_ -1
     z(6_0_29) c_e_link(6_0_29)_ 1
     z(6_0_29) c_u_cap(27)_ 1
     z(6_0_29) c_u_cap(28)_ 1
     z(6_0_29) c_u_cap(29)_ 1
     z(6_0_29) c_u_cap(30)_ 1
     z(6_1_13) c_e_link(6_1_13)_ 1
     z(6_1_13) c_e_link(6_1_14)_ -1
     z(6_1_13) c_u_cap(63)_ 1
     z(6_1_13) c_u_cap(69)_ -1
     z(6_1_14) c_e_link(6_1_14)_ 1
     z(6_1_14) c_e_link(6_1_15)_ -1
     z(6_1_14) c_u_cap(64)_ 1
     z(6_1_14) c_u_cap(70)_ -1
     z(6_1_15) c_e_link(6_1_15)_ 1
     z(6_1_15) c_e_link(6_1_16)_ -1
     z(6_1_15) c_u_cap(65)_ 1
     z(6_1_15) c_u_cap(71)_ -1
     z(6_1_16) c_e_link(6_1_16)_ 1
     z(6_1_16) c_e_link(6_1_17)_ -1
     z(6_1_16) c_u_cap(66)_ 1
     z(6_1_16) c_u_cap(72)_ -1
     z(6_1_17) c_e_link(6_1_17)_ 1
     z(6_1_17) c_e_link(6_1_18)_ -1
     z(6_1_17) c_u_cap(67)_ 1
     z(6_1_17) c_u_cap(73)_ -1
     z(6_1_18) c_e_link(6_1_18)_ 1
     z(6_1_18) c_e_link(6_1_19)_ -1
     z(6_1_18) c_u_cap(68)_ 1
     z(6_1_18) c_u_cap(74)_ -1
     z(6_1_19) c_e_link(6_1_19)_ 1
     z(6_1_19) c_e_link(6_1_20)_ -1
     z(6_1_19) c_u_cap(69)_ 1
     z(6_1_19) c_u_cap(75)_ -1
     z(6_1_20) c_e_link(6_1_20)_ 1
     z(6_1_20) c_e_link(6_1_21)_ -1
     z(6_1_20) c_u_cap(70)_ 1
     z(6_1_20) c_u_cap(76)_ -1
     z(6_1_21) c_e_link(6_1_21)_ 1
     z(6_1_21) c_e_link(6_1_22)_ -1
     z(6_1_21) c_u_cap(71)_ 1
     z(6_1_21) c_u_cap(77)_ -1
     z(6_1_22) c_e_link(6_1_22)_ 1
     z(6_1_22) c_e_link(6_1_23)_ -1
     z(6_1_22) c_u_cap(72)_ 1
     z(6_1_22) c_u_cap(78)_ -1
     z(6_1_23) c_e_link(6_1_23)_ 1
     z(6_1_23) c_e_link(6_1_24)_ -1
     z(6_1_23) c_u_cap(73)_ 1
     z(6_1_23) c_u_cap(79)_ -1
     z(6_1_24) c_e_link(6_1_24)_ 1
     z(6_1_24) c_e_link(6_1_25)_ -1
     z(6_1_24) c_u_cap(74)_ 1
     z(6_1_24) c_u_cap(80)_ -1
     z(6_1_25) c_e_link(6_1_25)_ 1
     z(6_1_25) c_e_link(6_1_26)_ -1
     z(6_1_25) c_u_cap(75)_ 1
     z(6_1_25) c_u_cap(81)_ -1
     z(6_1_26) c_e_link(6_1_26)_ 1
     z(6_1_26) c_e_link(6_1_27)_ -1
     z(6_1_26) c_u_cap(76)_ 1
     z(6_1_26) c_u_cap(82)_ -1
     z(6_1_27) c_e_link(6_1_27)_ 1
     z(6_1_27) c_u_cap(77)_ 1
     z(6_1_27) c_u_cap(78)_ 1
     z(6_1_27) c_u_cap(79)_ 1
     z(6_1_27) c_u_cap(80)_ 1
     z(6_1_27) c_u_cap(81)_ 1
     z(6_1_27) c_u_cap(82)_ 1
     z(7_0_13) c_e_link(7_0_13)_ 1
     z(7_0_13) c_e_link(7_0_14)_ -1
     z(7_0_13) c_u_cap(11)_ 1
     z(7_0_13) c_u_cap(15)_ -1
     z(7_0_14) c_e_link(7_0_14)_ 1
     z(7_0_14) c_e_link(7_0_15)_ -1
     z(7_0_14) c_u_cap(12)_ 1
     z(7_0_14) c_u_cap(16)_ -1
     z(7_0_15) c_e_link(7_0_15)_ 1
     z(7_0_15) c_e_link(7_0_16)_ -1
     z(7_0_15) c_u_cap(13)_ 1
     z(7_0_15) c_u_cap(17)_ -1
     z(7_0_16) c_e_link(7_0_16)_ 1
     z(7_0_16) c_e_link(7_0_17)_ -1
     z(7_0_16) c_u_cap(14)_ 1
     z(7_0_16) c_u_cap(18)_ -1
     z(7_0_17) c_e_link(7_0_17)_ 1
     z(7_0_17) c_e_link(7_0_18)_ -1
     z(7_0_17) c_u_cap(15)_ 1
     z(7_0_17) c_u_cap(19)_ -1
     z(7_0_18) c_e_link(7_0_18)_ 1
     z(7_0_18) c_e_link(7_0_19)_ -1
     z(7_0_18) c_u_cap(16)_ 1
     z(7_0_18) c_u_cap(20)_ -1
     z(7_0_19) c_e_link(7_0_19)_ 1
     z(7_0_19) c_e_link(7_0_20)_ -1
     z(7_0_19) c_u_cap(17)_ 1
     z(7_0_19) c_u_cap(21)_ -1
     z(7_0_20) c_e_link(7_0_20)_ 1
     z(7_0_20) c_e_link(7_0_21)_ -1
     z(7_0_20) c_u_cap(18)_ 1
     z(7_0_20) c_u_cap(22)_ -1
     z(7_0_21) c_e_link(7_0_21)_ 1
     z(7_0_21) c_e_link(7_0_22)_ -1
     z(7_0_21) c_u_cap(19)_ 1
     z(7_0_21) c_u_cap(23)_ -1
     z(7_0_22) c_e_link(7_0_22)_ 1
     z(7_0_22) c_e_link(7_0_23)_ -1
     z(7_0_22) c_u_cap(20)_ 1
     z(7_0_22) c_u_cap(24)_ -1
     z(7_0_23) c_e_link(7_0_23)_ 1
     z(7_0_23) c_e_link(7_0_24)_ -1
     z(7_0_23) c_u_cap(21)_ 1
     z(7_0_23) c_u_cap(25)_ -1
     z(7_0_24) c_e_link(7_0_24)_ 1
     z(7_0_24) c_e_link(7_0_25)_ -1
     z(7_0_24) c_u_cap(22)_ 1
     z(7_0_24) c_u_cap(26)_ -1
     z(7_0_25) c_e_link(7_0_25)_ 1
     z(7_0_25) c_e_link(7_0_26)_ -1
     z(7_0_25) c_u_cap(23)_ 1
     z(7_0_25) c_u_cap(27)_ -1
     z(7_0_26) c_e_link(7_0_26)_ 1
     z(7_0_26) c_e_link(7_0_27)_ -1
     z(7_0_26) c_u_cap(24)_ 1
     z(7_0_26) c_u_cap(28)_ -1
     z(7_0_27) c_e_link(7_0_27)_ 1
     z(7_0_27) c_e_link(7_0_28)_ -1
     z(7_0_27) c_u_cap(25)_ 1
     z(7_0_27) c_u_cap(29)_ -1
     z(7_0_28) c_e_link(7_0_28)_ 1
     z(7_0_28) c_e_link(7_0_29)_ -1
     z(7_0_28) c_u_cap(26)_ 1
     z(7_0_28) c_u_cap(30)_ -1
     z(7_0_29) c_e_link(7_0_29)_ 1
     z(7_0_29) c_e_link(7_0_30)_ -1
     z(7_0_29) c_u_cap(27)_ 1
     z(7_0_29) c_u_cap(31)_ -1
     z(7_0_30) c_e_link(7_0_30)_ 1
     z(7_0_30) c_e_link(7_0_31)_ -1
     z(7_0_30) c_u_cap(28)_ 1
     z(7_0_30) c_u_cap(32)_ -1
     z(7_0_31) c_e_link(7_0_31)_ 1
     z(7_0_31) c_e_link(7_0_32)_ -1
     z(7_0_31) c_u_cap(29)_ 1
     z(7_0_31) c_u_cap(33)_ -1
     z(7_0_32) c_e_link(7_0_32)_ 1
     z(7_0_32) c_e_link(7_0_33)_ -1
     z(7_0_32) c_u_cap(30)_ 1
     z(7_0_32) c_u_cap(34)_ -1
     z(7_0_33) c_e_link(7_0_33)_ 1
     z(7_0_33) c_e_link(7_0_34)_ -1
     z(7_0_33) c_u_cap(31)_ 1
     z(7_0_33) c_u_cap(35)_ -1
     z(7_0_34) c_e_link(7_0_34)_ 1
     z(7_0_34) c_e_link(7_0_35)_ -1
     z(7_0_34) c_u_cap(32)_ 1
     z(7_0_34) c_u_cap(36)_ -1
     z(7_0_35) c_e_link(7_0_35)_ 1
     z(7_0_35) c_e_link(7_0_36)_ -1
     z(7_0_35) c_u_cap(33)_ 1
     z(7_0_35) c_u_cap(37)_ -1
     z(7_0_36) c_e_link(7_0_36)_ 1
     z(7_0_36) c_e_link(7_0_37)_ -1
     z(7_0_36) c_u_cap(34)_ 1
     z(7_0_36) c_u_cap(38)_ -1
     z(7_0_37) c_e_link(7_0_37)_ 1
     z(7_0_37) c_e_link(7_0_38)_ -1
     z(7_0_37) c_u_cap(35)_ 1
     z(7_0_37) c_u_cap(39)_ -1
     z(7_0_38) c_e_link(7_0_38)_ 1
     z(7_0_38) c_e_link(7_0_39)_ -1
     z(7_0_38) c_u_cap(36)_ 1
     z(7_0_38) c_u_cap(40)_ -1
     z(7_0_39) c_e_link(7_0_39)_ 1
     z(7_0_39) c_e_link(7_0_40)_ -1
     z(7_0_39) c_u_cap(37)_ 1
     z(7_0_39) c_u_cap(41)_ -1
     z(7_0_40) c_e_link(7_0_40)_ 1
     z(7_0_40) c_e_link(7_0_41)_ -1
     z(7_0_40) c_u_cap(38)_ 1
     z(7_0_40) c_u_cap(42)_ -1
     z(7_0_41) c_e_link(7_0_41)_ 1
     z(7_0_41) c_e_link(7_0_42)_ -1
     z(7_0_41) c_u_cap(39)_ 1
     z(7_0_41) c_u_cap(43)_ -1
     z(7_0_42) c_e_link(7_0_42)_ 1
     z(7_0_42) c_e_link(7_0_43)_ -1
     z(7_0_42) c_u_cap(40)_ 1
     z(7_0_42) c_u_cap(44)_ -1
     z(7_0_43) c_e_link(7_0_43)_ 1
     z(7_0_43) c_e_link(7_0_44)_ -1
     z(7_0_43) c_u_cap(41)_ 1
     z(7_0_43) c_u_cap(45)_ -1
     z(7_0_44) c_e_link(7_0_44)_ 1
     z(7_0_44) c_e_link(7_0_45)_ -1
     z(7_0_44) c_u_cap(42)_ 1
     z(7_0_44) c_u_cap(46)_ -1
     z(7_0_45) c_e_link(7_0_45)_ 1
     z(7_0_45) c_e_link(7_0_46)_ -1
     z(7_0_45) c_u_cap(43)_ 1
     z(7_0_45) c_u_cap(47)_ -1
     z(7_0_46) c_e_link(7_0_46)_ 1
     z(7_0_46) c_e_link(7_0_47)_ -1
     z(7_0_46) c_u_cap(44)_ 1
     z(7_0_46) c_u_cap(48)_ -1
     z(7_0_47) c_e_link(7_0_47)_ 1
     z(7_0_47) c_e_link(7_0_48)_ -1
     z(7_0_47) c_u_cap(45)_ 1
     z(7_0_47) c_u_cap(49)_ -1
     z(7_0_48) c_e_link(7_0_48)_ 1
     z(7_0_48) c_e_link(7_0_49)_ -1
     z(7_0_48) c_u_cap(46)_ 1
     z(7_0_48) c_u_cap(50)_ -1
     z(7_0_49) c_e_link(7_0_49)_ 1
     z(7_0_49) c_e_link(7_0_50)_ -1
     z(7_0_49) c_u_cap(47)_ 1
     z(7_0_49) c_u_cap(51)_ -1
     z(7_0_50) c_e_link(7_0_50)_ 1
     z(7_0_50) c_e_link(7_0_51)_ -1
     z(7_0_50) c_u_cap(48)_ 1
     z(7_0_50) c_u_cap(52)_ -1
     z(7_0_51) c_e_link(7_0_51)_ 1
     z(7_0_51) c_e_link(7_0_52)_ -1
     z(7_0_51) c_u_cap(49)_ 1
     z(7_0_51) c_u_cap(53)_ -1
     z(7_0_52) c_e_link(7_0_52)_ 1
     z(7_0_52) c_e_link(7_0_53)_ -1
     z(7_0_52) c_u_cap(50)_ 1
     z(7_0_52) c_u_cap(54)_ -1
     z(7_0_53) c_e_link(7_0_53)_ 1
     z(7_0_53) c_e_link(7_0_54)_ -1
     z(7_0_53) c_u_cap(51)_ 1
     z(7_0_54) c_e_link(7_0_54)_ 1
     z(7_0_54) c_e_link(7_0_55)_ -1
     z(7_0_54) c_u_cap(52)_ 1
     z(7_0_55) c_e_link(7_0_55)_ 1
     z(7_0_55) c_e_link(7_0_56)_ -1
     z(7_0_55) c_u_cap(53)_ 1
     z(7_0_56) c_e_link(7_0_56)_ 1
     z(7_0_56) c_e_link(7_0_57)_ -1
     z(7_0_56) c_u_cap(54)_ 1
     z(7_0_57) c_e_link(7_0_57)_ 1
     z(7_0_57) c_e_link(7_0_58)_ -1
     z(7_0_58) c_e_link(7_0_58)_ 1
     z(7_0_58) c_e_link(7_0_59)_ -1
     z(7_0_59) c_e_link(7_0_59)_ 1
     z(7_1_13) c_e_link(7_1_13)_ 1
     z(7_1_13) c_e_link(7_1_14)_ -1
     z(7_1_13) c_u_cap(63)_ 1
     z(7_1_13) c_u_cap(69)_ -1
     z(7_1_14) c_e_link(7_1_14)_ 1
     z(7_1_14) c_e_link(7_1_15)_ -1
     z(7_1_14) c_u_cap(64)_ 1
     z(7_1_14) c_u_cap(70)_ -1
     z(7_1_15) c_e_link(7_1_15)_ 1
     z(7_1_15) c_e_link(7_1_16)_ -1
     z(7_1_15) c_u_cap(65)_ 1
     z(7_1_15) c_u_cap(71)_ -1
     z(7_1_16) c_e_link(7_1_16)_ 1
     z(7_1_16) c_e_link(7_1_17)_ -1
     z(7_1_16) c_u_cap(66)_ 1
     z(7_1_16) c_u_cap(72)_ -1
     z(7_1_17) c_e_link(7_1_17)_ 1
     z(7_1_17) c_e_link(7_1_18)_ -1
     z(7_1_17) c_u_cap(67)_ 1
     z(7_1_17) c_u_cap(73)_ -1
     z(7_1_18) c_e_link(7_1_18)_ 1
     z(7_1_18) c_e_link(7_1_19)_ -1
     z(7_1_18) c_u_cap(68)_ 1
     z(7_1_18) c_u_cap(74)_ -1
     z(7_1_19) c_e_link(7_1_19)_ 1
     z(7_1_19) c_e_link(7_1_20)_ -1
     z(7_1_19) c_u_cap(69)_ 1
     z(7_1_19) c_u_cap(75)_ -1
     z(7_1_20) c_e_link(7_1_20)_ 1
     z(7_1_20) c_e_link(7_1_21)_ -1
     z(7_1_20) c_u_cap(70)_ 1
     z(7_1_20) c_u_cap(76)_ -1
     z(7_1_21) c_e_link(7_1_21)_ 1
     z(7_1_21) c_e_link(7_1_22)_ -1
     z(7_1_21) c_u_cap(71)_ 1
     z(7_1_21) c_u_cap(77)_ -1
     z(7_1_22) c_e_link(7_1_22)_ 1
     z(7_1_22) c_e_link(7_1_23)_ -1
     z(7_1_22) c_u_cap(72)_ 1
     z(7_1_22) c_u_cap(78)_ -1
     z(7_1_23) c_e_link(7_1_23)_ 1
     z(7_1_23) c_e_link(7_1_24)_ -1
     z(7_1_23) c_u_cap(73)_ 1
     z(7_1_23) c_u_cap(79)_ -1
     z(7_1_24) c_e_link(7_1_24)_ 1
     z(7_1_24) c_e_link(7_1_25)_ -1
     z(7_1_24) c_u_cap(74)_ 1
     z(7_1_24) c_u_cap(80)_ -1
     z(7_1_25) c_e_link(7_1_25)_ 1
     z(7_1_25) c_e_link(7_1_26)_ -1
     z(7_1_25) c_u_cap(75)_ 1
     z(7_1_25) c_u_cap(81)_ -1
     z(7_1_26) c_e_link(7_1_26)_ 1
     z(7_1_26) c_e_link(7_1_27)_ -1
     z(7_1_26) c_u_cap(76)_ 1
     z(7_1_26) c_u_cap(82)_ -1
     z(7_1_27) c_e_link(7_1_27)_ 1
     z(7_1_27) c_e_link(7_1_28)_ -1
     z(7_1_27) c_u_cap(77)_ 1
     z(7_1_27) c_u_cap(83)_ -1
     z(7_1_28) c_e_link(7_1_28)_ 1
     z(7_1_28) c_e_link(7_1_29)_ -1
     z(7_1_28) c_u_cap(78)_ 1
     z(7_1_28) c_u_cap(84)_ -1
     z(7_1_29) c_e_link(7_1_29)_ 1
     z(7_1_29) c_e_link(7_1_30)_ -1
     z(7_1_29) c_u_cap(79)_ 1
     z(7_1_29) c_u_cap(85)_ -1
     z(7_1_30) c_e_link(7_1_30)_ 1
     z(7_1_30) c_e_link(7_1_31)_ -1
     z(7_1_30) c_u_cap(80)_ 1
     z(7_1_30) c_u_cap(86)_ -1
     z(7_1_31) c_e_link(7_1_31)_ 1
     z(7_1_31) c_e_link(7_1_32)_ -1
     z(7_1_31) c_u_cap(81)_ 1
     z(7_1_31) c_u_cap(87)_ -1
     z(7_1_32) c_e_link(7_1_32)_ 1
     z(7_1_32) c_e_link(7_1_33)_ -1
     z(7_1_32) c_u_cap(82)_ 1
     z(7_1_32) c_u_cap(88)_ -1
     z(7_1_33) c_e_link(7_1_33)_ 1
     z(7_1_33) c_e_link(7_1_34)_ -1
     z(7_1_33) c_u_cap(83)_ 1
     z(7_1_33) c_u_cap(89)_ -1
     z(7_1_34) c_e_link(7_1_34)_ 1
     z(7_1_34) c_e_link(7_1_35)_ -1
     z(7_1_34) c_u_cap(84)_ 1
     z(7_1_34) c_u_cap(90)_ -1
     z(7_1_35) c_e_link(7_1_35)_ 1
     z(7_1_35) c_e_link(7_1_36)_ -1
     z(7_1_35) c_u_cap(85)_ 1
     z(7_1_35) c_u_cap(91)_ -1
     z(7_1_36) c_e_link(7_1_36)_ 1
     z(7_1_36) c_e_link(7_1_37)_ -1
     z(7_1_36) c_u_cap(86)_ 1
     z(7_1_36) c_u_cap(92)_ -1
     z(7_1_37) c_e_link(7_1_37)_ 1
     z(7_1_37) c_e_link(7_1_38)_ -1
     z(7_1_37) c_u_cap(87)_ 1
     z(7_1_37) c_u_cap(93)_ -1
     z(7_1_38) c_e_link(7_1_38)_ 1
     z(7_1_38) c_e_link(7_1_39)_ -1
     z(7_1_38) c_u_cap(88)_ 1
     z(7_1_38) c_u_cap(94)_ -1
     z(7_1_39) c_e_link(7_1_39)_ 1
     z(7_1_39) c_e_link(7_1_40)_ -1
     z(7_1_39) c_u_cap(89)_ 1
     z(7_1_39) c_u_cap(95)_ -1
     z(7_1_40) c_e_link(7_1_40)_ 1
     z(7_1_40) c_e_link(7_1_41)_ -1
     z(7_1_40) c_u_cap(90)_ 1
     z(7_1_40) c_u_cap(96)_ -1
     z(7_1_41) c_e_link(7_1_41)_ 1
     z(7_1_41) c_e_link(7_1_42)_ -1
     z(7_1_41) c_u_cap(91)_ 1
     z(7_1_41) c_u_cap(97)_ -1
     z(7_1_42) c_e_link(7_1_42)_ 1
     z(7_1_42) c_e_link(7_1_43)_ -1
     z(7_1_42) c_u_cap(92)_ 1
     z(7_1_42) c_u_cap(98)_ -1
     z(7_1_43) c_e_link(7_1_43)_ 1
     z(7_1_43) c_e_link(7_1_44)_ -1
     z(7_1_43) c_u_cap(93)_ 1
     z(7_1_43) c_u_cap(99)_ -1
     z(7_1_44) c_e_link(7_1_44)_ 1
     z(7_1_44) c_e_link(7_1_45)_ -1
     z(7_1_44) c_u_cap(94)_ 1
     z(7_1_44) c_u_cap(100)_ -1
     z(7_1_45) c_e_link(7_1_45)_ 1
     z(7_1_45) c_e_link(7_1_46)_ -1
     z(7_1_45) c_u_cap(95)_ 1
     z(7_1_46) c_e_link(7_1_46)_ 1
     z(7_1_46) c_e_link(7_1_47)_ -1
     z(7_1_46) c_u_cap(96)_ 1
     z(7_1_47) c_e_link(7_1_47)_ 1
     z(7_1_47) c_e_link(7_1_48)_ -1
     z(7_1_47) c_u_cap(97)_ 1
     z(7_1_48) c_e_link(7_1_48)_ 1
     z(7_1_48) c_e_link(7_1_49)_ -1
     z(7_1_48) c_u_cap(98)_ 1
     z(7_1_49) c_e_link(7_1_49)_ 1
     z(7_1_49) c_e_link(7_1_50)_ -1
     z(7_1_49) c_u_cap(99)_ 1
     z(7_1_50) c_e_link(7_1_50)_ 1
     z(7_1_50) c_e_link(7_1_51)_ -1
     z(7_1_50) c_u_cap(100)_ 1
     z(7_1_51) c_e_link(7_1_51)_ 1
     z(7_1_51) c_e_link(7_1_52)_ -1
     z(7_1_52) c_e_link(7_1_52)_ 1
     z(7_1_52) c_e_link(7_1_53)_ -1
     z(7_1_53) c_e_link(7_1_53)_ 1
     z(7_1_53) c_e_link(7_1_54)_ -1
     z(7_1_54) c_e_link(7_1_54)_ 1
     z(7_1_54) c_e_link(7_1_55)_ -1
     z(7_1_55) c_e_link(7_1_55)_ 1
     z(7_1_55) c_e_link(7_1_56)_ -1
     z(7_1_56) c_e_link(7_1_56)_ 1
     z(7_1_56) c_e_link(7_1_57)_ -1
     z(7_1_57) c_e_link(7_1_57)_ 1
     z(7_2_13) c_e_link(7_2_13)_ 1
     z(7_2_13) c_e_link(7_2_14)_ -1
     z(7_2_13) c_u_cap(104)_ 1
     z(7_2_13) c_u_cap(116)_ -1
     z(7_2_14) c_e_link(7_2_14)_ 1
     z(7_2_14) c_e_link(7_2_15)_ -1
     z(7_2_14) c_u_cap(105)_ 1
     z(7_2_14) c_u_cap(117)_ -1
     z(7_2_15) c_e_link(7_2_15)_ 1
     z(7_2_15) c_e_link(7_2_16)_ -1
     z(7_2_15) c_u_cap(106)_ 1
     z(7_2_15) c_u_cap(118)_ -1
     z(7_2_16) c_e_link(7_2_16)_ 1
     z(7_2_16) c_e_link(7_2_17)_ -1
     z(7_2_16) c_u_cap(107)_ 1
     z(7_2_16) c_u_cap(119)_ -1
     z(7_2_17) c_e_link(7_2_17)_ 1
     z(7_2_17) c_e_link(7_2_18)_ -1
     z(7_2_17) c_u_cap(108)_ 1
     z(7_2_17) c_u_cap(120)_ -1
     z(7_2_18) c_e_link(7_2_18)_ 1
     z(7_2_18) c_e_link(7_2_19)_ -1
     z(7_2_18) c_u_cap(109)_ 1
     z(7_2_18) c_u_cap(121)_ -1
     z(7_2_19) c_e_link(7_2_19)_ 1
     z(7_2_19) c_e_link(7_2_20)_ -1
     z(7_2_19) c_u_cap(110)_ 1
     z(7_2_19) c_u_cap(122)_ -1
     z(7_2_20) c_e_link(7_2_20)_ 1
     z(7_2_20) c_e_link(7_2_21)_ -1
     z(7_2_20) c_u_cap(111)_ 1
     z(7_2_20) c_u_cap(123)_ -1
     z(7_2_21) c_e_link(7_2_21)_ 1
     z(7_2_21) c_e_link(7_2_22)_ -1
     z(7_2_21) c_u_cap(112)_ 1
     z(7_2_21) c_u_cap(124)_ -1
     z(7_2_22) c_e_link(7_2_22)_ 1
     z(7_2_22) c_e_link(7_2_23)_ -1
     z(7_2_22) c_u_cap(113)_ 1
     z(7_2_22) c_u_cap(125)_ -1
     z(7_2_23) c_e_link(7_2_23)_ 1
     z(7_2_23) c_e_link(7_2_24)_ -1
     z(7_2_23) c_u_cap(114)_ 1
     z(7_2_23) c_u_cap(126)_ -1
     z(7_2_24) c_e_link(7_2_24)_ 1
     z(7_2_24) c_e_link(7_2_25)_ -1
     z(7_2_24) c_u_cap(115)_ 1
     z(7_2_24) c_u_cap(127)_ -1
     z(7_2_25) c_e_link(7_2_25)_ 1
     z(7_2_25) c_e_link(7_2_26)_ -1
     z(7_2_25) c_u_cap(116)_ 1
     z(7_2_25) c_u_cap(128)_ -1
     z(7_2_26) c_e_link(7_2_26)_ 1
     z(7_2_26) c_e_link(7_2_27)_ -1
     z(7_2_26) c_u_cap(117)_ 1
     z(7_2_26) c_u_cap(129)_ -1
     z(7_2_27) c_e_link(7_2_27)_ 1
     z(7_2_27) c_e_link(7_2_28)_ -1
     z(7_2_27) c_u_cap(118)_ 1
     z(7_2_27) c_u_cap(130)_ -1
     z(7_2_28) c_e_link(7_2_28)_ 1
     z(7_2_28) c_e_link(7_2_29)_ -1
     z(7_2_28) c_u_cap(119)_ 1
     z(7_2_28) c_u_cap(131)_ -1
     z(7_2_29) c_e_link(7_2_29)_ 1
     z(7_2_29) c_e_link(7_2_30)_ -1
     z(7_2_29) c_u_cap(120)_ 1
     z(7_2_29) c_u_cap(132)_ -1
     z(7_2_30) c_e_link(7_2_30)_ 1
     z(7_2_30) c_e_link(7_2_31)_ -1
     z(7_2_30) c_u_cap(121)_ 1
     z(7_2_30) c_u_cap(133)_ -1
     z(7_2_31) c_e_link(7_2_31)_ 1
     z(7_2_31) c_e_link(7_2_32)_ -1
     z(7_2_31) c_u_cap(122)_ 1
     z(7_2_31) c_u_cap(134)_ -1
     z(7_2_32) c_e_link(7_2_32)_ 1
     z(7_2_32) c_e_link(7_2_33)_ -1
     z(7_2_32) c_u_cap(123)_ 1
     z(7_2_32) c_u_cap(135)_ -1
     z(7_2_33) c_e_link(7_2_33)_ 1
     z(7_2_33) c_e_link(7_2_34)_ -1
     z(7_2_33) c_u_cap(124)_ 1
     z(7_2_33) c_u_cap(136)_ -1
     z(7_2_34) c_e_link(7_2_34)_ 1
     z(7_2_34) c_e_link(7_2_35)_ -1
     z(7_2_34) c_u_cap(125)_ 1
     z(7_2_34) c_u_cap(137)_ -1
     z(7_2_35) c_e_link(7_2_35)_ 1
     z(7_2_35) c_e_link(7_2_36)_ -1
     z(7_2_35) c_u_cap(126)_ 1
     z(7_2_35) c_u_cap(138)_ -1
     z(7_2_36) c_e_link(7_2_36)_ 1
     z(7_2_36) c_e_link(7_2_37)_ -1
     z(7_2_36) c_u_cap(127)_ 1
     z(7_2_36) c_u_cap(139)_ -1
     z(7_2_37) c_e_link(7_2_37)_ 1
     z(7_2_37) c_e_link(7_2_38)_ -1
     z(7_2_37) c_u_cap(128)_ 1
     z(7_2_37) c_u_cap(140)_ -1
     z(7_2_38) c_e_link(7_2_38)_ 1
     z(7_2_38) c_e_link(7_2_39)_ -1
     z(7_2_38) c_u_cap(129)_ 1
     z(7_2_38) c_u_cap(141)_ -1
     z(7_2_39) c_e_link(7_2_39)_ 1
     z(7_2_39) c_e_link(7_2_40)_ -1
     z(7_2_39) c_u_cap(130)_ 1
     z(7_2_40) c_e_link(7_2_40)_ 1
     z(7_2_40) c_e_link(7_2_41)_ -1
     z(7_2_40) c_u_cap(131)_ 1
     z(7_2_41) c_e_link(7_2_41)_ 1
     z(7_2_41) c_e_link(7_2_42)_ -1
     z(7_2_41) c_u_cap(132)_ 1
     z(7_2_42) c_e_link(7_2_42)_ 1
     z(7_2_42) c_e_link(7_2_43)_ -1
     z(7_2_42) c_u_cap(133)_ 1
     z(7_2_43) c_e_link(7_2_43)_ 1
     z(7_2_43) c_e_link(7_2_44)_ -1
     z(7_2_43) c_u_cap(134)_ 1
     z(7_2_44) c_e_link(7_2_44)_ 1
     z(7_2_44) c_e_link(7_2_45)_ -1
     z(7_2_44) c_u_cap(135)_ 1
     z(7_2_45) c_e_link(7_2_45)_ 1
     z(7_2_45) c_e_link(7_2_46)_ -1
     z(7_2_45) c_u_cap(136)_ 1
     z(7_2_46) c_e_link(7_2_46)_ 1
     z(7_2_46) c_e_link(7_2_47)_ -1
     z(7_2_46) c_u_cap(137)_ 1
     z(7_2_47) c_e_link(7_2_47)_ 1
     z(7_2_47) c_e_link(7_2_48)_ -1
     z(7_2_47) c_u_cap(138)_ 1
     z(7_2_48) c_e_link(7_2_48)_ 1
     z(7_2_48) c_e_link(7_2_49)_ -1
     z(7_2_48) c_u_cap(139)_ 1
     z(7_2_49) c_e_link(7_2_49)_ 1
     z(7_2_49) c_e_link(7_2_50)_ -1
     z(7_2_49) c_u_cap(140)_ 1
     z(7_2_50) c_e_link(7_2_50)_ 1
     z(7_2_50) c_e_link(7_2_51)_ -1
     z(7_2_50) c_u_cap(141)_ 1
     z(7_2_51) c_e_link(7_2_51)_ 1
RHS
     RHS c_e_assign(0)_ 1
     RHS c_e_assign(1)_ 1
     RHS c_e_assign(2)_ 1
     RHS c_e_assign(3)_ 1
     RHS c_e_assign(4)_ 1
     RHS c_e_assign(5)_ 1
     RHS c_e_assign(6)_ 1
     RHS c_e_assign(7)_ 1
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
     RHS c_e_link(0_0_13)_ 0
     RHS c_e_link(0_0_14)_ 0
     RHS c_e_link(0_0_15)_ 0
     RHS c_e_link(0_0_16)_ 0
     RHS c_e_link(0_0_17)_ 0
     RHS c_e_link(0_0_18)_ 0
     RHS c_e_link(0_0_19)_ 0
     RHS c_e_link(0_0_20)_ 0
     RHS c_e_link(0_0_21)_ 0
     RHS c_e_link(0_0_22)_ 0
     RHS c_e_link(0_0_23)_ 0
     RHS c_e_link(0_0_24)_ 0
     RHS c_e_link(0_0_25)_ 0
     RHS c_e_link(0_0_26)_ 0
     RHS c_e_link(0_0_27)_ 0
     RHS c_e_link(0_0_28)_ 0
     RHS c_e_link(0_0_29)_ 0
     RHS c_e_link(0_0_30)_ 0
     RHS c_e_link(0_0_31)_ 0
     RHS c_e_link(0_0_32)_ 0
     RHS c_e_link(0_0_33)_ 0
     RHS c_e_link(0_0_34)_ 0
     RHS c_e_link(0_0_35)_ 0
     RHS c_e_link(0_0_36)_ 0
     RHS c_e_link(0_0_37)_ 0
     RHS c_e_link(0_0_38)_ 0
     RHS c_e_link(0_0_39)_ 0
     RHS c_e_link(0_0_40)_ 0
     RHS c_e_link(0_0_41)_ 0
     RHS c_e_link(0_0_42)_ 0
     RHS c_e_link(0_0_43)_ 0
     RHS c_e_link(0_0_44)_ 0
     RHS c_e_link(0_0_45)_ 0
     RHS c_e_link(0_0_46)_ 0
     RHS c_e_link(0_0_47)_ 0
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
     RHS c_e_link(1_1_2)_ 0
     RHS c_e_link(1_1_3)_ 0
     RHS c_e_link(1_1_4)_ 0
     RHS c_e_link(1_1_5)_ 0
     RHS c_e_link(1_1_6)_ 0
     RHS c_e_link(1_1_7)_ 0
     RHS c_e_link(1_1_8)_ 0
     RHS c_e_link(1_1_9)_ 0
     RHS c_e_link(1_1_10)_ 0
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
     RHS c_e_link(2_0_16)_ 0
     RHS c_e_link(2_0_17)_ 0
     RHS c_e_link(2_0_18)_ 0
     RHS c_e_link(2_0_19)_ 0
     RHS c_e_link(2_0_20)_ 0
     RHS c_e_link(2_0_21)_ 0
     RHS c_e_link(2_0_22)_ 0
     RHS c_e_link(2_0_23)_ 0
     RHS c_e_link(2_0_24)_ 0
     RHS c_e_link(2_0_25)_ 0
     RHS c_e_link(2_0_26)_ 0
     RHS c_e_link(2_1_5)_ 0
     RHS c_e_link(2_1_6)_ 0
     RHS c_e_link(2_1_7)_ 0
     RHS c_e_link(2_1_8)_ 0
     RHS c_e_link(2_1_9)_ 0
     RHS c_e_link(2_1_10)_ 0
     RHS c_e_link(2_1_11)_ 0
     RHS c_e_link(2_1_12)_ 0
     RHS c_e_link(2_1_13)_ 0
     RHS c_e_link(2_1_14)_ 0
     RHS c_e_link(2_1_15)_ 0
     RHS c_e_link(2_1_16)_ 0
     RHS c_e_link(2_1_17)_ 0
     RHS c_e_link(2_1_18)_ 0
     RHS c_e_link(2_1_19)_ 0
     RHS c_e_link(2_1_20)_ 0
     RHS c_e_link(2_1_21)_ 0
     RHS c_e_link(2_1_22)_ 0
     RHS c_e_link(2_1_23)_ 0
     RHS c_e_link(2_1_24)_ 0
     RHS c_e_link(2_1_25)_ 0
     RHS c_e_link(2_2_5)_ 0
     RHS c_e_link(2_2_6)_ 0
     RHS c_e_link(2_2_7)_ 0
     RHS c_e_link(2_2_8)_ 0
     RHS c_e_link(2_2_9)_ 0
     RHS c_e_link(2_2_10)_ 0
     RHS c_e_link(2_2_11)_ 0
     RHS c_e_link(2_2_12)_ 0
     RHS c_e_link(2_2_13)_ 0
     RHS c_e_link(2_2_14)_ 0
     RHS c_e_link(2_2_15)_ 0
     RHS c_e_link(2_2_16)_ 0
     RHS c_e_link(2_2_17)_ 0
     RHS c_e_link(2_2_18)_ 0
     RHS c_e_link(2_2_19)_ 0
     RHS c_e_link(2_2_20)_ 0
     RHS c_e_link(2_2_21)_ 0
     RHS c_e_link(2_2_22)_ 0
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
     RHS c_e_link(3_0_18)_ 0
     RHS c_e_link(3_0_19)_ 0
     RHS c_e_link(3_0_20)_ 0
     RHS c_e_link(3_0_21)_ 0
     RHS c_e_link(4_0_10)_ 0
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
     RHS c_e_link(4_1_10)_ 0
     RHS c_e_link(4_1_11)_ 0
     RHS c_e_link(4_1_12)_ 0
     RHS c_e_link(4_1_13)_ 0
     RHS c_e_link(4_1_14)_ 0
     RHS c_e_link(4_1_15)_ 0
     RHS c_e_link(4_1_16)_ 0
     RHS c_e_link(4_1_17)_ 0
     RHS c_e_link(4_1_18)_ 0
     RHS c_e_link(5_0_10)_ 0
     RHS c_e_link(5_0_11)_ 0
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
     RHS c_e_link(5_0_22)_ 0
     RHS c_e_link(5_0_23)_ 0
     RHS c_e_link(5_0_24)_ 0
     RHS c_e_link(5_0_25)_ 0
     RHS c_e_link(5_0_26)_ 0
     RHS c_e_link(5_0_27)_ 0
     RHS c_e_link(5_0_28)_ 0
     RHS c_e_link(5_0_29)_ 0
     RHS c_e_link(5_0_30)_ 0
     RHS c_e_link(5_0_31)_ 0
     RHS c_e_link(5_0_32)_ 0
     RHS c_e_link(5_0_33)_ 0
     RHS c_e_link(5_0_34)_ 0
     RHS c_e_link(5_0_35)_ 0
     RHS c_e_link(5_0_36)_ 0
     RHS c_e_link(5_0_37)_ 0
     RHS c_e_link(5_0_38)_ 0
     RHS c_e_link(5_0_39)_ 0
     RHS c_e_link(5_1_10)_ 0
     RHS c_e_link(5_1_11)_ 0
     RHS c_e_link(5_1_12)_ 0
     RHS c_e_link(5_1_13)_ 0
     RHS c_e_link(5_1_14)_ 0
     RHS c_e_link(5_1_15)_ 0
     RHS c_e_link(5_1_16)_ 0
     RHS c_e_link(5_1_17)_ 0
     RHS c_e_link(5_1_18)_ 0
     RHS c_e_link(5_1_19)_ 0
     RHS c_e_link(5_1_20)_ 0
     RHS c_e_link(5_1_21)_ 0
     RHS c_e_link(5_1_22)_ 0
     RHS c_e_link(5_1_23)_ 0
     RHS c_e_link(5_1_24)_ 0
     RHS c_e_link(5_1_25)_ 0
     RHS c_e_link(5_1_26)_ 0
     RHS c_e_link(5_1_27)_ 0
     RHS c_e_link(5_1_28)_ 0
     RHS c_e_link(5_1_29)_ 0
     RHS c_e_link(5_1_30)_ 0
     RHS c_e_link(5_1_31)_ 0
     RHS c_e_link(5_1_32)_ 0
     RHS c_e_link(5_1_33)_ 0
     RHS c_e_link(5_2_10)_ 0
     RHS c_e_link(5_2_11)_ 0
     RHS c_e_link(5_2_12)_ 0
     RHS c_e_link(5_2_13)_ 0
     RHS c_e_link(5_2_14)_ 0
     RHS c_e_link(5_2_15)_ 0
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
     RHS c_e_link(6_0_23)_ 0
     RHS c_e_link(6_0_24)_ 0
     RHS c_e_link(6_0_25)_ 0
     RHS c_e_link(6_0_26)_ 0
     RHS c_e_link(6_0_27)_ 0
     RHS c_e_link(6_0_28)_ 0
     RHS c_e_link(6_0_29)_ 0
     RHS c_e_link(6_1_13)_ 0
     RHS c_e_link(6_1_14)_ 0
     RHS c_e_link(6_1_15)_ 0
     RHS c_e_link(6_1_16)_ 0
     RHS c_e_link(6_1_17)_ 0
     RHS c_e_link(6_1_18)_ 0
     RHS c_e_link(6_1_19)_ 0
     RHS c_e_link(6_1_20)_ 0
     RHS c_e_link(6_1_21)_ 0
     RHS c_e_link(6_1_22)_ 0
     RHS c_e_link(6_1_23)_ 0
     RHS c_e_link(6_1_24)_ 0
     RHS c_e_link(6_1_25)_ 0
     RHS c_e_link(6_1_26)_ 0
     RHS c_e_link(6_1_27)_ 0
     RHS c_e_link(7_0_13)_ 0
     RHS c_e_link(7_0_14)_ 0
     RHS c_e_link(7_0_15)_ 0
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
     RHS c_e_link(7_0_32)_ 0
     RHS c_e_link(7_0_33)_ 0
     RHS c_e_link(7_0_34)_ 0
     RHS c_e_link(7_0_35)_ 0
     RHS c_e_link(7_0_36)_ 0
     RHS c_e_link(7_0_37)_ 0
     RHS c_e_link(7_0_38)_ 0
     RHS c_e_link(7_0_39)_ 0
     RHS c_e_link(7_0_40)_ 0
     RHS c_e_link(7_0_41)_ 0
     RHS c_e_link(7_0_42)_ 0
     RHS c_e_link(7_0_43)_ 0
     RHS c_e_link(7_0_44)_ 0
     RHS c_e_link(7_0_45)_ 0
     RHS c_e_link(7_0_46)_ 0
     RHS c_e_link(7_0_47)_ 0
     RHS c_e_link(7_0_48)_ 0
     RHS c_e_link(7_0_49)_ 0
     RHS c_e_link(7_0_50)_ 0
     RHS c_e_link(7_0_51)_ 0
     RHS c_e_link(7_0_52)_ 0
     RHS c_e_link(7_0_53)_ 0
     RHS c_e_link(7_0_54)_ 0
     RHS c_e_link(7_0_55)_ 0
     RHS c_e_link(7_0_56)_ 0
     RHS c_e_link(7_0_57)_ 0
     RHS c_e_link(7_0_58)_ 0
     RHS c_e_link(7_0_59)_ 0
     RHS c_e_link(7_1_13)_ 0
     RHS c_e_link(7_1_14)_ 0
     RHS c_e_link(7_1_15)_ 0
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
     RHS c_e_link(7_1_27)_ 0
     RHS c_e_link(7_1_28)_ 0
     RHS c_e_link(7_1_29)_ 0
     RHS c_e_link(7_1_30)_ 0
     RHS c_e_link(7_1_31)_ 0
     RHS c_e_link(7_1_32)_ 0
     RHS c_e_link(7_1_33)_ 0
     RHS c_e_link(7_1_34)_ 0
     RHS c_e_link(7_1_35)_ 0
     RHS c_e_link(7_1_36)_ 0
     RHS c_e_link(7_1_37)_ 0
     RHS c_e_link(7_1_38)_ 0
     RHS c_e_link(7_1_39)_ 0
     RHS c_e_link(7_1_40)_ 0
     RHS c_e_link(7_1_41)_ 0
     RHS c_e_link(7_1_42)_ 0
     RHS c_e_link(7_1_43)_ 0
     RHS c_e_link(7_1_44)_ 0
     RHS c_e_link(7_1_45)_ 0
     RHS c_e_link(7_1_46)_ 0
     RHS c_e_link(7_1_47)_ 0
     RHS c_e_link(7_1_48)_ 0
     RHS c_e_link(7_1_49)_ 0
     RHS c_e_link(7_1_50)_ 0
     RHS c_e_link(7_1_51)_ 0
     RHS c_e_link(7_1_52)_ 0
     RHS c_e_link(7_1_53)_ 0
     RHS c_e_link(7_1_54)_ 0
     RHS c_e_link(7_1_55)_ 0
     RHS c_e_link(7_1_56)_ 0
     RHS c_e_link(7_1_57)_ 0
     RHS c_e_link(7_2_13)_ 0
     RHS c_e_link(7_2_14)_ 0
     RHS c_e_link(7_2_15)_ 0
     RHS c_e_link(7_2_16)_ 0
     RHS c_e_link(7_2_17)_ 0
     RHS c_e_link(7_2_18)_ 0
     RHS c_e_link(7_2_19)_ 0
     RHS c_e_link(7_2_20)_ 0
     RHS c_e_link(7_2_21)_ 0
     RHS c_e_link(7_2_22)_ 0
     RHS c_e_link(7_2_23)_ 0
     RHS c_e_link(7_2_24)_ 0
     RHS c_e_link(7_2_25)_ 0
     RHS c_e_link(7_2_26)_ 0
     RHS c_e_link(7_2_27)_ 0
     RHS c_e_link(7_2_28)_ 0
     RHS c_e_link(7_2_29)_ 0
     RHS c_e_link(7_2_30)_ 0
     RHS c_e_link(7_2_31)_ 0
     RHS c_e_link(7_2_32)_ 0
     RHS c_e_link(7_2_33)_ 0
     RHS c_e_link(7_2_34)_ 0
     RHS c_e_link(7_2_35)_ 0
     RHS c_e_link(7_2_36)_ 0
     RHS c_e_link(7_2_37)_ 0
     RHS c_e_link(7_2_38)_ 0
     RHS c_e_link(7_2_39)_ 0
     RHS c_e_link(7_2_40)_ 0
     RHS c_e_link(7_2_41)_ 0
     RHS c_e_link(7_2_42)_ 0
     RHS c_e_link(7_2_43)_ 0
     RHS c_e_link(7_2_44)_ 0
     RHS c_e_link(7_2_45)_ 0
     RHS c_e_link(7_2_46)_ 0
     RHS c_e_link(7_2_47)_ 0
     RHS c_e_link(7_2_48)_ 0
     RHS c_e_link(7_2_49)_ 0
     RHS c_e_link(7_2_50)_ 0
     RHS c_e_link(7_2_51)_ 0
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
     RHS c_u_cap(91)_ 1
     RHS c_u_cap(92)_ 1
     RHS c_u_cap(93)_ 1
     RHS c_u_cap(94)_ 1
     RHS c_u_cap(95)_ 1
     RHS c_u_cap(96)_ 1
     RHS c_u_cap(97)_ 1
     RHS c_u_cap(98)_ 1
     RHS c_u_cap(99)_ 1
     RHS c_u_cap(100)_ 1
     RHS c_u_cap(101)_ 1
     RHS c_u_cap(102)_ 1
     RHS c_u_cap(103)_ 1
     RHS c_u_cap(104)_ 1
     RHS c_u_cap(105)_ 1
     RHS c_u_cap(106)_ 1
     RHS c_u_cap(107)_ 1
     RHS c_u_cap(108)_ 1
     RHS c_u_cap(109)_ 1
     RHS c_u_cap(110)_ 1
     RHS c_u_cap(111)_ 1
     RHS c_u_cap(112)_ 1
     RHS c_u_cap(113)_ 1
     RHS c_u_cap(114)_ 1
     RHS c_u_cap(115)_ 1
     RHS c_u_cap(116)_ 1
     RHS c_u_cap(117)_ 1
     RHS c_u_cap(118)_ 1
     RHS c_u_cap(119)_ 1
     RHS c_u_cap(120)_ 1
     RHS c_u_cap(121)_ 1
     RHS c_u_cap(122)_ 1
     RHS c_u_cap(123)_ 1
     RHS c_u_cap(124)_ 1
     RHS c_u_cap(125)_ 1
     RHS c_u_cap(126)_ 1
     RHS c_u_cap(127)_ 1
     RHS c_u_cap(128)_ 1
     RHS c_u_cap(129)_ 1
     RHS c_u_cap(130)_ 1
     RHS c_u_cap(131)_ 1
     RHS c_u_cap(132)_ 1
     RHS c_u_cap(133)_ 1
     RHS c_u_cap(134)_ 1
     RHS c_u_cap(135)_ 1
     RHS c_u_cap(136)_ 1
     RHS c_u_cap(137)_ 1
     RHS c_u_cap(138)_ 1
     RHS c_u_cap(139)_ 1
     RHS c_u_cap(140)_ 1
     RHS c_u_cap(141)_ 1
     RHS c_u_dom(0)_ 28
     RHS c_u_dom(1)_ 33
     RHS c_u_dom(2)_ 28
     RHS c_u_dom(3)_ 33
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
 BV BOUND x(0_0_13)
 BV BOUND x(0_0_14)
 BV BOUND x(0_0_15)
 BV BOUND x(0_0_16)
 BV BOUND x(0_0_17)
 BV BOUND x(0_0_18)
 BV BOUND x(0_0_19)
 BV BOUND x(0_0_20)
 BV BOUND x(0_0_21)
 BV BOUND x(0_0_22)
 BV BOUND x(0_0_23)
 BV BOUND x(0_0_24)
 BV BOUND x(0_0_25)
 BV BOUND x(0_0_26)
 BV BOUND x(0_0_27)
 BV BOUND x(0_0_28)
 BV BOUND x(0_0_29)
 BV BOUND x(0_0_30)
 BV BOUND x(0_0_31)
 BV BOUND x(0_0_32)
 BV BOUND x(0_0_33)
 BV BOUND x(0_0_34)
 BV BOUND x(0_0_35)
 BV BOUND x(0_0_36)
 BV BOUND x(0_0_37)
 BV BOUND x(0_0_38)
 BV BOUND x(0_0_39)
 BV BOUND x(0_0_40)
 BV BOUND x(0_0_41)
 BV BOUND x(0_0_42)
 BV BOUND x(0_0_43)
 BV BOUND x(0_0_44)
 BV BOUND x(0_0_45)
 BV BOUND x(0_0_46)
 BV BOUND x(0_0_47)
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
 BV BOUND x(1_1_2)
 BV BOUND x(1_1_3)
 BV BOUND x(1_1_4)
 BV BOUND x(1_1_5)
 BV BOUND x(1_1_6)
 BV BOUND x(1_1_7)
 BV BOUND x(1_1_8)
 BV BOUND x(1_1_9)
 BV BOUND x(1_1_10)
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
 BV BOUND x(2_0_16)
 BV BOUND x(2_0_17)
 BV BOUND x(2_0_18)
 BV BOUND x(2_0_19)
 BV BOUND x(2_0_20)
 BV BOUND x(2_0_21)
 BV BOUND x(2_0_22)
 BV BOUND x(2_0_23)
 BV BOUND x(2_0_24)
 BV BOUND x(2_0_25)
 BV BOUND x(2_0_26)
 BV BOUND x(2_1_5)
 BV BOUND x(2_1_6)
 BV BOUND x(2_1_7)
 BV BOUND x(2_1_8)
 BV BOUND x(2_1_9)
 BV BOUND x(2_1_10)
 BV BOUND x(2_1_11)
 BV BOUND x(2_1_12)
 BV BOUND x(2_1_13)
 BV BOUND x(2_1_14)
 BV BOUND x(2_1_15)
 BV BOUND x(2_1_16)
 BV BOUND x(2_1_17)
 BV BOUND x(2_1_18)
 BV BOUND x(2_1_19)
 BV BOUND x(2_1_20)
 BV BOUND x(2_1_21)
 BV BOUND x(2_1_22)
 BV BOUND x(2_1_23)
 BV BOUND x(2_1_24)
 BV BOUND x(2_1_25)
 BV BOUND x(2_2_5)
 BV BOUND x(2_2_6)
 BV BOUND x(2_2_7)
 BV BOUND x(2_2_8)
 BV BOUND x(2_2_9)
 BV BOUND x(2_2_10)
 BV BOUND x(2_2_11)
 BV BOUND x(2_2_12)
 BV BOUND x(2_2_13)
 BV BOUND x(2_2_14)
 BV BOUND x(2_2_15)
 BV BOUND x(2_2_16)
 BV BOUND x(2_2_17)
 BV BOUND x(2_2_18)
 BV BOUND x(2_2_19)
 BV BOUND x(2_2_20)
 BV BOUND x(2_2_21)
 BV BOUND x(2_2_22)
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
 BV BOUND x(3_0_18)
 BV BOUND x(3_0_19)
 BV BOUND x(3_0_20)
 BV BOUND x(3_0_21)
 BV BOUND x(4_0_10)
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
 BV BOUND x(4_1_10)
 BV BOUND x(4_1_11)
 BV BOUND x(4_1_12)
 BV BOUND x(4_1_13)
 BV BOUND x(4_1_14)
 BV BOUND x(4_1_15)
 BV BOUND x(4_1_16)
 BV BOUND x(4_1_17)
 BV BOUND x(4_1_18)
 BV BOUND x(5_0_10)
 BV BOUND x(5_0_11)
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
 BV BOUND x(5_0_22)
 BV BOUND x(5_0_23)
 BV BOUND x(5_0_24)
 BV BOUND x(5_0_25)
 BV BOUND x(5_0_26)
 BV BOUND x(5_0_27)
 BV BOUND x(5_0_28)
 BV BOUND x(5_0_29)
 BV BOUND x(5_0_30)
 BV BOUND x(5_0_31)
 BV BOUND x(5_0_32)
 BV BOUND x(5_0_33)
 BV BOUND x(5_0_34)
 BV BOUND x(5_0_35)
 BV BOUND x(5_0_36)
 BV BOUND x(5_0_37)
 BV BOUND x(5_0_38)
 BV BOUND x(5_0_39)
 BV BOUND x(5_1_10)
 BV BOUND x(5_1_11)
 BV BOUND x(5_1_12)
 BV BOUND x(5_1_13)
 BV BOUND x(5_1_14)
 BV BOUND x(5_1_15)
 BV BOUND x(5_1_16)
 BV BOUND x(5_1_17)
 BV BOUND x(5_1_18)
 BV BOUND x(5_1_19)
 BV BOUND x(5_1_20)
 BV BOUND x(5_1_21)
 BV BOUND x(5_1_22)
 BV BOUND x(5_1_23)
 BV BOUND x(5_1_24)
 BV BOUND x(5_1_25)
 BV BOUND x(5_1_26)
 BV BOUND x(5_1_27)
 BV BOUND x(5_1_28)
 BV BOUND x(5_1_29)
 BV BOUND x(5_1_30)
 BV BOUND x(5_1_31)
 BV BOUND x(5_1_32)
 BV BOUND x(5_1_33)
 BV BOUND x(5_2_10)
 BV BOUND x(5_2_11)
 BV BOUND x(5_2_12)
 BV BOUND x(5_2_13)
 BV BOUND x(5_2_14)
 BV BOUND x(5_2_15)
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
 BV BOUND x(6_0_23)
 BV BOUND x(6_0_24)
 BV BOUND x(6_0_25)
 BV BOUND x(6_0_26)
 BV BOUND x(6_0_27)
 BV BOUND x(6_0_28)
 BV BOUND x(6_0_29)
 BV BOUND x(6_1_13)
 BV BOUND x(6_1_14)
 BV BOUND x(6_1_15)
 BV BOUND x(6_1_16)
 BV BOUND x(6_1_17)
 BV BOUND x(6_1_18)
 BV BOUND x(6_1_19)
 BV BOUND x(6_1_20)
 BV BOUND x(6_1_21)
 BV BOUND x(6_1_22)
 BV BOUND x(6_1_23)
 BV BOUND x(6_1_24)
 BV BOUND x(6_1_25)
 BV BOUND x(6_1_26)
 BV BOUND x(6_1_27)
 BV BOUND x(7_0_13)
 BV BOUND x(7_0_14)
 BV BOUND x(7_0_15)
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
 BV BOUND x(7_0_32)
 BV BOUND x(7_0_33)
 BV BOUND x(7_0_34)
 BV BOUND x(7_0_35)
 BV BOUND x(7_0_36)
 BV BOUND x(7_0_37)
 BV BOUND x(7_0_38)
 BV BOUND x(7_0_39)
 BV BOUND x(7_0_40)
 BV BOUND x(7_0_41)
 BV BOUND x(7_0_42)
 BV BOUND x(7_0_43)
 BV BOUND x(7_0_44)
 BV BOUND x(7_0_45)
 BV BOUND x(7_0_46)
 BV BOUND x(7_0_47)
 BV BOUND x(7_0_48)
 BV BOUND x(7_0_49)
 BV BOUND x(7_0_50)
 BV BOUND x(7_0_51)
 BV BOUND x(7_0_52)
 BV BOUND x(7_0_53)
 BV BOUND x(7_0_54)
 BV BOUND x(7_0_55)
 BV BOUND x(7_0_56)
 BV BOUND x(7_0_57)
 BV BOUND x(7_0_58)
 BV BOUND x(7_0_59)
 BV BOUND x(7_1_13)
 BV BOUND x(7_1_14)
 BV BOUND x(7_1_15)
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
 BV BOUND x(7_1_27)
 BV BOUND x(7_1_28)
 BV BOUND x(7_1_29)
 BV BOUND x(7_1_30)
 BV BOUND x(7_1_31)
 BV BOUND x(7_1_32)
 BV BOUND x(7_1_33)
 BV BOUND x(7_1_34)
 BV BOUND x(7_1_35)
 BV BOUND x(7_1_36)
 BV BOUND x(7_1_37)
 BV BOUND x(7_1_38)
 BV BOUND x(7_1_39)
 BV BOUND x(7_1_40)
 BV BOUND x(7_1_41)
 BV BOUND x(7_1_42)
 BV BOUND x(7_1_43)
 BV BOUND x(7_1_44)
 BV BOUND x(7_1_45)
 BV BOUND x(7_1_46)
 BV BOUND x(7_1_47)
 BV BOUND x(7_1_48)
 BV BOUND x(7_1_49)
 BV BOUND x(7_1_50)
 BV BOUND x(7_1_51)
 BV BOUND x(7_1_52)
 BV BOUND x(7_1_53)
 BV BOUND x(7_1_54)
 BV BOUND x(7_1_55)
 BV BOUND x(7_1_56)
 BV BOUND x(7_1_57)
 BV BOUND x(7_2_13)
 BV BOUND x(7_2_14)
 BV BOUND x(7_2_15)
 BV BOUND x(7_2_16)
 BV BOUND x(7_2_17)
 BV BOUND x(7_2_18)
 BV BOUND x(7_2_19)
 BV BOUND x(7_2_20)
 BV BOUND x(7_2_21)
 BV BOUND x(7_2_22)
 BV BOUND x(7_2_23)
 BV BOUND x(7_2_24)
 BV BOUND x(7_2_25)
 BV BOUND x(7_2_26)
 BV BOUND x(7_2_27)
 BV BOUND x(7_2_28)
 BV BOUND x(7_2_29)
 BV BOUND x(7_2_30)
 BV BOUND x(7_2_31)
 BV BOUND x(7_2_32)
 BV BOUND x(7_2_33)
 BV BOUND x(7_2_34)
 BV BOUND x(7_2_35)
 BV BOUND x(7_2_36)
 BV BOUND x(7_2_37)
 BV BOUND x(7_2_38)
 BV BOUND x(7_2_39)
 BV BOUND x(7_2_40)
 BV BOUND x(7_2_41)
 BV BOUND x(7_2_42)
 BV BOUND x(7_2_43)
 BV BOUND x(7_2_44)
 BV BOUND x(7_2_45)
 BV BOUND x(7_2_46)
 BV BOUND x(7_2_47)
 BV BOUND x(7_2_48)
 BV BOUND x(7_2_49)
 BV BOUND x(7_2_50)
 BV BOUND x(7_2_51)
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
 LO BOUND z(0_0_13) 0
 UP BOUND z(0_0_13) 1
 LO BOUND z(0_0_14) 0
 UP BOUND z(0_0_14) 1
 LO BOUND z(0_0_15) 0
 UP BOUND z(0_0_15) 1
 LO BOUND z(0_0_16) 0
 UP BOUND z(0_0_16) 1
 LO BOUND z(0_0_17) 0
 UP BOUND z(0_0_17) 1
 LO BOUND z(0_0_18) 0
 UP BOUND z(0_0_18) 1
 LO BOUND z(0_0_19) 0
 UP BOUND z(0_0_19) 1
 LO BOUND z(0_0_20) 0
 UP BOUND z(0_0_20) 1
 LO BOUND z(0_0_21) 0
 UP BOUND z(0_0_21) 1
 LO BOUND z(0_0_22) 0
 UP BOUND z(0_0_22) 1
 LO BOUND z(0_0_23) 0
 UP BOUND z(0_0_23) 1
 LO BOUND z(0_0_24) 0
 UP BOUND z(0_0_24) 1
 LO BOUND z(0_0_25) 0
 UP BOUND z(0_0_25) 1
 LO BOUND z(0_0_26) 0
 UP BOUND z(0_0_26) 1
 LO BOUND z(0_0_27) 0
 UP BOUND z(0_0_27) 1
 LO BOUND z(0_0_28) 0
 UP BOUND z(0_0_28) 1
 LO BOUND z(0_0_29) 0
 UP BOUND z(0_0_29) 1
 LO BOUND z(0_0_30) 0
 UP BOUND z(0_0_30) 1
 LO BOUND z(0_0_31) 0
 UP BOUND z(0_0_31) 1
 LO BOUND z(0_0_32) 0
 UP BOUND z(0_0_32) 1
 LO BOUND z(0_0_33) 0
 UP BOUND z(0_0_33) 1
 LO BOUND z(0_0_34) 0
 UP BOUND z(0_0_34) 1
 LO BOUND z(0_0_35) 0
 UP BOUND z(0_0_35) 1
 LO BOUND z(0_0_36) 0
 UP BOUND z(0_0_36) 1
 LO BOUND z(0_0_37) 0
 UP BOUND z(0_0_37) 1
 LO BOUND z(0_0_38) 0
 UP BOUND z(0_0_38) 1
 LO BOUND z(0_0_39) 0
 UP BOUND z(0_0_39) 1
 LO BOUND z(0_0_40) 0
 UP BOUND z(0_0_40) 1
 LO BOUND z(0_0_41) 0
 UP BOUND z(0_0_41) 1
 LO BOUND z(0_0_42) 0
 UP BOUND z(0_0_42) 1
 LO BOUND z(0_0_43) 0
 UP BOUND z(0_0_43) 1
 LO BOUND z(0_0_44) 0
 UP BOUND z(0_0_44) 1
 LO BOUND z(0_0_45) 0
 UP BOUND z(0_0_45) 1
 LO BOUND z(0_0_46) 0
 UP BOUND z(0_0_46) 1
 LO BOUND z(0_0_47) 0
 UP BOUND z(0_0_47) 1
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
 LO BOUND z(2_0_16) 0
 UP BOUND z(2_0_16) 1
 LO BOUND z(2_0_17) 0
 UP BOUND z(2_0_17) 1
 LO BOUND z(2_0_18) 0
 UP BOUND z(2_0_18) 1
 LO BOUND z(2_0_19) 0
 UP BOUND z(2_0_19) 1
 LO BOUND z(2_0_20) 0
 UP BOUND z(2_0_20) 1
 LO BOUND z(2_0_21) 0
 UP BOUND z(2_0_21) 1
 LO BOUND z(2_0_22) 0
 UP BOUND z(2_0_22) 1
 LO BOUND z(2_0_23) 0
 UP BOUND z(2_0_23) 1
 LO BOUND z(2_0_24) 0
 UP BOUND z(2_0_24) 1
 LO BOUND z(2_0_25) 0
 UP BOUND z(2_0_25) 1
 LO BOUND z(2_0_26) 0
 UP BOUND z(2_0_26) 1
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
 LO BOUND z(2_1_14) 0
 UP BOUND z(2_1_14) 1
 LO BOUND z(2_1_15) 0
 UP BOUND z(2_1_15) 1
 LO BOUND z(2_1_16) 0
 UP BOUND z(2_1_16) 1
 LO BOUND z(2_1_17) 0
 UP BOUND z(2_1_17) 1
 LO BOUND z(2_1_18) 0
 UP BOUND z(2_1_18) 1
 LO BOUND z(2_1_19) 0
 UP BOUND z(2_1_19) 1
 LO BOUND z(2_1_20) 0
 UP BOUND z(2_1_20) 1
 LO BOUND z(2_1_21) 0
 UP BOUND z(2_1_21) 1
 LO BOUND z(2_1_22) 0
 UP BOUND z(2_1_22) 1
 LO BOUND z(2_1_23) 0
 UP BOUND z(2_1_23) 1
 LO BOUND z(2_1_24) 0
 UP BOUND z(2_1_24) 1
 LO BOUND z(2_1_25) 0
 UP BOUND z(2_1_25) 1
 LO BOUND z(2_2_5) 0
 UP BOUND z(2_2_5) 1
 LO BOUND z(2_2_6) 0
 UP BOUND z(2_2_6) 1
 LO BOUND z(2_2_7) 0
 UP BOUND z(2_2_7) 1
 LO BOUND z(2_2_8) 0
 UP BOUND z(2_2_8) 1
 LO BOUND z(2_2_9) 0
 UP BOUND z(2_2_9) 1
 LO BOUND z(2_2_10) 0
 UP BOUND z(2_2_10) 1
 LO BOUND z(2_2_11) 0
 UP BOUND z(2_2_11) 1
 LO BOUND z(2_2_12) 0
 UP BOUND z(2_2_12) 1
 LO BOUND z(2_2_13) 0
 UP BOUND z(2_2_13) 1
 LO BOUND z(2_2_14) 0
 UP BOUND z(2_2_14) 1
 LO BOUND z(2_2_15) 0
 UP BOUND z(2_2_15) 1
 LO BOUND z(2_2_16) 0
 UP BOUND z(2_2_16) 1
 LO BOUND z(2_2_17) 0
 UP BOUND z(2_2_17) 1
 LO BOUND z(2_2_18) 0
 UP BOUND z(2_2_18) 1
 LO BOUND z(2_2_19) 0
 UP BOUND z(2_2_19) 1
 LO BOUND z(2_2_20) 0
 UP BOUND z(2_2_20) 1
 LO BOUND z(2_2_21) 0
 UP BOUND z(2_2_21) 1
 LO BOUND z(2_2_22) 0
 UP BOUND z(2_2_22) 1
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
 LO BOUND z(3_0_18) 0
 UP BOUND z(3_0_18) 1
 LO BOUND z(3_0_19) 0
 UP BOUND z(3_0_19) 1
 LO BOUND z(3_0_20) 0
 UP BOUND z(3_0_20) 1
 LO BOUND z(3_0_21) 0
 UP BOUND z(3_0_21) 1
 LO BOUND z(4_0_10) 0
 UP BOUND z(4_0_10) 1
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
 LO BOUND z(4_1_10) 0
 UP BOUND z(4_1_10) 1
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
 LO BOUND z(5_0_10) 0
 UP BOUND z(5_0_10) 1
 LO BOUND z(5_0_11) 0
 UP BOUND z(5_0_11) 1
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
 LO BOUND z(5_0_22) 0
 UP BOUND z(5_0_22) 1
 LO BOUND z(5_0_23) 0
 UP BOUND z(5_0_23) 1
 LO BOUND z(5_0_24) 0
 UP BOUND z(5_0_24) 1
 LO BOUND z(5_0_25) 0
 UP BOUND z(5_0_25) 1
 LO BOUND z(5_0_26) 0
 UP BOUND z(5_0_26) 1
 LO BOUND z(5_0_27) 0
 UP BOUND z(5_0_27) 1
 LO BOUND z(5_0_28) 0
 UP BOUND z(5_0_28) 1
 LO BOUND z(5_0_29) 0
 UP BOUND z(5_0_29) 1
 LO BOUND z(5_0_30) 0
 UP BOUND z(5_0_30) 1
 LO BOUND z(5_0_31) 0
 UP BOUND z(5_0_31) 1
 LO BOUND z(5_0_32) 0
 UP BOUND z(5_0_32) 1
 LO BOUND z(5_0_33) 0
 UP BOUND z(5_0_33) 1
 LO BOUND z(5_0_34) 0
 UP BOUND z(5_0_34) 1
 LO BOUND z(5_0_35) 0
 UP BOUND z(5_0_35) 1
 LO BOUND z(5_0_36) 0
 UP BOUND z(5_0_36) 1
 LO BOUND z(5_0_37) 0
 UP BOUND z(5_0_37) 1
 LO BOUND z(5_0_38) 0
 UP BOUND z(5_0_38) 1
 LO BOUND z(5_0_39) 0
 UP BOUND z(5_0_39) 1
 LO BOUND z(5_1_10) 0
 UP BOUND z(5_1_10) 1
 LO BOUND z(5_1_11) 0
 UP BOUND z(5_1_11) 1
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
 LO BOUND z(5_1_21) 0
 UP BOUND z(5_1_21) 1
 LO BOUND z(5_1_22) 0
 UP BOUND z(5_1_22) 1
 LO BOUND z(5_1_23) 0
 UP BOUND z(5_1_23) 1
 LO BOUND z(5_1_24) 0
 UP BOUND z(5_1_24) 1
 LO BOUND z(5_1_25) 0
 UP BOUND z(5_1_25) 1
 LO BOUND z(5_1_26) 0
 UP BOUND z(5_1_26) 1
 LO BOUND z(5_1_27) 0
 UP BOUND z(5_1_27) 1
 LO BOUND z(5_1_28) 0
 UP BOUND z(5_1_28) 1
 LO BOUND z(5_1_29) 0
 UP BOUND z(5_1_29) 1
 LO BOUND z(5_1_30) 0
 UP BOUND z(5_1_30) 1
 LO BOUND z(5_1_31) 0
 UP BOUND z(5_1_31) 1
 LO BOUND z(5_1_32) 0
 UP BOUND z(5_1_32) 1
 LO BOUND z(5_1_33) 0
 UP BOUND z(5_1_33) 1
 LO BOUND z(5_2_10) 0
 UP BOUND z(5_2_10) 1
 LO BOUND z(5_2_11) 0
 UP BOUND z(5_2_11) 1
 LO BOUND z(5_2_12) 0
 UP BOUND z(5_2_12) 1
 LO BOUND z(5_2_13) 0
 UP BOUND z(5_2_13) 1
 LO BOUND z(5_2_14) 0
 UP BOUND z(5_2_14) 1
 LO BOUND z(5_2_15) 0
 UP BOUND z(5_2_15) 1
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
 LO BOUND z(6_1_13) 0
 UP BOUND z(6_1_13) 1
 LO BOUND z(6_1_14) 0
 UP BOUND z(6_1_14) 1
 LO BOUND z(6_1_15) 0
 UP BOUND z(6_1_15) 1
 LO BOUND z(6_1_16) 0
 UP BOUND z(6_1_16) 1
 LO BOUND z(6_1_17) 0
 UP BOUND z(6_1_17) 1
 LO BOUND z(6_1_18) 0
 UP BOUND z(6_1_18) 1
 LO BOUND z(6_1_19) 0
 UP BOUND z(6_1_19) 1
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
 LO BOUND z(7_0_13) 0
 UP BOUND z(7_0_13) 1
 LO BOUND z(7_0_14) 0
 UP BOUND z(7_0_14) 1
 LO BOUND z(7_0_15) 0
 UP BOUND z(7_0_15) 1
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
 LO BOUND z(7_0_32) 0
 UP BOUND z(7_0_32) 1
 LO BOUND z(7_0_33) 0
 UP BOUND z(7_0_33) 1
 LO BOUND z(7_0_34) 0
 UP BOUND z(7_0_34) 1
 LO BOUND z(7_0_35) 0
 UP BOUND z(7_0_35) 1
 LO BOUND z(7_0_36) 0
 UP BOUND z(7_0_36) 1
 LO BOUND z(7_0_37) 0
 UP BOUND z(7_0_37) 1
 LO BOUND z(7_0_38) 0
 UP BOUND z(7_0_38) 1
 LO BOUND z(7_0_39) 0
 UP BOUND z(7_0_39) 1
 LO BOUND z(7_0_40) 0
 UP BOUND z(7_0_40) 1
 LO BOUND z(7_0_41) 0
 UP BOUND z(7_0_41) 1
 LO BOUND z(7_0_42) 0
 UP BOUND z(7_0_42) 1
 LO BOUND z(7_0_43) 0
 UP BOUND z(7_0_43) 1
 LO BOUND z(7_0_44) 0
 UP BOUND z(7_0_44) 1
 LO BOUND z(7_0_45) 0
 UP BOUND z(7_0_45) 1
 LO BOUND z(7_0_46) 0
 UP BOUND z(7_0_46) 1
 LO BOUND z(7_0_47) 0
 UP BOUND z(7_0_47) 1
 LO BOUND z(7_0_48) 0
 UP BOUND z(7_0_48) 1
 LO BOUND z(7_0_49) 0
 UP BOUND z(7_0_49) 1
 LO BOUND z(7_0_50) 0
 UP BOUND z(7_0_50) 1
 LO BOUND z(7_0_51) 0
 UP BOUND z(7_0_51) 1
 LO BOUND z(7_0_52) 0
 UP BOUND z(7_0_52) 1
 LO BOUND z(7_0_53) 0
 UP BOUND z(7_0_53) 1
 LO BOUND z(7_0_54) 0
 UP BOUND z(7_0_54) 1
 LO BOUND z(7_0_55) 0
 UP BOUND z(7_0_55) 1
 LO BOUND z(7_0_56) 0
 UP BOUND z(7_0_56) 1
 LO BOUND z(7_0_57) 0
 UP BOUND z(7_0_57) 1
 LO BOUND z(7_0_58) 0
 UP BOUND z(7_0_58) 1
 LO BOUND z(7_0_59) 0
 UP BOUND z(7_0_59) 1
 LO BOUND z(7_1_13) 0
 UP BOUND z(7_1_13) 1
 LO BOUND z(7_1_14) 0
 UP BOUND z(7_1_14) 1
 LO BOUND z(7_1_15) 0
 UP BOUND z(7_1_15) 1
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
 LO BOUND z(7_1_27) 0
 UP BOUND z(7_1_27) 1
 LO BOUND z(7_1_28) 0
 UP BOUND z(7_1_28) 1
 LO BOUND z(7_1_29) 0
 UP BOUND z(7_1_29) 1
 LO BOUND z(7_1_30) 0
 UP BOUND z(7_1_30) 1
 LO BOUND z(7_1_31) 0
 UP BOUND z(7_1_31) 1
 LO BOUND z(7_1_32) 0
 UP BOUND z(7_1_32) 1
 LO BOUND z(7_1_33) 0
 UP BOUND z(7_1_33) 1
 LO BOUND z(7_1_34) 0
 UP BOUND z(7_1_34) 1
 LO BOUND z(7_1_35) 0
 UP BOUND z(7_1_35) 1
 LO BOUND z(7_1_36) 0
 UP BOUND z(7_1_36) 1
 LO BOUND z(7_1_37) 0
 UP BOUND z(7_1_37) 1
 LO BOUND z(7_1_38) 0
 UP BOUND z(7_1_38) 1
 LO BOUND z(7_1_39) 0
 UP BOUND z(7_1_39) 1
 LO BOUND z(7_1_40) 0
 UP BOUND z(7_1_40) 1
 LO BOUND z(7_1_41) 0
 UP BOUND z(7_1_41) 1
 LO BOUND z(7_1_42) 0
 UP BOUND z(7_1_42) 1
 LO BOUND z(7_1_43) 0
 UP BOUND z(7_1_43) 1
 LO BOUND z(7_1_44) 0
 UP BOUND z(7_1_44) 1
 LO BOUND z(7_1_45) 0
 UP BOUND z(7_1_45) 1
 LO BOUND z(7_1_46) 0
 UP BOUND z(7_1_46) 1
 LO BOUND z(7_1_47) 0
 UP BOUND z(7_1_47) 1
 LO BOUND z(7_1_48) 0
 UP BOUND z(7_1_48) 1
 LO BOUND z(7_1_49) 0
 UP BOUND z(7_1_49) 1
 LO BOUND z(7_1_50) 0
 UP BOUND z(7_1_50) 1
 LO BOUND z(7_1_51) 0
 UP BOUND z(7_1_51) 1
 LO BOUND z(7_1_52) 0
 UP BOUND z(7_1_52) 1
 LO BOUND z(7_1_53) 0
 UP BOUND z(7_1_53) 1
 LO BOUND z(7_1_54) 0
 UP BOUND z(7_1_54) 1
 LO BOUND z(7_1_55) 0
 UP BOUND z(7_1_55) 1
 LO BOUND z(7_1_56) 0
 UP BOUND z(7_1_56) 1
 LO BOUND z(7_1_57) 0
 UP BOUND z(7_1_57) 1
 LO BOUND z(7_2_13) 0
 UP BOUND z(7_2_13) 1
 LO BOUND z(7_2_14) 0
 UP BOUND z(7_2_14) 1
 LO BOUND z(7_2_15) 0
 UP BOUND z(7_2_15) 1
 LO BOUND z(7_2_16) 0
 UP BOUND z(7_2_16) 1
 LO BOUND z(7_2_17) 0
 UP BOUND z(7_2_17) 1
 LO BOUND z(7_2_18) 0
 UP BOUND z(7_2_18) 1
 LO BOUND z(7_2_19) 0
 UP BOUND z(7_2_19) 1
 LO BOUND z(7_2_20) 0
 UP BOUND z(7_2_20) 1
 LO BOUND z(7_2_21) 0
 UP BOUND z(7_2_21) 1
 LO BOUND z(7_2_22) 0
 UP BOUND z(7_2_22) 1
 LO BOUND z(7_2_23) 0
 UP BOUND z(7_2_23) 1
 LO BOUND z(7_2_24) 0
 UP BOUND z(7_2_24) 1
 LO BOUND z(7_2_25) 0
 UP BOUND z(7_2_25) 1
 LO BOUND z(7_2_26) 0
 UP BOUND z(7_2_26) 1
 LO BOUND z(7_2_27) 0
 UP BOUND z(7_2_27) 1
 LO BOUND z(7_2_28) 0
 UP BOUND z(7_2_28) 1
 LO BOUND z(7_2_29) 0
 UP BOUND z(7_2_29) 1
 LO BOUND z(7_2_30) 0
 UP BOUND z(7_2_30) 1
 LO BOUND z(7_2_31) 0
 UP BOUND z(7_2_31) 1
 LO BOUND z(7_2_32) 0
 UP BOUND z(7_2_32) 1
 LO BOUND z(7_2_33) 0
 UP BOUND z(7_2_33) 1
 LO BOUND z(7_2_34) 0
 UP BOUND z(7_2_34) 1
 LO BOUND z(7_2_35) 0
 UP BOUND z(7_2_35) 1
 LO BOUND z(7_2_36) 0
 UP BOUND z(7_2_36) 1
 LO BOUND z(7_2_37) 0
 UP BOUND z(7_2_37) 1
 LO BOUND z(7_2_38) 0
 UP BOUND z(7_2_38) 1
 LO BOUND z(7_2_39) 0
 UP BOUND z(7_2_39) 1
 LO BOUND z(7_2_40) 0
 UP BOUND z(7_2_40) 1
 LO BOUND z(7_2_41) 0
 UP BOUND z(7_2_41) 1
 LO BOUND z(7_2_42) 0
 UP BOUND z(7_2_42) 1
 LO BOUND z(7_2_43) 0
 UP BOUND z(7_2_43) 1
 LO BOUND z(7_2_44) 0
 UP BOUND z(7_2_44) 1
 LO BOUND z(7_2_45) 0
 UP BOUND z(7_2_45) 1
 LO BOUND z(7_2_46) 0
 UP BOUND z(7_2_46) 1
 LO BOUND z(7_2_47) 0
 UP BOUND z(7_2_47) 1
 LO BOUND z(7_2_48) 0
 UP BOUND z(7_2_48) 1
 LO BOUND z(7_2_49) 0
 UP BOUND z(7_2_49) 1
 LO BOUND z(7_2_50) 0
 UP BOUND z(7_2_50) 1
 LO BOUND z(7_2_51) 0
 UP BOUND z(7_2_51) 1
ENDATA
