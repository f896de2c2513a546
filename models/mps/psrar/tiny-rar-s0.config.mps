* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-config:tiny-rar-s0'
OBJSENSE
 MIN
ROWS
 N  obj
 L  c_u_con(_cap(t1_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t1_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t1_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t1_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t1_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t1_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t1_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t1_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t10_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t10_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t10_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t10_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t10_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t10_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t10_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t10_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t11_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t11_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t11_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t11_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t11_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t11_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t11_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t11_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t12_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t12_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t12_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t12_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t12_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t12_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t12_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t12_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t13_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t13_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t13_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t13_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t13_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t13_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t13_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t13_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t14_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t14_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t14_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t14_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t14_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t14_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t14_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t14_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t2_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t2_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t2_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t2_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t2_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t2_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t2_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t2_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t3_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t3_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t3_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t3_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t3_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t3_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t3_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t3_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t4_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t4_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t4_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t4_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t5_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t5_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t5_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t5_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t6_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t6_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t6_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t6_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t6_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t6_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t6_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t6_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t7_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t7_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t7_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t7_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t7_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t7_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t7_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t7_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t8_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t8_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t8_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t8_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t8_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t8_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t8_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t8_p3_8xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t9_g3_16xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t9_g3_16xlarge_0_gpu)_)_
 L  c_u_con(_cap(t9_g3_16xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t9_g3_16xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t9_p3_8xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t9_p3_8xlarge_1_gpu)_)_
 L  c_u_con(_cap(t9_p3_8xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t9_p3_8xlarge_1_vcpu)_)_
 E  c_e_con(_one(j0)_)_
 E  c_e_con(_one(j1)_)_
 E  c_e_con(_one(j2)_)_
 E  c_e_con(_one(j3)_)_
COLUMNS
     x(_x(j0_l0_t1)_) obj 12312
     x(_x(j0_l0_t1)_) c_u_con(_cap(t1_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j0_l0_t1)_) c_u_con(_cap(t1_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j0_l0_t1)_) c_u_con(_cap(t1_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j0_l0_t1)_) c_u_con(_cap(t1_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j0_l0_t1)_) c_u_con(_cap(t1_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j0_l0_t1)_) c_u_con(_cap(t1_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j0_l0_t1)_) c_u_con(_cap(t1_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j0_l0_t1)_) c_u_con(_cap(t1_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j0_l0_t1)_) c_u_con(_cap(t2_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j0_l0_t1)_) c_u_con(_cap(t2_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j0_l0_t1)_) c_u_con(_cap(t2_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j0_l0_t1)_) c_u_con(_cap(t2_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j0_l0_t1)_) c_u_con(_cap(t2_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j0_l0_t1)_) c_u_con(_cap(t2_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j0_l0_t1)_) c_u_con(_cap(t2_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j0_l0_t1)_) c_u_con(_cap(t2_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j0_l0_t1)_) c_e_con(_one(j0)_)_ 1
     x(_x(j1_l0_t3)_) obj 25896
     x(_x(j1_l0_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j1_l0_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j1_l0_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j1_l0_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j1_l0_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j1_l0_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j1_l0_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j1_l0_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j1_l0_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j1_l0_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j1_l0_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j1_l0_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j1_l0_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j1_l0_t3)_) c_e_con(_one(j1)_)_ 1
     x(_x(j1_l1_t3)_) obj 25896
     x(_x(j1_l1_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j1_l1_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j1_l1_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j1_l1_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j1_l1_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j1_l1_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j1_l1_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j1_l1_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j1_l1_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j1_l1_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j1_l1_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j1_l1_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j1_l1_t3)_) c_e_con(_one(j1)_)_ 1
     x(_x(j2_l0_t10)_) obj 3685
     x(_x(j2_l0_t10)_) c_u_con(_cap(t10_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t10)_) c_u_con(_cap(t10_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t10)_) c_u_con(_cap(t10_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t10)_) c_u_con(_cap(t10_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t10)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l0_t11)_) obj 4020
     x(_x(j2_l0_t11)_) c_u_con(_cap(t11_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t11)_) c_u_con(_cap(t11_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t11)_) c_u_con(_cap(t11_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t11)_) c_u_con(_cap(t11_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t11)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l0_t12)_) obj 4355
     x(_x(j2_l0_t12)_) c_u_con(_cap(t12_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t12)_) c_u_con(_cap(t12_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t12)_) c_u_con(_cap(t12_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t12)_) c_u_con(_cap(t12_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t12)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l0_t13)_) obj 4690
     x(_x(j2_l0_t13)_) c_u_con(_cap(t13_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t13)_) c_u_con(_cap(t13_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t13)_) c_u_con(_cap(t13_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t13)_) c_u_con(_cap(t13_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t13)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l0_t14)_) obj 5025
     x(_x(j2_l0_t14)_) c_u_con(_cap(t14_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t14)_) c_u_con(_cap(t14_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t14)_) c_u_con(_cap(t14_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t14)_) c_u_con(_cap(t14_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t14)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l0_t4)_) obj 1675
     x(_x(j2_l0_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t4)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l0_t5)_) obj 2010
     x(_x(j2_l0_t5)_) c_u_con(_cap(t5_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t5)_) c_u_con(_cap(t5_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t5)_) c_u_con(_cap(t5_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t5)_) c_u_con(_cap(t5_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t5)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l0_t6)_) obj 2345
     x(_x(j2_l0_t6)_) c_u_con(_cap(t6_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t6)_) c_u_con(_cap(t6_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t6)_) c_u_con(_cap(t6_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t6)_) c_u_con(_cap(t6_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t6)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l0_t7)_) obj 2680
     x(_x(j2_l0_t7)_) c_u_con(_cap(t7_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t7)_) c_u_con(_cap(t7_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t7)_) c_u_con(_cap(t7_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t7)_) c_u_con(_cap(t7_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t7)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l0_t8)_) obj 3015
     x(_x(j2_l0_t8)_) c_u_con(_cap(t8_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t8)_) c_u_con(_cap(t8_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t8)_) c_u_con(_cap(t8_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t8)_) c_u_con(_cap(t8_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t8)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l0_t9)_) obj 3350
     x(_x(j2_l0_t9)_) c_u_con(_cap(t9_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l0_t9)_) c_u_con(_cap(t9_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j2_l0_t9)_) c_u_con(_cap(t9_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l0_t9)_) c_u_con(_cap(t9_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j2_l0_t9)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t10)_) obj 3685
     x(_x(j2_l1_t10)_) c_u_con(_cap(t10_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t10)_) c_u_con(_cap(t10_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t10)_) c_u_con(_cap(t10_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t10)_) c_u_con(_cap(t10_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t10)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t11)_) obj 4020
     x(_x(j2_l1_t11)_) c_u_con(_cap(t11_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t11)_) c_u_con(_cap(t11_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t11)_) c_u_con(_cap(t11_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t11)_) c_u_con(_cap(t11_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t11)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t12)_) obj 4355
     x(_x(j2_l1_t12)_) c_u_con(_cap(t12_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t12)_) c_u_con(_cap(t12_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t12)_) c_u_con(_cap(t12_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t12)_) c_u_con(_cap(t12_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t12)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t13)_) obj 4690
     x(_x(j2_l1_t13)_) c_u_con(_cap(t13_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t13)_) c_u_con(_cap(t13_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t13)_) c_u_con(_cap(t13_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t13)_) c_u_con(_cap(t13_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t13)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t14)_) obj 5025
     x(_x(j2_l1_t14)_) c_u_con(_cap(t14_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t14)_) c_u_con(_cap(t14_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t14)_) c_u_con(_cap(t14_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t14)_) c_u_con(_cap(t14_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t14)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t4)_) obj 1675
     x(_x(j2_l1_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t4)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t5)_) obj 2010
     x(_x(j2_l1_t5)_) c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t5)_) c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t5)_) c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t5)_) c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t5)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t6)_) obj 2345
     x(_x(j2_l1_t6)_) c_u_con(_cap(t6_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t6)_) c_u_con(_cap(t6_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t6)_) c_u_con(_cap(t6_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t6)_) c_u_con(_cap(t6_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t6)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t7)_) obj 2680
     x(_x(j2_l1_t7)_) c_u_con(_cap(t7_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t7)_) c_u_con(_cap(t7_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t7)_) c_u_con(_cap(t7_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t7)_) c_u_con(_cap(t7_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t7)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t8)_) obj 3015
     x(_x(j2_l1_t8)_) c_u_con(_cap(t8_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t8)_) c_u_con(_cap(t8_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t8)_) c_u_con(_cap(t8_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t8)_) c_u_con(_cap(t8_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t8)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t9)_) obj 3350
     x(_x(j2_l1_t9)_) c_u_con(_cap(t9_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t9)_) c_u_con(_cap(t9_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t9)_) c_u_con(_cap(t9_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t9)_) c_u_con(_cap(t9_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t9)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t10)_) obj 3685
     x(_x(j2_l2_t10)_) c_u_con(_cap(t10_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t10)_) c_u_con(_cap(t10_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t10)_) c_u_con(_cap(t10_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t10)_) c_u_con(_cap(t10_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t10)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t11)_) obj 4020
     x(_x(j2_l2_t11)_) c_u_con(_cap(t11_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t11)_) c_u_con(_cap(t11_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t11)_) c_u_con(_cap(t11_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t11)_) c_u_con(_cap(t11_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t11)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t12)_) obj 4355
     x(_x(j2_l2_t12)_) c_u_con(_cap(t12_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t12)_) c_u_con(_cap(t12_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t12)_) c_u_con(_cap(t12_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t12)_) c_u_con(_cap(t12_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t12)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t13)_) obj 4690
     x(_x(j2_l2_t13)_) c_u_con(_cap(t13_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t13)_) c_u_con(_cap(t13_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t13)_) c_u_con(_cap(t13_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t13)_) c_u_con(_cap(t13_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t13)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t14)_) obj 5025
     x(_x(j2_l2_t14)_) c_u_con(_cap(t14_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t14)_) c_u_con(_cap(t14_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t14)_) c_u_con(_cap(t14_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t14)_) c_u_con(_cap(t14_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t14)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t4)_) obj 1675
     x(_x(j2_l2_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t4)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t5)_) obj 2010
     x(_x(j2_l2_t5)_) c_u_con(_cap(t5_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t5)_) c_u_con(_cap(t5_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t5)_) c_u_con(_cap(t5_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t5)_) c_u_con(_cap(t5_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t5)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t6)_) obj 2345
     x(_x(j2_l2_t6)_) c_u_con(_cap(t6_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t6)_) c_u_con(_cap(t6_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t6)_) c_u_con(_cap(t6_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t6)_) c_u_con(_cap(t6_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t6)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t7)_) obj 2680
     x(_x(j2_l2_t7)_) c_u_con(_cap(t7_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t7)_) c_u_con(_cap(t7_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t7)_) c_u_con(_cap(t7_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t7)_) c_u_con(_cap(t7_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t7)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t8)_) obj 3015
     x(_x(j2_l2_t8)_) c_u_con(_cap(t8_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t8)_) c_u_con(_cap(t8_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t8)_) c_u_con(_cap(t8_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t8)_) c_u_con(_cap(t8_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t8)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t9)_) obj 3350
     x(_x(j2_l2_t9)_) c_u_con(_cap(t9_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l2_t9)_) c_u_con(_cap(t9_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j2_l2_t9)_) c_u_con(_cap(t9_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l2_t9)_) c_u_con(_cap(t9_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j2_l2_t9)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t10)_) obj 3685
     x(_x(j2_l3_t10)_) c_u_con(_cap(t10_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t10)_) c_u_con(_cap(t10_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t10)_) c_u_con(_cap(t10_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t10)_) c_u_con(_cap(t10_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t10)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t11)_) obj 4020
     x(_x(j2_l3_t11)_) c_u_con(_cap(t11_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t11)_) c_u_con(_cap(t11_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t11)_) c_u_con(_cap(t11_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t11)_) c_u_con(_cap(t11_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t11)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t12)_) obj 4355
     x(_x(j2_l3_t12)_) c_u_con(_cap(t12_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t12)_) c_u_con(_cap(t12_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t12)_) c_u_con(_cap(t12_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t12)_) c_u_con(_cap(t12_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t12)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t13)_) obj 4690
     x(_x(j2_l3_t13)_) c_u_con(_cap(t13_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t13)_) c_u_con(_cap(t13_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t13)_) c_u_con(_cap(t13_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t13)_) c_u_con(_cap(t13_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t13)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t14)_) obj 5025
     x(_x(j2_l3_t14)_) c_u_con(_cap(t14_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t14)_) c_u_con(_cap(t14_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t14)_) c_u_con(_cap(t14_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t14)_) c_u_con(_cap(t14_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t14)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t4)_) obj 1675
     x(_x(j2_l3_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t4)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t5)_) obj 2010
     x(_x(j2_l3_t5)_) c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t5)_) c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t5)_) c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t5)_) c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t5)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t6)_) obj 2345
     x(_x(j2_l3_t6)_) c_u_con(_cap(t6_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t6)_) c_u_con(_cap(t6_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t6)_) c_u_con(_cap(t6_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t6)_) c_u_con(_cap(t6_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t6)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t7)_) obj 2680
     x(_x(j2_l3_t7)_) c_u_con(_cap(t7_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t7)_) c_u_con(_cap(t7_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t7)_) c_u_con(_cap(t7_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t7)_) c_u_con(_cap(t7_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t7)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t8)_) obj 3015
     x(_x(j2_l3_t8)_) c_u_con(_cap(t8_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t8)_) c_u_con(_cap(t8_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t8)_) c_u_con(_cap(t8_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t8)_) c_u_con(_cap(t8_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t8)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t9)_) obj 3350
     x(_x(j2_l3_t9)_) c_u_con(_cap(t9_g3_16xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t9)_) c_u_con(_cap(t9_g3_16xlarge_0_gpu)_)_ 4
     x(_x(j2_l3_t9)_) c_u_con(_cap(t9_g3_16xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l3_t9)_) c_u_con(_cap(t9_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j2_l3_t9)_) c_e_con(_one(j2)_)_ 1
     x(_x(j3_l0_t3)_) obj 27928
     x(_x(j3_l0_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_bandwidth_gbps)_)_ 3
     x(_x(j3_l0_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_gpu)_)_ 3
     x(_x(j3_l0_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_memory_gb)_)_ 48
     x(_x(j3_l0_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l0_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_bandwidth_gbps)_)_ 3
     x(_x(j3_l0_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_gpu)_)_ 3
     x(_x(j3_l0_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_memory_gb)_)_ 48
     x(_x(j3_l0_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l0_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_bandwidth_gbps)_)_ 3
     x(_x(j3_l0_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_gpu)_)_ 3
     x(_x(j3_l0_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_memory_gb)_)_ 48
     x(_x(j3_l0_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l0_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_bandwidth_gbps)_)_ 3
     x(_x(j3_l0_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_gpu)_)_ 3
     x(_x(j3_l0_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_memory_gb)_)_ 48
     x(_x(j3_l0_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l0_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_bandwidth_gbps)_)_ 3
     x(_x(j3_l0_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_gpu)_)_ 3
     x(_x(j3_l0_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_memory_gb)_)_ 48
     x(_x(j3_l0_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l0_t3)_) c_e_con(_one(j3)_)_ 1
     x(_x(j3_l1_t3)_) obj 27928
     x(_x(j3_l1_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j3_l1_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j3_l1_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j3_l1_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j3_l1_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_bandwidth_gbps)_)_ 2
     x(_x(j3_l1_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_gpu)_)_ 2
     x(_x(j3_l1_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_memory_gb)_)_ 32
     x(_x(j3_l1_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_vcpu)_)_ 8
     x(_x(j3_l1_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j3_l1_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j3_l1_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j3_l1_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j3_l1_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_bandwidth_gbps)_)_ 2
     x(_x(j3_l1_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_gpu)_)_ 2
     x(_x(j3_l1_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_memory_gb)_)_ 32
     x(_x(j3_l1_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_vcpu)_)_ 8
     x(_x(j3_l1_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j3_l1_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j3_l1_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j3_l1_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j3_l1_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_bandwidth_gbps)_)_ 2
     x(_x(j3_l1_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_gpu)_)_ 2
     x(_x(j3_l1_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_memory_gb)_)_ 32
     x(_x(j3_l1_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_vcpu)_)_ 8
     x(_x(j3_l1_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j3_l1_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j3_l1_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j3_l1_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j3_l1_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_bandwidth_gbps)_)_ 2
     x(_x(j3_l1_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_gpu)_)_ 2
     x(_x(j3_l1_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_memory_gb)_)_ 32
     x(_x(j3_l1_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_vcpu)_)_ 8
     x(_x(j3_l1_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j3_l1_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_gpu)_)_ 1
     x(_x(j3_l1_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_memory_gb)_)_ 16
     x(_x(j3_l1_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_vcpu)_)_ 4
     x(_x(j3_l1_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_bandwidth_gbps)_)_ 2
     x(_x(j3_l1_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_gpu)_)_ 2
     x(_x(j3_l1_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_memory_gb)_)_ 32
     x(_x(j3_l1_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_vcpu)_)_ 8
     x(_x(j3_l1_t3)_) c_e_con(_one(j3)_)_ 1
     x(_x(j3_l2_t3)_) obj 27928
     x(_x(j3_l2_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_bandwidth_gbps)_)_ 2
     x(_x(j3_l2_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_gpu)_)_ 2
     x(_x(j3_l2_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_memory_gb)_)_ 32
     x(_x(j3_l2_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_vcpu)_)_ 8
     x(_x(j3_l2_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j3_l2_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j3_l2_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j3_l2_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j3_l2_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_ 2
     x(_x(j3_l2_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_ 2
     x(_x(j3_l2_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_ 32
     x(_x(j3_l2_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_ 8
     x(_x(j3_l2_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j3_l2_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j3_l2_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j3_l2_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j3_l2_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_ 2
     x(_x(j3_l2_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_ 2
     x(_x(j3_l2_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_ 32
     x(_x(j3_l2_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_ 8
     x(_x(j3_l2_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j3_l2_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j3_l2_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j3_l2_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j3_l2_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_bandwidth_gbps)_)_ 2
     x(_x(j3_l2_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_gpu)_)_ 2
     x(_x(j3_l2_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_memory_gb)_)_ 32
     x(_x(j3_l2_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_vcpu)_)_ 8
     x(_x(j3_l2_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j3_l2_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j3_l2_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j3_l2_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j3_l2_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_bandwidth_gbps)_)_ 2
     x(_x(j3_l2_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_gpu)_)_ 2
     x(_x(j3_l2_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_memory_gb)_)_ 32
     x(_x(j3_l2_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_vcpu)_)_ 8
     x(_x(j3_l2_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j3_l2_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_gpu)_)_ 1
     x(_x(j3_l2_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_memory_gb)_)_ 16
     x(_x(j3_l2_t3)_) c_u_con(_cap(t7_p3_8xlarge_1_vcpu)_)_ 4
     x(_x(j3_l2_t3)_) c_e_con(_one(j3)_)_ 1
     x(_x(j3_l3_t3)_) obj 27928
     x(_x(j3_l3_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_bandwidth_gbps)_)_ 3
     x(_x(j3_l3_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_gpu)_)_ 3
     x(_x(j3_l3_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_memory_gb)_)_ 48
     x(_x(j3_l3_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j3_l3_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_ 3
     x(_x(j3_l3_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_ 3
     x(_x(j3_l3_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_ 48
     x(_x(j3_l3_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j3_l3_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_ 3
     x(_x(j3_l3_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_ 3
     x(_x(j3_l3_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_ 48
     x(_x(j3_l3_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j3_l3_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_bandwidth_gbps)_)_ 3
     x(_x(j3_l3_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_gpu)_)_ 3
     x(_x(j3_l3_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_memory_gb)_)_ 48
     x(_x(j3_l3_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j3_l3_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_bandwidth_gbps)_)_ 3
     x(_x(j3_l3_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_gpu)_)_ 3
     x(_x(j3_l3_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_memory_gb)_)_ 48
     x(_x(j3_l3_t3)_) c_u_con(_cap(t7_g3_16xlarge_0_vcpu)_)_ 12
     x(_x(j3_l3_t3)_) c_e_con(_one(j3)_)_ 1
     x(_x(j3_l4_t3)_) obj 24437
     x(_x(j3_l4_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j3_l4_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j3_l4_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j3_l4_t3)_) c_u_con(_cap(t3_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j3_l4_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j3_l4_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j3_l4_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j3_l4_t3)_) c_u_con(_cap(t3_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l4_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j3_l4_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j3_l4_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j3_l4_t3)_) c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j3_l4_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j3_l4_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j3_l4_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j3_l4_t3)_) c_u_con(_cap(t4_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l4_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j3_l4_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j3_l4_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j3_l4_t3)_) c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j3_l4_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j3_l4_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j3_l4_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j3_l4_t3)_) c_u_con(_cap(t5_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l4_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j3_l4_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j3_l4_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j3_l4_t3)_) c_u_con(_cap(t6_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j3_l4_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j3_l4_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j3_l4_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j3_l4_t3)_) c_u_con(_cap(t6_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l4_t3)_) c_e_con(_one(j3)_)_ 1
     x(_x(j3_l4_t4)_) obj 27928
     x(_x(j3_l4_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j3_l4_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j3_l4_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j3_l4_t4)_) c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j3_l4_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j3_l4_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j3_l4_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j3_l4_t4)_) c_u_con(_cap(t4_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l4_t4)_) c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j3_l4_t4)_) c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j3_l4_t4)_) c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j3_l4_t4)_) c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j3_l4_t4)_) c_u_con(_cap(t5_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j3_l4_t4)_) c_u_con(_cap(t5_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j3_l4_t4)_) c_u_con(_cap(t5_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j3_l4_t4)_) c_u_con(_cap(t5_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l4_t4)_) c_u_con(_cap(t6_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j3_l4_t4)_) c_u_con(_cap(t6_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j3_l4_t4)_) c_u_con(_cap(t6_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j3_l4_t4)_) c_u_con(_cap(t6_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j3_l4_t4)_) c_u_con(_cap(t6_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j3_l4_t4)_) c_u_con(_cap(t6_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j3_l4_t4)_) c_u_con(_cap(t6_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j3_l4_t4)_) c_u_con(_cap(t6_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l4_t4)_) c_u_con(_cap(t7_g3_16xlarge_0_bandwidth_gbps)_)_ 8
     x(_x(j3_l4_t4)_) c_u_con(_cap(t7_g3_16xlarge_0_gpu)_)_ 8
     x(_x(j3_l4_t4)_) c_u_con(_cap(t7_g3_16xlarge_0_memory_gb)_)_ 128
     x(_x(j3_l4_t4)_) c_u_con(_cap(t7_g3_16xlarge_0_vcpu)_)_ 24
     x(_x(j3_l4_t4)_) c_u_con(_cap(t7_p3_8xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j3_l4_t4)_) c_u_con(_cap(t7_p3_8xlarge_1_gpu)_)_ 4
     x(_x(j3_l4_t4)_) c_u_con(_cap(t7_p3_8xlarge_1_memory_gb)_)_ 64
     x(_x(j3_l4_t4)_) c_u_con(_cap(t7_p3_8xlarge_1_vcpu)_)_ 12
     x(_x(j3_l4_t4)_) c_e_con(_one(j3)_)_ 1
RHS
     RHS c_u_con(_cap(t1_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t1_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t1_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t1_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t1_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t1_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t1_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t1_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t10_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t10_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t10_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t10_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t10_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t10_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t10_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t10_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t11_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t11_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t11_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t11_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t11_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t11_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t11_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t11_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t12_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t12_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t12_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t12_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t12_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t12_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t12_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t12_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t13_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t13_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t13_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t13_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t13_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t13_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t13_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t13_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t14_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t14_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t14_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t14_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t14_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t14_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t14_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t14_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t2_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t2_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t2_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t2_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t2_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t2_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t2_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t2_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t3_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t3_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t3_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t3_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t3_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t3_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t3_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t3_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t4_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t4_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t4_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t4_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t4_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t4_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t4_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t4_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t5_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t5_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t5_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t5_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t5_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t5_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t5_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t5_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t6_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t6_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t6_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t6_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t6_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t6_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t6_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t6_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t7_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t7_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t7_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t7_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t7_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t7_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t7_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t7_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t8_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t8_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t8_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t8_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t8_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t8_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t8_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t8_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_u_con(_cap(t9_g3_16xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t9_g3_16xlarge_0_gpu)_)_ 11
     RHS c_u_con(_cap(t9_g3_16xlarge_0_memory_gb)_)_ 235
     RHS c_u_con(_cap(t9_g3_16xlarge_0_vcpu)_)_ 44
     RHS c_u_con(_cap(t9_p3_8xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t9_p3_8xlarge_1_gpu)_)_ 11
     RHS c_u_con(_cap(t9_p3_8xlarge_1_memory_gb)_)_ 118
     RHS c_u_con(_cap(t9_p3_8xlarge_1_vcpu)_)_ 28
     RHS c_e_con(_one(j0)_)_ 1
     RHS c_e_con(_one(j1)_)_ 1
     RHS c_e_con(_one(j2)_)_ 1
     RHS c_e_con(_one(j3)_)_ 1
BOUNDS
 BV BOUND x(_x(j0_l0_t1)_)
 BV BOUND x(_x(j1_l0_t3)_)
 BV BOUND x(_x(j1_l1_t3)_)
 BV BOUND x(_x(j2_l0_t10)_)
 BV BOUND x(_x(j2_l0_t11)_)
 BV BOUND x(_x(j2_l0_t12)_)
 BV BOUND x(_x(j2_l0_t13)_)
 BV BOUND x(_x(j2_l0_t14)_)
 BV BOUND x(_x(j2_l0_t4)_)
 BV BOUND x(_x(j2_l0_t5)_)
 BV BOUND x(_x(j2_l0_t6)_)
 BV BOUND x(_x(j2_l0_t7)_)
 BV BOUND x(_x(j2_l0_t8)_)
 BV BOUND x(_x(j2_l0_t9)_)
 BV BOUND x(_x(j2_l1_t10)_)
 BV BOUND x(_x(j2_l1_t11)_)
 BV BOUND x(_x(j2_l1_t12)_)
 BV BOUND x(_x(j2_l1_t13)_)
 BV BOUND x(_x(j2_l1_t14)_)
 BV BOUND x(_x(j2_l1_t4)_)
 BV BOUND x(_x(j2_l1_t5)_)
 BV BOUND x(_x(j2_l1_t6)_)
 BV BOUND x(_x(j2_l1_t7)_)
 BV BOUND x(_x(j2_l1_t8)_)
 BV BOUND x(_x(j2_l1_t9)_)
 BV BOUND x(_x(j2_l2_t10)_)
 BV BOUND x(_x(j2_l2_t11)_)
 BV BOUND x(_x(j2_l2_t12)_)
 BV BOUND x(_x(j2_l2_t13)_)
 BV BOUND x(_x(j2_l2_t14)_)
 BV BOUND x(_x(j2_l2_t4)_)
 BV BOUND x(_x(j2_l2_t5)_)
 BV BOUND x(_x(j2_l2_t6)_)
 BV BOUND x(_x(j2_l2_t7)_)
 BV BOUND x(_x(j2_l2_t8)_)
 BV BOUND x(_x(j2_l2_t9)_)
 BV BOUND x(_x(j2_l3_t10)_)
 BV BOUND x(_x(j2_l3_t11)_)
 BV BOUND x(_x(j2_l3_t12)_)
 BV BOUND x(_x(j2_l3_t13)_)
 BV BOUND x(_x(j2_l3_t14)_)
 BV BOUND x(_x(j2_l3_t4)_)
 BV BOUND x(_x(j2_l3_t5)_)
 BV BOUND x(_x(j2_l3_t6)_)
 BV BOUND x(_x(j2_l3_t7)_)
 BV BOUND x(_x(j2_l3_t8)_)
 BV BOUND x(_x(j2_l3_t9)_)
 BV BOUND x(_x(j3_l0_t3)_)
 BV BOUND x(_x(j3_l1_t3)_)
 BV BOUND x(_x(j3_l2_t3)_)
 BV BOUND x(_x(j3_l3_t3)_)
 BV BOUND x(_x(j3_l4_t3)_)
 BV BOUND x(_x(j3_l4_t4)_)
ENDATA
