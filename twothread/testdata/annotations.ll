; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func void @__bvgen_axiom_3() #0 !dbg !8 {
  %1 = call spir_func i32 @_Z14get_local_sizej(i32 noundef 0) #5, !dbg !13
  %2 = icmp eq i32 %1, 64, !dbg !14
  call spir_func void @__axiom(i1 noundef zeroext %2) #6, !dbg !15
  ret void, !dbg !16
}

; Function Attrs: convergent
declare dso_local spir_func void @__axiom(i1 noundef zeroext) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @annotations(i32 addrspace(1)* noundef %0, i32 noundef %1) #3 !dbg !17 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  call void @llvm.dbg.value(metadata i32 %1, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  %3 = icmp sgt i32 %1, 0, !dbg !29
  call spir_func void @__requires(i1 noundef zeroext %3) #6, !dbg !30
  %4 = bitcast i32 addrspace(1)* %0 to i8 addrspace(1)*, !dbg !31
  %5 = call spir_func zeroext i1 @_Z10__no_writePU3AS1Kv(i8 addrspace(1)* noundef %4) #5, !dbg !32
  br i1 %5, label %12, label %6, !dbg !33

6:                                                ; preds = %2
  %7 = bitcast i32 addrspace(1)* %0 to i8 addrspace(1)*, !dbg !34
  %8 = call spir_func i32 @_Z20__write_offset_bytesPU3AS1Kv(i8 addrspace(1)* noundef %7) #5, !dbg !35
  %9 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !36
  %10 = mul i32 %9, 4, !dbg !37
  %11 = icmp eq i32 %8, %10, !dbg !38
  br label %12, !dbg !33

12:                                               ; preds = %6, %2
  %13 = phi i1 [ true, %2 ], [ %11, %6 ]
  call spir_func void @__ensures(i1 noundef zeroext %13) #6, !dbg !39
  %14 = call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !40
  call void @llvm.dbg.value(metadata i32 %14, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  %15 = call spir_func zeroext i1 @_Z13__uniform_inti(i32 noundef %1) #5, !dbg !43
  call spir_func void @__assume(i1 noundef zeroext %15) #6, !dbg !44
  %16 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !45
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %16, !dbg !46
  store i32 %1, i32 addrspace(1)* %17, align 4, !dbg !47
  %18 = call spir_func zeroext i1 @__enabled() #5, !dbg !48
  %19 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !49
  %20 = call spir_func zeroext i1 @_Z14__distinct_intj(i32 noundef %19) #5, !dbg !50
  %21 = call spir_func zeroext i1 @__implies(i1 noundef zeroext %18, i1 noundef zeroext %20) #5, !dbg !51
  br i1 %21, label %22, label %26, !dbg !52

22:                                               ; preds = %12
  %23 = call spir_func zeroext i1 @_Z9__is_pow2i(i32 noundef 64) #5, !dbg !53
  br i1 %23, label %24, label %26, !dbg !54

24:                                               ; preds = %22
  %25 = call spir_func zeroext i1 @_Z12__add_noovfljj(i32 noundef %14, i32 noundef 1) #5, !dbg !55
  br label %26

26:                                               ; preds = %24, %22, %12
  %27 = phi i1 [ false, %22 ], [ false, %12 ], [ %25, %24 ], !dbg !27
  call spir_func void @__assert(i1 noundef zeroext %27) #6, !dbg !56
  ret void, !dbg !57
}

; Function Attrs: convergent
declare dso_local spir_func void @__requires(i1 noundef zeroext) #1

; Function Attrs: convergent
declare dso_local spir_func void @__ensures(i1 noundef zeroext) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i1 @_Z10__no_writePU3AS1Kv(i8 addrspace(1)* noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z20__write_offset_bytesPU3AS1Kv(i8 addrspace(1)* noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @__assume(i1 noundef zeroext) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i1 @_Z13__uniform_inti(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @__assert(i1 noundef zeroext) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i1 @__implies(i1 noundef zeroext, i1 noundef zeroext) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i1 @__enabled() #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i1 @_Z14__distinct_intj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i1 @_Z9__is_pow2i(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func zeroext i1 @_Z12__add_noovfljj(i32 noundef, i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { convergent nounwind readnone willreturn }
attributes #6 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/twothread", checksumkind: CSK_MD5, checksum: "a3c42ad1f0088d57e1a4cc020620bbe8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "__bvgen_axiom_3", scope: !9, file: !9, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DIFile(filename: "testdata/annotations.cl", directory: "/work/main/twothread")
!10 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !11)
!11 = !{null}
!12 = !{}
!13 = !DILocation(line: 3, column: 38, scope: !8)
!14 = !DILocation(line: 3, column: 56, scope: !8)
!15 = !DILocation(line: 3, column: 30, scope: !8)
!16 = !DILocation(line: 3, column: 64, scope: !8)
!17 = distinct !DISubprogram(name: "annotations", scope: !9, file: !9, line: 6, type: !18, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!18 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !19)
!19 = !{null, !20, !21}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32, dwarfAddressSpace: 1)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 1, i32 0}
!23 = !{!"none", !"none"}
!24 = !{!"int*", !"int"}
!25 = !{!"", !""}
!26 = !DILocalVariable(name: "a", arg: 1, scope: !17, file: !9, line: 6, type: !20)
!27 = !DILocation(line: 0, scope: !17)
!28 = !DILocalVariable(name: "n", arg: 2, scope: !17, file: !9, line: 6, type: !21)
!29 = !DILocation(line: 6, column: 66, scope: !17)
!30 = !DILocation(line: 6, column: 53, scope: !17)
!31 = !DILocation(line: 6, column: 93, scope: !17)
!32 = !DILocation(line: 6, column: 82, scope: !17)
!33 = !DILocation(line: 6, column: 96, scope: !17)
!34 = !DILocation(line: 6, column: 120, scope: !17)
!35 = !DILocation(line: 6, column: 99, scope: !17)
!36 = !DILocation(line: 6, column: 126, scope: !17)
!37 = !DILocation(line: 6, column: 143, scope: !17)
!38 = !DILocation(line: 6, column: 123, scope: !17)
!39 = !DILocation(line: 6, column: 72, scope: !17)
!40 = !DILocation(line: 7, column: 18, scope: !17)
!41 = !DILocalVariable(name: "tid", scope: !17, file: !9, line: 7, type: !42)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !DILocation(line: 8, column: 10, scope: !17)
!44 = !DILocation(line: 8, column: 1, scope: !17)
!45 = !DILocation(line: 9, column: 5, scope: !17)
!46 = !DILocation(line: 9, column: 3, scope: !17)
!47 = !DILocation(line: 9, column: 23, scope: !17)
!48 = !DILocation(line: 10, column: 20, scope: !17)
!49 = !DILocation(line: 10, column: 48, scope: !17)
!50 = !DILocation(line: 10, column: 33, scope: !17)
!51 = !DILocation(line: 10, column: 10, scope: !17)
!52 = !DILocation(line: 10, column: 67, scope: !17)
!53 = !DILocation(line: 10, column: 70, scope: !17)
!54 = !DILocation(line: 10, column: 84, scope: !17)
!55 = !DILocation(line: 10, column: 87, scope: !17)
!56 = !DILocation(line: 10, column: 1, scope: !17)
!57 = !DILocation(line: 11, column: 1, scope: !17)
