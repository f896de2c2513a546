* Source:     Pyomo MPS Writer
* Format:     Free MPS
*
NAME 'psrar-config:tiny-rar-s1'
OBJSENSE
 MIN
ROWS
 N  obj
 L  c_u_con(_cap(t0_g3_8xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t0_g3_8xlarge_0_gpu)_)_
 L  c_u_con(_cap(t0_g3_8xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t0_g3_8xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t0_p3_16xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t0_p3_16xlarge_1_gpu)_)_
 L  c_u_con(_cap(t0_p3_16xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t0_p3_16xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t2_g3_8xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t2_g3_8xlarge_0_gpu)_)_
 L  c_u_con(_cap(t2_g3_8xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t2_g3_8xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t2_p3_16xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t2_p3_16xlarge_1_gpu)_)_
 L  c_u_con(_cap(t2_p3_16xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t2_p3_16xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t3_g3_8xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t3_g3_8xlarge_0_gpu)_)_
 L  c_u_con(_cap(t3_g3_8xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t3_g3_8xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t3_p3_16xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t3_p3_16xlarge_1_gpu)_)_
 L  c_u_con(_cap(t3_p3_16xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t3_p3_16xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t7_g3_8xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t7_g3_8xlarge_0_gpu)_)_
 L  c_u_con(_cap(t7_g3_8xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t7_g3_8xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t7_p3_16xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t7_p3_16xlarge_1_gpu)_)_
 L  c_u_con(_cap(t7_p3_16xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t7_p3_16xlarge_1_vcpu)_)_
 L  c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_
 L  c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_
 L  c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_
 L  c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_
 L  c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_
 L  c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_
 L  c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_
 L  c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_
 E  c_e_con(_one(j0)_)_
 E  c_e_con(_one(j1)_)_
 E  c_e_con(_one(j2)_)_
 E  c_e_con(_one(j3)_)_
COLUMNS
     x(_x(j0_l0_t2)_) obj 6788
     x(_x(j0_l0_t2)_) c_u_con(_cap(t2_p3_16xlarge_1_bandwidth_gbps)_)_ 12
     x(_x(j0_l0_t2)_) c_u_con(_cap(t2_p3_16xlarge_1_gpu)_)_ 12
     x(_x(j0_l0_t2)_) c_u_con(_cap(t2_p3_16xlarge_1_memory_gb)_)_ 192
     x(_x(j0_l0_t2)_) c_u_con(_cap(t2_p3_16xlarge_1_vcpu)_)_ 36
     x(_x(j0_l0_t2)_) c_u_con(_cap(t3_p3_16xlarge_1_bandwidth_gbps)_)_ 12
     x(_x(j0_l0_t2)_) c_u_con(_cap(t3_p3_16xlarge_1_gpu)_)_ 12
     x(_x(j0_l0_t2)_) c_u_con(_cap(t3_p3_16xlarge_1_memory_gb)_)_ 192
     x(_x(j0_l0_t2)_) c_u_con(_cap(t3_p3_16xlarge_1_vcpu)_)_ 36
     x(_x(j0_l0_t2)_) c_e_con(_one(j0)_)_ 1
     x(_x(j0_l1_t2)_) obj 6788
     x(_x(j0_l1_t2)_) c_u_con(_cap(t2_g3_8xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j0_l1_t2)_) c_u_con(_cap(t2_g3_8xlarge_0_gpu)_)_ 4
     x(_x(j0_l1_t2)_) c_u_con(_cap(t2_g3_8xlarge_0_memory_gb)_)_ 64
     x(_x(j0_l1_t2)_) c_u_con(_cap(t2_g3_8xlarge_0_vcpu)_)_ 12
     x(_x(j0_l1_t2)_) c_u_con(_cap(t2_p3_16xlarge_1_bandwidth_gbps)_)_ 8
     x(_x(j0_l1_t2)_) c_u_con(_cap(t2_p3_16xlarge_1_gpu)_)_ 8
     x(_x(j0_l1_t2)_) c_u_con(_cap(t2_p3_16xlarge_1_memory_gb)_)_ 128
     x(_x(j0_l1_t2)_) c_u_con(_cap(t2_p3_16xlarge_1_vcpu)_)_ 24
     x(_x(j0_l1_t2)_) c_u_con(_cap(t3_g3_8xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j0_l1_t2)_) c_u_con(_cap(t3_g3_8xlarge_0_gpu)_)_ 4
     x(_x(j0_l1_t2)_) c_u_con(_cap(t3_g3_8xlarge_0_memory_gb)_)_ 64
     x(_x(j0_l1_t2)_) c_u_con(_cap(t3_g3_8xlarge_0_vcpu)_)_ 12
     x(_x(j0_l1_t2)_) c_u_con(_cap(t3_p3_16xlarge_1_bandwidth_gbps)_)_ 8
     x(_x(j0_l1_t2)_) c_u_con(_cap(t3_p3_16xlarge_1_gpu)_)_ 8
     x(_x(j0_l1_t2)_) c_u_con(_cap(t3_p3_16xlarge_1_memory_gb)_)_ 128
     x(_x(j0_l1_t2)_) c_u_con(_cap(t3_p3_16xlarge_1_vcpu)_)_ 24
     x(_x(j0_l1_t2)_) c_e_con(_one(j0)_)_ 1
     x(_x(j1_l0_t8)_) obj 16046.999999999998
     x(_x(j1_l0_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j1_l0_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 4
     x(_x(j1_l0_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 64
     x(_x(j1_l0_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 16
     x(_x(j1_l0_t8)_) c_e_con(_one(j1)_)_ 1
     x(_x(j1_l1_t8)_) obj 16046.999999999998
     x(_x(j1_l1_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j1_l1_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_ 1
     x(_x(j1_l1_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_ 16
     x(_x(j1_l1_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_ 4
     x(_x(j1_l1_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 3
     x(_x(j1_l1_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 3
     x(_x(j1_l1_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 48
     x(_x(j1_l1_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 12
     x(_x(j1_l1_t8)_) c_e_con(_one(j1)_)_ 1
     x(_x(j1_l2_t8)_) obj 16046.999999999998
     x(_x(j1_l2_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_ 2
     x(_x(j1_l2_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_ 2
     x(_x(j1_l2_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_ 32
     x(_x(j1_l2_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_ 8
     x(_x(j1_l2_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 2
     x(_x(j1_l2_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 2
     x(_x(j1_l2_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 32
     x(_x(j1_l2_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 8
     x(_x(j1_l2_t8)_) c_e_con(_one(j1)_)_ 1
     x(_x(j1_l3_t8)_) obj 16046.999999999998
     x(_x(j1_l3_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_ 3
     x(_x(j1_l3_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_ 3
     x(_x(j1_l3_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_ 48
     x(_x(j1_l3_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_ 12
     x(_x(j1_l3_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j1_l3_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 1
     x(_x(j1_l3_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 16
     x(_x(j1_l3_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 4
     x(_x(j1_l3_t8)_) c_e_con(_one(j1)_)_ 1
     x(_x(j1_l4_t8)_) obj 16046.999999999998
     x(_x(j1_l4_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j1_l4_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_ 4
     x(_x(j1_l4_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_ 64
     x(_x(j1_l4_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_ 16
     x(_x(j1_l4_t8)_) c_e_con(_one(j1)_)_ 1
     x(_x(j1_l5_t8)_) obj 16046.999999999998
     x(_x(j1_l5_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 8
     x(_x(j1_l5_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 8
     x(_x(j1_l5_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 128
     x(_x(j1_l5_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 24
     x(_x(j1_l5_t8)_) c_e_con(_one(j1)_)_ 1
     x(_x(j1_l6_t8)_) obj 16046.999999999998
     x(_x(j1_l6_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j1_l6_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_ 4
     x(_x(j1_l6_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_ 64
     x(_x(j1_l6_t8)_) c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_ 12
     x(_x(j1_l6_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j1_l6_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 4
     x(_x(j1_l6_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 64
     x(_x(j1_l6_t8)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 12
     x(_x(j1_l6_t8)_) c_e_con(_one(j1)_)_ 1
     x(_x(j2_l0_t0)_) obj 3802
     x(_x(j2_l0_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_bandwidth_gbps)_)_ 2
     x(_x(j2_l0_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_gpu)_)_ 2
     x(_x(j2_l0_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_memory_gb)_)_ 32
     x(_x(j2_l0_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_vcpu)_)_ 8
     x(_x(j2_l0_t0)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l1_t0)_) obj 3802
     x(_x(j2_l1_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_gpu)_)_ 1
     x(_x(j2_l1_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_memory_gb)_)_ 16
     x(_x(j2_l1_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_vcpu)_)_ 4
     x(_x(j2_l1_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j2_l1_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_gpu)_)_ 1
     x(_x(j2_l1_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_memory_gb)_)_ 16
     x(_x(j2_l1_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_vcpu)_)_ 4
     x(_x(j2_l1_t0)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l2_t0)_) obj 3802
     x(_x(j2_l2_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_bandwidth_gbps)_)_ 2
     x(_x(j2_l2_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_gpu)_)_ 2
     x(_x(j2_l2_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_memory_gb)_)_ 32
     x(_x(j2_l2_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_vcpu)_)_ 8
     x(_x(j2_l2_t0)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l3_t0)_) obj 3802
     x(_x(j2_l3_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_bandwidth_gbps)_)_ 4
     x(_x(j2_l3_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_gpu)_)_ 4
     x(_x(j2_l3_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_memory_gb)_)_ 64
     x(_x(j2_l3_t0)_) c_u_con(_cap(t0_p3_16xlarge_1_vcpu)_)_ 12
     x(_x(j2_l3_t0)_) c_e_con(_one(j2)_)_ 1
     x(_x(j2_l4_t0)_) obj 3802
     x(_x(j2_l4_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j2_l4_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_gpu)_)_ 4
     x(_x(j2_l4_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_memory_gb)_)_ 64
     x(_x(j2_l4_t0)_) c_u_con(_cap(t0_g3_8xlarge_0_vcpu)_)_ 12
     x(_x(j2_l4_t0)_) c_e_con(_one(j2)_)_ 1
     x(_x(j3_l0_t7)_) obj 8739
     x(_x(j3_l0_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_bandwidth_gbps)_)_ 3
     x(_x(j3_l0_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_gpu)_)_ 3
     x(_x(j3_l0_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_memory_gb)_)_ 48
     x(_x(j3_l0_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_vcpu)_)_ 12
     x(_x(j3_l0_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 3
     x(_x(j3_l0_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 3
     x(_x(j3_l0_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 48
     x(_x(j3_l0_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 12
     x(_x(j3_l0_t7)_) c_e_con(_one(j3)_)_ 1
     x(_x(j3_l1_t7)_) obj 8739
     x(_x(j3_l1_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j3_l1_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_gpu)_)_ 1
     x(_x(j3_l1_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_memory_gb)_)_ 16
     x(_x(j3_l1_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_vcpu)_)_ 4
     x(_x(j3_l1_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_bandwidth_gbps)_)_ 2
     x(_x(j3_l1_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_gpu)_)_ 2
     x(_x(j3_l1_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_memory_gb)_)_ 32
     x(_x(j3_l1_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_vcpu)_)_ 8
     x(_x(j3_l1_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_ 1
     x(_x(j3_l1_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_ 1
     x(_x(j3_l1_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_ 16
     x(_x(j3_l1_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_ 4
     x(_x(j3_l1_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 2
     x(_x(j3_l1_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 2
     x(_x(j3_l1_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 32
     x(_x(j3_l1_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 8
     x(_x(j3_l1_t7)_) c_e_con(_one(j3)_)_ 1
     x(_x(j3_l2_t7)_) obj 8739
     x(_x(j3_l2_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_bandwidth_gbps)_)_ 2
     x(_x(j3_l2_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_gpu)_)_ 2
     x(_x(j3_l2_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_memory_gb)_)_ 32
     x(_x(j3_l2_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_vcpu)_)_ 8
     x(_x(j3_l2_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j3_l2_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_gpu)_)_ 1
     x(_x(j3_l2_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_memory_gb)_)_ 16
     x(_x(j3_l2_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_vcpu)_)_ 4
     x(_x(j3_l2_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_ 2
     x(_x(j3_l2_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_ 2
     x(_x(j3_l2_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_ 32
     x(_x(j3_l2_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_ 8
     x(_x(j3_l2_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 1
     x(_x(j3_l2_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 1
     x(_x(j3_l2_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 16
     x(_x(j3_l2_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 4
     x(_x(j3_l2_t7)_) c_e_con(_one(j3)_)_ 1
     x(_x(j3_l3_t7)_) obj 8739
     x(_x(j3_l3_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_bandwidth_gbps)_)_ 3
     x(_x(j3_l3_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_gpu)_)_ 3
     x(_x(j3_l3_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_memory_gb)_)_ 48
     x(_x(j3_l3_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_vcpu)_)_ 12
     x(_x(j3_l3_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_ 3
     x(_x(j3_l3_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_ 3
     x(_x(j3_l3_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_ 48
     x(_x(j3_l3_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_ 12
     x(_x(j3_l3_t7)_) c_e_con(_one(j3)_)_ 1
     x(_x(j3_l4_t7)_) obj 8739
     x(_x(j3_l4_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_bandwidth_gbps)_)_ 12
     x(_x(j3_l4_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_gpu)_)_ 12
     x(_x(j3_l4_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_memory_gb)_)_ 192
     x(_x(j3_l4_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_vcpu)_)_ 36
     x(_x(j3_l4_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 12
     x(_x(j3_l4_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 12
     x(_x(j3_l4_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 192
     x(_x(j3_l4_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 36
     x(_x(j3_l4_t7)_) c_e_con(_one(j3)_)_ 1
     x(_x(j3_l5_t7)_) obj 8739
     x(_x(j3_l5_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j3_l5_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_gpu)_)_ 4
     x(_x(j3_l5_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_memory_gb)_)_ 64
     x(_x(j3_l5_t7)_) c_u_con(_cap(t7_g3_8xlarge_0_vcpu)_)_ 12
     x(_x(j3_l5_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_bandwidth_gbps)_)_ 8
     x(_x(j3_l5_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_gpu)_)_ 8
     x(_x(j3_l5_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_memory_gb)_)_ 128
     x(_x(j3_l5_t7)_) c_u_con(_cap(t7_p3_16xlarge_1_vcpu)_)_ 24
     x(_x(j3_l5_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_ 4
     x(_x(j3_l5_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_ 4
     x(_x(j3_l5_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_ 64
     x(_x(j3_l5_t7)_) c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_ 12
     x(_x(j3_l5_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 8
     x(_x(j3_l5_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 8
     x(_x(j3_l5_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 128
     x(_x(j3_l5_t7)_) c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 24
     x(_x(j3_l5_t7)_) c_e_con(_one(j3)_)_ 1
RHS
     RHS c_u_con(_cap(t0_g3_8xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t0_g3_8xlarge_0_gpu)_)_ 6
     RHS c_u_con(_cap(t0_g3_8xlarge_0_memory_gb)_)_ 139
     RHS c_u_con(_cap(t0_g3_8xlarge_0_vcpu)_)_ 28
     RHS c_u_con(_cap(t0_p3_16xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t0_p3_16xlarge_1_gpu)_)_ 21
     RHS c_u_con(_cap(t0_p3_16xlarge_1_memory_gb)_)_ 278
     RHS c_u_con(_cap(t0_p3_16xlarge_1_vcpu)_)_ 52
     RHS c_u_con(_cap(t2_g3_8xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t2_g3_8xlarge_0_gpu)_)_ 6
     RHS c_u_con(_cap(t2_g3_8xlarge_0_memory_gb)_)_ 139
     RHS c_u_con(_cap(t2_g3_8xlarge_0_vcpu)_)_ 28
     RHS c_u_con(_cap(t2_p3_16xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t2_p3_16xlarge_1_gpu)_)_ 21
     RHS c_u_con(_cap(t2_p3_16xlarge_1_memory_gb)_)_ 278
     RHS c_u_con(_cap(t2_p3_16xlarge_1_vcpu)_)_ 52
     RHS c_u_con(_cap(t3_g3_8xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t3_g3_8xlarge_0_gpu)_)_ 6
     RHS c_u_con(_cap(t3_g3_8xlarge_0_memory_gb)_)_ 139
     RHS c_u_con(_cap(t3_g3_8xlarge_0_vcpu)_)_ 28
     RHS c_u_con(_cap(t3_p3_16xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t3_p3_16xlarge_1_gpu)_)_ 21
     RHS c_u_con(_cap(t3_p3_16xlarge_1_memory_gb)_)_ 278
     RHS c_u_con(_cap(t3_p3_16xlarge_1_vcpu)_)_ 52
     RHS c_u_con(_cap(t7_g3_8xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t7_g3_8xlarge_0_gpu)_)_ 6
     RHS c_u_con(_cap(t7_g3_8xlarge_0_memory_gb)_)_ 139
     RHS c_u_con(_cap(t7_g3_8xlarge_0_vcpu)_)_ 28
     RHS c_u_con(_cap(t7_p3_16xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t7_p3_16xlarge_1_gpu)_)_ 21
     RHS c_u_con(_cap(t7_p3_16xlarge_1_memory_gb)_)_ 278
     RHS c_u_con(_cap(t7_p3_16xlarge_1_vcpu)_)_ 52
     RHS c_u_con(_cap(t8_g3_8xlarge_0_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t8_g3_8xlarge_0_gpu)_)_ 6
     RHS c_u_con(_cap(t8_g3_8xlarge_0_memory_gb)_)_ 139
     RHS c_u_con(_cap(t8_g3_8xlarge_0_vcpu)_)_ 28
     RHS c_u_con(_cap(t8_p3_16xlarge_1_bandwidth_gbps)_)_ 21.5
     RHS c_u_con(_cap(t8_p3_16xlarge_1_gpu)_)_ 21
     RHS c_u_con(_cap(t8_p3_16xlarge_1_memory_gb)_)_ 278
     RHS c_u_con(_cap(t8_p3_16xlarge_1_vcpu)_)_ 52
     RHS c_e_con(_one(j0)_)_ 1
     RHS c_e_con(_one(j1)_)_ 1
     RHS c_e_con(_one(j2)_)_ 1
     RHS c_e_con(_one(j3)_)_ 1
BOUNDS
 BV BOUND x(_x(j0_l0_t2)_)
 BV BOUND x(_x(j0_l1_t2)_)
 BV BOUND x(_x(j1_l0_t8)_)
 BV BOUND x(_x(j1_l1_t8)_)
 BV BOUND x(_x(j1_l2_t8)_)
 BV BOUND x(_x(j1_l3_t8)_)
 BV BOUND x(_x(j1_l4_t8)_)
 BV BOUND x(_x(j1_l5_t8)_)
 BV BOUND x(_x(j1_l6_t8)_)
 BV BOUND x(_x(j2_l0_t0)_)
 BV BOUND x(_x(j2_l1_t0)_)
 BV BOUND x(_x(j2_l2_t0)_)
 BV BOUND x(_x(j2_l3_t0)_)
 BV BOUND x(_x(j2_l4_t0)_)
 BV BOUND x(_x(j3_l0_t7)_)
 BV BOUND x(_x(j3_l1_t7)_)
 BV BOUND x(_x(j3_l2_t7)_)
 BV BOUND x(_x(j3_l3_t7)_)
 BV BOUND x(_x(j3_l4_t7)_)
 BV BOUND x(_x(j3_l5_t7)_)
ENDATA
