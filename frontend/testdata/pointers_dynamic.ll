; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

@pointers_dynamic.x = internal addrspace(3) global [65 x i32] undef, align 4, !dbg !0
@pointers_dynamic.y = internal addrspace(3) global [65 x i32] undef, align 4, !dbg !11

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 addrspace(3)* @pick(i32 addrspace(3)* noundef %0, i32 addrspace(3)* noundef %1, i32 noundef %2) #0 !dbg !23 {
  call void @llvm.dbg.value(metadata i32 addrspace(3)* %0, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  call void @llvm.dbg.value(metadata i32 addrspace(3)* %1, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  call void @llvm.dbg.value(metadata i32 %2, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !28
  %4 = icmp ne i32 %2, 0, !dbg !31
  br i1 %4, label %5, label %7, !dbg !31

5:                                                ; preds = %3
  %6 = getelementptr inbounds i32, i32 addrspace(3)* %0, i32 1, !dbg !32
  br label %8, !dbg !31

7:                                                ; preds = %3
  br label %8, !dbg !31

8:                                                ; preds = %7, %5
  %9 = phi i32 addrspace(3)* [ %6, %5 ], [ %1, %7 ], !dbg !31
  ret i32 addrspace(3)* %9, !dbg !33
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @pointers_dynamic(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #1 !dbg !2 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !38, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %2, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  %4 = icmp ne i32 %2, 0, !dbg !42
  br i1 %4, label %5, label %6, !dbg !42

5:                                                ; preds = %3
  br label %7, !dbg !42

6:                                                ; preds = %3
  br label %7, !dbg !42

7:                                                ; preds = %6, %5
  %8 = phi i32 addrspace(1)* [ %0, %5 ], [ %1, %6 ], !dbg !42
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %8, metadata !43, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  %9 = icmp ne i32 %2, 0, !dbg !44
  br i1 %9, label %10, label %11, !dbg !44

10:                                               ; preds = %7
  br label %12, !dbg !44

11:                                               ; preds = %7
  br label %12, !dbg !44

12:                                               ; preds = %11, %10
  %13 = phi i32 addrspace(1)* [ %0, %10 ], [ null, %11 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %13, metadata !45, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  %14 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !46
  call void @llvm.dbg.value(metadata i32 %14, metadata !47, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  %15 = getelementptr inbounds i32, i32 addrspace(1)* %8, i32 %14, !dbg !51
  %16 = load i32, i32 addrspace(1)* %15, align 4, !dbg !51
  %17 = add nsw i32 %16, 1, !dbg !52
  %18 = getelementptr inbounds i32, i32 addrspace(1)* %8, i32 %14, !dbg !53
  store i32 %17, i32 addrspace(1)* %18, align 4, !dbg !54
  %19 = icmp ne i32 addrspace(1)* %13, null, !dbg !55
  br i1 %19, label %20, label %22, !dbg !57

20:                                               ; preds = %12
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %13, i32 %14, !dbg !58
  store i32 2, i32 addrspace(1)* %21, align 4, !dbg !59
  br label %22, !dbg !58

22:                                               ; preds = %20, %12
  %23 = call spir_func i32 addrspace(3)* @pick(i32 addrspace(3)* noundef getelementptr inbounds ([65 x i32], [65 x i32] addrspace(3)* @pointers_dynamic.x, i32 0, i32 0), i32 addrspace(3)* noundef getelementptr inbounds ([65 x i32], [65 x i32] addrspace(3)* @pointers_dynamic.y, i32 0, i32 0), i32 noundef %2) #6, !dbg !60
  call void @llvm.dbg.value(metadata i32 addrspace(3)* %23, metadata !61, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !39
  %24 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %8) #6, !dbg !62
  %25 = call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !63
  %26 = getelementptr inbounds i32, i32 addrspace(3)* %23, i32 %25, !dbg !64
  store i32 %24, i32 addrspace(3)* %26, align 4, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!17, !18, !19, !20}
!opencl.ocl.version = !{!21}
!opencl.spir.version = !{!21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 6, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "pointers_dynamic", scope: !3, file: !3, line: 5, type: !4, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !16)
!3 = !DIFile(filename: "testdata/pointers_dynamic.cl", directory: "/work/wt-ptrs/frontend")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !6, !7}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, dwarfAddressSpace: 1)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !9, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!9 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/wt-ptrs/frontend", checksumkind: CSK_MD5, checksum: "d9ca891e0161e5f92d9bfb91884d9c19")
!10 = !{!0, !11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!12 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 7, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2080, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 65)
!16 = !{}
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{i32 1, i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 1, type: !24, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !16)
!24 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !25)
!25 = !{!26, !26, !26, !7}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, dwarfAddressSpace: 3)
!27 = !DILocalVariable(name: "a", arg: 1, scope: !23, file: !3, line: 1, type: !26)
!28 = !DILocation(line: 0, scope: !23)
!29 = !DILocalVariable(name: "b", arg: 2, scope: !23, file: !3, line: 1, type: !26)
!30 = !DILocalVariable(name: "which", arg: 3, scope: !23, file: !3, line: 1, type: !7)
!31 = !DILocation(line: 2, column: 10, scope: !23)
!32 = !DILocation(line: 2, column: 20, scope: !23)
!33 = !DILocation(line: 2, column: 3, scope: !23)
!34 = !{i32 1, i32 1, i32 0}
!35 = !{!"none", !"none", !"none"}
!36 = !{!"int*", !"int*", !"int"}
!37 = !{!"", !"", !""}
!38 = !DILocalVariable(name: "a", arg: 1, scope: !2, file: !3, line: 5, type: !6)
!39 = !DILocation(line: 0, scope: !2)
!40 = !DILocalVariable(name: "b", arg: 2, scope: !2, file: !3, line: 5, type: !6)
!41 = !DILocalVariable(name: "flag", arg: 3, scope: !2, file: !3, line: 5, type: !7)
!42 = !DILocation(line: 8, column: 21, scope: !2)
!43 = !DILocalVariable(name: "p", scope: !2, file: !3, line: 8, type: !6)
!44 = !DILocation(line: 9, column: 21, scope: !2)
!45 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 9, type: !6)
!46 = !DILocation(line: 10, column: 14, scope: !2)
!47 = !DILocalVariable(name: "i", scope: !2, file: !3, line: 10, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !49, line: 111, baseType: !50)
!49 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DILocation(line: 11, column: 10, scope: !2)
!52 = !DILocation(line: 11, column: 15, scope: !2)
!53 = !DILocation(line: 11, column: 3, scope: !2)
!54 = !DILocation(line: 11, column: 8, scope: !2)
!55 = !DILocation(line: 12, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !2, file: !3, line: 12, column: 7)
!57 = !DILocation(line: 12, column: 7, scope: !2)
!58 = !DILocation(line: 13, column: 5, scope: !56)
!59 = !DILocation(line: 13, column: 10, scope: !56)
!60 = !DILocation(line: 14, column: 20, scope: !2)
!61 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 14, type: !26)
!62 = !DILocation(line: 15, column: 24, scope: !2)
!63 = !DILocation(line: 15, column: 5, scope: !2)
!64 = !DILocation(line: 15, column: 3, scope: !2)
!65 = !DILocation(line: 15, column: 22, scope: !2)
!66 = !DILocation(line: 16, column: 1, scope: !2)
