; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

%struct.S = type { i32, float, [3 x i32] }
%struct.T = type { [2 x %struct.S], i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @structs_nested(%struct.S addrspace(1)* noundef %0, %struct.T addrspace(1)* noundef %1, [4 x i32] addrspace(1)* noundef %2) #0 !dbg !11 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  call void @llvm.dbg.value(metadata %struct.S addrspace(1)* %0, metadata !44, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !45
  call void @llvm.dbg.value(metadata %struct.T addrspace(1)* %1, metadata !46, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !45
  call void @llvm.dbg.value(metadata [4 x i32] addrspace(1)* %2, metadata !47, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !45
  %4 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !48
  call void @llvm.dbg.value(metadata i32 %4, metadata !49, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !45
  %5 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %0, i32 %4, !dbg !53
  %6 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %5, i32 0, i32 0, !dbg !54
  %7 = load i32, i32 addrspace(1)* %6, align 4, !dbg !54
  %8 = sitofp i32 %7 to float, !dbg !55
  %9 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %0, i32 %4, !dbg !56
  %10 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %9, i32 0, i32 1, !dbg !57
  store float %8, float addrspace(1)* %10, align 4, !dbg !58
  %11 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %0, i32 %4, !dbg !59
  %12 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %11, i32 0, i32 2, !dbg !60
  %13 = getelementptr inbounds [3 x i32], [3 x i32] addrspace(1)* %12, i32 0, i32 0, !dbg !59
  %14 = load i32, i32 addrspace(1)* %13, align 4, !dbg !59
  %15 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %0, i32 %4, !dbg !61
  %16 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %15, i32 0, i32 2, !dbg !62
  %17 = getelementptr inbounds [3 x i32], [3 x i32] addrspace(1)* %16, i32 0, i32 1, !dbg !61
  %18 = load i32, i32 addrspace(1)* %17, align 4, !dbg !61
  %19 = add nsw i32 %14, %18, !dbg !63
  %20 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %0, i32 %4, !dbg !64
  %21 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %20, i32 0, i32 2, !dbg !65
  %22 = getelementptr inbounds [3 x i32], [3 x i32] addrspace(1)* %21, i32 0, i32 2, !dbg !64
  store i32 %19, i32 addrspace(1)* %22, align 4, !dbg !66
  %23 = getelementptr inbounds %struct.T, %struct.T addrspace(1)* %1, i32 %4, !dbg !67
  %24 = getelementptr inbounds %struct.T, %struct.T addrspace(1)* %23, i32 0, i32 1, !dbg !68
  %25 = load i32, i32 addrspace(1)* %24, align 4, !dbg !68
  %26 = getelementptr inbounds %struct.T, %struct.T addrspace(1)* %1, i32 %4, !dbg !69
  %27 = getelementptr inbounds %struct.T, %struct.T addrspace(1)* %26, i32 0, i32 0, !dbg !70
  %28 = getelementptr inbounds [2 x %struct.S], [2 x %struct.S] addrspace(1)* %27, i32 0, i32 1, !dbg !69
  %29 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %28, i32 0, i32 2, !dbg !71
  %30 = urem i32 %4, 3, !dbg !72
  %31 = getelementptr inbounds [3 x i32], [3 x i32] addrspace(1)* %29, i32 0, i32 %30, !dbg !69
  store i32 %25, i32 addrspace(1)* %31, align 4, !dbg !73
  %32 = getelementptr inbounds %struct.T, %struct.T addrspace(1)* %1, i32 %4, !dbg !74
  %33 = getelementptr inbounds %struct.T, %struct.T addrspace(1)* %32, i32 0, i32 0, !dbg !75
  %34 = getelementptr inbounds [2 x %struct.S], [2 x %struct.S] addrspace(1)* %33, i32 0, i32 1, !dbg !74
  %35 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %34, i32 0, i32 2, !dbg !76
  %36 = getelementptr inbounds [3 x i32], [3 x i32] addrspace(1)* %35, i32 0, i32 0, !dbg !74
  %37 = load i32, i32 addrspace(1)* %36, align 4, !dbg !74
  %38 = getelementptr inbounds %struct.T, %struct.T addrspace(1)* %1, i32 %4, !dbg !77
  %39 = getelementptr inbounds %struct.T, %struct.T addrspace(1)* %38, i32 0, i32 0, !dbg !78
  %40 = getelementptr inbounds [2 x %struct.S], [2 x %struct.S] addrspace(1)* %39, i32 0, i32 0, !dbg !77
  %41 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %40, i32 0, i32 0, !dbg !79
  store i32 %37, i32 addrspace(1)* %41, align 4, !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !83
  br label %42, !dbg !84

42:                                               ; preds = %48, %3
  %.0 = phi i32 [ 0, %3 ], [ %49, %48 ], !dbg !83
  call void @llvm.dbg.value(metadata i32 %.0, metadata !81, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !83
  %43 = icmp slt i32 %.0, 4, !dbg !85
  br i1 %43, label %44, label %50, !dbg !87

44:                                               ; preds = %42
  %45 = add nsw i32 %.0, %4, !dbg !88
  %46 = getelementptr inbounds [4 x i32], [4 x i32] addrspace(1)* %2, i32 %4, !dbg !89
  %47 = getelementptr inbounds [4 x i32], [4 x i32] addrspace(1)* %46, i32 0, i32 %.0, !dbg !89
  store i32 %45, i32 addrspace(1)* %47, align 4, !dbg !90
  br label %48, !dbg !89

48:                                               ; preds = %44
  %49 = add nsw i32 %.0, 1, !dbg !91
  call void @llvm.dbg.value(metadata i32 %49, metadata !81, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !83
  br label %42, !dbg !92, !llvm.loop !93

50:                                               ; preds = %42
  %51 = getelementptr inbounds %struct.T, %struct.T addrspace(1)* %1, i32 %4, !dbg !95
  %52 = getelementptr inbounds %struct.T, %struct.T addrspace(1)* %51, i32 0, i32 0, !dbg !96
  %53 = getelementptr inbounds [2 x %struct.S], [2 x %struct.S] addrspace(1)* %52, i32 0, i32 0, !dbg !95
  call void @llvm.dbg.value(metadata %struct.S addrspace(1)* %53, metadata !97, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !45
  %54 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %53, i32 0, i32 1, !dbg !98
  %55 = load float, float addrspace(1)* %54, align 4, !dbg !98
  %56 = fmul float %55, 2.000000e+00, !dbg !99
  %57 = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %53, i32 0, i32 1, !dbg !100
  store float %56, float addrspace(1)* %57, align 4, !dbg !101
  ret void, !dbg !102
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

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
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "1343dc34271aaf7e2ac0012d0ce763e4")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 1, i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "structs_nested", scope: !12, file: !12, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !38)
!12 = !DIFile(filename: "testdata/structs_nested.cl", directory: "/work/main/frontend")
!13 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !14)
!14 = !{null, !15, !25, !34}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 32, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "S", file: !12, line: 4, baseType: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !12, line: 4, size: 160, elements: !18)
!18 = !{!19, !20, !21}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !17, file: !12, line: 4, baseType: !4, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !17, file: !12, line: 4, baseType: !3, size: 32, offset: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !17, file: !12, line: 4, baseType: !22, size: 96, offset: 64)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 3)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32, dwarfAddressSpace: 1)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !12, line: 5, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !12, line: 5, size: 352, elements: !28)
!28 = !{!29, !33}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !27, file: !12, line: 5, baseType: !30, size: 320)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 320, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !27, file: !12, line: 5, baseType: !4, size: 32, offset: 320)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 32, dwarfAddressSpace: 1)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 4)
!38 = !{}
!39 = !{i32 1, i32 1, i32 1}
!40 = !{!"none", !"none", !"none"}
!41 = !{!"S*", !"T*", !"__global int[4]*"}
!42 = !{!"S*", !"T*", !"int[4]*"}
!43 = !{!"", !"", !""}
!44 = !DILocalVariable(name: "p", arg: 1, scope: !11, file: !12, line: 6, type: !15)
!45 = !DILocation(line: 0, scope: !11)
!46 = !DILocalVariable(name: "q", arg: 2, scope: !11, file: !12, line: 6, type: !25)
!47 = !DILocalVariable(name: "m", arg: 3, scope: !11, file: !12, line: 6, type: !34)
!48 = !DILocation(line: 7, column: 16, scope: !11)
!49 = !DILocalVariable(name: "tid", scope: !11, file: !12, line: 7, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 111, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = !DILocation(line: 8, column: 21, scope: !11)
!54 = !DILocation(line: 8, column: 28, scope: !11)
!55 = !DILocation(line: 8, column: 14, scope: !11)
!56 = !DILocation(line: 8, column: 3, scope: !11)
!57 = !DILocation(line: 8, column: 10, scope: !11)
!58 = !DILocation(line: 8, column: 12, scope: !11)
!59 = !DILocation(line: 9, column: 17, scope: !11)
!60 = !DILocation(line: 9, column: 24, scope: !11)
!61 = !DILocation(line: 9, column: 31, scope: !11)
!62 = !DILocation(line: 9, column: 38, scope: !11)
!63 = !DILocation(line: 9, column: 29, scope: !11)
!64 = !DILocation(line: 9, column: 3, scope: !11)
!65 = !DILocation(line: 9, column: 10, scope: !11)
!66 = !DILocation(line: 9, column: 15, scope: !11)
!67 = !DILocation(line: 10, column: 32, scope: !11)
!68 = !DILocation(line: 10, column: 39, scope: !11)
!69 = !DILocation(line: 10, column: 3, scope: !11)
!70 = !DILocation(line: 10, column: 10, scope: !11)
!71 = !DILocation(line: 10, column: 19, scope: !11)
!72 = !DILocation(line: 10, column: 25, scope: !11)
!73 = !DILocation(line: 10, column: 30, scope: !11)
!74 = !DILocation(line: 11, column: 23, scope: !11)
!75 = !DILocation(line: 11, column: 30, scope: !11)
!76 = !DILocation(line: 11, column: 39, scope: !11)
!77 = !DILocation(line: 11, column: 3, scope: !11)
!78 = !DILocation(line: 11, column: 10, scope: !11)
!79 = !DILocation(line: 11, column: 19, scope: !11)
!80 = !DILocation(line: 11, column: 21, scope: !11)
!81 = !DILocalVariable(name: "j", scope: !82, file: !12, line: 12, type: !4)
!82 = distinct !DILexicalBlock(scope: !11, file: !12, line: 12, column: 3)
!83 = !DILocation(line: 0, scope: !82)
!84 = !DILocation(line: 12, column: 8, scope: !82)
!85 = !DILocation(line: 12, column: 21, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !12, line: 12, column: 3)
!87 = !DILocation(line: 12, column: 3, scope: !82)
!88 = !DILocation(line: 13, column: 19, scope: !86)
!89 = !DILocation(line: 13, column: 5, scope: !86)
!90 = !DILocation(line: 13, column: 15, scope: !86)
!91 = !DILocation(line: 12, column: 27, scope: !86)
!92 = !DILocation(line: 12, column: 3, scope: !86)
!93 = distinct !{!93, !87, !94}
!94 = !DILocation(line: 13, column: 26, scope: !82)
!95 = !DILocation(line: 14, column: 23, scope: !11)
!96 = !DILocation(line: 14, column: 30, scope: !11)
!97 = !DILocalVariable(name: "mine", scope: !11, file: !12, line: 14, type: !15)
!98 = !DILocation(line: 15, column: 19, scope: !11)
!99 = !DILocation(line: 15, column: 21, scope: !11)
!100 = !DILocation(line: 15, column: 9, scope: !11)
!101 = !DILocation(line: 15, column: 11, scope: !11)
!102 = !DILocation(line: 16, column: 1, scope: !11)
