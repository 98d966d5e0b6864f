; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @strided(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  call void @llvm.dbg.value(metadata i32 %2, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  %4 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !28
  call void @llvm.dbg.value(metadata i32 %4, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  br label %5, !dbg !32

5:                                                ; preds = %13, %3
  %.0 = phi i32 [ %4, %3 ], [ %15, %13 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %.0, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  %6 = icmp ult i32 %.0, 32, !dbg !33
  call spir_func void @__candidate(i1 noundef zeroext %6) #5, !dbg !35
  %7 = icmp ult i32 %.0, %2, !dbg !36
  br i1 %7, label %8, label %16, !dbg !37

8:                                                ; preds = %5
  %9 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %.0, !dbg !38
  %10 = load i32, i32 addrspace(1)* %9, align 4, !dbg !38
  %11 = mul nsw i32 %10, 2, !dbg !39
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %.0, !dbg !40
  store i32 %11, i32 addrspace(1)* %12, align 4, !dbg !41
  br label %13, !dbg !40

13:                                               ; preds = %8
  %14 = call spir_func i32 @_Z15get_global_sizej(i32 noundef 0) #4, !dbg !42
  %15 = add i32 %.0, %14, !dbg !43
  call void @llvm.dbg.value(metadata i32 %15, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  br label %5, !dbg !44, !llvm.loop !45

16:                                               ; preds = %5
  ret void, !dbg !47
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @__candidate(i1 noundef zeroext) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/invariants", checksumkind: CSK_MD5, checksum: "cbd37badf4f9b24ad4d871a5334f7fef")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "strided", scope: !9, file: !9, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!9 = !DIFile(filename: "testdata/strided.cl", directory: "/work/main/invariants")
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12, !15, !16}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, dwarfAddressSpace: 1)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !17, line: 98, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !{}
!20 = !{i32 1, i32 1, i32 0}
!21 = !{!"none", !"none", !"none"}
!22 = !{!"int*", !"int*", !"uint"}
!23 = !{!"const", !"", !""}
!24 = !DILocalVariable(name: "in", arg: 1, scope: !8, file: !9, line: 2, type: !12)
!25 = !DILocation(line: 0, scope: !8)
!26 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !9, line: 2, type: !15)
!27 = !DILocalVariable(name: "n", arg: 3, scope: !8, file: !9, line: 2, type: !16)
!28 = !DILocation(line: 4, column: 17, scope: !29)
!29 = distinct !DILexicalBlock(scope: !8, file: !9, line: 4, column: 3)
!30 = !DILocalVariable(name: "i", scope: !29, file: !9, line: 4, type: !16)
!31 = !DILocation(line: 0, scope: !29)
!32 = !DILocation(line: 4, column: 8, scope: !29)
!33 = !DILocation(line: 4, column: 49, scope: !34)
!34 = distinct !DILexicalBlock(scope: !29, file: !9, line: 4, column: 3)
!35 = !DILocation(line: 4, column: 35, scope: !34)
!36 = !DILocation(line: 4, column: 58, scope: !34)
!37 = !DILocation(line: 4, column: 3, scope: !29)
!38 = !DILocation(line: 5, column: 14, scope: !34)
!39 = !DILocation(line: 5, column: 20, scope: !34)
!40 = !DILocation(line: 5, column: 5, scope: !34)
!41 = !DILocation(line: 5, column: 12, scope: !34)
!42 = !DILocation(line: 4, column: 68, scope: !34)
!43 = !DILocation(line: 4, column: 65, scope: !34)
!44 = !DILocation(line: 4, column: 3, scope: !34)
!45 = distinct !{!45, !37, !46}
!46 = !DILocation(line: 5, column: 22, scope: !29)
!47 = !DILocation(line: 6, column: 1, scope: !8)
