; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @float_double(float addrspace(1)* noundef %0, double addrspace(1)* noundef %1, float noundef %2, double noundef %3) #0 !dbg !11 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  call void @llvm.dbg.value(metadata float addrspace(1)* %0, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  call void @llvm.dbg.value(metadata double addrspace(1)* %1, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  call void @llvm.dbg.value(metadata float %2, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  call void @llvm.dbg.value(metadata double %3, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  %5 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !27
  call void @llvm.dbg.value(metadata i32 %5, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  %6 = getelementptr inbounds float, float addrspace(1)* %0, i32 %5, !dbg !32
  %7 = load float, float addrspace(1)* %6, align 4, !dbg !32
  call void @llvm.dbg.value(metadata float %7, metadata !33, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  %8 = getelementptr inbounds double, double addrspace(1)* %1, i32 %5, !dbg !34
  %9 = load double, double addrspace(1)* %8, align 8, !dbg !34
  call void @llvm.dbg.value(metadata double %9, metadata !35, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  %10 = call float @llvm.fmuladd.f32(float %7, float %2, float 1.000000e+00), !dbg !36
  call void @llvm.dbg.value(metadata float %10, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  %11 = fdiv double %9, 3.000000e+00, !dbg !38
  %12 = fsub double %11, %3, !dbg !39
  call void @llvm.dbg.value(metadata double %12, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  %13 = fcmp olt float %10, %7, !dbg !41
  %14 = zext i1 %13 to i8, !dbg !42
  call void @llvm.dbg.value(metadata i8 %14, metadata !43, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  %15 = trunc i8 %14 to i1, !dbg !45
  br i1 %15, label %16, label %18, !dbg !45

16:                                               ; preds = %4
  %17 = fpext float %10 to double, !dbg !46
  br label %19, !dbg !45

18:                                               ; preds = %4
  br label %19, !dbg !45

19:                                               ; preds = %18, %16
  %20 = phi double [ %17, %16 ], [ %12, %18 ], !dbg !45
  call void @llvm.dbg.value(metadata double %20, metadata !47, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !23
  %21 = fpext float %7 to double, !dbg !48
  %22 = fmul double %20, %21, !dbg !49
  %23 = fptrunc double %22 to float, !dbg !50
  %24 = fsub float %23, %10, !dbg !51
  %25 = getelementptr inbounds float, float addrspace(1)* %0, i32 %5, !dbg !52
  store float %24, float addrspace(1)* %25, align 4, !dbg !53
  %26 = fcmp oeq double %12, %9, !dbg !54
  br i1 %26, label %27, label %28, !dbg !55

27:                                               ; preds = %19
  br label %31, !dbg !55

28:                                               ; preds = %19
  %29 = fpext float %2 to double, !dbg !56
  %30 = fadd double %20, %29, !dbg !57
  br label %31, !dbg !55

31:                                               ; preds = %28, %27
  %32 = phi double [ 0.000000e+00, %27 ], [ %30, %28 ], !dbg !55
  %33 = getelementptr inbounds double, double addrspace(1)* %1, i32 %5, !dbg !58
  store double %32, double addrspace(1)* %33, align 8, !dbg !59
  ret void, !dbg !60
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8}
!opencl.ocl.version = !{!9}
!opencl.spir.version = !{!9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "ca49666952f7da4aa7b39fccd4b290a8")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 1, i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "float_double", scope: !12, file: !12, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!12 = !DIFile(filename: "testdata/float_double.cl", directory: "/work/main/frontend")
!13 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !14)
!14 = !{null, !15, !16, !4, !3}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 32, dwarfAddressSpace: 1)
!17 = !{}
!18 = !{i32 1, i32 1, i32 0, i32 0}
!19 = !{!"none", !"none", !"none", !"none"}
!20 = !{!"float*", !"double*", !"float", !"double"}
!21 = !{!"", !"", !"", !""}
!22 = !DILocalVariable(name: "f", arg: 1, scope: !11, file: !12, line: 5, type: !15)
!23 = !DILocation(line: 0, scope: !11)
!24 = !DILocalVariable(name: "d", arg: 2, scope: !11, file: !12, line: 5, type: !16)
!25 = !DILocalVariable(name: "scale", arg: 3, scope: !11, file: !12, line: 5, type: !4)
!26 = !DILocalVariable(name: "bias", arg: 4, scope: !11, file: !12, line: 5, type: !3)
!27 = !DILocation(line: 6, column: 16, scope: !11)
!28 = !DILocalVariable(name: "gid", scope: !11, file: !12, line: 6, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !30, line: 111, baseType: !31)
!30 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!31 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!32 = !DILocation(line: 7, column: 13, scope: !11)
!33 = !DILocalVariable(name: "a", scope: !11, file: !12, line: 7, type: !4)
!34 = !DILocation(line: 8, column: 14, scope: !11)
!35 = !DILocalVariable(name: "b", scope: !11, file: !12, line: 8, type: !3)
!36 = !DILocation(line: 9, column: 23, scope: !11)
!37 = !DILocalVariable(name: "c", scope: !11, file: !12, line: 9, type: !4)
!38 = !DILocation(line: 10, column: 16, scope: !11)
!39 = !DILocation(line: 10, column: 22, scope: !11)
!40 = !DILocalVariable(name: "e", scope: !11, file: !12, line: 10, type: !3)
!41 = !DILocation(line: 11, column: 15, scope: !11)
!42 = !DILocation(line: 11, column: 8, scope: !11)
!43 = !DILocalVariable(name: "lt", scope: !11, file: !12, line: 11, type: !44)
!44 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!45 = !DILocation(line: 12, column: 14, scope: !11)
!46 = !DILocation(line: 12, column: 19, scope: !11)
!47 = !DILocalVariable(name: "m", scope: !11, file: !12, line: 12, type: !3)
!48 = !DILocation(line: 13, column: 24, scope: !11)
!49 = !DILocation(line: 13, column: 22, scope: !11)
!50 = !DILocation(line: 13, column: 12, scope: !11)
!51 = !DILocation(line: 13, column: 35, scope: !11)
!52 = !DILocation(line: 13, column: 3, scope: !11)
!53 = !DILocation(line: 13, column: 10, scope: !11)
!54 = !DILocation(line: 14, column: 15, scope: !11)
!55 = !DILocation(line: 14, column: 12, scope: !11)
!56 = !DILocation(line: 14, column: 33, scope: !11)
!57 = !DILocation(line: 14, column: 31, scope: !11)
!58 = !DILocation(line: 14, column: 3, scope: !11)
!59 = !DILocation(line: 14, column: 10, scope: !11)
!60 = !DILocation(line: 15, column: 1, scope: !11)
