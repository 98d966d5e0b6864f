; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

@long300.tile = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @long300(i32 addrspace(1)* noundef %0, float addrspace(1)* noundef %1, i32 addrspace(3)* noundef %2, i32 noundef %3) #0 !dbg !2 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %5 = alloca [8 x i32], align 4
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata float addrspace(1)* %1, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 addrspace(3)* %2, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %6 = call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !34
  call void @llvm.dbg.value(metadata i32 %6, metadata !35, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %7 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !37
  call void @llvm.dbg.value(metadata i32 %7, metadata !38, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.declare(metadata [8 x i32]* %5, metadata !42, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !46
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !47
  %9 = load i32, i32 addrspace(1)* %8, align 4, !dbg !47
  %10 = mul nsw i32 %9, 1, !dbg !48
  %11 = xor i32 %6, 0, !dbg !49
  %12 = add nsw i32 %10, %11, !dbg !50
  %13 = add nsw i32 0, %12, !dbg !51
  call void @llvm.dbg.value(metadata i32 %13, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %14 = icmp sgt i32 %13, 1, !dbg !52
  br i1 %14, label %15, label %19, !dbg !54

15:                                               ; preds = %4
  %16 = ashr i32 %13, 2, !dbg !55
  %17 = add nsw i32 %16, 1, !dbg !57
  %18 = sub nsw i32 %13, %17, !dbg !58
  call void @llvm.dbg.value(metadata i32 %18, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %22, !dbg !59

19:                                               ; preds = %4
  %20 = mul nsw i32 %13, 3, !dbg !60
  %21 = add nsw i32 %20, %3, !dbg !62
  call void @llvm.dbg.value(metadata i32 %21, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %22

22:                                               ; preds = %19, %15
  %.06 = phi i32 [ %18, %15 ], [ %21, %19 ], !dbg !63
  call void @llvm.dbg.value(metadata i32 %.06, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !66
  br label %23, !dbg !67

23:                                               ; preds = %30, %22
  %.07 = phi i32 [ 0, %22 ], [ %31, %30 ], !dbg !66
  call void @llvm.dbg.value(metadata i32 %.07, metadata !64, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !66
  %24 = icmp slt i32 %.07, 4, !dbg !68
  br i1 %24, label %25, label %32, !dbg !70

25:                                               ; preds = %23
  %26 = add nsw i32 %.06, %.07, !dbg !71
  %27 = add nsw i32 %.07, 2, !dbg !73
  %28 = and i32 %27, 7, !dbg !74
  %29 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %28, !dbg !75
  store i32 %26, i32* %29, align 4, !dbg !76
  br label %30, !dbg !77

30:                                               ; preds = %25
  %31 = add nsw i32 %.07, 1, !dbg !78
  call void @llvm.dbg.value(metadata i32 %31, metadata !64, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !66
  br label %23, !dbg !79, !llvm.loop !80

32:                                               ; preds = %23
  %33 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !82
  %34 = load float, float addrspace(1)* %33, align 4, !dbg !82
  %35 = sitofp i32 %.06 to float, !dbg !83
  %36 = call float @llvm.fmuladd.f32(float %34, float 3.500000e+00, float %35), !dbg !84
  %37 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !85
  store float %36, float addrspace(1)* %37, align 4, !dbg !86
  %38 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 4, !dbg !87
  %39 = load i32, i32* %38, align 4, !dbg !87
  %40 = add nsw i32 %.06, %39, !dbg !88
  %41 = and i32 %6, 63, !dbg !89
  %42 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %41, !dbg !90
  store i32 %40, i32 addrspace(3)* %42, align 4, !dbg !91
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !92
  %43 = add i32 %6, 4, !dbg !93
  %44 = and i32 %43, 63, !dbg !94
  %45 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %44, !dbg !95
  %46 = load i32, i32 addrspace(3)* %45, align 4, !dbg !95
  %47 = add nsw i32 %.06, %46, !dbg !96
  call void @llvm.dbg.value(metadata i32 %47, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !97
  %48 = add nsw i32 %3, 5, !dbg !98
  %49 = call spir_func i32 @_Z3minii(i32 noundef %47, i32 noundef %48) #4, !dbg !99
  %50 = and i32 %7, 5, !dbg !100
  %51 = or i32 %49, %50, !dbg !101
  call void @llvm.dbg.value(metadata i32 %51, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %52 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !102
  %53 = load i32, i32 addrspace(1)* %52, align 4, !dbg !102
  %54 = mul nsw i32 %53, 7, !dbg !103
  %55 = xor i32 %6, 6, !dbg !104
  %56 = add nsw i32 %54, %55, !dbg !105
  %57 = add nsw i32 %51, %56, !dbg !106
  call void @llvm.dbg.value(metadata i32 %57, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %58 = icmp sgt i32 %57, 7, !dbg !107
  br i1 %58, label %59, label %63, !dbg !109

59:                                               ; preds = %32
  %60 = ashr i32 %57, 2, !dbg !110
  %61 = add nsw i32 %60, 7, !dbg !112
  %62 = sub nsw i32 %57, %61, !dbg !113
  call void @llvm.dbg.value(metadata i32 %62, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %66, !dbg !114

63:                                               ; preds = %32
  %64 = mul nsw i32 %57, 3, !dbg !115
  %65 = add nsw i32 %64, %3, !dbg !117
  call void @llvm.dbg.value(metadata i32 %65, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %66

66:                                               ; preds = %63, %59
  %.1 = phi i32 [ %62, %59 ], [ %65, %63 ], !dbg !118
  call void @llvm.dbg.value(metadata i32 %.1, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !119, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !121
  br label %67, !dbg !122

67:                                               ; preds = %74, %66
  %.08 = phi i32 [ 0, %66 ], [ %75, %74 ], !dbg !121
  call void @llvm.dbg.value(metadata i32 %.08, metadata !119, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !121
  %68 = icmp slt i32 %.08, 4, !dbg !123
  br i1 %68, label %69, label %76, !dbg !125

69:                                               ; preds = %67
  %70 = add nsw i32 %.1, %.08, !dbg !126
  %71 = add nsw i32 %.08, 8, !dbg !128
  %72 = and i32 %71, 7, !dbg !129
  %73 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %72, !dbg !130
  store i32 %70, i32* %73, align 4, !dbg !131
  br label %74, !dbg !132

74:                                               ; preds = %69
  %75 = add nsw i32 %.08, 1, !dbg !133
  call void @llvm.dbg.value(metadata i32 %75, metadata !119, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !121
  br label %67, !dbg !134, !llvm.loop !135

76:                                               ; preds = %67
  %77 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !137
  %78 = load float, float addrspace(1)* %77, align 4, !dbg !137
  %79 = sitofp i32 %.1 to float, !dbg !138
  %80 = call float @llvm.fmuladd.f32(float %78, float 9.500000e+00, float %79), !dbg !139
  %81 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !140
  store float %80, float addrspace(1)* %81, align 4, !dbg !141
  %82 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 2, !dbg !142
  %83 = load i32, i32* %82, align 4, !dbg !142
  %84 = add nsw i32 %.1, %83, !dbg !143
  %85 = and i32 %6, 63, !dbg !144
  %86 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %85, !dbg !145
  store i32 %84, i32 addrspace(3)* %86, align 4, !dbg !146
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !147
  %87 = add i32 %6, 10, !dbg !148
  %88 = and i32 %87, 63, !dbg !149
  %89 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %88, !dbg !150
  %90 = load i32, i32 addrspace(3)* %89, align 4, !dbg !150
  %91 = add nsw i32 %.1, %90, !dbg !151
  call void @llvm.dbg.value(metadata i32 %91, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !152
  %92 = add nsw i32 %3, 11, !dbg !153
  %93 = call spir_func i32 @_Z3minii(i32 noundef %91, i32 noundef %92) #4, !dbg !154
  %94 = and i32 %7, 11, !dbg !155
  %95 = or i32 %93, %94, !dbg !156
  call void @llvm.dbg.value(metadata i32 %95, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %96 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !157
  %97 = load i32, i32 addrspace(1)* %96, align 4, !dbg !157
  %98 = mul nsw i32 %97, 13, !dbg !158
  %99 = xor i32 %6, 12, !dbg !159
  %100 = add nsw i32 %98, %99, !dbg !160
  %101 = add nsw i32 %95, %100, !dbg !161
  call void @llvm.dbg.value(metadata i32 %101, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %102 = icmp sgt i32 %101, 13, !dbg !162
  br i1 %102, label %103, label %107, !dbg !164

103:                                              ; preds = %76
  %104 = ashr i32 %101, 2, !dbg !165
  %105 = add nsw i32 %104, 13, !dbg !167
  %106 = sub nsw i32 %101, %105, !dbg !168
  call void @llvm.dbg.value(metadata i32 %106, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %110, !dbg !169

107:                                              ; preds = %76
  %108 = mul nsw i32 %101, 3, !dbg !170
  %109 = add nsw i32 %108, %3, !dbg !172
  call void @llvm.dbg.value(metadata i32 %109, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %110

110:                                              ; preds = %107, %103
  %.2 = phi i32 [ %106, %103 ], [ %109, %107 ], !dbg !173
  call void @llvm.dbg.value(metadata i32 %.2, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !174, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !176
  br label %111, !dbg !177

111:                                              ; preds = %118, %110
  %.09 = phi i32 [ 0, %110 ], [ %119, %118 ], !dbg !176
  call void @llvm.dbg.value(metadata i32 %.09, metadata !174, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !176
  %112 = icmp slt i32 %.09, 4, !dbg !178
  br i1 %112, label %113, label %120, !dbg !180

113:                                              ; preds = %111
  %114 = add nsw i32 %.2, %.09, !dbg !181
  %115 = add nsw i32 %.09, 14, !dbg !183
  %116 = and i32 %115, 7, !dbg !184
  %117 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %116, !dbg !185
  store i32 %114, i32* %117, align 4, !dbg !186
  br label %118, !dbg !187

118:                                              ; preds = %113
  %119 = add nsw i32 %.09, 1, !dbg !188
  call void @llvm.dbg.value(metadata i32 %119, metadata !174, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !176
  br label %111, !dbg !189, !llvm.loop !190

120:                                              ; preds = %111
  %121 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !192
  %122 = load float, float addrspace(1)* %121, align 4, !dbg !192
  %123 = sitofp i32 %.2 to float, !dbg !193
  %124 = call float @llvm.fmuladd.f32(float %122, float 1.550000e+01, float %123), !dbg !194
  %125 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !195
  store float %124, float addrspace(1)* %125, align 4, !dbg !196
  %126 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 0, !dbg !197
  %127 = load i32, i32* %126, align 4, !dbg !197
  %128 = add nsw i32 %.2, %127, !dbg !198
  %129 = and i32 %6, 63, !dbg !199
  %130 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %129, !dbg !200
  store i32 %128, i32 addrspace(3)* %130, align 4, !dbg !201
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !202
  %131 = add i32 %6, 16, !dbg !203
  %132 = and i32 %131, 63, !dbg !204
  %133 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %132, !dbg !205
  %134 = load i32, i32 addrspace(3)* %133, align 4, !dbg !205
  %135 = add nsw i32 %.2, %134, !dbg !206
  call void @llvm.dbg.value(metadata i32 %135, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !207
  %136 = add nsw i32 %3, 17, !dbg !208
  %137 = call spir_func i32 @_Z3minii(i32 noundef %135, i32 noundef %136) #4, !dbg !209
  %138 = and i32 %7, 17, !dbg !210
  %139 = or i32 %137, %138, !dbg !211
  call void @llvm.dbg.value(metadata i32 %139, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %140 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !212
  %141 = load i32, i32 addrspace(1)* %140, align 4, !dbg !212
  %142 = mul nsw i32 %141, 19, !dbg !213
  %143 = xor i32 %6, 18, !dbg !214
  %144 = add nsw i32 %142, %143, !dbg !215
  %145 = add nsw i32 %139, %144, !dbg !216
  call void @llvm.dbg.value(metadata i32 %145, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %146 = icmp sgt i32 %145, 19, !dbg !217
  br i1 %146, label %147, label %151, !dbg !219

147:                                              ; preds = %120
  %148 = ashr i32 %145, 2, !dbg !220
  %149 = add nsw i32 %148, 19, !dbg !222
  %150 = sub nsw i32 %145, %149, !dbg !223
  call void @llvm.dbg.value(metadata i32 %150, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %154, !dbg !224

151:                                              ; preds = %120
  %152 = mul nsw i32 %145, 3, !dbg !225
  %153 = add nsw i32 %152, %3, !dbg !227
  call void @llvm.dbg.value(metadata i32 %153, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %154

154:                                              ; preds = %151, %147
  %.3 = phi i32 [ %150, %147 ], [ %153, %151 ], !dbg !228
  call void @llvm.dbg.value(metadata i32 %.3, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !229, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !231
  br label %155, !dbg !232

155:                                              ; preds = %162, %154
  %.010 = phi i32 [ 0, %154 ], [ %163, %162 ], !dbg !231
  call void @llvm.dbg.value(metadata i32 %.010, metadata !229, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !231
  %156 = icmp slt i32 %.010, 4, !dbg !233
  br i1 %156, label %157, label %164, !dbg !235

157:                                              ; preds = %155
  %158 = add nsw i32 %.3, %.010, !dbg !236
  %159 = add nsw i32 %.010, 20, !dbg !238
  %160 = and i32 %159, 7, !dbg !239
  %161 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %160, !dbg !240
  store i32 %158, i32* %161, align 4, !dbg !241
  br label %162, !dbg !242

162:                                              ; preds = %157
  %163 = add nsw i32 %.010, 1, !dbg !243
  call void @llvm.dbg.value(metadata i32 %163, metadata !229, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !231
  br label %155, !dbg !244, !llvm.loop !245

164:                                              ; preds = %155
  %165 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !247
  %166 = load float, float addrspace(1)* %165, align 4, !dbg !247
  %167 = sitofp i32 %.3 to float, !dbg !248
  %168 = call float @llvm.fmuladd.f32(float %166, float 2.150000e+01, float %167), !dbg !249
  %169 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !250
  store float %168, float addrspace(1)* %169, align 4, !dbg !251
  %170 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 6, !dbg !252
  %171 = load i32, i32* %170, align 4, !dbg !252
  %172 = add nsw i32 %.3, %171, !dbg !253
  %173 = and i32 %6, 63, !dbg !254
  %174 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %173, !dbg !255
  store i32 %172, i32 addrspace(3)* %174, align 4, !dbg !256
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !257
  %175 = add i32 %6, 22, !dbg !258
  %176 = and i32 %175, 63, !dbg !259
  %177 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %176, !dbg !260
  %178 = load i32, i32 addrspace(3)* %177, align 4, !dbg !260
  %179 = add nsw i32 %.3, %178, !dbg !261
  call void @llvm.dbg.value(metadata i32 %179, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !262
  %180 = add nsw i32 %3, 23, !dbg !263
  %181 = call spir_func i32 @_Z3minii(i32 noundef %179, i32 noundef %180) #4, !dbg !264
  %182 = and i32 %7, 23, !dbg !265
  %183 = or i32 %181, %182, !dbg !266
  call void @llvm.dbg.value(metadata i32 %183, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %184 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !267
  %185 = load i32, i32 addrspace(1)* %184, align 4, !dbg !267
  %186 = mul nsw i32 %185, 25, !dbg !268
  %187 = xor i32 %6, 24, !dbg !269
  %188 = add nsw i32 %186, %187, !dbg !270
  %189 = add nsw i32 %183, %188, !dbg !271
  call void @llvm.dbg.value(metadata i32 %189, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %190 = icmp sgt i32 %189, 25, !dbg !272
  br i1 %190, label %191, label %195, !dbg !274

191:                                              ; preds = %164
  %192 = ashr i32 %189, 2, !dbg !275
  %193 = add nsw i32 %192, 25, !dbg !277
  %194 = sub nsw i32 %189, %193, !dbg !278
  call void @llvm.dbg.value(metadata i32 %194, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %198, !dbg !279

195:                                              ; preds = %164
  %196 = mul nsw i32 %189, 3, !dbg !280
  %197 = add nsw i32 %196, %3, !dbg !282
  call void @llvm.dbg.value(metadata i32 %197, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %198

198:                                              ; preds = %195, %191
  %.4 = phi i32 [ %194, %191 ], [ %197, %195 ], !dbg !283
  call void @llvm.dbg.value(metadata i32 %.4, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !284, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !286
  br label %199, !dbg !287

199:                                              ; preds = %206, %198
  %.011 = phi i32 [ 0, %198 ], [ %207, %206 ], !dbg !286
  call void @llvm.dbg.value(metadata i32 %.011, metadata !284, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !286
  %200 = icmp slt i32 %.011, 4, !dbg !288
  br i1 %200, label %201, label %208, !dbg !290

201:                                              ; preds = %199
  %202 = add nsw i32 %.4, %.011, !dbg !291
  %203 = add nsw i32 %.011, 26, !dbg !293
  %204 = and i32 %203, 7, !dbg !294
  %205 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %204, !dbg !295
  store i32 %202, i32* %205, align 4, !dbg !296
  br label %206, !dbg !297

206:                                              ; preds = %201
  %207 = add nsw i32 %.011, 1, !dbg !298
  call void @llvm.dbg.value(metadata i32 %207, metadata !284, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !286
  br label %199, !dbg !299, !llvm.loop !300

208:                                              ; preds = %199
  %209 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !302
  %210 = load float, float addrspace(1)* %209, align 4, !dbg !302
  %211 = sitofp i32 %.4 to float, !dbg !303
  %212 = call float @llvm.fmuladd.f32(float %210, float 2.750000e+01, float %211), !dbg !304
  %213 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !305
  store float %212, float addrspace(1)* %213, align 4, !dbg !306
  %214 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 4, !dbg !307
  %215 = load i32, i32* %214, align 4, !dbg !307
  %216 = add nsw i32 %.4, %215, !dbg !308
  %217 = and i32 %6, 63, !dbg !309
  %218 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %217, !dbg !310
  store i32 %216, i32 addrspace(3)* %218, align 4, !dbg !311
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !312
  %219 = add i32 %6, 28, !dbg !313
  %220 = and i32 %219, 63, !dbg !314
  %221 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %220, !dbg !315
  %222 = load i32, i32 addrspace(3)* %221, align 4, !dbg !315
  %223 = add nsw i32 %.4, %222, !dbg !316
  call void @llvm.dbg.value(metadata i32 %223, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !317
  %224 = add nsw i32 %3, 29, !dbg !318
  %225 = call spir_func i32 @_Z3minii(i32 noundef %223, i32 noundef %224) #4, !dbg !319
  %226 = and i32 %7, 29, !dbg !320
  %227 = or i32 %225, %226, !dbg !321
  call void @llvm.dbg.value(metadata i32 %227, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %228 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !322
  %229 = load i32, i32 addrspace(1)* %228, align 4, !dbg !322
  %230 = mul nsw i32 %229, 31, !dbg !323
  %231 = xor i32 %6, 30, !dbg !324
  %232 = add nsw i32 %230, %231, !dbg !325
  %233 = add nsw i32 %227, %232, !dbg !326
  call void @llvm.dbg.value(metadata i32 %233, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %234 = icmp sgt i32 %233, 31, !dbg !327
  br i1 %234, label %235, label %239, !dbg !329

235:                                              ; preds = %208
  %236 = ashr i32 %233, 2, !dbg !330
  %237 = add nsw i32 %236, 31, !dbg !332
  %238 = sub nsw i32 %233, %237, !dbg !333
  call void @llvm.dbg.value(metadata i32 %238, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %242, !dbg !334

239:                                              ; preds = %208
  %240 = mul nsw i32 %233, 3, !dbg !335
  %241 = add nsw i32 %240, %3, !dbg !337
  call void @llvm.dbg.value(metadata i32 %241, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %242

242:                                              ; preds = %239, %235
  %.5 = phi i32 [ %238, %235 ], [ %241, %239 ], !dbg !338
  call void @llvm.dbg.value(metadata i32 %.5, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !341
  br label %243, !dbg !342

243:                                              ; preds = %250, %242
  %.012 = phi i32 [ 0, %242 ], [ %251, %250 ], !dbg !341
  call void @llvm.dbg.value(metadata i32 %.012, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !341
  %244 = icmp slt i32 %.012, 4, !dbg !343
  br i1 %244, label %245, label %252, !dbg !345

245:                                              ; preds = %243
  %246 = add nsw i32 %.5, %.012, !dbg !346
  %247 = add nsw i32 %.012, 32, !dbg !348
  %248 = and i32 %247, 7, !dbg !349
  %249 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %248, !dbg !350
  store i32 %246, i32* %249, align 4, !dbg !351
  br label %250, !dbg !352

250:                                              ; preds = %245
  %251 = add nsw i32 %.012, 1, !dbg !353
  call void @llvm.dbg.value(metadata i32 %251, metadata !339, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !341
  br label %243, !dbg !354, !llvm.loop !355

252:                                              ; preds = %243
  %253 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !357
  %254 = load float, float addrspace(1)* %253, align 4, !dbg !357
  %255 = sitofp i32 %.5 to float, !dbg !358
  %256 = call float @llvm.fmuladd.f32(float %254, float 3.350000e+01, float %255), !dbg !359
  %257 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !360
  store float %256, float addrspace(1)* %257, align 4, !dbg !361
  %258 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 2, !dbg !362
  %259 = load i32, i32* %258, align 4, !dbg !362
  %260 = add nsw i32 %.5, %259, !dbg !363
  %261 = and i32 %6, 63, !dbg !364
  %262 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %261, !dbg !365
  store i32 %260, i32 addrspace(3)* %262, align 4, !dbg !366
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !367
  %263 = add i32 %6, 34, !dbg !368
  %264 = and i32 %263, 63, !dbg !369
  %265 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %264, !dbg !370
  %266 = load i32, i32 addrspace(3)* %265, align 4, !dbg !370
  %267 = add nsw i32 %.5, %266, !dbg !371
  call void @llvm.dbg.value(metadata i32 %267, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !372
  %268 = add nsw i32 %3, 35, !dbg !373
  %269 = call spir_func i32 @_Z3minii(i32 noundef %267, i32 noundef %268) #4, !dbg !374
  %270 = and i32 %7, 35, !dbg !375
  %271 = or i32 %269, %270, !dbg !376
  call void @llvm.dbg.value(metadata i32 %271, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %272 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !377
  %273 = load i32, i32 addrspace(1)* %272, align 4, !dbg !377
  %274 = mul nsw i32 %273, 37, !dbg !378
  %275 = xor i32 %6, 36, !dbg !379
  %276 = add nsw i32 %274, %275, !dbg !380
  %277 = add nsw i32 %271, %276, !dbg !381
  call void @llvm.dbg.value(metadata i32 %277, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %278 = icmp sgt i32 %277, 37, !dbg !382
  br i1 %278, label %279, label %283, !dbg !384

279:                                              ; preds = %252
  %280 = ashr i32 %277, 2, !dbg !385
  %281 = add nsw i32 %280, 37, !dbg !387
  %282 = sub nsw i32 %277, %281, !dbg !388
  call void @llvm.dbg.value(metadata i32 %282, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %286, !dbg !389

283:                                              ; preds = %252
  %284 = mul nsw i32 %277, 3, !dbg !390
  %285 = add nsw i32 %284, %3, !dbg !392
  call void @llvm.dbg.value(metadata i32 %285, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %286

286:                                              ; preds = %283, %279
  %.6 = phi i32 [ %282, %279 ], [ %285, %283 ], !dbg !393
  call void @llvm.dbg.value(metadata i32 %.6, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !394, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !396
  br label %287, !dbg !397

287:                                              ; preds = %294, %286
  %.013 = phi i32 [ 0, %286 ], [ %295, %294 ], !dbg !396
  call void @llvm.dbg.value(metadata i32 %.013, metadata !394, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !396
  %288 = icmp slt i32 %.013, 4, !dbg !398
  br i1 %288, label %289, label %296, !dbg !400

289:                                              ; preds = %287
  %290 = add nsw i32 %.6, %.013, !dbg !401
  %291 = add nsw i32 %.013, 38, !dbg !403
  %292 = and i32 %291, 7, !dbg !404
  %293 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %292, !dbg !405
  store i32 %290, i32* %293, align 4, !dbg !406
  br label %294, !dbg !407

294:                                              ; preds = %289
  %295 = add nsw i32 %.013, 1, !dbg !408
  call void @llvm.dbg.value(metadata i32 %295, metadata !394, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !396
  br label %287, !dbg !409, !llvm.loop !410

296:                                              ; preds = %287
  %297 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !412
  %298 = load float, float addrspace(1)* %297, align 4, !dbg !412
  %299 = sitofp i32 %.6 to float, !dbg !413
  %300 = call float @llvm.fmuladd.f32(float %298, float 3.950000e+01, float %299), !dbg !414
  %301 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !415
  store float %300, float addrspace(1)* %301, align 4, !dbg !416
  %302 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 0, !dbg !417
  %303 = load i32, i32* %302, align 4, !dbg !417
  %304 = add nsw i32 %.6, %303, !dbg !418
  %305 = and i32 %6, 63, !dbg !419
  %306 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %305, !dbg !420
  store i32 %304, i32 addrspace(3)* %306, align 4, !dbg !421
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !422
  %307 = add i32 %6, 40, !dbg !423
  %308 = and i32 %307, 63, !dbg !424
  %309 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %308, !dbg !425
  %310 = load i32, i32 addrspace(3)* %309, align 4, !dbg !425
  %311 = add nsw i32 %.6, %310, !dbg !426
  call void @llvm.dbg.value(metadata i32 %311, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !427
  %312 = add nsw i32 %3, 41, !dbg !428
  %313 = call spir_func i32 @_Z3minii(i32 noundef %311, i32 noundef %312) #4, !dbg !429
  %314 = and i32 %7, 41, !dbg !430
  %315 = or i32 %313, %314, !dbg !431
  call void @llvm.dbg.value(metadata i32 %315, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %316 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !432
  %317 = load i32, i32 addrspace(1)* %316, align 4, !dbg !432
  %318 = mul nsw i32 %317, 43, !dbg !433
  %319 = xor i32 %6, 42, !dbg !434
  %320 = add nsw i32 %318, %319, !dbg !435
  %321 = add nsw i32 %315, %320, !dbg !436
  call void @llvm.dbg.value(metadata i32 %321, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %322 = icmp sgt i32 %321, 43, !dbg !437
  br i1 %322, label %323, label %327, !dbg !439

323:                                              ; preds = %296
  %324 = ashr i32 %321, 2, !dbg !440
  %325 = add nsw i32 %324, 43, !dbg !442
  %326 = sub nsw i32 %321, %325, !dbg !443
  call void @llvm.dbg.value(metadata i32 %326, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %330, !dbg !444

327:                                              ; preds = %296
  %328 = mul nsw i32 %321, 3, !dbg !445
  %329 = add nsw i32 %328, %3, !dbg !447
  call void @llvm.dbg.value(metadata i32 %329, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %330

330:                                              ; preds = %327, %323
  %.7 = phi i32 [ %326, %323 ], [ %329, %327 ], !dbg !448
  call void @llvm.dbg.value(metadata i32 %.7, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !449, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !451
  br label %331, !dbg !452

331:                                              ; preds = %338, %330
  %.014 = phi i32 [ 0, %330 ], [ %339, %338 ], !dbg !451
  call void @llvm.dbg.value(metadata i32 %.014, metadata !449, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !451
  %332 = icmp slt i32 %.014, 4, !dbg !453
  br i1 %332, label %333, label %340, !dbg !455

333:                                              ; preds = %331
  %334 = add nsw i32 %.7, %.014, !dbg !456
  %335 = add nsw i32 %.014, 44, !dbg !458
  %336 = and i32 %335, 7, !dbg !459
  %337 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %336, !dbg !460
  store i32 %334, i32* %337, align 4, !dbg !461
  br label %338, !dbg !462

338:                                              ; preds = %333
  %339 = add nsw i32 %.014, 1, !dbg !463
  call void @llvm.dbg.value(metadata i32 %339, metadata !449, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !451
  br label %331, !dbg !464, !llvm.loop !465

340:                                              ; preds = %331
  %341 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !467
  %342 = load float, float addrspace(1)* %341, align 4, !dbg !467
  %343 = sitofp i32 %.7 to float, !dbg !468
  %344 = call float @llvm.fmuladd.f32(float %342, float 4.550000e+01, float %343), !dbg !469
  %345 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !470
  store float %344, float addrspace(1)* %345, align 4, !dbg !471
  %346 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 6, !dbg !472
  %347 = load i32, i32* %346, align 4, !dbg !472
  %348 = add nsw i32 %.7, %347, !dbg !473
  %349 = and i32 %6, 63, !dbg !474
  %350 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %349, !dbg !475
  store i32 %348, i32 addrspace(3)* %350, align 4, !dbg !476
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !477
  %351 = add i32 %6, 46, !dbg !478
  %352 = and i32 %351, 63, !dbg !479
  %353 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %352, !dbg !480
  %354 = load i32, i32 addrspace(3)* %353, align 4, !dbg !480
  %355 = add nsw i32 %.7, %354, !dbg !481
  call void @llvm.dbg.value(metadata i32 %355, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !482
  %356 = add nsw i32 %3, 47, !dbg !483
  %357 = call spir_func i32 @_Z3minii(i32 noundef %355, i32 noundef %356) #4, !dbg !484
  %358 = and i32 %7, 47, !dbg !485
  %359 = or i32 %357, %358, !dbg !486
  call void @llvm.dbg.value(metadata i32 %359, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %360 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !487
  %361 = load i32, i32 addrspace(1)* %360, align 4, !dbg !487
  %362 = mul nsw i32 %361, 49, !dbg !488
  %363 = xor i32 %6, 48, !dbg !489
  %364 = add nsw i32 %362, %363, !dbg !490
  %365 = add nsw i32 %359, %364, !dbg !491
  call void @llvm.dbg.value(metadata i32 %365, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %366 = icmp sgt i32 %365, 49, !dbg !492
  br i1 %366, label %367, label %371, !dbg !494

367:                                              ; preds = %340
  %368 = ashr i32 %365, 2, !dbg !495
  %369 = add nsw i32 %368, 49, !dbg !497
  %370 = sub nsw i32 %365, %369, !dbg !498
  call void @llvm.dbg.value(metadata i32 %370, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %374, !dbg !499

371:                                              ; preds = %340
  %372 = mul nsw i32 %365, 3, !dbg !500
  %373 = add nsw i32 %372, %3, !dbg !502
  call void @llvm.dbg.value(metadata i32 %373, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %374

374:                                              ; preds = %371, %367
  %.8 = phi i32 [ %370, %367 ], [ %373, %371 ], !dbg !503
  call void @llvm.dbg.value(metadata i32 %.8, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !504, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !506
  br label %375, !dbg !507

375:                                              ; preds = %382, %374
  %.015 = phi i32 [ 0, %374 ], [ %383, %382 ], !dbg !506
  call void @llvm.dbg.value(metadata i32 %.015, metadata !504, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !506
  %376 = icmp slt i32 %.015, 4, !dbg !508
  br i1 %376, label %377, label %384, !dbg !510

377:                                              ; preds = %375
  %378 = add nsw i32 %.8, %.015, !dbg !511
  %379 = add nsw i32 %.015, 50, !dbg !513
  %380 = and i32 %379, 7, !dbg !514
  %381 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %380, !dbg !515
  store i32 %378, i32* %381, align 4, !dbg !516
  br label %382, !dbg !517

382:                                              ; preds = %377
  %383 = add nsw i32 %.015, 1, !dbg !518
  call void @llvm.dbg.value(metadata i32 %383, metadata !504, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !506
  br label %375, !dbg !519, !llvm.loop !520

384:                                              ; preds = %375
  %385 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !522
  %386 = load float, float addrspace(1)* %385, align 4, !dbg !522
  %387 = sitofp i32 %.8 to float, !dbg !523
  %388 = call float @llvm.fmuladd.f32(float %386, float 5.150000e+01, float %387), !dbg !524
  %389 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !525
  store float %388, float addrspace(1)* %389, align 4, !dbg !526
  %390 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 4, !dbg !527
  %391 = load i32, i32* %390, align 4, !dbg !527
  %392 = add nsw i32 %.8, %391, !dbg !528
  %393 = and i32 %6, 63, !dbg !529
  %394 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %393, !dbg !530
  store i32 %392, i32 addrspace(3)* %394, align 4, !dbg !531
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !532
  %395 = add i32 %6, 52, !dbg !533
  %396 = and i32 %395, 63, !dbg !534
  %397 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %396, !dbg !535
  %398 = load i32, i32 addrspace(3)* %397, align 4, !dbg !535
  %399 = add nsw i32 %.8, %398, !dbg !536
  call void @llvm.dbg.value(metadata i32 %399, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !537
  %400 = add nsw i32 %3, 53, !dbg !538
  %401 = call spir_func i32 @_Z3minii(i32 noundef %399, i32 noundef %400) #4, !dbg !539
  %402 = and i32 %7, 53, !dbg !540
  %403 = or i32 %401, %402, !dbg !541
  call void @llvm.dbg.value(metadata i32 %403, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %404 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !542
  %405 = load i32, i32 addrspace(1)* %404, align 4, !dbg !542
  %406 = mul nsw i32 %405, 55, !dbg !543
  %407 = xor i32 %6, 54, !dbg !544
  %408 = add nsw i32 %406, %407, !dbg !545
  %409 = add nsw i32 %403, %408, !dbg !546
  call void @llvm.dbg.value(metadata i32 %409, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %410 = icmp sgt i32 %409, 55, !dbg !547
  br i1 %410, label %411, label %415, !dbg !549

411:                                              ; preds = %384
  %412 = ashr i32 %409, 2, !dbg !550
  %413 = add nsw i32 %412, 55, !dbg !552
  %414 = sub nsw i32 %409, %413, !dbg !553
  call void @llvm.dbg.value(metadata i32 %414, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %418, !dbg !554

415:                                              ; preds = %384
  %416 = mul nsw i32 %409, 3, !dbg !555
  %417 = add nsw i32 %416, %3, !dbg !557
  call void @llvm.dbg.value(metadata i32 %417, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %418

418:                                              ; preds = %415, %411
  %.9 = phi i32 [ %414, %411 ], [ %417, %415 ], !dbg !558
  call void @llvm.dbg.value(metadata i32 %.9, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !559, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !561
  br label %419, !dbg !562

419:                                              ; preds = %426, %418
  %.016 = phi i32 [ 0, %418 ], [ %427, %426 ], !dbg !561
  call void @llvm.dbg.value(metadata i32 %.016, metadata !559, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !561
  %420 = icmp slt i32 %.016, 4, !dbg !563
  br i1 %420, label %421, label %428, !dbg !565

421:                                              ; preds = %419
  %422 = add nsw i32 %.9, %.016, !dbg !566
  %423 = add nsw i32 %.016, 56, !dbg !568
  %424 = and i32 %423, 7, !dbg !569
  %425 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %424, !dbg !570
  store i32 %422, i32* %425, align 4, !dbg !571
  br label %426, !dbg !572

426:                                              ; preds = %421
  %427 = add nsw i32 %.016, 1, !dbg !573
  call void @llvm.dbg.value(metadata i32 %427, metadata !559, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !561
  br label %419, !dbg !574, !llvm.loop !575

428:                                              ; preds = %419
  %429 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !577
  %430 = load float, float addrspace(1)* %429, align 4, !dbg !577
  %431 = sitofp i32 %.9 to float, !dbg !578
  %432 = call float @llvm.fmuladd.f32(float %430, float 5.750000e+01, float %431), !dbg !579
  %433 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !580
  store float %432, float addrspace(1)* %433, align 4, !dbg !581
  %434 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 2, !dbg !582
  %435 = load i32, i32* %434, align 4, !dbg !582
  %436 = add nsw i32 %.9, %435, !dbg !583
  %437 = and i32 %6, 63, !dbg !584
  %438 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %437, !dbg !585
  store i32 %436, i32 addrspace(3)* %438, align 4, !dbg !586
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !587
  %439 = add i32 %6, 58, !dbg !588
  %440 = and i32 %439, 63, !dbg !589
  %441 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %440, !dbg !590
  %442 = load i32, i32 addrspace(3)* %441, align 4, !dbg !590
  %443 = add nsw i32 %.9, %442, !dbg !591
  call void @llvm.dbg.value(metadata i32 %443, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !592
  %444 = add nsw i32 %3, 59, !dbg !593
  %445 = call spir_func i32 @_Z3minii(i32 noundef %443, i32 noundef %444) #4, !dbg !594
  %446 = and i32 %7, 59, !dbg !595
  %447 = or i32 %445, %446, !dbg !596
  call void @llvm.dbg.value(metadata i32 %447, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %448 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !597
  %449 = load i32, i32 addrspace(1)* %448, align 4, !dbg !597
  %450 = mul nsw i32 %449, 61, !dbg !598
  %451 = xor i32 %6, 60, !dbg !599
  %452 = add nsw i32 %450, %451, !dbg !600
  %453 = add nsw i32 %447, %452, !dbg !601
  call void @llvm.dbg.value(metadata i32 %453, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %454 = icmp sgt i32 %453, 61, !dbg !602
  br i1 %454, label %455, label %459, !dbg !604

455:                                              ; preds = %428
  %456 = ashr i32 %453, 2, !dbg !605
  %457 = add nsw i32 %456, 61, !dbg !607
  %458 = sub nsw i32 %453, %457, !dbg !608
  call void @llvm.dbg.value(metadata i32 %458, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %462, !dbg !609

459:                                              ; preds = %428
  %460 = mul nsw i32 %453, 3, !dbg !610
  %461 = add nsw i32 %460, %3, !dbg !612
  call void @llvm.dbg.value(metadata i32 %461, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %462

462:                                              ; preds = %459, %455
  %.10 = phi i32 [ %458, %455 ], [ %461, %459 ], !dbg !613
  call void @llvm.dbg.value(metadata i32 %.10, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !614, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !616
  br label %463, !dbg !617

463:                                              ; preds = %470, %462
  %.017 = phi i32 [ 0, %462 ], [ %471, %470 ], !dbg !616
  call void @llvm.dbg.value(metadata i32 %.017, metadata !614, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !616
  %464 = icmp slt i32 %.017, 4, !dbg !618
  br i1 %464, label %465, label %472, !dbg !620

465:                                              ; preds = %463
  %466 = add nsw i32 %.10, %.017, !dbg !621
  %467 = add nsw i32 %.017, 62, !dbg !623
  %468 = and i32 %467, 7, !dbg !624
  %469 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %468, !dbg !625
  store i32 %466, i32* %469, align 4, !dbg !626
  br label %470, !dbg !627

470:                                              ; preds = %465
  %471 = add nsw i32 %.017, 1, !dbg !628
  call void @llvm.dbg.value(metadata i32 %471, metadata !614, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !616
  br label %463, !dbg !629, !llvm.loop !630

472:                                              ; preds = %463
  %473 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !632
  %474 = load float, float addrspace(1)* %473, align 4, !dbg !632
  %475 = sitofp i32 %.10 to float, !dbg !633
  %476 = call float @llvm.fmuladd.f32(float %474, float 6.350000e+01, float %475), !dbg !634
  %477 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !635
  store float %476, float addrspace(1)* %477, align 4, !dbg !636
  %478 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 0, !dbg !637
  %479 = load i32, i32* %478, align 4, !dbg !637
  %480 = add nsw i32 %.10, %479, !dbg !638
  %481 = and i32 %6, 63, !dbg !639
  %482 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %481, !dbg !640
  store i32 %480, i32 addrspace(3)* %482, align 4, !dbg !641
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !642
  %483 = add i32 %6, 64, !dbg !643
  %484 = and i32 %483, 63, !dbg !644
  %485 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %484, !dbg !645
  %486 = load i32, i32 addrspace(3)* %485, align 4, !dbg !645
  %487 = add nsw i32 %.10, %486, !dbg !646
  call void @llvm.dbg.value(metadata i32 %487, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !647
  %488 = add nsw i32 %3, 65, !dbg !648
  %489 = call spir_func i32 @_Z3minii(i32 noundef %487, i32 noundef %488) #4, !dbg !649
  %490 = and i32 %7, 65, !dbg !650
  %491 = or i32 %489, %490, !dbg !651
  call void @llvm.dbg.value(metadata i32 %491, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %492 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !652
  %493 = load i32, i32 addrspace(1)* %492, align 4, !dbg !652
  %494 = mul nsw i32 %493, 67, !dbg !653
  %495 = xor i32 %6, 66, !dbg !654
  %496 = add nsw i32 %494, %495, !dbg !655
  %497 = add nsw i32 %491, %496, !dbg !656
  call void @llvm.dbg.value(metadata i32 %497, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %498 = icmp sgt i32 %497, 67, !dbg !657
  br i1 %498, label %499, label %503, !dbg !659

499:                                              ; preds = %472
  %500 = ashr i32 %497, 2, !dbg !660
  %501 = add nsw i32 %500, 67, !dbg !662
  %502 = sub nsw i32 %497, %501, !dbg !663
  call void @llvm.dbg.value(metadata i32 %502, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %506, !dbg !664

503:                                              ; preds = %472
  %504 = mul nsw i32 %497, 3, !dbg !665
  %505 = add nsw i32 %504, %3, !dbg !667
  call void @llvm.dbg.value(metadata i32 %505, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %506

506:                                              ; preds = %503, %499
  %.11 = phi i32 [ %502, %499 ], [ %505, %503 ], !dbg !668
  call void @llvm.dbg.value(metadata i32 %.11, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !669, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !671
  br label %507, !dbg !672

507:                                              ; preds = %514, %506
  %.018 = phi i32 [ 0, %506 ], [ %515, %514 ], !dbg !671
  call void @llvm.dbg.value(metadata i32 %.018, metadata !669, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !671
  %508 = icmp slt i32 %.018, 4, !dbg !673
  br i1 %508, label %509, label %516, !dbg !675

509:                                              ; preds = %507
  %510 = add nsw i32 %.11, %.018, !dbg !676
  %511 = add nsw i32 %.018, 68, !dbg !678
  %512 = and i32 %511, 7, !dbg !679
  %513 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %512, !dbg !680
  store i32 %510, i32* %513, align 4, !dbg !681
  br label %514, !dbg !682

514:                                              ; preds = %509
  %515 = add nsw i32 %.018, 1, !dbg !683
  call void @llvm.dbg.value(metadata i32 %515, metadata !669, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !671
  br label %507, !dbg !684, !llvm.loop !685

516:                                              ; preds = %507
  %517 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !687
  %518 = load float, float addrspace(1)* %517, align 4, !dbg !687
  %519 = sitofp i32 %.11 to float, !dbg !688
  %520 = call float @llvm.fmuladd.f32(float %518, float 6.950000e+01, float %519), !dbg !689
  %521 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !690
  store float %520, float addrspace(1)* %521, align 4, !dbg !691
  %522 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 6, !dbg !692
  %523 = load i32, i32* %522, align 4, !dbg !692
  %524 = add nsw i32 %.11, %523, !dbg !693
  %525 = and i32 %6, 63, !dbg !694
  %526 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %525, !dbg !695
  store i32 %524, i32 addrspace(3)* %526, align 4, !dbg !696
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !697
  %527 = add i32 %6, 70, !dbg !698
  %528 = and i32 %527, 63, !dbg !699
  %529 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %528, !dbg !700
  %530 = load i32, i32 addrspace(3)* %529, align 4, !dbg !700
  %531 = add nsw i32 %.11, %530, !dbg !701
  call void @llvm.dbg.value(metadata i32 %531, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !702
  %532 = add nsw i32 %3, 71, !dbg !703
  %533 = call spir_func i32 @_Z3minii(i32 noundef %531, i32 noundef %532) #4, !dbg !704
  %534 = and i32 %7, 71, !dbg !705
  %535 = or i32 %533, %534, !dbg !706
  call void @llvm.dbg.value(metadata i32 %535, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %536 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !707
  %537 = load i32, i32 addrspace(1)* %536, align 4, !dbg !707
  %538 = mul nsw i32 %537, 73, !dbg !708
  %539 = xor i32 %6, 72, !dbg !709
  %540 = add nsw i32 %538, %539, !dbg !710
  %541 = add nsw i32 %535, %540, !dbg !711
  call void @llvm.dbg.value(metadata i32 %541, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %542 = icmp sgt i32 %541, 73, !dbg !712
  br i1 %542, label %543, label %547, !dbg !714

543:                                              ; preds = %516
  %544 = ashr i32 %541, 2, !dbg !715
  %545 = add nsw i32 %544, 73, !dbg !717
  %546 = sub nsw i32 %541, %545, !dbg !718
  call void @llvm.dbg.value(metadata i32 %546, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %550, !dbg !719

547:                                              ; preds = %516
  %548 = mul nsw i32 %541, 3, !dbg !720
  %549 = add nsw i32 %548, %3, !dbg !722
  call void @llvm.dbg.value(metadata i32 %549, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %550

550:                                              ; preds = %547, %543
  %.12 = phi i32 [ %546, %543 ], [ %549, %547 ], !dbg !723
  call void @llvm.dbg.value(metadata i32 %.12, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !724, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !726
  br label %551, !dbg !727

551:                                              ; preds = %558, %550
  %.019 = phi i32 [ 0, %550 ], [ %559, %558 ], !dbg !726
  call void @llvm.dbg.value(metadata i32 %.019, metadata !724, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !726
  %552 = icmp slt i32 %.019, 4, !dbg !728
  br i1 %552, label %553, label %560, !dbg !730

553:                                              ; preds = %551
  %554 = add nsw i32 %.12, %.019, !dbg !731
  %555 = add nsw i32 %.019, 74, !dbg !733
  %556 = and i32 %555, 7, !dbg !734
  %557 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %556, !dbg !735
  store i32 %554, i32* %557, align 4, !dbg !736
  br label %558, !dbg !737

558:                                              ; preds = %553
  %559 = add nsw i32 %.019, 1, !dbg !738
  call void @llvm.dbg.value(metadata i32 %559, metadata !724, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !726
  br label %551, !dbg !739, !llvm.loop !740

560:                                              ; preds = %551
  %561 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !742
  %562 = load float, float addrspace(1)* %561, align 4, !dbg !742
  %563 = sitofp i32 %.12 to float, !dbg !743
  %564 = call float @llvm.fmuladd.f32(float %562, float 7.550000e+01, float %563), !dbg !744
  %565 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !745
  store float %564, float addrspace(1)* %565, align 4, !dbg !746
  %566 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 4, !dbg !747
  %567 = load i32, i32* %566, align 4, !dbg !747
  %568 = add nsw i32 %.12, %567, !dbg !748
  %569 = and i32 %6, 63, !dbg !749
  %570 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %569, !dbg !750
  store i32 %568, i32 addrspace(3)* %570, align 4, !dbg !751
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !752
  %571 = add i32 %6, 76, !dbg !753
  %572 = and i32 %571, 63, !dbg !754
  %573 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %572, !dbg !755
  %574 = load i32, i32 addrspace(3)* %573, align 4, !dbg !755
  %575 = add nsw i32 %.12, %574, !dbg !756
  call void @llvm.dbg.value(metadata i32 %575, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !757
  %576 = add nsw i32 %3, 77, !dbg !758
  %577 = call spir_func i32 @_Z3minii(i32 noundef %575, i32 noundef %576) #4, !dbg !759
  %578 = and i32 %7, 77, !dbg !760
  %579 = or i32 %577, %578, !dbg !761
  call void @llvm.dbg.value(metadata i32 %579, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %580 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !762
  %581 = load i32, i32 addrspace(1)* %580, align 4, !dbg !762
  %582 = mul nsw i32 %581, 79, !dbg !763
  %583 = xor i32 %6, 78, !dbg !764
  %584 = add nsw i32 %582, %583, !dbg !765
  %585 = add nsw i32 %579, %584, !dbg !766
  call void @llvm.dbg.value(metadata i32 %585, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %586 = icmp sgt i32 %585, 79, !dbg !767
  br i1 %586, label %587, label %591, !dbg !769

587:                                              ; preds = %560
  %588 = ashr i32 %585, 2, !dbg !770
  %589 = add nsw i32 %588, 79, !dbg !772
  %590 = sub nsw i32 %585, %589, !dbg !773
  call void @llvm.dbg.value(metadata i32 %590, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %594, !dbg !774

591:                                              ; preds = %560
  %592 = mul nsw i32 %585, 3, !dbg !775
  %593 = add nsw i32 %592, %3, !dbg !777
  call void @llvm.dbg.value(metadata i32 %593, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %594

594:                                              ; preds = %591, %587
  %.13 = phi i32 [ %590, %587 ], [ %593, %591 ], !dbg !778
  call void @llvm.dbg.value(metadata i32 %.13, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !779, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !781
  br label %595, !dbg !782

595:                                              ; preds = %602, %594
  %.05 = phi i32 [ 0, %594 ], [ %603, %602 ], !dbg !781
  call void @llvm.dbg.value(metadata i32 %.05, metadata !779, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !781
  %596 = icmp slt i32 %.05, 4, !dbg !783
  br i1 %596, label %597, label %604, !dbg !785

597:                                              ; preds = %595
  %598 = add nsw i32 %.13, %.05, !dbg !786
  %599 = add nsw i32 %.05, 80, !dbg !788
  %600 = and i32 %599, 7, !dbg !789
  %601 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %600, !dbg !790
  store i32 %598, i32* %601, align 4, !dbg !791
  br label %602, !dbg !792

602:                                              ; preds = %597
  %603 = add nsw i32 %.05, 1, !dbg !793
  call void @llvm.dbg.value(metadata i32 %603, metadata !779, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !781
  br label %595, !dbg !794, !llvm.loop !795

604:                                              ; preds = %595
  %605 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !797
  %606 = load float, float addrspace(1)* %605, align 4, !dbg !797
  %607 = sitofp i32 %.13 to float, !dbg !798
  %608 = call float @llvm.fmuladd.f32(float %606, float 8.150000e+01, float %607), !dbg !799
  %609 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !800
  store float %608, float addrspace(1)* %609, align 4, !dbg !801
  %610 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 2, !dbg !802
  %611 = load i32, i32* %610, align 4, !dbg !802
  %612 = add nsw i32 %.13, %611, !dbg !803
  %613 = and i32 %6, 63, !dbg !804
  %614 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %613, !dbg !805
  store i32 %612, i32 addrspace(3)* %614, align 4, !dbg !806
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !807
  %615 = add i32 %6, 82, !dbg !808
  %616 = and i32 %615, 63, !dbg !809
  %617 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %616, !dbg !810
  %618 = load i32, i32 addrspace(3)* %617, align 4, !dbg !810
  %619 = add nsw i32 %.13, %618, !dbg !811
  call void @llvm.dbg.value(metadata i32 %619, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !812
  %620 = add nsw i32 %3, 83, !dbg !813
  %621 = call spir_func i32 @_Z3minii(i32 noundef %619, i32 noundef %620) #4, !dbg !814
  %622 = and i32 %7, 83, !dbg !815
  %623 = or i32 %621, %622, !dbg !816
  call void @llvm.dbg.value(metadata i32 %623, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %624 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !817
  %625 = load i32, i32 addrspace(1)* %624, align 4, !dbg !817
  %626 = mul nsw i32 %625, 85, !dbg !818
  %627 = xor i32 %6, 84, !dbg !819
  %628 = add nsw i32 %626, %627, !dbg !820
  %629 = add nsw i32 %623, %628, !dbg !821
  call void @llvm.dbg.value(metadata i32 %629, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %630 = icmp sgt i32 %629, 85, !dbg !822
  br i1 %630, label %631, label %635, !dbg !824

631:                                              ; preds = %604
  %632 = ashr i32 %629, 2, !dbg !825
  %633 = add nsw i32 %632, 85, !dbg !827
  %634 = sub nsw i32 %629, %633, !dbg !828
  call void @llvm.dbg.value(metadata i32 %634, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %638, !dbg !829

635:                                              ; preds = %604
  %636 = mul nsw i32 %629, 3, !dbg !830
  %637 = add nsw i32 %636, %3, !dbg !832
  call void @llvm.dbg.value(metadata i32 %637, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %638

638:                                              ; preds = %635, %631
  %.14 = phi i32 [ %634, %631 ], [ %637, %635 ], !dbg !833
  call void @llvm.dbg.value(metadata i32 %.14, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !834, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !836
  br label %639, !dbg !837

639:                                              ; preds = %646, %638
  %.04 = phi i32 [ 0, %638 ], [ %647, %646 ], !dbg !836
  call void @llvm.dbg.value(metadata i32 %.04, metadata !834, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !836
  %640 = icmp slt i32 %.04, 4, !dbg !838
  br i1 %640, label %641, label %648, !dbg !840

641:                                              ; preds = %639
  %642 = add nsw i32 %.14, %.04, !dbg !841
  %643 = add nsw i32 %.04, 86, !dbg !843
  %644 = and i32 %643, 7, !dbg !844
  %645 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %644, !dbg !845
  store i32 %642, i32* %645, align 4, !dbg !846
  br label %646, !dbg !847

646:                                              ; preds = %641
  %647 = add nsw i32 %.04, 1, !dbg !848
  call void @llvm.dbg.value(metadata i32 %647, metadata !834, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !836
  br label %639, !dbg !849, !llvm.loop !850

648:                                              ; preds = %639
  %649 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !852
  %650 = load float, float addrspace(1)* %649, align 4, !dbg !852
  %651 = sitofp i32 %.14 to float, !dbg !853
  %652 = call float @llvm.fmuladd.f32(float %650, float 8.750000e+01, float %651), !dbg !854
  %653 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !855
  store float %652, float addrspace(1)* %653, align 4, !dbg !856
  %654 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 0, !dbg !857
  %655 = load i32, i32* %654, align 4, !dbg !857
  %656 = add nsw i32 %.14, %655, !dbg !858
  %657 = and i32 %6, 63, !dbg !859
  %658 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %657, !dbg !860
  store i32 %656, i32 addrspace(3)* %658, align 4, !dbg !861
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !862
  %659 = add i32 %6, 88, !dbg !863
  %660 = and i32 %659, 63, !dbg !864
  %661 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %660, !dbg !865
  %662 = load i32, i32 addrspace(3)* %661, align 4, !dbg !865
  %663 = add nsw i32 %.14, %662, !dbg !866
  call void @llvm.dbg.value(metadata i32 %663, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !867
  %664 = add nsw i32 %3, 89, !dbg !868
  %665 = call spir_func i32 @_Z3minii(i32 noundef %663, i32 noundef %664) #4, !dbg !869
  %666 = and i32 %7, 89, !dbg !870
  %667 = or i32 %665, %666, !dbg !871
  call void @llvm.dbg.value(metadata i32 %667, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %668 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !872
  %669 = load i32, i32 addrspace(1)* %668, align 4, !dbg !872
  %670 = mul nsw i32 %669, 91, !dbg !873
  %671 = xor i32 %6, 90, !dbg !874
  %672 = add nsw i32 %670, %671, !dbg !875
  %673 = add nsw i32 %667, %672, !dbg !876
  call void @llvm.dbg.value(metadata i32 %673, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %674 = icmp sgt i32 %673, 91, !dbg !877
  br i1 %674, label %675, label %679, !dbg !879

675:                                              ; preds = %648
  %676 = ashr i32 %673, 2, !dbg !880
  %677 = add nsw i32 %676, 91, !dbg !882
  %678 = sub nsw i32 %673, %677, !dbg !883
  call void @llvm.dbg.value(metadata i32 %678, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %682, !dbg !884

679:                                              ; preds = %648
  %680 = mul nsw i32 %673, 3, !dbg !885
  %681 = add nsw i32 %680, %3, !dbg !887
  call void @llvm.dbg.value(metadata i32 %681, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %682

682:                                              ; preds = %679, %675
  %.15 = phi i32 [ %678, %675 ], [ %681, %679 ], !dbg !888
  call void @llvm.dbg.value(metadata i32 %.15, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !889, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !891
  br label %683, !dbg !892

683:                                              ; preds = %690, %682
  %.03 = phi i32 [ 0, %682 ], [ %691, %690 ], !dbg !891
  call void @llvm.dbg.value(metadata i32 %.03, metadata !889, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !891
  %684 = icmp slt i32 %.03, 4, !dbg !893
  br i1 %684, label %685, label %692, !dbg !895

685:                                              ; preds = %683
  %686 = add nsw i32 %.15, %.03, !dbg !896
  %687 = add nsw i32 %.03, 92, !dbg !898
  %688 = and i32 %687, 7, !dbg !899
  %689 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %688, !dbg !900
  store i32 %686, i32* %689, align 4, !dbg !901
  br label %690, !dbg !902

690:                                              ; preds = %685
  %691 = add nsw i32 %.03, 1, !dbg !903
  call void @llvm.dbg.value(metadata i32 %691, metadata !889, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !891
  br label %683, !dbg !904, !llvm.loop !905

692:                                              ; preds = %683
  %693 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !907
  %694 = load float, float addrspace(1)* %693, align 4, !dbg !907
  %695 = sitofp i32 %.15 to float, !dbg !908
  %696 = call float @llvm.fmuladd.f32(float %694, float 9.350000e+01, float %695), !dbg !909
  %697 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !910
  store float %696, float addrspace(1)* %697, align 4, !dbg !911
  %698 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 6, !dbg !912
  %699 = load i32, i32* %698, align 4, !dbg !912
  %700 = add nsw i32 %.15, %699, !dbg !913
  %701 = and i32 %6, 63, !dbg !914
  %702 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %701, !dbg !915
  store i32 %700, i32 addrspace(3)* %702, align 4, !dbg !916
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !917
  %703 = add i32 %6, 94, !dbg !918
  %704 = and i32 %703, 63, !dbg !919
  %705 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %704, !dbg !920
  %706 = load i32, i32 addrspace(3)* %705, align 4, !dbg !920
  %707 = add nsw i32 %.15, %706, !dbg !921
  call void @llvm.dbg.value(metadata i32 %707, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !922
  %708 = add nsw i32 %3, 95, !dbg !923
  %709 = call spir_func i32 @_Z3minii(i32 noundef %707, i32 noundef %708) #4, !dbg !924
  %710 = and i32 %7, 95, !dbg !925
  %711 = or i32 %709, %710, !dbg !926
  call void @llvm.dbg.value(metadata i32 %711, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %712 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !927
  %713 = load i32, i32 addrspace(1)* %712, align 4, !dbg !927
  %714 = mul nsw i32 %713, 97, !dbg !928
  %715 = xor i32 %6, 96, !dbg !929
  %716 = add nsw i32 %714, %715, !dbg !930
  %717 = add nsw i32 %711, %716, !dbg !931
  call void @llvm.dbg.value(metadata i32 %717, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %718 = icmp sgt i32 %717, 97, !dbg !932
  br i1 %718, label %719, label %723, !dbg !934

719:                                              ; preds = %692
  %720 = ashr i32 %717, 2, !dbg !935
  %721 = add nsw i32 %720, 97, !dbg !937
  %722 = sub nsw i32 %717, %721, !dbg !938
  call void @llvm.dbg.value(metadata i32 %722, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %726, !dbg !939

723:                                              ; preds = %692
  %724 = mul nsw i32 %717, 3, !dbg !940
  %725 = add nsw i32 %724, %3, !dbg !942
  call void @llvm.dbg.value(metadata i32 %725, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %726

726:                                              ; preds = %723, %719
  %.16 = phi i32 [ %722, %719 ], [ %725, %723 ], !dbg !943
  call void @llvm.dbg.value(metadata i32 %.16, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !944, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !946
  br label %727, !dbg !947

727:                                              ; preds = %734, %726
  %.02 = phi i32 [ 0, %726 ], [ %735, %734 ], !dbg !946
  call void @llvm.dbg.value(metadata i32 %.02, metadata !944, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !946
  %728 = icmp slt i32 %.02, 4, !dbg !948
  br i1 %728, label %729, label %736, !dbg !950

729:                                              ; preds = %727
  %730 = add nsw i32 %.16, %.02, !dbg !951
  %731 = add nsw i32 %.02, 98, !dbg !953
  %732 = and i32 %731, 7, !dbg !954
  %733 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %732, !dbg !955
  store i32 %730, i32* %733, align 4, !dbg !956
  br label %734, !dbg !957

734:                                              ; preds = %729
  %735 = add nsw i32 %.02, 1, !dbg !958
  call void @llvm.dbg.value(metadata i32 %735, metadata !944, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !946
  br label %727, !dbg !959, !llvm.loop !960

736:                                              ; preds = %727
  %737 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !962
  %738 = load float, float addrspace(1)* %737, align 4, !dbg !962
  %739 = sitofp i32 %.16 to float, !dbg !963
  %740 = call float @llvm.fmuladd.f32(float %738, float 9.950000e+01, float %739), !dbg !964
  %741 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !965
  store float %740, float addrspace(1)* %741, align 4, !dbg !966
  %742 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 4, !dbg !967
  %743 = load i32, i32* %742, align 4, !dbg !967
  %744 = add nsw i32 %.16, %743, !dbg !968
  %745 = and i32 %6, 63, !dbg !969
  %746 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %745, !dbg !970
  store i32 %744, i32 addrspace(3)* %746, align 4, !dbg !971
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !972
  %747 = add i32 %6, 100, !dbg !973
  %748 = and i32 %747, 63, !dbg !974
  %749 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %748, !dbg !975
  %750 = load i32, i32 addrspace(3)* %749, align 4, !dbg !975
  %751 = add nsw i32 %.16, %750, !dbg !976
  call void @llvm.dbg.value(metadata i32 %751, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !977
  %752 = add nsw i32 %3, 101, !dbg !978
  %753 = call spir_func i32 @_Z3minii(i32 noundef %751, i32 noundef %752) #4, !dbg !979
  %754 = and i32 %7, 101, !dbg !980
  %755 = or i32 %753, %754, !dbg !981
  call void @llvm.dbg.value(metadata i32 %755, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %756 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !982
  %757 = load i32, i32 addrspace(1)* %756, align 4, !dbg !982
  %758 = mul nsw i32 %757, 103, !dbg !983
  %759 = xor i32 %6, 102, !dbg !984
  %760 = add nsw i32 %758, %759, !dbg !985
  %761 = add nsw i32 %755, %760, !dbg !986
  call void @llvm.dbg.value(metadata i32 %761, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %762 = icmp sgt i32 %761, 103, !dbg !987
  br i1 %762, label %763, label %767, !dbg !989

763:                                              ; preds = %736
  %764 = ashr i32 %761, 2, !dbg !990
  %765 = add nsw i32 %764, 103, !dbg !992
  %766 = sub nsw i32 %761, %765, !dbg !993
  call void @llvm.dbg.value(metadata i32 %766, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %770, !dbg !994

767:                                              ; preds = %736
  %768 = mul nsw i32 %761, 3, !dbg !995
  %769 = add nsw i32 %768, %3, !dbg !997
  call void @llvm.dbg.value(metadata i32 %769, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %770

770:                                              ; preds = %767, %763
  %.17 = phi i32 [ %766, %763 ], [ %769, %767 ], !dbg !998
  call void @llvm.dbg.value(metadata i32 %.17, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !999, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !1001
  br label %771, !dbg !1002

771:                                              ; preds = %778, %770
  %.01 = phi i32 [ 0, %770 ], [ %779, %778 ], !dbg !1001
  call void @llvm.dbg.value(metadata i32 %.01, metadata !999, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !1001
  %772 = icmp slt i32 %.01, 4, !dbg !1003
  br i1 %772, label %773, label %780, !dbg !1005

773:                                              ; preds = %771
  %774 = add nsw i32 %.17, %.01, !dbg !1006
  %775 = add nsw i32 %.01, 104, !dbg !1008
  %776 = and i32 %775, 7, !dbg !1009
  %777 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %776, !dbg !1010
  store i32 %774, i32* %777, align 4, !dbg !1011
  br label %778, !dbg !1012

778:                                              ; preds = %773
  %779 = add nsw i32 %.01, 1, !dbg !1013
  call void @llvm.dbg.value(metadata i32 %779, metadata !999, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !1001
  br label %771, !dbg !1014, !llvm.loop !1015

780:                                              ; preds = %771
  %781 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !1017
  %782 = load float, float addrspace(1)* %781, align 4, !dbg !1017
  %783 = sitofp i32 %.17 to float, !dbg !1018
  %784 = call float @llvm.fmuladd.f32(float %782, float 1.055000e+02, float %783), !dbg !1019
  %785 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !1020
  store float %784, float addrspace(1)* %785, align 4, !dbg !1021
  %786 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 2, !dbg !1022
  %787 = load i32, i32* %786, align 4, !dbg !1022
  %788 = add nsw i32 %.17, %787, !dbg !1023
  %789 = and i32 %6, 63, !dbg !1024
  %790 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %789, !dbg !1025
  store i32 %788, i32 addrspace(3)* %790, align 4, !dbg !1026
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !1027
  %791 = add i32 %6, 106, !dbg !1028
  %792 = and i32 %791, 63, !dbg !1029
  %793 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %792, !dbg !1030
  %794 = load i32, i32 addrspace(3)* %793, align 4, !dbg !1030
  %795 = add nsw i32 %.17, %794, !dbg !1031
  call void @llvm.dbg.value(metadata i32 %795, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !1032
  %796 = add nsw i32 %3, 107, !dbg !1033
  %797 = call spir_func i32 @_Z3minii(i32 noundef %795, i32 noundef %796) #4, !dbg !1034
  %798 = and i32 %7, 107, !dbg !1035
  %799 = or i32 %797, %798, !dbg !1036
  call void @llvm.dbg.value(metadata i32 %799, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %800 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !1037
  %801 = load i32, i32 addrspace(1)* %800, align 4, !dbg !1037
  %802 = mul nsw i32 %801, 109, !dbg !1038
  %803 = xor i32 %6, 108, !dbg !1039
  %804 = add nsw i32 %802, %803, !dbg !1040
  %805 = add nsw i32 %799, %804, !dbg !1041
  call void @llvm.dbg.value(metadata i32 %805, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %806 = icmp sgt i32 %805, 109, !dbg !1042
  br i1 %806, label %807, label %811, !dbg !1044

807:                                              ; preds = %780
  %808 = ashr i32 %805, 2, !dbg !1045
  %809 = add nsw i32 %808, 109, !dbg !1047
  %810 = sub nsw i32 %805, %809, !dbg !1048
  call void @llvm.dbg.value(metadata i32 %810, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %814, !dbg !1049

811:                                              ; preds = %780
  %812 = mul nsw i32 %805, 3, !dbg !1050
  %813 = add nsw i32 %812, %3, !dbg !1052
  call void @llvm.dbg.value(metadata i32 %813, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %814

814:                                              ; preds = %811, %807
  %.18 = phi i32 [ %810, %807 ], [ %813, %811 ], !dbg !1053
  call void @llvm.dbg.value(metadata i32 %.18, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !1054, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !1056
  br label %815, !dbg !1057

815:                                              ; preds = %822, %814
  %.0 = phi i32 [ 0, %814 ], [ %823, %822 ], !dbg !1056
  call void @llvm.dbg.value(metadata i32 %.0, metadata !1054, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !1056
  %816 = icmp slt i32 %.0, 4, !dbg !1058
  br i1 %816, label %817, label %824, !dbg !1060

817:                                              ; preds = %815
  %818 = add nsw i32 %.18, %.0, !dbg !1061
  %819 = add nsw i32 %.0, 110, !dbg !1063
  %820 = and i32 %819, 7, !dbg !1064
  %821 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 %820, !dbg !1065
  store i32 %818, i32* %821, align 4, !dbg !1066
  br label %822, !dbg !1067

822:                                              ; preds = %817
  %823 = add nsw i32 %.0, 1, !dbg !1068
  call void @llvm.dbg.value(metadata i32 %823, metadata !1054, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !1056
  br label %815, !dbg !1069, !llvm.loop !1070

824:                                              ; preds = %815
  %825 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !1072
  %826 = load float, float addrspace(1)* %825, align 4, !dbg !1072
  %827 = sitofp i32 %.18 to float, !dbg !1073
  %828 = call float @llvm.fmuladd.f32(float %826, float 1.115000e+02, float %827), !dbg !1074
  %829 = getelementptr inbounds float, float addrspace(1)* %1, i32 %7, !dbg !1075
  store float %828, float addrspace(1)* %829, align 4, !dbg !1076
  %830 = getelementptr inbounds [8 x i32], [8 x i32]* %5, i32 0, i32 0, !dbg !1077
  %831 = load i32, i32* %830, align 4, !dbg !1077
  %832 = add nsw i32 %.18, %831, !dbg !1078
  %833 = and i32 %6, 63, !dbg !1079
  %834 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %833, !dbg !1080
  store i32 %832, i32 addrspace(3)* %834, align 4, !dbg !1081
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !1082
  %835 = add i32 %6, 112, !dbg !1083
  %836 = and i32 %835, 63, !dbg !1084
  %837 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @long300.tile, i32 0, i32 %836, !dbg !1085
  %838 = load i32, i32 addrspace(3)* %837, align 4, !dbg !1085
  %839 = add nsw i32 %.18, %838, !dbg !1086
  call void @llvm.dbg.value(metadata i32 %839, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !1087
  %840 = add nsw i32 %3, 113, !dbg !1088
  %841 = call spir_func i32 @_Z3minii(i32 noundef %839, i32 noundef %840) #4, !dbg !1089
  %842 = and i32 %7, 113, !dbg !1090
  %843 = or i32 %841, %842, !dbg !1091
  call void @llvm.dbg.value(metadata i32 %843, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %844 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !1092
  %845 = load i32, i32 addrspace(1)* %844, align 4, !dbg !1092
  %846 = mul nsw i32 %845, 115, !dbg !1093
  %847 = xor i32 %6, 114, !dbg !1094
  %848 = add nsw i32 %846, %847, !dbg !1095
  %849 = add nsw i32 %843, %848, !dbg !1096
  call void @llvm.dbg.value(metadata i32 %849, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %850 = icmp sgt i32 %849, 115, !dbg !1097
  br i1 %850, label %851, label %855, !dbg !1099

851:                                              ; preds = %824
  %852 = ashr i32 %849, 2, !dbg !1100
  %853 = add nsw i32 %852, 115, !dbg !1102
  %854 = sub nsw i32 %849, %853, !dbg !1103
  call void @llvm.dbg.value(metadata i32 %854, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %858, !dbg !1104

855:                                              ; preds = %824
  %856 = mul nsw i32 %849, 3, !dbg !1105
  %857 = add nsw i32 %856, %3, !dbg !1107
  call void @llvm.dbg.value(metadata i32 %857, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  br label %858

858:                                              ; preds = %855, %851
  %.19 = phi i32 [ %854, %851 ], [ %857, %855 ], !dbg !1108
  call void @llvm.dbg.value(metadata i32 %.19, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %859 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !1109
  store i32 %.19, i32 addrspace(1)* %859, align 4, !dbg !1110
  %860 = getelementptr inbounds i32, i32 addrspace(3)* %2, i32 %6, !dbg !1111
  store i32 %.19, i32 addrspace(3)* %860, align 4, !dbg !1112
  ret void, !dbg !1113
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z3minii(i32 noundef, i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!19, !20, !21, !22}
!opencl.ocl.version = !{!23}
!opencl.spir.version = !{!23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 8, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "long300", scope: !3, file: !3, line: 3, type: !4, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !15)
!3 = !DIFile(filename: "testdata/long300.cl", directory: "/work/main/frontend")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !8, !10, !7}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, dwarfAddressSpace: 1)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 32, dwarfAddressSpace: 1)
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, dwarfAddressSpace: 3)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !12, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !14, splitDebugInlining: false, nameTableKind: None)
!12 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "10e1aafadb056cd4be720eea22f04dd8")
!13 = !{!7, !9}
!14 = !{!0}
!15 = !{}
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 64)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{i32 1, i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = !{i32 1, i32 1, i32 3, i32 0}
!26 = !{!"none", !"none", !"none", !"none"}
!27 = !{!"int*", !"float*", !"int*", !"int"}
!28 = !{!"", !"", !"", !""}
!29 = !DILocalVariable(name: "a", arg: 1, scope: !2, file: !3, line: 3, type: !6)
!30 = !DILocation(line: 0, scope: !2)
!31 = !DILocalVariable(name: "f", arg: 2, scope: !2, file: !3, line: 3, type: !8)
!32 = !DILocalVariable(name: "l", arg: 3, scope: !2, file: !3, line: 3, type: !10)
!33 = !DILocalVariable(name: "n", arg: 4, scope: !2, file: !3, line: 3, type: !7)
!34 = !DILocation(line: 4, column: 18, scope: !2)
!35 = !DILocalVariable(name: "tid", scope: !2, file: !3, line: 4, type: !36)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 5, column: 16, scope: !2)
!38 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 5, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !40, line: 111, baseType: !36)
!40 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!41 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 6, type: !7)
!42 = !DILocalVariable(name: "priv", scope: !2, file: !3, line: 7, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 8)
!46 = !DILocation(line: 7, column: 7, scope: !2)
!47 = !DILocation(line: 9, column: 10, scope: !2)
!48 = !DILocation(line: 9, column: 17, scope: !2)
!49 = !DILocation(line: 9, column: 33, scope: !2)
!50 = !DILocation(line: 9, column: 21, scope: !2)
!51 = !DILocation(line: 9, column: 7, scope: !2)
!52 = !DILocation(line: 10, column: 11, scope: !53)
!53 = distinct !DILexicalBlock(scope: !2, file: !3, line: 10, column: 7)
!54 = !DILocation(line: 10, column: 7, scope: !2)
!55 = !DILocation(line: 11, column: 17, scope: !56)
!56 = distinct !DILexicalBlock(scope: !53, file: !3, line: 10, column: 16)
!57 = !DILocation(line: 11, column: 23, scope: !56)
!58 = !DILocation(line: 11, column: 9, scope: !56)
!59 = !DILocation(line: 12, column: 3, scope: !56)
!60 = !DILocation(line: 13, column: 15, scope: !61)
!61 = distinct !DILexicalBlock(scope: !53, file: !3, line: 12, column: 10)
!62 = !DILocation(line: 13, column: 19, scope: !61)
!63 = !DILocation(line: 0, scope: !53)
!64 = !DILocalVariable(name: "j2", scope: !65, file: !3, line: 15, type: !7)
!65 = distinct !DILexicalBlock(scope: !2, file: !3, line: 15, column: 3)
!66 = !DILocation(line: 0, scope: !65)
!67 = !DILocation(line: 15, column: 8, scope: !65)
!68 = !DILocation(line: 15, column: 23, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !3, line: 15, column: 3)
!70 = !DILocation(line: 15, column: 3, scope: !65)
!71 = !DILocation(line: 16, column: 30, scope: !72)
!72 = distinct !DILexicalBlock(scope: !69, file: !3, line: 15, column: 34)
!73 = !DILocation(line: 16, column: 14, scope: !72)
!74 = !DILocation(line: 16, column: 19, scope: !72)
!75 = !DILocation(line: 16, column: 5, scope: !72)
!76 = !DILocation(line: 16, column: 24, scope: !72)
!77 = !DILocation(line: 17, column: 3, scope: !72)
!78 = !DILocation(line: 15, column: 30, scope: !69)
!79 = !DILocation(line: 15, column: 3, scope: !69)
!80 = distinct !{!80, !70, !81}
!81 = !DILocation(line: 17, column: 3, scope: !65)
!82 = !DILocation(line: 18, column: 12, scope: !2)
!83 = !DILocation(line: 18, column: 28, scope: !2)
!84 = !DILocation(line: 18, column: 26, scope: !2)
!85 = !DILocation(line: 18, column: 3, scope: !2)
!86 = !DILocation(line: 18, column: 10, scope: !2)
!87 = !DILocation(line: 19, column: 26, scope: !2)
!88 = !DILocation(line: 19, column: 24, scope: !2)
!89 = !DILocation(line: 19, column: 12, scope: !2)
!90 = !DILocation(line: 19, column: 3, scope: !2)
!91 = !DILocation(line: 19, column: 18, scope: !2)
!92 = !DILocation(line: 20, column: 3, scope: !2)
!93 = !DILocation(line: 21, column: 20, scope: !2)
!94 = !DILocation(line: 21, column: 25, scope: !2)
!95 = !DILocation(line: 21, column: 10, scope: !2)
!96 = !DILocation(line: 21, column: 7, scope: !2)
!97 = !DILocation(line: 22, column: 3, scope: !2)
!98 = !DILocation(line: 23, column: 20, scope: !2)
!99 = !DILocation(line: 23, column: 9, scope: !2)
!100 = !DILocation(line: 23, column: 37, scope: !2)
!101 = !DILocation(line: 23, column: 25, scope: !2)
!102 = !DILocation(line: 24, column: 10, scope: !2)
!103 = !DILocation(line: 24, column: 17, scope: !2)
!104 = !DILocation(line: 24, column: 33, scope: !2)
!105 = !DILocation(line: 24, column: 21, scope: !2)
!106 = !DILocation(line: 24, column: 7, scope: !2)
!107 = !DILocation(line: 25, column: 11, scope: !108)
!108 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 7)
!109 = !DILocation(line: 25, column: 7, scope: !2)
!110 = !DILocation(line: 26, column: 17, scope: !111)
!111 = distinct !DILexicalBlock(scope: !108, file: !3, line: 25, column: 16)
!112 = !DILocation(line: 26, column: 23, scope: !111)
!113 = !DILocation(line: 26, column: 9, scope: !111)
!114 = !DILocation(line: 27, column: 3, scope: !111)
!115 = !DILocation(line: 28, column: 15, scope: !116)
!116 = distinct !DILexicalBlock(scope: !108, file: !3, line: 27, column: 10)
!117 = !DILocation(line: 28, column: 19, scope: !116)
!118 = !DILocation(line: 0, scope: !108)
!119 = !DILocalVariable(name: "j8", scope: !120, file: !3, line: 30, type: !7)
!120 = distinct !DILexicalBlock(scope: !2, file: !3, line: 30, column: 3)
!121 = !DILocation(line: 0, scope: !120)
!122 = !DILocation(line: 30, column: 8, scope: !120)
!123 = !DILocation(line: 30, column: 23, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 30, column: 3)
!125 = !DILocation(line: 30, column: 3, scope: !120)
!126 = !DILocation(line: 31, column: 30, scope: !127)
!127 = distinct !DILexicalBlock(scope: !124, file: !3, line: 30, column: 34)
!128 = !DILocation(line: 31, column: 14, scope: !127)
!129 = !DILocation(line: 31, column: 19, scope: !127)
!130 = !DILocation(line: 31, column: 5, scope: !127)
!131 = !DILocation(line: 31, column: 24, scope: !127)
!132 = !DILocation(line: 32, column: 3, scope: !127)
!133 = !DILocation(line: 30, column: 30, scope: !124)
!134 = !DILocation(line: 30, column: 3, scope: !124)
!135 = distinct !{!135, !125, !136}
!136 = !DILocation(line: 32, column: 3, scope: !120)
!137 = !DILocation(line: 33, column: 12, scope: !2)
!138 = !DILocation(line: 33, column: 28, scope: !2)
!139 = !DILocation(line: 33, column: 26, scope: !2)
!140 = !DILocation(line: 33, column: 3, scope: !2)
!141 = !DILocation(line: 33, column: 10, scope: !2)
!142 = !DILocation(line: 34, column: 26, scope: !2)
!143 = !DILocation(line: 34, column: 24, scope: !2)
!144 = !DILocation(line: 34, column: 12, scope: !2)
!145 = !DILocation(line: 34, column: 3, scope: !2)
!146 = !DILocation(line: 34, column: 18, scope: !2)
!147 = !DILocation(line: 35, column: 3, scope: !2)
!148 = !DILocation(line: 36, column: 20, scope: !2)
!149 = !DILocation(line: 36, column: 26, scope: !2)
!150 = !DILocation(line: 36, column: 10, scope: !2)
!151 = !DILocation(line: 36, column: 7, scope: !2)
!152 = !DILocation(line: 37, column: 3, scope: !2)
!153 = !DILocation(line: 38, column: 20, scope: !2)
!154 = !DILocation(line: 38, column: 9, scope: !2)
!155 = !DILocation(line: 38, column: 38, scope: !2)
!156 = !DILocation(line: 38, column: 26, scope: !2)
!157 = !DILocation(line: 39, column: 10, scope: !2)
!158 = !DILocation(line: 39, column: 17, scope: !2)
!159 = !DILocation(line: 39, column: 34, scope: !2)
!160 = !DILocation(line: 39, column: 22, scope: !2)
!161 = !DILocation(line: 39, column: 7, scope: !2)
!162 = !DILocation(line: 40, column: 11, scope: !163)
!163 = distinct !DILexicalBlock(scope: !2, file: !3, line: 40, column: 7)
!164 = !DILocation(line: 40, column: 7, scope: !2)
!165 = !DILocation(line: 41, column: 17, scope: !166)
!166 = distinct !DILexicalBlock(scope: !163, file: !3, line: 40, column: 17)
!167 = !DILocation(line: 41, column: 23, scope: !166)
!168 = !DILocation(line: 41, column: 9, scope: !166)
!169 = !DILocation(line: 42, column: 3, scope: !166)
!170 = !DILocation(line: 43, column: 15, scope: !171)
!171 = distinct !DILexicalBlock(scope: !163, file: !3, line: 42, column: 10)
!172 = !DILocation(line: 43, column: 19, scope: !171)
!173 = !DILocation(line: 0, scope: !163)
!174 = !DILocalVariable(name: "j14", scope: !175, file: !3, line: 45, type: !7)
!175 = distinct !DILexicalBlock(scope: !2, file: !3, line: 45, column: 3)
!176 = !DILocation(line: 0, scope: !175)
!177 = !DILocation(line: 45, column: 8, scope: !175)
!178 = !DILocation(line: 45, column: 25, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !3, line: 45, column: 3)
!180 = !DILocation(line: 45, column: 3, scope: !175)
!181 = !DILocation(line: 46, column: 32, scope: !182)
!182 = distinct !DILexicalBlock(scope: !179, file: !3, line: 45, column: 37)
!183 = !DILocation(line: 46, column: 15, scope: !182)
!184 = !DILocation(line: 46, column: 21, scope: !182)
!185 = !DILocation(line: 46, column: 5, scope: !182)
!186 = !DILocation(line: 46, column: 26, scope: !182)
!187 = !DILocation(line: 47, column: 3, scope: !182)
!188 = !DILocation(line: 45, column: 33, scope: !179)
!189 = !DILocation(line: 45, column: 3, scope: !179)
!190 = distinct !{!190, !180, !191}
!191 = !DILocation(line: 47, column: 3, scope: !175)
!192 = !DILocation(line: 48, column: 12, scope: !2)
!193 = !DILocation(line: 48, column: 29, scope: !2)
!194 = !DILocation(line: 48, column: 27, scope: !2)
!195 = !DILocation(line: 48, column: 3, scope: !2)
!196 = !DILocation(line: 48, column: 10, scope: !2)
!197 = !DILocation(line: 49, column: 26, scope: !2)
!198 = !DILocation(line: 49, column: 24, scope: !2)
!199 = !DILocation(line: 49, column: 12, scope: !2)
!200 = !DILocation(line: 49, column: 3, scope: !2)
!201 = !DILocation(line: 49, column: 18, scope: !2)
!202 = !DILocation(line: 50, column: 3, scope: !2)
!203 = !DILocation(line: 51, column: 20, scope: !2)
!204 = !DILocation(line: 51, column: 26, scope: !2)
!205 = !DILocation(line: 51, column: 10, scope: !2)
!206 = !DILocation(line: 51, column: 7, scope: !2)
!207 = !DILocation(line: 52, column: 3, scope: !2)
!208 = !DILocation(line: 53, column: 20, scope: !2)
!209 = !DILocation(line: 53, column: 9, scope: !2)
!210 = !DILocation(line: 53, column: 38, scope: !2)
!211 = !DILocation(line: 53, column: 26, scope: !2)
!212 = !DILocation(line: 54, column: 10, scope: !2)
!213 = !DILocation(line: 54, column: 17, scope: !2)
!214 = !DILocation(line: 54, column: 34, scope: !2)
!215 = !DILocation(line: 54, column: 22, scope: !2)
!216 = !DILocation(line: 54, column: 7, scope: !2)
!217 = !DILocation(line: 55, column: 11, scope: !218)
!218 = distinct !DILexicalBlock(scope: !2, file: !3, line: 55, column: 7)
!219 = !DILocation(line: 55, column: 7, scope: !2)
!220 = !DILocation(line: 56, column: 17, scope: !221)
!221 = distinct !DILexicalBlock(scope: !218, file: !3, line: 55, column: 17)
!222 = !DILocation(line: 56, column: 23, scope: !221)
!223 = !DILocation(line: 56, column: 9, scope: !221)
!224 = !DILocation(line: 57, column: 3, scope: !221)
!225 = !DILocation(line: 58, column: 15, scope: !226)
!226 = distinct !DILexicalBlock(scope: !218, file: !3, line: 57, column: 10)
!227 = !DILocation(line: 58, column: 19, scope: !226)
!228 = !DILocation(line: 0, scope: !218)
!229 = !DILocalVariable(name: "j20", scope: !230, file: !3, line: 60, type: !7)
!230 = distinct !DILexicalBlock(scope: !2, file: !3, line: 60, column: 3)
!231 = !DILocation(line: 0, scope: !230)
!232 = !DILocation(line: 60, column: 8, scope: !230)
!233 = !DILocation(line: 60, column: 25, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !3, line: 60, column: 3)
!235 = !DILocation(line: 60, column: 3, scope: !230)
!236 = !DILocation(line: 61, column: 32, scope: !237)
!237 = distinct !DILexicalBlock(scope: !234, file: !3, line: 60, column: 37)
!238 = !DILocation(line: 61, column: 15, scope: !237)
!239 = !DILocation(line: 61, column: 21, scope: !237)
!240 = !DILocation(line: 61, column: 5, scope: !237)
!241 = !DILocation(line: 61, column: 26, scope: !237)
!242 = !DILocation(line: 62, column: 3, scope: !237)
!243 = !DILocation(line: 60, column: 33, scope: !234)
!244 = !DILocation(line: 60, column: 3, scope: !234)
!245 = distinct !{!245, !235, !246}
!246 = !DILocation(line: 62, column: 3, scope: !230)
!247 = !DILocation(line: 63, column: 12, scope: !2)
!248 = !DILocation(line: 63, column: 29, scope: !2)
!249 = !DILocation(line: 63, column: 27, scope: !2)
!250 = !DILocation(line: 63, column: 3, scope: !2)
!251 = !DILocation(line: 63, column: 10, scope: !2)
!252 = !DILocation(line: 64, column: 26, scope: !2)
!253 = !DILocation(line: 64, column: 24, scope: !2)
!254 = !DILocation(line: 64, column: 12, scope: !2)
!255 = !DILocation(line: 64, column: 3, scope: !2)
!256 = !DILocation(line: 64, column: 18, scope: !2)
!257 = !DILocation(line: 65, column: 3, scope: !2)
!258 = !DILocation(line: 66, column: 20, scope: !2)
!259 = !DILocation(line: 66, column: 26, scope: !2)
!260 = !DILocation(line: 66, column: 10, scope: !2)
!261 = !DILocation(line: 66, column: 7, scope: !2)
!262 = !DILocation(line: 67, column: 3, scope: !2)
!263 = !DILocation(line: 68, column: 20, scope: !2)
!264 = !DILocation(line: 68, column: 9, scope: !2)
!265 = !DILocation(line: 68, column: 38, scope: !2)
!266 = !DILocation(line: 68, column: 26, scope: !2)
!267 = !DILocation(line: 69, column: 10, scope: !2)
!268 = !DILocation(line: 69, column: 17, scope: !2)
!269 = !DILocation(line: 69, column: 34, scope: !2)
!270 = !DILocation(line: 69, column: 22, scope: !2)
!271 = !DILocation(line: 69, column: 7, scope: !2)
!272 = !DILocation(line: 70, column: 11, scope: !273)
!273 = distinct !DILexicalBlock(scope: !2, file: !3, line: 70, column: 7)
!274 = !DILocation(line: 70, column: 7, scope: !2)
!275 = !DILocation(line: 71, column: 17, scope: !276)
!276 = distinct !DILexicalBlock(scope: !273, file: !3, line: 70, column: 17)
!277 = !DILocation(line: 71, column: 23, scope: !276)
!278 = !DILocation(line: 71, column: 9, scope: !276)
!279 = !DILocation(line: 72, column: 3, scope: !276)
!280 = !DILocation(line: 73, column: 15, scope: !281)
!281 = distinct !DILexicalBlock(scope: !273, file: !3, line: 72, column: 10)
!282 = !DILocation(line: 73, column: 19, scope: !281)
!283 = !DILocation(line: 0, scope: !273)
!284 = !DILocalVariable(name: "j26", scope: !285, file: !3, line: 75, type: !7)
!285 = distinct !DILexicalBlock(scope: !2, file: !3, line: 75, column: 3)
!286 = !DILocation(line: 0, scope: !285)
!287 = !DILocation(line: 75, column: 8, scope: !285)
!288 = !DILocation(line: 75, column: 25, scope: !289)
!289 = distinct !DILexicalBlock(scope: !285, file: !3, line: 75, column: 3)
!290 = !DILocation(line: 75, column: 3, scope: !285)
!291 = !DILocation(line: 76, column: 32, scope: !292)
!292 = distinct !DILexicalBlock(scope: !289, file: !3, line: 75, column: 37)
!293 = !DILocation(line: 76, column: 15, scope: !292)
!294 = !DILocation(line: 76, column: 21, scope: !292)
!295 = !DILocation(line: 76, column: 5, scope: !292)
!296 = !DILocation(line: 76, column: 26, scope: !292)
!297 = !DILocation(line: 77, column: 3, scope: !292)
!298 = !DILocation(line: 75, column: 33, scope: !289)
!299 = !DILocation(line: 75, column: 3, scope: !289)
!300 = distinct !{!300, !290, !301}
!301 = !DILocation(line: 77, column: 3, scope: !285)
!302 = !DILocation(line: 78, column: 12, scope: !2)
!303 = !DILocation(line: 78, column: 29, scope: !2)
!304 = !DILocation(line: 78, column: 27, scope: !2)
!305 = !DILocation(line: 78, column: 3, scope: !2)
!306 = !DILocation(line: 78, column: 10, scope: !2)
!307 = !DILocation(line: 79, column: 26, scope: !2)
!308 = !DILocation(line: 79, column: 24, scope: !2)
!309 = !DILocation(line: 79, column: 12, scope: !2)
!310 = !DILocation(line: 79, column: 3, scope: !2)
!311 = !DILocation(line: 79, column: 18, scope: !2)
!312 = !DILocation(line: 80, column: 3, scope: !2)
!313 = !DILocation(line: 81, column: 20, scope: !2)
!314 = !DILocation(line: 81, column: 26, scope: !2)
!315 = !DILocation(line: 81, column: 10, scope: !2)
!316 = !DILocation(line: 81, column: 7, scope: !2)
!317 = !DILocation(line: 82, column: 3, scope: !2)
!318 = !DILocation(line: 83, column: 20, scope: !2)
!319 = !DILocation(line: 83, column: 9, scope: !2)
!320 = !DILocation(line: 83, column: 38, scope: !2)
!321 = !DILocation(line: 83, column: 26, scope: !2)
!322 = !DILocation(line: 84, column: 10, scope: !2)
!323 = !DILocation(line: 84, column: 17, scope: !2)
!324 = !DILocation(line: 84, column: 34, scope: !2)
!325 = !DILocation(line: 84, column: 22, scope: !2)
!326 = !DILocation(line: 84, column: 7, scope: !2)
!327 = !DILocation(line: 85, column: 11, scope: !328)
!328 = distinct !DILexicalBlock(scope: !2, file: !3, line: 85, column: 7)
!329 = !DILocation(line: 85, column: 7, scope: !2)
!330 = !DILocation(line: 86, column: 17, scope: !331)
!331 = distinct !DILexicalBlock(scope: !328, file: !3, line: 85, column: 17)
!332 = !DILocation(line: 86, column: 23, scope: !331)
!333 = !DILocation(line: 86, column: 9, scope: !331)
!334 = !DILocation(line: 87, column: 3, scope: !331)
!335 = !DILocation(line: 88, column: 15, scope: !336)
!336 = distinct !DILexicalBlock(scope: !328, file: !3, line: 87, column: 10)
!337 = !DILocation(line: 88, column: 19, scope: !336)
!338 = !DILocation(line: 0, scope: !328)
!339 = !DILocalVariable(name: "j32", scope: !340, file: !3, line: 90, type: !7)
!340 = distinct !DILexicalBlock(scope: !2, file: !3, line: 90, column: 3)
!341 = !DILocation(line: 0, scope: !340)
!342 = !DILocation(line: 90, column: 8, scope: !340)
!343 = !DILocation(line: 90, column: 25, scope: !344)
!344 = distinct !DILexicalBlock(scope: !340, file: !3, line: 90, column: 3)
!345 = !DILocation(line: 90, column: 3, scope: !340)
!346 = !DILocation(line: 91, column: 32, scope: !347)
!347 = distinct !DILexicalBlock(scope: !344, file: !3, line: 90, column: 37)
!348 = !DILocation(line: 91, column: 15, scope: !347)
!349 = !DILocation(line: 91, column: 21, scope: !347)
!350 = !DILocation(line: 91, column: 5, scope: !347)
!351 = !DILocation(line: 91, column: 26, scope: !347)
!352 = !DILocation(line: 92, column: 3, scope: !347)
!353 = !DILocation(line: 90, column: 33, scope: !344)
!354 = !DILocation(line: 90, column: 3, scope: !344)
!355 = distinct !{!355, !345, !356}
!356 = !DILocation(line: 92, column: 3, scope: !340)
!357 = !DILocation(line: 93, column: 12, scope: !2)
!358 = !DILocation(line: 93, column: 29, scope: !2)
!359 = !DILocation(line: 93, column: 27, scope: !2)
!360 = !DILocation(line: 93, column: 3, scope: !2)
!361 = !DILocation(line: 93, column: 10, scope: !2)
!362 = !DILocation(line: 94, column: 26, scope: !2)
!363 = !DILocation(line: 94, column: 24, scope: !2)
!364 = !DILocation(line: 94, column: 12, scope: !2)
!365 = !DILocation(line: 94, column: 3, scope: !2)
!366 = !DILocation(line: 94, column: 18, scope: !2)
!367 = !DILocation(line: 95, column: 3, scope: !2)
!368 = !DILocation(line: 96, column: 20, scope: !2)
!369 = !DILocation(line: 96, column: 26, scope: !2)
!370 = !DILocation(line: 96, column: 10, scope: !2)
!371 = !DILocation(line: 96, column: 7, scope: !2)
!372 = !DILocation(line: 97, column: 3, scope: !2)
!373 = !DILocation(line: 98, column: 20, scope: !2)
!374 = !DILocation(line: 98, column: 9, scope: !2)
!375 = !DILocation(line: 98, column: 38, scope: !2)
!376 = !DILocation(line: 98, column: 26, scope: !2)
!377 = !DILocation(line: 99, column: 10, scope: !2)
!378 = !DILocation(line: 99, column: 17, scope: !2)
!379 = !DILocation(line: 99, column: 34, scope: !2)
!380 = !DILocation(line: 99, column: 22, scope: !2)
!381 = !DILocation(line: 99, column: 7, scope: !2)
!382 = !DILocation(line: 100, column: 11, scope: !383)
!383 = distinct !DILexicalBlock(scope: !2, file: !3, line: 100, column: 7)
!384 = !DILocation(line: 100, column: 7, scope: !2)
!385 = !DILocation(line: 101, column: 17, scope: !386)
!386 = distinct !DILexicalBlock(scope: !383, file: !3, line: 100, column: 17)
!387 = !DILocation(line: 101, column: 23, scope: !386)
!388 = !DILocation(line: 101, column: 9, scope: !386)
!389 = !DILocation(line: 102, column: 3, scope: !386)
!390 = !DILocation(line: 103, column: 15, scope: !391)
!391 = distinct !DILexicalBlock(scope: !383, file: !3, line: 102, column: 10)
!392 = !DILocation(line: 103, column: 19, scope: !391)
!393 = !DILocation(line: 0, scope: !383)
!394 = !DILocalVariable(name: "j38", scope: !395, file: !3, line: 105, type: !7)
!395 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105, column: 3)
!396 = !DILocation(line: 0, scope: !395)
!397 = !DILocation(line: 105, column: 8, scope: !395)
!398 = !DILocation(line: 105, column: 25, scope: !399)
!399 = distinct !DILexicalBlock(scope: !395, file: !3, line: 105, column: 3)
!400 = !DILocation(line: 105, column: 3, scope: !395)
!401 = !DILocation(line: 106, column: 32, scope: !402)
!402 = distinct !DILexicalBlock(scope: !399, file: !3, line: 105, column: 37)
!403 = !DILocation(line: 106, column: 15, scope: !402)
!404 = !DILocation(line: 106, column: 21, scope: !402)
!405 = !DILocation(line: 106, column: 5, scope: !402)
!406 = !DILocation(line: 106, column: 26, scope: !402)
!407 = !DILocation(line: 107, column: 3, scope: !402)
!408 = !DILocation(line: 105, column: 33, scope: !399)
!409 = !DILocation(line: 105, column: 3, scope: !399)
!410 = distinct !{!410, !400, !411}
!411 = !DILocation(line: 107, column: 3, scope: !395)
!412 = !DILocation(line: 108, column: 12, scope: !2)
!413 = !DILocation(line: 108, column: 29, scope: !2)
!414 = !DILocation(line: 108, column: 27, scope: !2)
!415 = !DILocation(line: 108, column: 3, scope: !2)
!416 = !DILocation(line: 108, column: 10, scope: !2)
!417 = !DILocation(line: 109, column: 26, scope: !2)
!418 = !DILocation(line: 109, column: 24, scope: !2)
!419 = !DILocation(line: 109, column: 12, scope: !2)
!420 = !DILocation(line: 109, column: 3, scope: !2)
!421 = !DILocation(line: 109, column: 18, scope: !2)
!422 = !DILocation(line: 110, column: 3, scope: !2)
!423 = !DILocation(line: 111, column: 20, scope: !2)
!424 = !DILocation(line: 111, column: 26, scope: !2)
!425 = !DILocation(line: 111, column: 10, scope: !2)
!426 = !DILocation(line: 111, column: 7, scope: !2)
!427 = !DILocation(line: 112, column: 3, scope: !2)
!428 = !DILocation(line: 113, column: 20, scope: !2)
!429 = !DILocation(line: 113, column: 9, scope: !2)
!430 = !DILocation(line: 113, column: 38, scope: !2)
!431 = !DILocation(line: 113, column: 26, scope: !2)
!432 = !DILocation(line: 114, column: 10, scope: !2)
!433 = !DILocation(line: 114, column: 17, scope: !2)
!434 = !DILocation(line: 114, column: 34, scope: !2)
!435 = !DILocation(line: 114, column: 22, scope: !2)
!436 = !DILocation(line: 114, column: 7, scope: !2)
!437 = !DILocation(line: 115, column: 11, scope: !438)
!438 = distinct !DILexicalBlock(scope: !2, file: !3, line: 115, column: 7)
!439 = !DILocation(line: 115, column: 7, scope: !2)
!440 = !DILocation(line: 116, column: 17, scope: !441)
!441 = distinct !DILexicalBlock(scope: !438, file: !3, line: 115, column: 17)
!442 = !DILocation(line: 116, column: 23, scope: !441)
!443 = !DILocation(line: 116, column: 9, scope: !441)
!444 = !DILocation(line: 117, column: 3, scope: !441)
!445 = !DILocation(line: 118, column: 15, scope: !446)
!446 = distinct !DILexicalBlock(scope: !438, file: !3, line: 117, column: 10)
!447 = !DILocation(line: 118, column: 19, scope: !446)
!448 = !DILocation(line: 0, scope: !438)
!449 = !DILocalVariable(name: "j44", scope: !450, file: !3, line: 120, type: !7)
!450 = distinct !DILexicalBlock(scope: !2, file: !3, line: 120, column: 3)
!451 = !DILocation(line: 0, scope: !450)
!452 = !DILocation(line: 120, column: 8, scope: !450)
!453 = !DILocation(line: 120, column: 25, scope: !454)
!454 = distinct !DILexicalBlock(scope: !450, file: !3, line: 120, column: 3)
!455 = !DILocation(line: 120, column: 3, scope: !450)
!456 = !DILocation(line: 121, column: 32, scope: !457)
!457 = distinct !DILexicalBlock(scope: !454, file: !3, line: 120, column: 37)
!458 = !DILocation(line: 121, column: 15, scope: !457)
!459 = !DILocation(line: 121, column: 21, scope: !457)
!460 = !DILocation(line: 121, column: 5, scope: !457)
!461 = !DILocation(line: 121, column: 26, scope: !457)
!462 = !DILocation(line: 122, column: 3, scope: !457)
!463 = !DILocation(line: 120, column: 33, scope: !454)
!464 = !DILocation(line: 120, column: 3, scope: !454)
!465 = distinct !{!465, !455, !466}
!466 = !DILocation(line: 122, column: 3, scope: !450)
!467 = !DILocation(line: 123, column: 12, scope: !2)
!468 = !DILocation(line: 123, column: 29, scope: !2)
!469 = !DILocation(line: 123, column: 27, scope: !2)
!470 = !DILocation(line: 123, column: 3, scope: !2)
!471 = !DILocation(line: 123, column: 10, scope: !2)
!472 = !DILocation(line: 124, column: 26, scope: !2)
!473 = !DILocation(line: 124, column: 24, scope: !2)
!474 = !DILocation(line: 124, column: 12, scope: !2)
!475 = !DILocation(line: 124, column: 3, scope: !2)
!476 = !DILocation(line: 124, column: 18, scope: !2)
!477 = !DILocation(line: 125, column: 3, scope: !2)
!478 = !DILocation(line: 126, column: 20, scope: !2)
!479 = !DILocation(line: 126, column: 26, scope: !2)
!480 = !DILocation(line: 126, column: 10, scope: !2)
!481 = !DILocation(line: 126, column: 7, scope: !2)
!482 = !DILocation(line: 127, column: 3, scope: !2)
!483 = !DILocation(line: 128, column: 20, scope: !2)
!484 = !DILocation(line: 128, column: 9, scope: !2)
!485 = !DILocation(line: 128, column: 38, scope: !2)
!486 = !DILocation(line: 128, column: 26, scope: !2)
!487 = !DILocation(line: 129, column: 10, scope: !2)
!488 = !DILocation(line: 129, column: 17, scope: !2)
!489 = !DILocation(line: 129, column: 34, scope: !2)
!490 = !DILocation(line: 129, column: 22, scope: !2)
!491 = !DILocation(line: 129, column: 7, scope: !2)
!492 = !DILocation(line: 130, column: 11, scope: !493)
!493 = distinct !DILexicalBlock(scope: !2, file: !3, line: 130, column: 7)
!494 = !DILocation(line: 130, column: 7, scope: !2)
!495 = !DILocation(line: 131, column: 17, scope: !496)
!496 = distinct !DILexicalBlock(scope: !493, file: !3, line: 130, column: 17)
!497 = !DILocation(line: 131, column: 23, scope: !496)
!498 = !DILocation(line: 131, column: 9, scope: !496)
!499 = !DILocation(line: 132, column: 3, scope: !496)
!500 = !DILocation(line: 133, column: 15, scope: !501)
!501 = distinct !DILexicalBlock(scope: !493, file: !3, line: 132, column: 10)
!502 = !DILocation(line: 133, column: 19, scope: !501)
!503 = !DILocation(line: 0, scope: !493)
!504 = !DILocalVariable(name: "j50", scope: !505, file: !3, line: 135, type: !7)
!505 = distinct !DILexicalBlock(scope: !2, file: !3, line: 135, column: 3)
!506 = !DILocation(line: 0, scope: !505)
!507 = !DILocation(line: 135, column: 8, scope: !505)
!508 = !DILocation(line: 135, column: 25, scope: !509)
!509 = distinct !DILexicalBlock(scope: !505, file: !3, line: 135, column: 3)
!510 = !DILocation(line: 135, column: 3, scope: !505)
!511 = !DILocation(line: 136, column: 32, scope: !512)
!512 = distinct !DILexicalBlock(scope: !509, file: !3, line: 135, column: 37)
!513 = !DILocation(line: 136, column: 15, scope: !512)
!514 = !DILocation(line: 136, column: 21, scope: !512)
!515 = !DILocation(line: 136, column: 5, scope: !512)
!516 = !DILocation(line: 136, column: 26, scope: !512)
!517 = !DILocation(line: 137, column: 3, scope: !512)
!518 = !DILocation(line: 135, column: 33, scope: !509)
!519 = !DILocation(line: 135, column: 3, scope: !509)
!520 = distinct !{!520, !510, !521}
!521 = !DILocation(line: 137, column: 3, scope: !505)
!522 = !DILocation(line: 138, column: 12, scope: !2)
!523 = !DILocation(line: 138, column: 29, scope: !2)
!524 = !DILocation(line: 138, column: 27, scope: !2)
!525 = !DILocation(line: 138, column: 3, scope: !2)
!526 = !DILocation(line: 138, column: 10, scope: !2)
!527 = !DILocation(line: 139, column: 26, scope: !2)
!528 = !DILocation(line: 139, column: 24, scope: !2)
!529 = !DILocation(line: 139, column: 12, scope: !2)
!530 = !DILocation(line: 139, column: 3, scope: !2)
!531 = !DILocation(line: 139, column: 18, scope: !2)
!532 = !DILocation(line: 140, column: 3, scope: !2)
!533 = !DILocation(line: 141, column: 20, scope: !2)
!534 = !DILocation(line: 141, column: 26, scope: !2)
!535 = !DILocation(line: 141, column: 10, scope: !2)
!536 = !DILocation(line: 141, column: 7, scope: !2)
!537 = !DILocation(line: 142, column: 3, scope: !2)
!538 = !DILocation(line: 143, column: 20, scope: !2)
!539 = !DILocation(line: 143, column: 9, scope: !2)
!540 = !DILocation(line: 143, column: 38, scope: !2)
!541 = !DILocation(line: 143, column: 26, scope: !2)
!542 = !DILocation(line: 144, column: 10, scope: !2)
!543 = !DILocation(line: 144, column: 17, scope: !2)
!544 = !DILocation(line: 144, column: 34, scope: !2)
!545 = !DILocation(line: 144, column: 22, scope: !2)
!546 = !DILocation(line: 144, column: 7, scope: !2)
!547 = !DILocation(line: 145, column: 11, scope: !548)
!548 = distinct !DILexicalBlock(scope: !2, file: !3, line: 145, column: 7)
!549 = !DILocation(line: 145, column: 7, scope: !2)
!550 = !DILocation(line: 146, column: 17, scope: !551)
!551 = distinct !DILexicalBlock(scope: !548, file: !3, line: 145, column: 17)
!552 = !DILocation(line: 146, column: 23, scope: !551)
!553 = !DILocation(line: 146, column: 9, scope: !551)
!554 = !DILocation(line: 147, column: 3, scope: !551)
!555 = !DILocation(line: 148, column: 15, scope: !556)
!556 = distinct !DILexicalBlock(scope: !548, file: !3, line: 147, column: 10)
!557 = !DILocation(line: 148, column: 19, scope: !556)
!558 = !DILocation(line: 0, scope: !548)
!559 = !DILocalVariable(name: "j56", scope: !560, file: !3, line: 150, type: !7)
!560 = distinct !DILexicalBlock(scope: !2, file: !3, line: 150, column: 3)
!561 = !DILocation(line: 0, scope: !560)
!562 = !DILocation(line: 150, column: 8, scope: !560)
!563 = !DILocation(line: 150, column: 25, scope: !564)
!564 = distinct !DILexicalBlock(scope: !560, file: !3, line: 150, column: 3)
!565 = !DILocation(line: 150, column: 3, scope: !560)
!566 = !DILocation(line: 151, column: 32, scope: !567)
!567 = distinct !DILexicalBlock(scope: !564, file: !3, line: 150, column: 37)
!568 = !DILocation(line: 151, column: 15, scope: !567)
!569 = !DILocation(line: 151, column: 21, scope: !567)
!570 = !DILocation(line: 151, column: 5, scope: !567)
!571 = !DILocation(line: 151, column: 26, scope: !567)
!572 = !DILocation(line: 152, column: 3, scope: !567)
!573 = !DILocation(line: 150, column: 33, scope: !564)
!574 = !DILocation(line: 150, column: 3, scope: !564)
!575 = distinct !{!575, !565, !576}
!576 = !DILocation(line: 152, column: 3, scope: !560)
!577 = !DILocation(line: 153, column: 12, scope: !2)
!578 = !DILocation(line: 153, column: 29, scope: !2)
!579 = !DILocation(line: 153, column: 27, scope: !2)
!580 = !DILocation(line: 153, column: 3, scope: !2)
!581 = !DILocation(line: 153, column: 10, scope: !2)
!582 = !DILocation(line: 154, column: 26, scope: !2)
!583 = !DILocation(line: 154, column: 24, scope: !2)
!584 = !DILocation(line: 154, column: 12, scope: !2)
!585 = !DILocation(line: 154, column: 3, scope: !2)
!586 = !DILocation(line: 154, column: 18, scope: !2)
!587 = !DILocation(line: 155, column: 3, scope: !2)
!588 = !DILocation(line: 156, column: 20, scope: !2)
!589 = !DILocation(line: 156, column: 26, scope: !2)
!590 = !DILocation(line: 156, column: 10, scope: !2)
!591 = !DILocation(line: 156, column: 7, scope: !2)
!592 = !DILocation(line: 157, column: 3, scope: !2)
!593 = !DILocation(line: 158, column: 20, scope: !2)
!594 = !DILocation(line: 158, column: 9, scope: !2)
!595 = !DILocation(line: 158, column: 38, scope: !2)
!596 = !DILocation(line: 158, column: 26, scope: !2)
!597 = !DILocation(line: 159, column: 10, scope: !2)
!598 = !DILocation(line: 159, column: 17, scope: !2)
!599 = !DILocation(line: 159, column: 34, scope: !2)
!600 = !DILocation(line: 159, column: 22, scope: !2)
!601 = !DILocation(line: 159, column: 7, scope: !2)
!602 = !DILocation(line: 160, column: 11, scope: !603)
!603 = distinct !DILexicalBlock(scope: !2, file: !3, line: 160, column: 7)
!604 = !DILocation(line: 160, column: 7, scope: !2)
!605 = !DILocation(line: 161, column: 17, scope: !606)
!606 = distinct !DILexicalBlock(scope: !603, file: !3, line: 160, column: 17)
!607 = !DILocation(line: 161, column: 23, scope: !606)
!608 = !DILocation(line: 161, column: 9, scope: !606)
!609 = !DILocation(line: 162, column: 3, scope: !606)
!610 = !DILocation(line: 163, column: 15, scope: !611)
!611 = distinct !DILexicalBlock(scope: !603, file: !3, line: 162, column: 10)
!612 = !DILocation(line: 163, column: 19, scope: !611)
!613 = !DILocation(line: 0, scope: !603)
!614 = !DILocalVariable(name: "j62", scope: !615, file: !3, line: 165, type: !7)
!615 = distinct !DILexicalBlock(scope: !2, file: !3, line: 165, column: 3)
!616 = !DILocation(line: 0, scope: !615)
!617 = !DILocation(line: 165, column: 8, scope: !615)
!618 = !DILocation(line: 165, column: 25, scope: !619)
!619 = distinct !DILexicalBlock(scope: !615, file: !3, line: 165, column: 3)
!620 = !DILocation(line: 165, column: 3, scope: !615)
!621 = !DILocation(line: 166, column: 32, scope: !622)
!622 = distinct !DILexicalBlock(scope: !619, file: !3, line: 165, column: 37)
!623 = !DILocation(line: 166, column: 15, scope: !622)
!624 = !DILocation(line: 166, column: 21, scope: !622)
!625 = !DILocation(line: 166, column: 5, scope: !622)
!626 = !DILocation(line: 166, column: 26, scope: !622)
!627 = !DILocation(line: 167, column: 3, scope: !622)
!628 = !DILocation(line: 165, column: 33, scope: !619)
!629 = !DILocation(line: 165, column: 3, scope: !619)
!630 = distinct !{!630, !620, !631}
!631 = !DILocation(line: 167, column: 3, scope: !615)
!632 = !DILocation(line: 168, column: 12, scope: !2)
!633 = !DILocation(line: 168, column: 29, scope: !2)
!634 = !DILocation(line: 168, column: 27, scope: !2)
!635 = !DILocation(line: 168, column: 3, scope: !2)
!636 = !DILocation(line: 168, column: 10, scope: !2)
!637 = !DILocation(line: 169, column: 26, scope: !2)
!638 = !DILocation(line: 169, column: 24, scope: !2)
!639 = !DILocation(line: 169, column: 12, scope: !2)
!640 = !DILocation(line: 169, column: 3, scope: !2)
!641 = !DILocation(line: 169, column: 18, scope: !2)
!642 = !DILocation(line: 170, column: 3, scope: !2)
!643 = !DILocation(line: 171, column: 20, scope: !2)
!644 = !DILocation(line: 171, column: 26, scope: !2)
!645 = !DILocation(line: 171, column: 10, scope: !2)
!646 = !DILocation(line: 171, column: 7, scope: !2)
!647 = !DILocation(line: 172, column: 3, scope: !2)
!648 = !DILocation(line: 173, column: 20, scope: !2)
!649 = !DILocation(line: 173, column: 9, scope: !2)
!650 = !DILocation(line: 173, column: 38, scope: !2)
!651 = !DILocation(line: 173, column: 26, scope: !2)
!652 = !DILocation(line: 174, column: 10, scope: !2)
!653 = !DILocation(line: 174, column: 17, scope: !2)
!654 = !DILocation(line: 174, column: 34, scope: !2)
!655 = !DILocation(line: 174, column: 22, scope: !2)
!656 = !DILocation(line: 174, column: 7, scope: !2)
!657 = !DILocation(line: 175, column: 11, scope: !658)
!658 = distinct !DILexicalBlock(scope: !2, file: !3, line: 175, column: 7)
!659 = !DILocation(line: 175, column: 7, scope: !2)
!660 = !DILocation(line: 176, column: 17, scope: !661)
!661 = distinct !DILexicalBlock(scope: !658, file: !3, line: 175, column: 17)
!662 = !DILocation(line: 176, column: 23, scope: !661)
!663 = !DILocation(line: 176, column: 9, scope: !661)
!664 = !DILocation(line: 177, column: 3, scope: !661)
!665 = !DILocation(line: 178, column: 15, scope: !666)
!666 = distinct !DILexicalBlock(scope: !658, file: !3, line: 177, column: 10)
!667 = !DILocation(line: 178, column: 19, scope: !666)
!668 = !DILocation(line: 0, scope: !658)
!669 = !DILocalVariable(name: "j68", scope: !670, file: !3, line: 180, type: !7)
!670 = distinct !DILexicalBlock(scope: !2, file: !3, line: 180, column: 3)
!671 = !DILocation(line: 0, scope: !670)
!672 = !DILocation(line: 180, column: 8, scope: !670)
!673 = !DILocation(line: 180, column: 25, scope: !674)
!674 = distinct !DILexicalBlock(scope: !670, file: !3, line: 180, column: 3)
!675 = !DILocation(line: 180, column: 3, scope: !670)
!676 = !DILocation(line: 181, column: 32, scope: !677)
!677 = distinct !DILexicalBlock(scope: !674, file: !3, line: 180, column: 37)
!678 = !DILocation(line: 181, column: 15, scope: !677)
!679 = !DILocation(line: 181, column: 21, scope: !677)
!680 = !DILocation(line: 181, column: 5, scope: !677)
!681 = !DILocation(line: 181, column: 26, scope: !677)
!682 = !DILocation(line: 182, column: 3, scope: !677)
!683 = !DILocation(line: 180, column: 33, scope: !674)
!684 = !DILocation(line: 180, column: 3, scope: !674)
!685 = distinct !{!685, !675, !686}
!686 = !DILocation(line: 182, column: 3, scope: !670)
!687 = !DILocation(line: 183, column: 12, scope: !2)
!688 = !DILocation(line: 183, column: 29, scope: !2)
!689 = !DILocation(line: 183, column: 27, scope: !2)
!690 = !DILocation(line: 183, column: 3, scope: !2)
!691 = !DILocation(line: 183, column: 10, scope: !2)
!692 = !DILocation(line: 184, column: 26, scope: !2)
!693 = !DILocation(line: 184, column: 24, scope: !2)
!694 = !DILocation(line: 184, column: 12, scope: !2)
!695 = !DILocation(line: 184, column: 3, scope: !2)
!696 = !DILocation(line: 184, column: 18, scope: !2)
!697 = !DILocation(line: 185, column: 3, scope: !2)
!698 = !DILocation(line: 186, column: 20, scope: !2)
!699 = !DILocation(line: 186, column: 26, scope: !2)
!700 = !DILocation(line: 186, column: 10, scope: !2)
!701 = !DILocation(line: 186, column: 7, scope: !2)
!702 = !DILocation(line: 187, column: 3, scope: !2)
!703 = !DILocation(line: 188, column: 20, scope: !2)
!704 = !DILocation(line: 188, column: 9, scope: !2)
!705 = !DILocation(line: 188, column: 38, scope: !2)
!706 = !DILocation(line: 188, column: 26, scope: !2)
!707 = !DILocation(line: 189, column: 10, scope: !2)
!708 = !DILocation(line: 189, column: 17, scope: !2)
!709 = !DILocation(line: 189, column: 34, scope: !2)
!710 = !DILocation(line: 189, column: 22, scope: !2)
!711 = !DILocation(line: 189, column: 7, scope: !2)
!712 = !DILocation(line: 190, column: 11, scope: !713)
!713 = distinct !DILexicalBlock(scope: !2, file: !3, line: 190, column: 7)
!714 = !DILocation(line: 190, column: 7, scope: !2)
!715 = !DILocation(line: 191, column: 17, scope: !716)
!716 = distinct !DILexicalBlock(scope: !713, file: !3, line: 190, column: 17)
!717 = !DILocation(line: 191, column: 23, scope: !716)
!718 = !DILocation(line: 191, column: 9, scope: !716)
!719 = !DILocation(line: 192, column: 3, scope: !716)
!720 = !DILocation(line: 193, column: 15, scope: !721)
!721 = distinct !DILexicalBlock(scope: !713, file: !3, line: 192, column: 10)
!722 = !DILocation(line: 193, column: 19, scope: !721)
!723 = !DILocation(line: 0, scope: !713)
!724 = !DILocalVariable(name: "j74", scope: !725, file: !3, line: 195, type: !7)
!725 = distinct !DILexicalBlock(scope: !2, file: !3, line: 195, column: 3)
!726 = !DILocation(line: 0, scope: !725)
!727 = !DILocation(line: 195, column: 8, scope: !725)
!728 = !DILocation(line: 195, column: 25, scope: !729)
!729 = distinct !DILexicalBlock(scope: !725, file: !3, line: 195, column: 3)
!730 = !DILocation(line: 195, column: 3, scope: !725)
!731 = !DILocation(line: 196, column: 32, scope: !732)
!732 = distinct !DILexicalBlock(scope: !729, file: !3, line: 195, column: 37)
!733 = !DILocation(line: 196, column: 15, scope: !732)
!734 = !DILocation(line: 196, column: 21, scope: !732)
!735 = !DILocation(line: 196, column: 5, scope: !732)
!736 = !DILocation(line: 196, column: 26, scope: !732)
!737 = !DILocation(line: 197, column: 3, scope: !732)
!738 = !DILocation(line: 195, column: 33, scope: !729)
!739 = !DILocation(line: 195, column: 3, scope: !729)
!740 = distinct !{!740, !730, !741}
!741 = !DILocation(line: 197, column: 3, scope: !725)
!742 = !DILocation(line: 198, column: 12, scope: !2)
!743 = !DILocation(line: 198, column: 29, scope: !2)
!744 = !DILocation(line: 198, column: 27, scope: !2)
!745 = !DILocation(line: 198, column: 3, scope: !2)
!746 = !DILocation(line: 198, column: 10, scope: !2)
!747 = !DILocation(line: 199, column: 26, scope: !2)
!748 = !DILocation(line: 199, column: 24, scope: !2)
!749 = !DILocation(line: 199, column: 12, scope: !2)
!750 = !DILocation(line: 199, column: 3, scope: !2)
!751 = !DILocation(line: 199, column: 18, scope: !2)
!752 = !DILocation(line: 200, column: 3, scope: !2)
!753 = !DILocation(line: 201, column: 20, scope: !2)
!754 = !DILocation(line: 201, column: 26, scope: !2)
!755 = !DILocation(line: 201, column: 10, scope: !2)
!756 = !DILocation(line: 201, column: 7, scope: !2)
!757 = !DILocation(line: 202, column: 3, scope: !2)
!758 = !DILocation(line: 203, column: 20, scope: !2)
!759 = !DILocation(line: 203, column: 9, scope: !2)
!760 = !DILocation(line: 203, column: 38, scope: !2)
!761 = !DILocation(line: 203, column: 26, scope: !2)
!762 = !DILocation(line: 204, column: 10, scope: !2)
!763 = !DILocation(line: 204, column: 17, scope: !2)
!764 = !DILocation(line: 204, column: 34, scope: !2)
!765 = !DILocation(line: 204, column: 22, scope: !2)
!766 = !DILocation(line: 204, column: 7, scope: !2)
!767 = !DILocation(line: 205, column: 11, scope: !768)
!768 = distinct !DILexicalBlock(scope: !2, file: !3, line: 205, column: 7)
!769 = !DILocation(line: 205, column: 7, scope: !2)
!770 = !DILocation(line: 206, column: 17, scope: !771)
!771 = distinct !DILexicalBlock(scope: !768, file: !3, line: 205, column: 17)
!772 = !DILocation(line: 206, column: 23, scope: !771)
!773 = !DILocation(line: 206, column: 9, scope: !771)
!774 = !DILocation(line: 207, column: 3, scope: !771)
!775 = !DILocation(line: 208, column: 15, scope: !776)
!776 = distinct !DILexicalBlock(scope: !768, file: !3, line: 207, column: 10)
!777 = !DILocation(line: 208, column: 19, scope: !776)
!778 = !DILocation(line: 0, scope: !768)
!779 = !DILocalVariable(name: "j80", scope: !780, file: !3, line: 210, type: !7)
!780 = distinct !DILexicalBlock(scope: !2, file: !3, line: 210, column: 3)
!781 = !DILocation(line: 0, scope: !780)
!782 = !DILocation(line: 210, column: 8, scope: !780)
!783 = !DILocation(line: 210, column: 25, scope: !784)
!784 = distinct !DILexicalBlock(scope: !780, file: !3, line: 210, column: 3)
!785 = !DILocation(line: 210, column: 3, scope: !780)
!786 = !DILocation(line: 211, column: 32, scope: !787)
!787 = distinct !DILexicalBlock(scope: !784, file: !3, line: 210, column: 37)
!788 = !DILocation(line: 211, column: 15, scope: !787)
!789 = !DILocation(line: 211, column: 21, scope: !787)
!790 = !DILocation(line: 211, column: 5, scope: !787)
!791 = !DILocation(line: 211, column: 26, scope: !787)
!792 = !DILocation(line: 212, column: 3, scope: !787)
!793 = !DILocation(line: 210, column: 33, scope: !784)
!794 = !DILocation(line: 210, column: 3, scope: !784)
!795 = distinct !{!795, !785, !796}
!796 = !DILocation(line: 212, column: 3, scope: !780)
!797 = !DILocation(line: 213, column: 12, scope: !2)
!798 = !DILocation(line: 213, column: 29, scope: !2)
!799 = !DILocation(line: 213, column: 27, scope: !2)
!800 = !DILocation(line: 213, column: 3, scope: !2)
!801 = !DILocation(line: 213, column: 10, scope: !2)
!802 = !DILocation(line: 214, column: 26, scope: !2)
!803 = !DILocation(line: 214, column: 24, scope: !2)
!804 = !DILocation(line: 214, column: 12, scope: !2)
!805 = !DILocation(line: 214, column: 3, scope: !2)
!806 = !DILocation(line: 214, column: 18, scope: !2)
!807 = !DILocation(line: 215, column: 3, scope: !2)
!808 = !DILocation(line: 216, column: 20, scope: !2)
!809 = !DILocation(line: 216, column: 26, scope: !2)
!810 = !DILocation(line: 216, column: 10, scope: !2)
!811 = !DILocation(line: 216, column: 7, scope: !2)
!812 = !DILocation(line: 217, column: 3, scope: !2)
!813 = !DILocation(line: 218, column: 20, scope: !2)
!814 = !DILocation(line: 218, column: 9, scope: !2)
!815 = !DILocation(line: 218, column: 38, scope: !2)
!816 = !DILocation(line: 218, column: 26, scope: !2)
!817 = !DILocation(line: 219, column: 10, scope: !2)
!818 = !DILocation(line: 219, column: 17, scope: !2)
!819 = !DILocation(line: 219, column: 34, scope: !2)
!820 = !DILocation(line: 219, column: 22, scope: !2)
!821 = !DILocation(line: 219, column: 7, scope: !2)
!822 = !DILocation(line: 220, column: 11, scope: !823)
!823 = distinct !DILexicalBlock(scope: !2, file: !3, line: 220, column: 7)
!824 = !DILocation(line: 220, column: 7, scope: !2)
!825 = !DILocation(line: 221, column: 17, scope: !826)
!826 = distinct !DILexicalBlock(scope: !823, file: !3, line: 220, column: 17)
!827 = !DILocation(line: 221, column: 23, scope: !826)
!828 = !DILocation(line: 221, column: 9, scope: !826)
!829 = !DILocation(line: 222, column: 3, scope: !826)
!830 = !DILocation(line: 223, column: 15, scope: !831)
!831 = distinct !DILexicalBlock(scope: !823, file: !3, line: 222, column: 10)
!832 = !DILocation(line: 223, column: 19, scope: !831)
!833 = !DILocation(line: 0, scope: !823)
!834 = !DILocalVariable(name: "j86", scope: !835, file: !3, line: 225, type: !7)
!835 = distinct !DILexicalBlock(scope: !2, file: !3, line: 225, column: 3)
!836 = !DILocation(line: 0, scope: !835)
!837 = !DILocation(line: 225, column: 8, scope: !835)
!838 = !DILocation(line: 225, column: 25, scope: !839)
!839 = distinct !DILexicalBlock(scope: !835, file: !3, line: 225, column: 3)
!840 = !DILocation(line: 225, column: 3, scope: !835)
!841 = !DILocation(line: 226, column: 32, scope: !842)
!842 = distinct !DILexicalBlock(scope: !839, file: !3, line: 225, column: 37)
!843 = !DILocation(line: 226, column: 15, scope: !842)
!844 = !DILocation(line: 226, column: 21, scope: !842)
!845 = !DILocation(line: 226, column: 5, scope: !842)
!846 = !DILocation(line: 226, column: 26, scope: !842)
!847 = !DILocation(line: 227, column: 3, scope: !842)
!848 = !DILocation(line: 225, column: 33, scope: !839)
!849 = !DILocation(line: 225, column: 3, scope: !839)
!850 = distinct !{!850, !840, !851}
!851 = !DILocation(line: 227, column: 3, scope: !835)
!852 = !DILocation(line: 228, column: 12, scope: !2)
!853 = !DILocation(line: 228, column: 29, scope: !2)
!854 = !DILocation(line: 228, column: 27, scope: !2)
!855 = !DILocation(line: 228, column: 3, scope: !2)
!856 = !DILocation(line: 228, column: 10, scope: !2)
!857 = !DILocation(line: 229, column: 26, scope: !2)
!858 = !DILocation(line: 229, column: 24, scope: !2)
!859 = !DILocation(line: 229, column: 12, scope: !2)
!860 = !DILocation(line: 229, column: 3, scope: !2)
!861 = !DILocation(line: 229, column: 18, scope: !2)
!862 = !DILocation(line: 230, column: 3, scope: !2)
!863 = !DILocation(line: 231, column: 20, scope: !2)
!864 = !DILocation(line: 231, column: 26, scope: !2)
!865 = !DILocation(line: 231, column: 10, scope: !2)
!866 = !DILocation(line: 231, column: 7, scope: !2)
!867 = !DILocation(line: 232, column: 3, scope: !2)
!868 = !DILocation(line: 233, column: 20, scope: !2)
!869 = !DILocation(line: 233, column: 9, scope: !2)
!870 = !DILocation(line: 233, column: 38, scope: !2)
!871 = !DILocation(line: 233, column: 26, scope: !2)
!872 = !DILocation(line: 234, column: 10, scope: !2)
!873 = !DILocation(line: 234, column: 17, scope: !2)
!874 = !DILocation(line: 234, column: 34, scope: !2)
!875 = !DILocation(line: 234, column: 22, scope: !2)
!876 = !DILocation(line: 234, column: 7, scope: !2)
!877 = !DILocation(line: 235, column: 11, scope: !878)
!878 = distinct !DILexicalBlock(scope: !2, file: !3, line: 235, column: 7)
!879 = !DILocation(line: 235, column: 7, scope: !2)
!880 = !DILocation(line: 236, column: 17, scope: !881)
!881 = distinct !DILexicalBlock(scope: !878, file: !3, line: 235, column: 17)
!882 = !DILocation(line: 236, column: 23, scope: !881)
!883 = !DILocation(line: 236, column: 9, scope: !881)
!884 = !DILocation(line: 237, column: 3, scope: !881)
!885 = !DILocation(line: 238, column: 15, scope: !886)
!886 = distinct !DILexicalBlock(scope: !878, file: !3, line: 237, column: 10)
!887 = !DILocation(line: 238, column: 19, scope: !886)
!888 = !DILocation(line: 0, scope: !878)
!889 = !DILocalVariable(name: "j92", scope: !890, file: !3, line: 240, type: !7)
!890 = distinct !DILexicalBlock(scope: !2, file: !3, line: 240, column: 3)
!891 = !DILocation(line: 0, scope: !890)
!892 = !DILocation(line: 240, column: 8, scope: !890)
!893 = !DILocation(line: 240, column: 25, scope: !894)
!894 = distinct !DILexicalBlock(scope: !890, file: !3, line: 240, column: 3)
!895 = !DILocation(line: 240, column: 3, scope: !890)
!896 = !DILocation(line: 241, column: 32, scope: !897)
!897 = distinct !DILexicalBlock(scope: !894, file: !3, line: 240, column: 37)
!898 = !DILocation(line: 241, column: 15, scope: !897)
!899 = !DILocation(line: 241, column: 21, scope: !897)
!900 = !DILocation(line: 241, column: 5, scope: !897)
!901 = !DILocation(line: 241, column: 26, scope: !897)
!902 = !DILocation(line: 242, column: 3, scope: !897)
!903 = !DILocation(line: 240, column: 33, scope: !894)
!904 = !DILocation(line: 240, column: 3, scope: !894)
!905 = distinct !{!905, !895, !906}
!906 = !DILocation(line: 242, column: 3, scope: !890)
!907 = !DILocation(line: 243, column: 12, scope: !2)
!908 = !DILocation(line: 243, column: 29, scope: !2)
!909 = !DILocation(line: 243, column: 27, scope: !2)
!910 = !DILocation(line: 243, column: 3, scope: !2)
!911 = !DILocation(line: 243, column: 10, scope: !2)
!912 = !DILocation(line: 244, column: 26, scope: !2)
!913 = !DILocation(line: 244, column: 24, scope: !2)
!914 = !DILocation(line: 244, column: 12, scope: !2)
!915 = !DILocation(line: 244, column: 3, scope: !2)
!916 = !DILocation(line: 244, column: 18, scope: !2)
!917 = !DILocation(line: 245, column: 3, scope: !2)
!918 = !DILocation(line: 246, column: 20, scope: !2)
!919 = !DILocation(line: 246, column: 26, scope: !2)
!920 = !DILocation(line: 246, column: 10, scope: !2)
!921 = !DILocation(line: 246, column: 7, scope: !2)
!922 = !DILocation(line: 247, column: 3, scope: !2)
!923 = !DILocation(line: 248, column: 20, scope: !2)
!924 = !DILocation(line: 248, column: 9, scope: !2)
!925 = !DILocation(line: 248, column: 38, scope: !2)
!926 = !DILocation(line: 248, column: 26, scope: !2)
!927 = !DILocation(line: 249, column: 10, scope: !2)
!928 = !DILocation(line: 249, column: 17, scope: !2)
!929 = !DILocation(line: 249, column: 34, scope: !2)
!930 = !DILocation(line: 249, column: 22, scope: !2)
!931 = !DILocation(line: 249, column: 7, scope: !2)
!932 = !DILocation(line: 250, column: 11, scope: !933)
!933 = distinct !DILexicalBlock(scope: !2, file: !3, line: 250, column: 7)
!934 = !DILocation(line: 250, column: 7, scope: !2)
!935 = !DILocation(line: 251, column: 17, scope: !936)
!936 = distinct !DILexicalBlock(scope: !933, file: !3, line: 250, column: 17)
!937 = !DILocation(line: 251, column: 23, scope: !936)
!938 = !DILocation(line: 251, column: 9, scope: !936)
!939 = !DILocation(line: 252, column: 3, scope: !936)
!940 = !DILocation(line: 253, column: 15, scope: !941)
!941 = distinct !DILexicalBlock(scope: !933, file: !3, line: 252, column: 10)
!942 = !DILocation(line: 253, column: 19, scope: !941)
!943 = !DILocation(line: 0, scope: !933)
!944 = !DILocalVariable(name: "j98", scope: !945, file: !3, line: 255, type: !7)
!945 = distinct !DILexicalBlock(scope: !2, file: !3, line: 255, column: 3)
!946 = !DILocation(line: 0, scope: !945)
!947 = !DILocation(line: 255, column: 8, scope: !945)
!948 = !DILocation(line: 255, column: 25, scope: !949)
!949 = distinct !DILexicalBlock(scope: !945, file: !3, line: 255, column: 3)
!950 = !DILocation(line: 255, column: 3, scope: !945)
!951 = !DILocation(line: 256, column: 32, scope: !952)
!952 = distinct !DILexicalBlock(scope: !949, file: !3, line: 255, column: 37)
!953 = !DILocation(line: 256, column: 15, scope: !952)
!954 = !DILocation(line: 256, column: 21, scope: !952)
!955 = !DILocation(line: 256, column: 5, scope: !952)
!956 = !DILocation(line: 256, column: 26, scope: !952)
!957 = !DILocation(line: 257, column: 3, scope: !952)
!958 = !DILocation(line: 255, column: 33, scope: !949)
!959 = !DILocation(line: 255, column: 3, scope: !949)
!960 = distinct !{!960, !950, !961}
!961 = !DILocation(line: 257, column: 3, scope: !945)
!962 = !DILocation(line: 258, column: 12, scope: !2)
!963 = !DILocation(line: 258, column: 29, scope: !2)
!964 = !DILocation(line: 258, column: 27, scope: !2)
!965 = !DILocation(line: 258, column: 3, scope: !2)
!966 = !DILocation(line: 258, column: 10, scope: !2)
!967 = !DILocation(line: 259, column: 26, scope: !2)
!968 = !DILocation(line: 259, column: 24, scope: !2)
!969 = !DILocation(line: 259, column: 12, scope: !2)
!970 = !DILocation(line: 259, column: 3, scope: !2)
!971 = !DILocation(line: 259, column: 18, scope: !2)
!972 = !DILocation(line: 260, column: 3, scope: !2)
!973 = !DILocation(line: 261, column: 20, scope: !2)
!974 = !DILocation(line: 261, column: 27, scope: !2)
!975 = !DILocation(line: 261, column: 10, scope: !2)
!976 = !DILocation(line: 261, column: 7, scope: !2)
!977 = !DILocation(line: 262, column: 3, scope: !2)
!978 = !DILocation(line: 263, column: 20, scope: !2)
!979 = !DILocation(line: 263, column: 9, scope: !2)
!980 = !DILocation(line: 263, column: 39, scope: !2)
!981 = !DILocation(line: 263, column: 27, scope: !2)
!982 = !DILocation(line: 264, column: 10, scope: !2)
!983 = !DILocation(line: 264, column: 17, scope: !2)
!984 = !DILocation(line: 264, column: 35, scope: !2)
!985 = !DILocation(line: 264, column: 23, scope: !2)
!986 = !DILocation(line: 264, column: 7, scope: !2)
!987 = !DILocation(line: 265, column: 11, scope: !988)
!988 = distinct !DILexicalBlock(scope: !2, file: !3, line: 265, column: 7)
!989 = !DILocation(line: 265, column: 7, scope: !2)
!990 = !DILocation(line: 266, column: 17, scope: !991)
!991 = distinct !DILexicalBlock(scope: !988, file: !3, line: 265, column: 18)
!992 = !DILocation(line: 266, column: 23, scope: !991)
!993 = !DILocation(line: 266, column: 9, scope: !991)
!994 = !DILocation(line: 267, column: 3, scope: !991)
!995 = !DILocation(line: 268, column: 15, scope: !996)
!996 = distinct !DILexicalBlock(scope: !988, file: !3, line: 267, column: 10)
!997 = !DILocation(line: 268, column: 19, scope: !996)
!998 = !DILocation(line: 0, scope: !988)
!999 = !DILocalVariable(name: "j104", scope: !1000, file: !3, line: 270, type: !7)
!1000 = distinct !DILexicalBlock(scope: !2, file: !3, line: 270, column: 3)
!1001 = !DILocation(line: 0, scope: !1000)
!1002 = !DILocation(line: 270, column: 8, scope: !1000)
!1003 = !DILocation(line: 270, column: 27, scope: !1004)
!1004 = distinct !DILexicalBlock(scope: !1000, file: !3, line: 270, column: 3)
!1005 = !DILocation(line: 270, column: 3, scope: !1000)
!1006 = !DILocation(line: 271, column: 34, scope: !1007)
!1007 = distinct !DILexicalBlock(scope: !1004, file: !3, line: 270, column: 40)
!1008 = !DILocation(line: 271, column: 16, scope: !1007)
!1009 = !DILocation(line: 271, column: 23, scope: !1007)
!1010 = !DILocation(line: 271, column: 5, scope: !1007)
!1011 = !DILocation(line: 271, column: 28, scope: !1007)
!1012 = !DILocation(line: 272, column: 3, scope: !1007)
!1013 = !DILocation(line: 270, column: 36, scope: !1004)
!1014 = !DILocation(line: 270, column: 3, scope: !1004)
!1015 = distinct !{!1015, !1005, !1016}
!1016 = !DILocation(line: 272, column: 3, scope: !1000)
!1017 = !DILocation(line: 273, column: 12, scope: !2)
!1018 = !DILocation(line: 273, column: 30, scope: !2)
!1019 = !DILocation(line: 273, column: 28, scope: !2)
!1020 = !DILocation(line: 273, column: 3, scope: !2)
!1021 = !DILocation(line: 273, column: 10, scope: !2)
!1022 = !DILocation(line: 274, column: 26, scope: !2)
!1023 = !DILocation(line: 274, column: 24, scope: !2)
!1024 = !DILocation(line: 274, column: 12, scope: !2)
!1025 = !DILocation(line: 274, column: 3, scope: !2)
!1026 = !DILocation(line: 274, column: 18, scope: !2)
!1027 = !DILocation(line: 275, column: 3, scope: !2)
!1028 = !DILocation(line: 276, column: 20, scope: !2)
!1029 = !DILocation(line: 276, column: 27, scope: !2)
!1030 = !DILocation(line: 276, column: 10, scope: !2)
!1031 = !DILocation(line: 276, column: 7, scope: !2)
!1032 = !DILocation(line: 277, column: 3, scope: !2)
!1033 = !DILocation(line: 278, column: 20, scope: !2)
!1034 = !DILocation(line: 278, column: 9, scope: !2)
!1035 = !DILocation(line: 278, column: 39, scope: !2)
!1036 = !DILocation(line: 278, column: 27, scope: !2)
!1037 = !DILocation(line: 279, column: 10, scope: !2)
!1038 = !DILocation(line: 279, column: 17, scope: !2)
!1039 = !DILocation(line: 279, column: 35, scope: !2)
!1040 = !DILocation(line: 279, column: 23, scope: !2)
!1041 = !DILocation(line: 279, column: 7, scope: !2)
!1042 = !DILocation(line: 280, column: 11, scope: !1043)
!1043 = distinct !DILexicalBlock(scope: !2, file: !3, line: 280, column: 7)
!1044 = !DILocation(line: 280, column: 7, scope: !2)
!1045 = !DILocation(line: 281, column: 17, scope: !1046)
!1046 = distinct !DILexicalBlock(scope: !1043, file: !3, line: 280, column: 18)
!1047 = !DILocation(line: 281, column: 23, scope: !1046)
!1048 = !DILocation(line: 281, column: 9, scope: !1046)
!1049 = !DILocation(line: 282, column: 3, scope: !1046)
!1050 = !DILocation(line: 283, column: 15, scope: !1051)
!1051 = distinct !DILexicalBlock(scope: !1043, file: !3, line: 282, column: 10)
!1052 = !DILocation(line: 283, column: 19, scope: !1051)
!1053 = !DILocation(line: 0, scope: !1043)
!1054 = !DILocalVariable(name: "j110", scope: !1055, file: !3, line: 285, type: !7)
!1055 = distinct !DILexicalBlock(scope: !2, file: !3, line: 285, column: 3)
!1056 = !DILocation(line: 0, scope: !1055)
!1057 = !DILocation(line: 285, column: 8, scope: !1055)
!1058 = !DILocation(line: 285, column: 27, scope: !1059)
!1059 = distinct !DILexicalBlock(scope: !1055, file: !3, line: 285, column: 3)
!1060 = !DILocation(line: 285, column: 3, scope: !1055)
!1061 = !DILocation(line: 286, column: 34, scope: !1062)
!1062 = distinct !DILexicalBlock(scope: !1059, file: !3, line: 285, column: 40)
!1063 = !DILocation(line: 286, column: 16, scope: !1062)
!1064 = !DILocation(line: 286, column: 23, scope: !1062)
!1065 = !DILocation(line: 286, column: 5, scope: !1062)
!1066 = !DILocation(line: 286, column: 28, scope: !1062)
!1067 = !DILocation(line: 287, column: 3, scope: !1062)
!1068 = !DILocation(line: 285, column: 36, scope: !1059)
!1069 = !DILocation(line: 285, column: 3, scope: !1059)
!1070 = distinct !{!1070, !1060, !1071}
!1071 = !DILocation(line: 287, column: 3, scope: !1055)
!1072 = !DILocation(line: 288, column: 12, scope: !2)
!1073 = !DILocation(line: 288, column: 30, scope: !2)
!1074 = !DILocation(line: 288, column: 28, scope: !2)
!1075 = !DILocation(line: 288, column: 3, scope: !2)
!1076 = !DILocation(line: 288, column: 10, scope: !2)
!1077 = !DILocation(line: 289, column: 26, scope: !2)
!1078 = !DILocation(line: 289, column: 24, scope: !2)
!1079 = !DILocation(line: 289, column: 12, scope: !2)
!1080 = !DILocation(line: 289, column: 3, scope: !2)
!1081 = !DILocation(line: 289, column: 18, scope: !2)
!1082 = !DILocation(line: 290, column: 3, scope: !2)
!1083 = !DILocation(line: 291, column: 20, scope: !2)
!1084 = !DILocation(line: 291, column: 27, scope: !2)
!1085 = !DILocation(line: 291, column: 10, scope: !2)
!1086 = !DILocation(line: 291, column: 7, scope: !2)
!1087 = !DILocation(line: 292, column: 3, scope: !2)
!1088 = !DILocation(line: 293, column: 20, scope: !2)
!1089 = !DILocation(line: 293, column: 9, scope: !2)
!1090 = !DILocation(line: 293, column: 39, scope: !2)
!1091 = !DILocation(line: 293, column: 27, scope: !2)
!1092 = !DILocation(line: 294, column: 10, scope: !2)
!1093 = !DILocation(line: 294, column: 17, scope: !2)
!1094 = !DILocation(line: 294, column: 35, scope: !2)
!1095 = !DILocation(line: 294, column: 23, scope: !2)
!1096 = !DILocation(line: 294, column: 7, scope: !2)
!1097 = !DILocation(line: 295, column: 11, scope: !1098)
!1098 = distinct !DILexicalBlock(scope: !2, file: !3, line: 295, column: 7)
!1099 = !DILocation(line: 295, column: 7, scope: !2)
!1100 = !DILocation(line: 296, column: 17, scope: !1101)
!1101 = distinct !DILexicalBlock(scope: !1098, file: !3, line: 295, column: 18)
!1102 = !DILocation(line: 296, column: 23, scope: !1101)
!1103 = !DILocation(line: 296, column: 9, scope: !1101)
!1104 = !DILocation(line: 297, column: 3, scope: !1101)
!1105 = !DILocation(line: 298, column: 15, scope: !1106)
!1106 = distinct !DILexicalBlock(scope: !1098, file: !3, line: 297, column: 10)
!1107 = !DILocation(line: 298, column: 19, scope: !1106)
!1108 = !DILocation(line: 0, scope: !1098)
!1109 = !DILocation(line: 300, column: 3, scope: !2)
!1110 = !DILocation(line: 300, column: 10, scope: !2)
!1111 = !DILocation(line: 301, column: 3, scope: !2)
!1112 = !DILocation(line: 301, column: 10, scope: !2)
!1113 = !DILocation(line: 302, column: 1, scope: !2)
