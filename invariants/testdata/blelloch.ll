; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

@scan.sum = internal addrspace(3) global [8 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @scan(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %3 = call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !30
  call void @llvm.dbg.value(metadata i32 %3, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %4 = mul i32 2, %3, !dbg !33
  %5 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %4, !dbg !34
  %6 = load i32, i32 addrspace(1)* %5, align 4, !dbg !34
  %7 = mul i32 2, %3, !dbg !35
  %8 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %7, !dbg !36
  store i32 %6, i32 addrspace(3)* %8, align 4, !dbg !37
  %9 = mul i32 2, %3, !dbg !38
  %10 = add i32 %9, 1, !dbg !39
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %10, !dbg !40
  %12 = load i32, i32 addrspace(1)* %11, align 4, !dbg !40
  %13 = mul i32 2, %3, !dbg !41
  %14 = add i32 %13, 1, !dbg !42
  %15 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %14, !dbg !43
  store i32 %12, i32 addrspace(3)* %15, align 4, !dbg !44
  call void @llvm.dbg.value(metadata i32 4, metadata !45, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !47
  br label %16, !dbg !48

16:                                               ; preds = %37, %2
  %.01 = phi i32 [ 1, %2 ], [ %36, %37 ], !dbg !28
  %.0 = phi i32 [ 4, %2 ], [ %38, %37 ], !dbg !47
  call void @llvm.dbg.value(metadata i32 %.0, metadata !45, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !47
  call void @llvm.dbg.value(metadata i32 %.01, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %17 = icmp ugt i32 %.0, 0, !dbg !49
  br i1 %17, label %18, label %39, !dbg !51

18:                                               ; preds = %16
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !52
  %19 = icmp ult i32 %3, %.0, !dbg !54
  br i1 %19, label %20, label %35, !dbg !56

20:                                               ; preds = %18
  %21 = mul i32 2, %3, !dbg !57
  %22 = add i32 %21, 1, !dbg !59
  %23 = mul i32 %.01, %22, !dbg !60
  %24 = sub i32 %23, 1, !dbg !61
  call void @llvm.dbg.value(metadata i32 %24, metadata !62, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  %25 = mul i32 2, %3, !dbg !64
  %26 = add i32 %25, 2, !dbg !65
  %27 = mul i32 %.01, %26, !dbg !66
  %28 = sub i32 %27, 1, !dbg !67
  call void @llvm.dbg.value(metadata i32 %28, metadata !68, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !63
  %29 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %24, !dbg !69
  %30 = load i32, i32 addrspace(3)* %29, align 4, !dbg !69
  %31 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %28, !dbg !70
  %32 = load i32, i32 addrspace(3)* %31, align 4, !dbg !70
  %33 = add i32 %30, %32, !dbg !71
  %34 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %28, !dbg !72
  store i32 %33, i32 addrspace(3)* %34, align 4, !dbg !73
  br label %35, !dbg !74

35:                                               ; preds = %20, %18
  %36 = mul i32 %.01, 2, !dbg !75
  call void @llvm.dbg.value(metadata i32 %36, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  br label %37, !dbg !76

37:                                               ; preds = %35
  %38 = udiv i32 %.0, 2, !dbg !77
  call void @llvm.dbg.value(metadata i32 %38, metadata !45, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !47
  br label %16, !dbg !78, !llvm.loop !79

39:                                               ; preds = %16
  %40 = icmp eq i32 %3, 0, !dbg !81
  br i1 %40, label %41, label %42, !dbg !83

41:                                               ; preds = %39
  store i32 0, i32 addrspace(3)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 7), align 4, !dbg !84
  br label %42, !dbg !85

42:                                               ; preds = %41, %39
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !86
  %43 = mul i32 2, %3, !dbg !87
  %44 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %43, !dbg !88
  %45 = load i32, i32 addrspace(3)* %44, align 4, !dbg !88
  %46 = mul i32 2, %3, !dbg !89
  %47 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %46, !dbg !90
  store i32 %45, i32 addrspace(1)* %47, align 4, !dbg !91
  %48 = mul i32 2, %3, !dbg !92
  %49 = add i32 %48, 1, !dbg !93
  %50 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %49, !dbg !94
  %51 = load i32, i32 addrspace(3)* %50, align 4, !dbg !94
  %52 = mul i32 2, %3, !dbg !95
  %53 = add i32 %52, 1, !dbg !96
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %53, !dbg !97
  store i32 %51, i32 addrspace(1)* %54, align 4, !dbg !98
  ret void, !dbg !99
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!17, !18, !19, !20}
!opencl.ocl.version = !{!21}
!opencl.spir.version = !{!21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 4, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "scan", scope: !3, file: !3, line: 3, type: !4, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !13)
!3 = !DIFile(filename: "testdata/blelloch.cl", directory: "/work/main/invariants")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !8, line: 98, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !11, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!11 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/invariants", checksumkind: CSK_MD5, checksum: "a6ababa3d2823d8f62e58317f2f24d9a")
!12 = !{!0}
!13 = !{}
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{i32 1, i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = !{i32 1, i32 1}
!24 = !{!"none", !"none"}
!25 = !{!"uint*", !"uint*"}
!26 = !{!"", !""}
!27 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 3, type: !6)
!28 = !DILocation(line: 0, scope: !2)
!29 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 3, type: !6)
!30 = !DILocation(line: 5, column: 16, scope: !2)
!31 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 5, type: !9)
!32 = !DILocalVariable(name: "offset", scope: !2, file: !3, line: 6, type: !9)
!33 = !DILocation(line: 7, column: 21, scope: !2)
!34 = !DILocation(line: 7, column: 16, scope: !2)
!35 = !DILocation(line: 7, column: 9, scope: !2)
!36 = !DILocation(line: 7, column: 3, scope: !2)
!37 = !DILocation(line: 7, column: 14, scope: !2)
!38 = !DILocation(line: 8, column: 25, scope: !2)
!39 = !DILocation(line: 8, column: 29, scope: !2)
!40 = !DILocation(line: 8, column: 20, scope: !2)
!41 = !DILocation(line: 8, column: 9, scope: !2)
!42 = !DILocation(line: 8, column: 13, scope: !2)
!43 = !DILocation(line: 8, column: 3, scope: !2)
!44 = !DILocation(line: 8, column: 18, scope: !2)
!45 = !DILocalVariable(name: "d", scope: !46, file: !3, line: 9, type: !9)
!46 = distinct !DILexicalBlock(scope: !2, file: !3, line: 9, column: 3)
!47 = !DILocation(line: 0, scope: !46)
!48 = !DILocation(line: 9, column: 8, scope: !46)
!49 = !DILocation(line: 9, column: 30, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !3, line: 9, column: 3)
!51 = !DILocation(line: 9, column: 3, scope: !46)
!52 = !DILocation(line: 10, column: 5, scope: !53)
!53 = distinct !DILexicalBlock(scope: !50, file: !3, line: 9, column: 43)
!54 = !DILocation(line: 11, column: 11, scope: !55)
!55 = distinct !DILexicalBlock(scope: !53, file: !3, line: 11, column: 9)
!56 = !DILocation(line: 11, column: 9, scope: !53)
!57 = !DILocation(line: 12, column: 33, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !3, line: 11, column: 16)
!59 = !DILocation(line: 12, column: 37, scope: !58)
!60 = !DILocation(line: 12, column: 28, scope: !58)
!61 = !DILocation(line: 12, column: 42, scope: !58)
!62 = !DILocalVariable(name: "ai", scope: !58, file: !3, line: 12, type: !9)
!63 = !DILocation(line: 0, scope: !58)
!64 = !DILocation(line: 13, column: 33, scope: !58)
!65 = !DILocation(line: 13, column: 37, scope: !58)
!66 = !DILocation(line: 13, column: 28, scope: !58)
!67 = !DILocation(line: 13, column: 42, scope: !58)
!68 = !DILocalVariable(name: "bi", scope: !58, file: !3, line: 13, type: !9)
!69 = !DILocation(line: 14, column: 17, scope: !58)
!70 = !DILocation(line: 14, column: 27, scope: !58)
!71 = !DILocation(line: 14, column: 25, scope: !58)
!72 = !DILocation(line: 14, column: 7, scope: !58)
!73 = !DILocation(line: 14, column: 15, scope: !58)
!74 = !DILocation(line: 15, column: 5, scope: !58)
!75 = !DILocation(line: 16, column: 12, scope: !53)
!76 = !DILocation(line: 17, column: 3, scope: !53)
!77 = !DILocation(line: 9, column: 37, scope: !50)
!78 = !DILocation(line: 9, column: 3, scope: !50)
!79 = distinct !{!79, !51, !80}
!80 = !DILocation(line: 17, column: 3, scope: !46)
!81 = !DILocation(line: 18, column: 9, scope: !82)
!82 = distinct !DILexicalBlock(scope: !2, file: !3, line: 18, column: 7)
!83 = !DILocation(line: 18, column: 7, scope: !2)
!84 = !DILocation(line: 19, column: 16, scope: !82)
!85 = !DILocation(line: 19, column: 5, scope: !82)
!86 = !DILocation(line: 20, column: 3, scope: !2)
!87 = !DILocation(line: 21, column: 22, scope: !2)
!88 = !DILocation(line: 21, column: 16, scope: !2)
!89 = !DILocation(line: 21, column: 9, scope: !2)
!90 = !DILocation(line: 21, column: 3, scope: !2)
!91 = !DILocation(line: 21, column: 14, scope: !2)
!92 = !DILocation(line: 22, column: 26, scope: !2)
!93 = !DILocation(line: 22, column: 30, scope: !2)
!94 = !DILocation(line: 22, column: 20, scope: !2)
!95 = !DILocation(line: 22, column: 9, scope: !2)
!96 = !DILocation(line: 22, column: 13, scope: !2)
!97 = !DILocation(line: 22, column: 3, scope: !2)
!98 = !DILocation(line: 22, column: 18, scope: !2)
!99 = !DILocation(line: 23, column: 1, scope: !2)
