; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func void @store_at(i32 addrspace(1)* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !10 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !19, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  call void @llvm.dbg.value(metadata i32 %1, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  call void @llvm.dbg.value(metadata i32 %2, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  %4 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %1, !dbg !23
  store i32 %2, i32 addrspace(1)* %4, align 4, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func i32 @clamp_to(i32 noundef %0, i32 noundef %1) #0 !dbg !26 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %1, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %3 = icmp sgt i32 %0, %1, !dbg !32
  br i1 %3, label %4, label %5, !dbg !34

4:                                                ; preds = %2
  br label %6, !dbg !35

5:                                                ; preds = %2
  br label %6, !dbg !36

6:                                                ; preds = %5, %4
  %.0 = phi i32 [ %1, %4 ], [ %0, %5 ], !dbg !30
  ret i32 %.0, !dbg !37
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @helper_function(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #1 !dbg !38 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !47, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !48
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !49, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !48
  call void @llvm.dbg.value(metadata i32 %2, metadata !50, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !48
  %4 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !51
  call void @llvm.dbg.value(metadata i32 %4, metadata !52, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !48
  %5 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %4, !dbg !53
  %6 = load i32, i32 addrspace(1)* %5, align 4, !dbg !53
  %7 = call spir_func i32 @square_plus(i32 noundef %6, i32 noundef %4) #5, !dbg !54
  call void @llvm.dbg.value(metadata i32 %7, metadata !55, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !48
  %8 = call spir_func i32 @clamp_to(i32 noundef %7, i32 noundef %2) #5, !dbg !56
  call spir_func void @store_at(i32 addrspace(1)* noundef %0, i32 noundef %4, i32 noundef %8) #5, !dbg !57
  ret void, !dbg !58
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal spir_func i32 @square_plus(i32 noundef %0, i32 noundef %1) #0 !dbg !59 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !60, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !61
  call void @llvm.dbg.value(metadata i32 %1, metadata !62, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !61
  %3 = mul nsw i32 %0, %0, !dbg !63
  %4 = add nsw i32 %3, %1, !dbg !64
  ret i32 %4, !dbg !65
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!opencl.spir.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "8b1e7386f31baa1ae0406731ed2cae32")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 1, i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "store_at", scope: !11, file: !11, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DIFile(filename: "testdata/helper_function.cl", directory: "/work/main/frontend")
!12 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !13)
!13 = !{null, !14, !15, !3}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 32, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 111, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !{}
!19 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !11, line: 6, type: !14)
!20 = !DILocation(line: 0, scope: !10)
!21 = !DILocalVariable(name: "i", arg: 2, scope: !10, file: !11, line: 6, type: !15)
!22 = !DILocalVariable(name: "v", arg: 3, scope: !10, file: !11, line: 6, type: !3)
!23 = !DILocation(line: 6, column: 51, scope: !10)
!24 = !DILocation(line: 6, column: 56, scope: !10)
!25 = !DILocation(line: 6, column: 61, scope: !10)
!26 = distinct !DISubprogram(name: "clamp_to", scope: !11, file: !11, line: 8, type: !27, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!27 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !28)
!28 = !{!3, !3, !3}
!29 = !DILocalVariable(name: "x", arg: 1, scope: !26, file: !11, line: 8, type: !3)
!30 = !DILocation(line: 0, scope: !26)
!31 = !DILocalVariable(name: "hi", arg: 2, scope: !26, file: !11, line: 8, type: !3)
!32 = !DILocation(line: 9, column: 9, scope: !33)
!33 = distinct !DILexicalBlock(scope: !26, file: !11, line: 9, column: 7)
!34 = !DILocation(line: 9, column: 7, scope: !26)
!35 = !DILocation(line: 10, column: 5, scope: !33)
!36 = !DILocation(line: 11, column: 3, scope: !26)
!37 = !DILocation(line: 12, column: 1, scope: !26)
!38 = distinct !DISubprogram(name: "helper_function", scope: !11, file: !11, line: 14, type: !39, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!39 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !40)
!40 = !{null, !14, !41, !3}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 32, dwarfAddressSpace: 1)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!43 = !{i32 1, i32 1, i32 0}
!44 = !{!"none", !"none", !"none"}
!45 = !{!"int*", !"int*", !"int"}
!46 = !{!"", !"const", !""}
!47 = !DILocalVariable(name: "out", arg: 1, scope: !38, file: !11, line: 14, type: !14)
!48 = !DILocation(line: 0, scope: !38)
!49 = !DILocalVariable(name: "in", arg: 2, scope: !38, file: !11, line: 14, type: !41)
!50 = !DILocalVariable(name: "hi", arg: 3, scope: !38, file: !11, line: 14, type: !3)
!51 = !DILocation(line: 15, column: 16, scope: !38)
!52 = !DILocalVariable(name: "gid", scope: !38, file: !11, line: 15, type: !15)
!53 = !DILocation(line: 16, column: 23, scope: !38)
!54 = !DILocation(line: 16, column: 11, scope: !38)
!55 = !DILocalVariable(name: "v", scope: !38, file: !11, line: 16, type: !3)
!56 = !DILocation(line: 17, column: 22, scope: !38)
!57 = !DILocation(line: 17, column: 3, scope: !38)
!58 = !DILocation(line: 18, column: 1, scope: !38)
!59 = distinct !DISubprogram(name: "square_plus", scope: !11, file: !11, line: 4, type: !27, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!60 = !DILocalVariable(name: "x", arg: 1, scope: !59, file: !11, line: 4, type: !3)
!61 = !DILocation(line: 0, scope: !59)
!62 = !DILocalVariable(name: "y", arg: 2, scope: !59, file: !11, line: 4, type: !3)
!63 = !DILocation(line: 4, column: 49, scope: !59)
!64 = !DILocation(line: 4, column: 53, scope: !59)
!65 = !DILocation(line: 4, column: 40, scope: !59)
