; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

@race_local.buf = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @race_local(i32 addrspace(1)* noundef %0) #0 !dbg !2 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  %2 = call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !28
  call void @llvm.dbg.value(metadata i32 %2, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  %3 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @race_local.buf, i32 0, i32 %2, !dbg !31
  store i32 %2, i32 addrspace(3)* %3, align 4, !dbg !32
  %4 = add i32 %2, 1, !dbg !33
  %5 = urem i32 %4, 64, !dbg !34
  %6 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @race_local.buf, i32 0, i32 %5, !dbg !35
  %7 = load i32, i32 addrspace(3)* %6, align 4, !dbg !35
  %8 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !36
  %9 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %8, !dbg !37
  store i32 %7, i32 addrspace(1)* %9, align 4, !dbg !38
  ret void, !dbg !39
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!16, !17, !18, !19}
!opencl.ocl.version = !{!20}
!opencl.spir.version = !{!20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 4, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "race_local", scope: !3, file: !3, line: 3, type: !4, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !12)
!3 = !DIFile(filename: "testdata/race_local.cl", directory: "/work/main/twothread")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, dwarfAddressSpace: 1)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !9, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !11, splitDebugInlining: false, nameTableKind: None)
!9 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/twothread", checksumkind: CSK_MD5, checksum: "101fbca8252bb0423d757b02cf8177ce")
!10 = !{!7}
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 64)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i32 1, i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = !{i32 1}
!23 = !{!"none"}
!24 = !{!"int*"}
!25 = !{!""}
!26 = !DILocalVariable(name: "out", arg: 1, scope: !2, file: !3, line: 3, type: !6)
!27 = !DILocation(line: 0, scope: !2)
!28 = !DILocation(line: 5, column: 18, scope: !2)
!29 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 5, type: !30)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DILocation(line: 6, column: 3, scope: !2)
!32 = !DILocation(line: 6, column: 12, scope: !2)
!33 = !DILocation(line: 7, column: 36, scope: !2)
!34 = !DILocation(line: 7, column: 41, scope: !2)
!35 = !DILocation(line: 7, column: 27, scope: !2)
!36 = !DILocation(line: 7, column: 7, scope: !2)
!37 = !DILocation(line: 7, column: 3, scope: !2)
!38 = !DILocation(line: 7, column: 25, scope: !2)
!39 = !DILocation(line: 8, column: 1, scope: !2)
