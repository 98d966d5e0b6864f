; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

@atomics_local.bins = internal addrspace(3) global [8 x i32] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @atomics_local(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(3)* noundef %2) #0 !dbg !2 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i32 addrspace(3)* %2, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %4 = call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !33
  call void @llvm.dbg.value(metadata i32 %4, metadata !34, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %5 = call spir_func i32 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !38
  call void @llvm.dbg.value(metadata i32 %5, metadata !39, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %6 = icmp ult i32 %4, 8, !dbg !40
  br i1 %6, label %7, label %9, !dbg !42

7:                                                ; preds = %3
  %8 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @atomics_local.bins, i32 0, i32 %4, !dbg !43
  store i32 0, i32 addrspace(3)* %8, align 4, !dbg !44
  br label %9, !dbg !43

9:                                                ; preds = %7, %3
  %10 = icmp eq i32 %4, 0, !dbg !45
  br i1 %10, label %11, label %13, !dbg !47

11:                                               ; preds = %9
  %12 = getelementptr inbounds i32, i32 addrspace(3)* %2, i32 0, !dbg !48
  store i32 0, i32 addrspace(3)* %12, align 4, !dbg !49
  br label %13, !dbg !48

13:                                               ; preds = %11, %9
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !50
  %14 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !51
  %15 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %14, !dbg !52
  %16 = load i32, i32 addrspace(1)* %15, align 4, !dbg !52
  %17 = and i32 %16, 7, !dbg !53
  %18 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @atomics_local.bins, i32 0, i32 %17, !dbg !54
  %19 = call spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef %18) #5, !dbg !55
  %20 = urem i32 %4, 8, !dbg !56
  %21 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @atomics_local.bins, i32 0, i32 %20, !dbg !57
  %22 = call spir_func i32 @_Z10atomic_addPU3AS3Vii(i32 addrspace(3)* noundef %21, i32 noundef 1) #5, !dbg !58
  %23 = getelementptr inbounds i32, i32 addrspace(3)* %2, i32 0, !dbg !59
  %24 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(i32 addrspace(3)* noundef %23, i32 noundef 0, i32 noundef 1) #5, !dbg !60
  call void @llvm.dbg.value(metadata i32 %24, metadata !61, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %25 = call spir_func i32 @_Z10atomic_minPU3AS3Vii(i32 addrspace(3)* noundef getelementptr inbounds ([8 x i32], [8 x i32] addrspace(3)* @atomics_local.bins, i32 0, i32 0), i32 noundef %24) #5, !dbg !62
  %26 = getelementptr inbounds i32, i32 addrspace(3)* %2, i32 0, !dbg !63
  %27 = call spir_func i32 @_Z11atomic_xchgPU3AS3Vii(i32 addrspace(3)* noundef %26, i32 noundef %4) #5, !dbg !64
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !65
  %28 = icmp ult i32 %4, 8, !dbg !66
  br i1 %28, label %29, label %35, !dbg !68

29:                                               ; preds = %13
  %30 = getelementptr inbounds [8 x i32], [8 x i32] addrspace(3)* @atomics_local.bins, i32 0, i32 %4, !dbg !69
  %31 = load i32, i32 addrspace(3)* %30, align 4, !dbg !69
  %32 = mul i32 %5, 8, !dbg !70
  %33 = add i32 %32, %4, !dbg !71
  %34 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %33, !dbg !72
  store i32 %31, i32 addrspace(1)* %34, align 4, !dbg !73
  br label %35, !dbg !72

35:                                               ; preds = %29, %13
  ret void, !dbg !74
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vi(i32 addrspace(3)* noundef) #2

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_addPU3AS3Vii(i32 addrspace(3)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(i32 addrspace(3)* noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z10atomic_minPU3AS3Vii(i32 addrspace(3)* noundef, i32 noundef) #2

; Function Attrs: convergent
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS3Vii(i32 addrspace(3)* noundef, i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!19, !20, !21, !22}
!opencl.ocl.version = !{!23}
!opencl.spir.version = !{!23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "bins", scope: !2, file: !3, line: 5, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "atomics_local", scope: !3, file: !3, line: 4, type: !4, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !15)
!3 = !DIFile(filename: "testdata/atomics_local.cl", directory: "/work/main/frontend")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32, dwarfAddressSpace: 1)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32, dwarfAddressSpace: 3)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !12, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !14, splitDebugInlining: false, nameTableKind: None)
!12 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "dc5ddb41fa26f014e30351635b3aed25")
!13 = !{!8}
!14 = !{!0}
!15 = !{}
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{i32 1, i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = !{i32 1, i32 1, i32 3}
!26 = !{!"none", !"none", !"none"}
!27 = !{!"int*", !"int*", !"int*"}
!28 = !{!"const", !"", !""}
!29 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 4, type: !6)
!30 = !DILocation(line: 0, scope: !2)
!31 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 4, type: !9)
!32 = !DILocalVariable(name: "counter", arg: 3, scope: !2, file: !3, line: 4, type: !10)
!33 = !DILocation(line: 6, column: 16, scope: !2)
!34 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 6, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !36, line: 111, baseType: !37)
!36 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DILocation(line: 7, column: 16, scope: !2)
!39 = !DILocalVariable(name: "grp", scope: !2, file: !3, line: 7, type: !35)
!40 = !DILocation(line: 8, column: 11, scope: !41)
!41 = distinct !DILexicalBlock(scope: !2, file: !3, line: 8, column: 7)
!42 = !DILocation(line: 8, column: 7, scope: !2)
!43 = !DILocation(line: 9, column: 5, scope: !41)
!44 = !DILocation(line: 9, column: 15, scope: !41)
!45 = !DILocation(line: 10, column: 11, scope: !46)
!46 = distinct !DILexicalBlock(scope: !2, file: !3, line: 10, column: 7)
!47 = !DILocation(line: 10, column: 7, scope: !2)
!48 = !DILocation(line: 11, column: 5, scope: !46)
!49 = !DILocation(line: 11, column: 16, scope: !46)
!50 = !DILocation(line: 12, column: 3, scope: !2)
!51 = !DILocation(line: 13, column: 23, scope: !2)
!52 = !DILocation(line: 13, column: 20, scope: !2)
!53 = !DILocation(line: 13, column: 41, scope: !2)
!54 = !DILocation(line: 13, column: 15, scope: !2)
!55 = !DILocation(line: 13, column: 3, scope: !2)
!56 = !DILocation(line: 14, column: 24, scope: !2)
!57 = !DILocation(line: 14, column: 15, scope: !2)
!58 = !DILocation(line: 14, column: 3, scope: !2)
!59 = !DILocation(line: 15, column: 29, scope: !2)
!60 = !DILocation(line: 15, column: 13, scope: !2)
!61 = !DILocalVariable(name: "old", scope: !2, file: !3, line: 15, type: !8)
!62 = !DILocation(line: 16, column: 3, scope: !2)
!63 = !DILocation(line: 17, column: 16, scope: !2)
!64 = !DILocation(line: 17, column: 3, scope: !2)
!65 = !DILocation(line: 18, column: 3, scope: !2)
!66 = !DILocation(line: 19, column: 11, scope: !67)
!67 = distinct !DILexicalBlock(scope: !2, file: !3, line: 19, column: 7)
!68 = !DILocation(line: 19, column: 7, scope: !2)
!69 = !DILocation(line: 20, column: 26, scope: !67)
!70 = !DILocation(line: 20, column: 13, scope: !67)
!71 = !DILocation(line: 20, column: 17, scope: !67)
!72 = !DILocation(line: 20, column: 5, scope: !67)
!73 = !DILocation(line: 20, column: 24, scope: !67)
!74 = !DILocation(line: 21, column: 1, scope: !2)
