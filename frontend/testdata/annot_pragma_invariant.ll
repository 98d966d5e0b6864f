; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @annot_pragma_invariant(i32 addrspace(1)* noundef %0) #0 !dbg !8 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !19, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  %2 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !21
  call void @llvm.dbg.value(metadata i32 %2, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  br label %3, !dbg !27

3:                                                ; preds = %29, %1
  %.0 = phi i32 [ 0, %1 ], [ %30, %29 ], !dbg !29
  call void @llvm.dbg.value(metadata i32 %.0, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  %4 = icmp sge i32 %.0, 0, !dbg !30
  br i1 %4, label %5, label %7, !dbg !32

5:                                                ; preds = %3
  %6 = icmp sle i32 %.0, 8, !dbg !33
  br label %7

7:                                                ; preds = %5, %3
  %8 = phi i1 [ false, %3 ], [ %6, %5 ], !dbg !34
  call spir_func void @__invariant(i1 noundef zeroext %8) #5, !dbg !35
  %9 = bitcast i32 addrspace(1)* %0 to i8 addrspace(1)*, !dbg !36
  %10 = call spir_func zeroext i1 @_Z7__writePU3AS1Kv(i8 addrspace(1)* noundef %9) #4, !dbg !37
  %11 = bitcast i32 addrspace(1)* %0 to i8 addrspace(1)*, !dbg !38
  %12 = call spir_func i32 @_Z20__write_offset_bytesPU3AS1Kv(i8 addrspace(1)* noundef %11) #4, !dbg !39
  %13 = mul i32 %2, 4, !dbg !40
  %14 = icmp eq i32 %12, %13, !dbg !41
  %15 = call spir_func zeroext i1 @__implies(i1 noundef zeroext %10, i1 noundef zeroext %14) #4, !dbg !42
  call spir_func void @__invariant(i1 noundef zeroext %15) #5, !dbg !43
  %16 = bitcast i32 addrspace(1)* %0 to i8 addrspace(1)*, !dbg !44
  %17 = call spir_func zeroext i1 @_Z6__readPU3AS1Kv(i8 addrspace(1)* noundef %16) #4, !dbg !45
  %18 = bitcast i32 addrspace(1)* %0 to i8 addrspace(1)*, !dbg !46
  %19 = call spir_func i32 @_Z19__read_offset_bytesPU3AS1Kv(i8 addrspace(1)* noundef %18) #4, !dbg !47
  %20 = mul i32 %2, 4, !dbg !48
  %21 = icmp eq i32 %19, %20, !dbg !49
  %22 = call spir_func zeroext i1 @__implies(i1 noundef zeroext %17, i1 noundef zeroext %21) #4, !dbg !50
  call spir_func void @__invariant(i1 noundef zeroext %22) #5, !dbg !51
  %23 = icmp slt i32 %.0, 8, !dbg !52
  br i1 %23, label %24, label %31, !dbg !53

24:                                               ; preds = %7
  %25 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %2, !dbg !54
  %26 = load i32, i32 addrspace(1)* %25, align 4, !dbg !54
  %27 = add nsw i32 %26, %.0, !dbg !55
  %28 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %2, !dbg !56
  store i32 %27, i32 addrspace(1)* %28, align 4, !dbg !57
  br label %29, !dbg !56

29:                                               ; preds = %24
  %30 = add nsw i32 %.0, 1, !dbg !58
  call void @llvm.dbg.value(metadata i32 %30, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  br label %3, !dbg !59, !llvm.loop !60

31:                                               ; preds = %7
  ret void, !dbg !62
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @__invariant(i1 noundef zeroext) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i1 @__implies(i1 noundef zeroext, i1 noundef zeroext) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i1 @_Z7__writePU3AS1Kv(i8 addrspace(1)* noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z20__write_offset_bytesPU3AS1Kv(i8 addrspace(1)* noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i1 @_Z6__readPU3AS1Kv(i8 addrspace(1)* noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z19__read_offset_bytesPU3AS1Kv(i8 addrspace(1)* noundef) #1

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
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "a5edb2554d024abb083941044e5a4c0d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "annot_pragma_invariant", scope: !9, file: !9, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!9 = !DIFile(filename: "testdata/annot_pragma_invariant.cl", directory: "/work/main/frontend")
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !{i32 1}
!16 = !{!"none"}
!17 = !{!"int*"}
!18 = !{!""}
!19 = !DILocalVariable(name: "out", arg: 1, scope: !8, file: !9, line: 4, type: !12)
!20 = !DILocation(line: 0, scope: !8)
!21 = !DILocation(line: 5, column: 16, scope: !8)
!22 = !DILocalVariable(name: "gid", scope: !8, file: !9, line: 5, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !24, line: 111, baseType: !25)
!24 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DILocalVariable(name: "i", scope: !8, file: !9, line: 6, type: !13)
!27 = !DILocation(line: 10, column: 8, scope: !28)
!28 = distinct !DILexicalBlock(scope: !8, file: !9, line: 10, column: 3)
!29 = !DILocation(line: 0, scope: !28)
!30 = !DILocation(line: 10, column: 29, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !9, line: 10, column: 3)
!32 = !DILocation(line: 10, column: 34, scope: !31)
!33 = !DILocation(line: 10, column: 39, scope: !31)
!34 = !DILocation(line: 0, scope: !31)
!35 = !DILocation(line: 10, column: 15, scope: !31)
!36 = !DILocation(line: 10, column: 76, scope: !31)
!37 = !DILocation(line: 10, column: 68, scope: !31)
!38 = !DILocation(line: 10, column: 103, scope: !31)
!39 = !DILocation(line: 10, column: 82, scope: !31)
!40 = !DILocation(line: 10, column: 115, scope: !31)
!41 = !DILocation(line: 10, column: 108, scope: !31)
!42 = !DILocation(line: 10, column: 58, scope: !31)
!43 = !DILocation(line: 10, column: 46, scope: !31)
!44 = !DILocation(line: 10, column: 161, scope: !31)
!45 = !DILocation(line: 10, column: 154, scope: !31)
!46 = !DILocation(line: 10, column: 187, scope: !31)
!47 = !DILocation(line: 10, column: 167, scope: !31)
!48 = !DILocation(line: 10, column: 199, scope: !31)
!49 = !DILocation(line: 10, column: 192, scope: !31)
!50 = !DILocation(line: 10, column: 144, scope: !31)
!51 = !DILocation(line: 10, column: 132, scope: !31)
!52 = !DILocation(line: 10, column: 218, scope: !31)
!53 = !DILocation(line: 10, column: 3, scope: !28)
!54 = !DILocation(line: 11, column: 16, scope: !31)
!55 = !DILocation(line: 11, column: 25, scope: !31)
!56 = !DILocation(line: 11, column: 5, scope: !31)
!57 = !DILocation(line: 11, column: 14, scope: !31)
!58 = !DILocation(line: 10, column: 224, scope: !31)
!59 = !DILocation(line: 10, column: 3, scope: !31)
!60 = distinct !{!60, !53, !61}
!61 = !DILocation(line: 11, column: 27, scope: !28)
!62 = !DILocation(line: 12, column: 1, scope: !8)
