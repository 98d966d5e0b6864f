; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @loop_nonuniform(i32 addrspace(1)* noundef %0) #0 !dbg !10 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !20, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %2 = call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !22
  call void @llvm.dbg.value(metadata i32 %2, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  br label %3, !dbg !26

3:                                                ; preds = %11, %1
  %.0 = phi i32 [ 0, %1 ], [ %12, %11 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %.0, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %4 = icmp ule i32 %.0, %2, !dbg !29
  call spir_func void @__invariant(i1 noundef zeroext %4) #5, !dbg !31
  %5 = icmp ult i32 %.0, %2, !dbg !32
  br i1 %5, label %6, label %13, !dbg !33

6:                                                ; preds = %3
  %7 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !34
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !35
  %9 = load i32, i32 addrspace(1)* %8, align 4, !dbg !36
  %10 = add nsw i32 %9, %.0, !dbg !36
  store i32 %10, i32 addrspace(1)* %8, align 4, !dbg !36
  br label %11, !dbg !35

11:                                               ; preds = %6
  %12 = add i32 %.0, 1, !dbg !37
  call void @llvm.dbg.value(metadata i32 %12, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  br label %3, !dbg !38, !llvm.loop !39

13:                                               ; preds = %3
  %14 = icmp eq i32 %.0, %2, !dbg !41
  call spir_func void @__assert(i1 noundef zeroext %14) #5, !dbg !42
  ret void, !dbg !43
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @__invariant(i1 noundef zeroext) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @__assert(i1 noundef zeroext) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!opencl.spir.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/twothread", checksumkind: CSK_MD5, checksum: "459247b7b011d017b305a4208b55dd24")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 1, i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "loop_nonuniform", scope: !11, file: !11, line: 3, type: !12, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DIFile(filename: "testdata/loop_nonuniform.cl", directory: "/work/main/twothread")
!12 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !13)
!13 = !{null, !14}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 32, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1}
!17 = !{!"none"}
!18 = !{!"int*"}
!19 = !{!""}
!20 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !11, line: 3, type: !14)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocation(line: 4, column: 18, scope: !10)
!23 = !DILocalVariable(name: "tid", scope: !10, file: !11, line: 4, type: !24)
!24 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!25 = !DILocalVariable(name: "i", scope: !10, file: !11, line: 5, type: !24)
!26 = !DILocation(line: 7, column: 8, scope: !27)
!27 = distinct !DILexicalBlock(scope: !10, file: !11, line: 7, column: 3)
!28 = !DILocation(line: 0, scope: !27)
!29 = !DILocation(line: 7, column: 29, scope: !30)
!30 = distinct !DILexicalBlock(scope: !27, file: !11, line: 7, column: 3)
!31 = !DILocation(line: 7, column: 15, scope: !30)
!32 = !DILocation(line: 7, column: 40, scope: !30)
!33 = !DILocation(line: 7, column: 3, scope: !27)
!34 = !DILocation(line: 8, column: 7, scope: !30)
!35 = !DILocation(line: 8, column: 5, scope: !30)
!36 = !DILocation(line: 8, column: 25, scope: !30)
!37 = !DILocation(line: 7, column: 48, scope: !30)
!38 = !DILocation(line: 7, column: 3, scope: !30)
!39 = distinct !{!39, !33, !40}
!40 = !DILocation(line: 8, column: 33, scope: !27)
!41 = !DILocation(line: 9, column: 12, scope: !10)
!42 = !DILocation(line: 9, column: 1, scope: !10)
!43 = !DILocation(line: 10, column: 1, scope: !10)
