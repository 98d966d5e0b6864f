; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @atomic_bytes(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !13 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %3 = alloca [2 x i32], align 4
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  call void @llvm.dbg.declare(metadata [2 x i32]* %3, metadata !27, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  %4 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef %0) #4, !dbg !32
  %5 = getelementptr inbounds [2 x i32], [2 x i32]* %3, i32 0, i32 0, !dbg !33
  store i32 %4, i32* %5, align 4, !dbg !34
  %6 = getelementptr inbounds [2 x i32], [2 x i32]* %3, i32 0, i32 1, !dbg !35
  store i32 0, i32* %6, align 4, !dbg !36
  %7 = bitcast i32 addrspace(1)* %1 to i8 addrspace(1)*, !dbg !37
  call void @llvm.dbg.value(metadata i8 addrspace(1)* %7, metadata !38, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !25
  %8 = call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !39
  %9 = and i32 %8, 1, !dbg !40
  %10 = getelementptr inbounds [2 x i32], [2 x i32]* %3, i32 0, i32 %9, !dbg !41
  %11 = load i32, i32* %10, align 4, !dbg !41
  %12 = trunc i32 %11 to i8, !dbg !42
  %13 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !43
  %14 = mul i32 %13, 4, !dbg !44
  %15 = getelementptr inbounds i8, i8 addrspace(1)* %7, i32 %14, !dbg !45
  store i8 %12, i8 addrspace(1)* %15, align 1, !dbg !46
  ret void, !dbg !47
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent }
attributes #5 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10}
!opencl.ocl.version = !{!11}
!opencl.spir.version = !{!11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/twothread", checksumkind: CSK_MD5, checksum: "94f698c077b236f3a6ce67f49b1b31c5")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32, dwarfAddressSpace: 1)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !5, line: 88, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{i32 1, i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "atomic_bytes", scope: !14, file: !14, line: 3, type: !15, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!14 = !DIFile(filename: "testdata/atomic_bytes.cl", directory: "/work/main/twothread")
!15 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !16)
!16 = !{null, !17, !17}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 32, dwarfAddressSpace: 1)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !{i32 1, i32 1}
!21 = !{!"none", !"none"}
!22 = !{!"int*", !"int*"}
!23 = !{!"", !""}
!24 = !DILocalVariable(name: "counter", arg: 1, scope: !13, file: !14, line: 3, type: !17)
!25 = !DILocation(line: 0, scope: !13)
!26 = !DILocalVariable(name: "data", arg: 2, scope: !13, file: !14, line: 3, type: !17)
!27 = !DILocalVariable(name: "priv", scope: !13, file: !14, line: 4, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 64, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 2)
!31 = !DILocation(line: 4, column: 7, scope: !13)
!32 = !DILocation(line: 5, column: 13, scope: !13)
!33 = !DILocation(line: 5, column: 3, scope: !13)
!34 = !DILocation(line: 5, column: 11, scope: !13)
!35 = !DILocation(line: 6, column: 3, scope: !13)
!36 = !DILocation(line: 6, column: 11, scope: !13)
!37 = !DILocation(line: 7, column: 27, scope: !13)
!38 = !DILocalVariable(name: "bytes", scope: !13, file: !14, line: 7, type: !3)
!39 = !DILocation(line: 8, column: 45, scope: !13)
!40 = !DILocation(line: 8, column: 61, scope: !13)
!41 = !DILocation(line: 8, column: 40, scope: !13)
!42 = !DILocation(line: 8, column: 33, scope: !13)
!43 = !DILocation(line: 8, column: 9, scope: !13)
!44 = !DILocation(line: 8, column: 26, scope: !13)
!45 = !DILocation(line: 8, column: 3, scope: !13)
!46 = !DILocation(line: 8, column: 31, scope: !13)
!47 = !DILocation(line: 9, column: 1, scope: !13)
