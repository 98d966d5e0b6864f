; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @private_array(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !8 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %3 = alloca [4 x i32], align 4
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  %4 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !24
  call void @llvm.dbg.value(metadata i32 %4, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  call void @llvm.dbg.declare(metadata [4 x i32]* %3, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  br label %5, !dbg !37

5:                                                ; preds = %13, %2
  %.02 = phi i32 [ 0, %2 ], [ %14, %13 ], !dbg !36
  call void @llvm.dbg.value(metadata i32 %.02, metadata !34, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  %6 = icmp slt i32 %.02, 4, !dbg !38
  br i1 %6, label %7, label %15, !dbg !40

7:                                                ; preds = %5
  %8 = mul i32 4, %4, !dbg !41
  %9 = add i32 %8, %.02, !dbg !42
  %10 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %9, !dbg !43
  %11 = load i32, i32 addrspace(1)* %10, align 4, !dbg !43
  %12 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i32 0, i32 %.02, !dbg !44
  store i32 %11, i32* %12, align 4, !dbg !45
  br label %13, !dbg !44

13:                                               ; preds = %7
  %14 = add nsw i32 %.02, 1, !dbg !46
  call void @llvm.dbg.value(metadata i32 %14, metadata !34, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !36
  br label %5, !dbg !47, !llvm.loop !48

15:                                               ; preds = %5
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  call void @llvm.dbg.value(metadata i32 3, metadata !51, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !53
  br label %16, !dbg !54

16:                                               ; preds = %23, %15
  %.01 = phi i32 [ 0, %15 ], [ %22, %23 ], !dbg !22
  %.0 = phi i32 [ 3, %15 ], [ %24, %23 ], !dbg !53
  call void @llvm.dbg.value(metadata i32 %.0, metadata !51, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !53
  call void @llvm.dbg.value(metadata i32 %.01, metadata !50, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  %17 = icmp sge i32 %.0, 0, !dbg !55
  br i1 %17, label %18, label %25, !dbg !57

18:                                               ; preds = %16
  %19 = mul nsw i32 %.01, 10, !dbg !58
  %20 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i32 0, i32 %.0, !dbg !59
  %21 = load i32, i32* %20, align 4, !dbg !59
  %22 = add nsw i32 %19, %21, !dbg !60
  call void @llvm.dbg.value(metadata i32 %22, metadata !50, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %23, !dbg !61

23:                                               ; preds = %18
  %24 = add nsw i32 %.0, -1, !dbg !62
  call void @llvm.dbg.value(metadata i32 %24, metadata !51, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !53
  br label %16, !dbg !63, !llvm.loop !64

25:                                               ; preds = %16
  %26 = urem i32 %4, 4, !dbg !66
  %27 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i32 0, i32 %26, !dbg !67
  store i32 %.01, i32* %27, align 4, !dbg !68
  %28 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i32 0, i32 0, !dbg !69
  %29 = load i32, i32* %28, align 4, !dbg !69
  %30 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i32 0, i32 1, !dbg !70
  %31 = load i32, i32* %30, align 4, !dbg !70
  %32 = add nsw i32 %29, %31, !dbg !71
  %33 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i32 0, i32 2, !dbg !72
  %34 = load i32, i32* %33, align 4, !dbg !72
  %35 = add nsw i32 %32, %34, !dbg !73
  %36 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i32 0, i32 3, !dbg !74
  %37 = load i32, i32* %36, align 4, !dbg !74
  %38 = add nsw i32 %35, %37, !dbg !75
  %39 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %4, !dbg !76
  store i32 %38, i32 addrspace(1)* %39, align 4, !dbg !77
  ret void, !dbg !78
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "5c8ea9f9386f7f72fa0865f7fa36bd74")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "private_array", scope: !9, file: !9, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!9 = !DIFile(filename: "testdata/private_array.cl", directory: "/work/main/frontend")
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12, !14}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!16 = !{}
!17 = !{i32 1, i32 1}
!18 = !{!"none", !"none"}
!19 = !{!"int*", !"int*"}
!20 = !{!"", !"const"}
!21 = !DILocalVariable(name: "out", arg: 1, scope: !8, file: !9, line: 4, type: !12)
!22 = !DILocation(line: 0, scope: !8)
!23 = !DILocalVariable(name: "in", arg: 2, scope: !8, file: !9, line: 4, type: !14)
!24 = !DILocation(line: 5, column: 16, scope: !8)
!25 = !DILocalVariable(name: "gid", scope: !8, file: !9, line: 5, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !27, line: 111, baseType: !28)
!27 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DILocalVariable(name: "tmp", scope: !8, file: !9, line: 6, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 4)
!33 = !DILocation(line: 6, column: 7, scope: !8)
!34 = !DILocalVariable(name: "i", scope: !35, file: !9, line: 7, type: !13)
!35 = distinct !DILexicalBlock(scope: !8, file: !9, line: 7, column: 3)
!36 = !DILocation(line: 0, scope: !35)
!37 = !DILocation(line: 7, column: 8, scope: !35)
!38 = !DILocation(line: 7, column: 21, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !9, line: 7, column: 3)
!40 = !DILocation(line: 7, column: 3, scope: !35)
!41 = !DILocation(line: 8, column: 19, scope: !39)
!42 = !DILocation(line: 8, column: 25, scope: !39)
!43 = !DILocation(line: 8, column: 14, scope: !39)
!44 = !DILocation(line: 8, column: 5, scope: !39)
!45 = !DILocation(line: 8, column: 12, scope: !39)
!46 = !DILocation(line: 7, column: 27, scope: !39)
!47 = !DILocation(line: 7, column: 3, scope: !39)
!48 = distinct !{!48, !40, !49}
!49 = !DILocation(line: 8, column: 28, scope: !35)
!50 = !DILocalVariable(name: "acc", scope: !8, file: !9, line: 9, type: !13)
!51 = !DILocalVariable(name: "i", scope: !52, file: !9, line: 10, type: !13)
!52 = distinct !DILexicalBlock(scope: !8, file: !9, line: 10, column: 3)
!53 = !DILocation(line: 0, scope: !52)
!54 = !DILocation(line: 10, column: 8, scope: !52)
!55 = !DILocation(line: 10, column: 21, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !9, line: 10, column: 3)
!57 = !DILocation(line: 10, column: 3, scope: !52)
!58 = !DILocation(line: 11, column: 15, scope: !56)
!59 = !DILocation(line: 11, column: 22, scope: !56)
!60 = !DILocation(line: 11, column: 20, scope: !56)
!61 = !DILocation(line: 11, column: 5, scope: !56)
!62 = !DILocation(line: 10, column: 28, scope: !56)
!63 = !DILocation(line: 10, column: 3, scope: !56)
!64 = distinct !{!64, !57, !65}
!65 = !DILocation(line: 11, column: 27, scope: !52)
!66 = !DILocation(line: 12, column: 11, scope: !8)
!67 = !DILocation(line: 12, column: 3, scope: !8)
!68 = !DILocation(line: 12, column: 16, scope: !8)
!69 = !DILocation(line: 13, column: 14, scope: !8)
!70 = !DILocation(line: 13, column: 23, scope: !8)
!71 = !DILocation(line: 13, column: 21, scope: !8)
!72 = !DILocation(line: 13, column: 32, scope: !8)
!73 = !DILocation(line: 13, column: 30, scope: !8)
!74 = !DILocation(line: 13, column: 41, scope: !8)
!75 = !DILocation(line: 13, column: 39, scope: !8)
!76 = !DILocation(line: 13, column: 3, scope: !8)
!77 = !DILocation(line: 13, column: 12, scope: !8)
!78 = !DILocation(line: 14, column: 1, scope: !8)
