; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

@barrier_invariant_loop.A = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @barrier_invariant_loop(i32 addrspace(1)* noundef %0) #0 !dbg !2 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %2 = call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !27
  call void @llvm.dbg.value(metadata i32 %2, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %3 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_invariant_loop.A, i32 0, i32 %2, !dbg !29
  store i32 1, i32 addrspace(3)* %3, align 4, !dbg !30
  %4 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_invariant_loop.A, i32 0, i32 %2, !dbg !31
  %5 = load i32, i32 addrspace(3)* %4, align 4, !dbg !31
  %6 = icmp eq i32 %5, 1, !dbg !32
  call spir_func void @__barrier_invariant_1(i1 noundef zeroext %6, i32 noundef %2) #5, !dbg !33
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !37
  br label %7, !dbg !38

7:                                                ; preds = %18, %1
  %.0 = phi i32 [ 0, %1 ], [ %19, %18 ], !dbg !37
  call void @llvm.dbg.value(metadata i32 %.0, metadata !35, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !37
  %8 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_invariant_loop.A, i32 0, i32 %2, !dbg !39
  %9 = load i32, i32 addrspace(3)* %8, align 4, !dbg !39
  %10 = icmp eq i32 %9, 1, !dbg !41
  call spir_func void @__invariant(i1 noundef zeroext %10) #5, !dbg !42
  %11 = icmp ult i32 %.0, 4, !dbg !43
  br i1 %11, label %12, label %20, !dbg !44

12:                                               ; preds = %7
  %13 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_invariant_loop.A, i32 0, i32 %2, !dbg !45
  %14 = load i32, i32 addrspace(3)* %13, align 4, !dbg !45
  call void @llvm.dbg.value(metadata i32 %14, metadata !47, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !26
  %15 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_invariant_loop.A, i32 0, i32 %2, !dbg !48
  %16 = load i32, i32 addrspace(3)* %15, align 4, !dbg !48
  %17 = icmp eq i32 %16, 1, !dbg !49
  call spir_func void @__barrier_invariant_1(i1 noundef zeroext %17, i32 noundef %2) #5, !dbg !50
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !51
  br label %18, !dbg !52

18:                                               ; preds = %12
  %19 = add i32 %.0, 1, !dbg !53
  call void @llvm.dbg.value(metadata i32 %19, metadata !35, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !37
  br label %7, !dbg !54, !llvm.loop !55

20:                                               ; preds = %7
  %21 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @barrier_invariant_loop.A, i32 0, i32 %2, !dbg !57
  %22 = load i32, i32 addrspace(3)* %21, align 4, !dbg !57
  %23 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !58
  %24 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %23, !dbg !59
  store i32 %22, i32 addrspace(1)* %24, align 4, !dbg !60
  ret void, !dbg !61
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @__barrier_invariant_1(i1 noundef zeroext, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func void @__invariant(i1 noundef zeroext) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!15, !16, !17, !18}
!opencl.ocl.version = !{!19}
!opencl.spir.version = !{!19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !12, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "barrier_invariant_loop", scope: !3, file: !3, line: 5, type: !4, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !11)
!3 = !DIFile(filename: "testdata/barrier_invariant_loop.cl", directory: "/work/main/twothread")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, dwarfAddressSpace: 1)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !9, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!9 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/twothread", checksumkind: CSK_MD5, checksum: "2eec7a3ff137749b37bfe47d8f6fca71")
!10 = !{!0}
!11 = !{}
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 64)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{i32 1, i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = !{i32 1}
!22 = !{!"none"}
!23 = !{!"uint*"}
!24 = !{!""}
!25 = !DILocalVariable(name: "out", arg: 1, scope: !2, file: !3, line: 5, type: !6)
!26 = !DILocation(line: 0, scope: !2)
!27 = !DILocation(line: 7, column: 16, scope: !2)
!28 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 7, type: !7)
!29 = !DILocation(line: 9, column: 3, scope: !2)
!30 = !DILocation(line: 9, column: 8, scope: !2)
!31 = !DILocation(line: 10, column: 23, scope: !2)
!32 = !DILocation(line: 10, column: 28, scope: !2)
!33 = !DILocation(line: 10, column: 1, scope: !2)
!34 = !DILocation(line: 11, column: 3, scope: !2)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 13, type: !7)
!36 = distinct !DILexicalBlock(scope: !2, file: !3, line: 13, column: 3)
!37 = !DILocation(line: 0, scope: !36)
!38 = !DILocation(line: 13, column: 8, scope: !36)
!39 = !DILocation(line: 13, column: 36, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 13, column: 3)
!41 = !DILocation(line: 13, column: 41, scope: !40)
!42 = !DILocation(line: 13, column: 24, scope: !40)
!43 = !DILocation(line: 13, column: 50, scope: !40)
!44 = !DILocation(line: 13, column: 3, scope: !36)
!45 = !DILocation(line: 14, column: 9, scope: !46)
!46 = distinct !DILexicalBlock(scope: !40, file: !3, line: 13, column: 60)
!47 = !DILocalVariable(name: "g", scope: !2, file: !3, line: 8, type: !7)
!48 = !DILocation(line: 15, column: 23, scope: !46)
!49 = !DILocation(line: 15, column: 28, scope: !46)
!50 = !DILocation(line: 15, column: 1, scope: !46)
!51 = !DILocation(line: 16, column: 5, scope: !46)
!52 = !DILocation(line: 17, column: 3, scope: !46)
!53 = !DILocation(line: 13, column: 56, scope: !40)
!54 = !DILocation(line: 13, column: 3, scope: !40)
!55 = distinct !{!55, !44, !56}
!56 = !DILocation(line: 17, column: 3, scope: !36)
!57 = !DILocation(line: 18, column: 27, scope: !2)
!58 = !DILocation(line: 18, column: 7, scope: !2)
!59 = !DILocation(line: 18, column: 3, scope: !2)
!60 = !DILocation(line: 18, column: 25, scope: !2)
!61 = !DILocation(line: 19, column: 1, scope: !2)
