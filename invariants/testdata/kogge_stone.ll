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
  %4 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %3, !dbg !32
  %5 = load i32, i32 addrspace(1)* %4, align 4, !dbg !32
  %6 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %3, !dbg !33
  store i32 %5, i32 addrspace(3)* %6, align 4, !dbg !34
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !35
  call void @llvm.dbg.value(metadata i32 1, metadata !36, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !38
  br label %7, !dbg !39

7:                                                ; preds = %23, %2
  %.01 = phi i32 [ 1, %2 ], [ %24, %23 ], !dbg !38
  %.0 = phi i32 [ undef, %2 ], [ %.1, %23 ]
  call void @llvm.dbg.value(metadata i32 %.0, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !43
  call void @llvm.dbg.value(metadata i32 %.01, metadata !36, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !38
  %8 = icmp ult i32 %.01, 8, !dbg !44
  br i1 %8, label %9, label %25, !dbg !45

9:                                                ; preds = %7
  %10 = icmp uge i32 %3, %.01, !dbg !46
  br i1 %10, label %11, label %15, !dbg !48

11:                                               ; preds = %9
  %12 = sub i32 %3, %.01, !dbg !49
  %13 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %12, !dbg !50
  %14 = load i32, i32 addrspace(3)* %13, align 4, !dbg !50
  call void @llvm.dbg.value(metadata i32 %14, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !43
  br label %15, !dbg !51

15:                                               ; preds = %11, %9
  %.1 = phi i32 [ %14, %11 ], [ %.0, %9 ]
  call void @llvm.dbg.value(metadata i32 %.1, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !43
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !52
  %16 = icmp uge i32 %3, %.01, !dbg !53
  br i1 %16, label %17, label %22, !dbg !55

17:                                               ; preds = %15
  %18 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %3, !dbg !56
  %19 = load i32, i32 addrspace(3)* %18, align 4, !dbg !56
  %20 = add i32 %.1, %19, !dbg !57
  %21 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %3, !dbg !58
  store i32 %20, i32 addrspace(3)* %21, align 4, !dbg !59
  br label %22, !dbg !58

22:                                               ; preds = %17, %15
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !60
  br label %23, !dbg !61

23:                                               ; preds = %22
  %24 = mul i32 %.01, 2, !dbg !62
  call void @llvm.dbg.value(metadata i32 %24, metadata !36, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !38
  br label %7, !dbg !63, !llvm.loop !64

25:                                               ; preds = %7
  %26 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @scan.sum, i32 0, i32 %3, !dbg !66
  %27 = load i32, i32 addrspace(3)* %26, align 4, !dbg !66
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %3, !dbg !67
  store i32 %27, i32 addrspace(1)* %28, align 4, !dbg !68
  ret void, !dbg !69
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
!3 = !DIFile(filename: "testdata/kogge_stone.cl", directory: "/work/main/invariants")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !8, line: 98, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !11, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!11 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/invariants", checksumkind: CSK_MD5, checksum: "06158388fe6533df1cf6089807e3f4f3")
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
!32 = !DILocation(line: 6, column: 12, scope: !2)
!33 = !DILocation(line: 6, column: 3, scope: !2)
!34 = !DILocation(line: 6, column: 10, scope: !2)
!35 = !DILocation(line: 7, column: 3, scope: !2)
!36 = !DILocalVariable(name: "offset", scope: !37, file: !3, line: 8, type: !9)
!37 = distinct !DILexicalBlock(scope: !2, file: !3, line: 8, column: 3)
!38 = !DILocation(line: 0, scope: !37)
!39 = !DILocation(line: 8, column: 8, scope: !37)
!40 = !DILocalVariable(name: "temp", scope: !41, file: !3, line: 9, type: !7)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 8, column: 54)
!42 = distinct !DILexicalBlock(scope: !37, file: !3, line: 8, column: 3)
!43 = !DILocation(line: 0, scope: !41)
!44 = !DILocation(line: 8, column: 36, scope: !42)
!45 = !DILocation(line: 8, column: 3, scope: !37)
!46 = !DILocation(line: 10, column: 11, scope: !47)
!47 = distinct !DILexicalBlock(scope: !41, file: !3, line: 10, column: 9)
!48 = !DILocation(line: 10, column: 9, scope: !41)
!49 = !DILocation(line: 11, column: 20, scope: !47)
!50 = !DILocation(line: 11, column: 14, scope: !47)
!51 = !DILocation(line: 11, column: 7, scope: !47)
!52 = !DILocation(line: 12, column: 5, scope: !41)
!53 = !DILocation(line: 13, column: 11, scope: !54)
!54 = distinct !DILexicalBlock(scope: !41, file: !3, line: 13, column: 9)
!55 = !DILocation(line: 13, column: 9, scope: !41)
!56 = !DILocation(line: 14, column: 23, scope: !54)
!57 = !DILocation(line: 14, column: 21, scope: !54)
!58 = !DILocation(line: 14, column: 7, scope: !54)
!59 = !DILocation(line: 14, column: 14, scope: !54)
!60 = !DILocation(line: 15, column: 5, scope: !41)
!61 = !DILocation(line: 16, column: 3, scope: !41)
!62 = !DILocation(line: 8, column: 48, scope: !42)
!63 = !DILocation(line: 8, column: 3, scope: !42)
!64 = distinct !{!64, !45, !65}
!65 = !DILocation(line: 16, column: 3, scope: !37)
!66 = !DILocation(line: 17, column: 12, scope: !2)
!67 = !DILocation(line: 17, column: 3, scope: !2)
!68 = !DILocation(line: 17, column: 10, scope: !2)
!69 = !DILocation(line: 18, column: 1, scope: !2)
