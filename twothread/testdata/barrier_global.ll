; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @barrier_global(i32 addrspace(1)* noundef %0) #0 !dbg !8 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !19, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  %2 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !21
  call void @llvm.dbg.value(metadata i32 %2, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  %3 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %2, !dbg !26
  store i32 1, i32 addrspace(1)* %3, align 4, !dbg !27
  call spir_func void @_Z7barrierj(i32 noundef 2) #5, !dbg !28
  %4 = call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !29
  %5 = icmp ugt i32 %4, 0, !dbg !31
  br i1 %5, label %6, label %11, !dbg !32

6:                                                ; preds = %1
  %7 = sub i32 %2, 1, !dbg !33
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %7, !dbg !34
  %9 = load i32, i32 addrspace(1)* %8, align 4, !dbg !35
  %10 = add nsw i32 %9, 1, !dbg !35
  store i32 %10, i32 addrspace(1)* %8, align 4, !dbg !35
  br label %11, !dbg !34

11:                                               ; preds = %6, %1
  ret void, !dbg !36
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #1

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
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/twothread", checksumkind: CSK_MD5, checksum: "751fab55d341de27af5c039b02458356")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "barrier_global", scope: !9, file: !9, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!9 = !DIFile(filename: "testdata/barrier_global.cl", directory: "/work/main/twothread")
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !{i32 1}
!16 = !{!"none"}
!17 = !{!"int*"}
!18 = !{!""}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !9, line: 2, type: !12)
!20 = !DILocation(line: 0, scope: !8)
!21 = !DILocation(line: 3, column: 16, scope: !8)
!22 = !DILocalVariable(name: "gid", scope: !8, file: !9, line: 3, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !24, line: 111, baseType: !25)
!24 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DILocation(line: 4, column: 3, scope: !8)
!27 = !DILocation(line: 4, column: 10, scope: !8)
!28 = !DILocation(line: 5, column: 3, scope: !8)
!29 = !DILocation(line: 6, column: 7, scope: !30)
!30 = distinct !DILexicalBlock(scope: !8, file: !9, line: 6, column: 7)
!31 = !DILocation(line: 6, column: 23, scope: !30)
!32 = !DILocation(line: 6, column: 7, scope: !8)
!33 = !DILocation(line: 7, column: 11, scope: !30)
!34 = !DILocation(line: 7, column: 5, scope: !30)
!35 = !DILocation(line: 7, column: 16, scope: !30)
!36 = !DILocation(line: 8, column: 1, scope: !8)
