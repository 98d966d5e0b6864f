; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @branches_switch(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !23, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  call void @llvm.dbg.value(metadata i32 %2, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  %4 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !25
  call void @llvm.dbg.value(metadata i32 %4, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  %5 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %4, !dbg !30
  %6 = load i32, i32 addrspace(1)* %5, align 4, !dbg !30
  call void @llvm.dbg.value(metadata i32 %6, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  %7 = icmp slt i32 %6, 0, !dbg !32
  br i1 %7, label %8, label %10, !dbg !34

8:                                                ; preds = %3
  %9 = sub nsw i32 0, %6, !dbg !35
  call void @llvm.dbg.value(metadata i32 %9, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %16, !dbg !38

10:                                               ; preds = %3
  %11 = icmp slt i32 %6, 100, !dbg !39
  br i1 %11, label %12, label %14, !dbg !41

12:                                               ; preds = %10
  %13 = mul nsw i32 %6, 2, !dbg !42
  call void @llvm.dbg.value(metadata i32 %13, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %15, !dbg !44

14:                                               ; preds = %10
  call void @llvm.dbg.value(metadata i32 100, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %15

15:                                               ; preds = %14, %12
  %.0 = phi i32 [ %13, %12 ], [ 100, %14 ], !dbg !45
  call void @llvm.dbg.value(metadata i32 %.0, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %16

16:                                               ; preds = %15, %8
  %.1 = phi i32 [ %9, %8 ], [ %.0, %15 ], !dbg !46
  call void @llvm.dbg.value(metadata i32 %.1, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  %17 = icmp sgt i32 %2, 0, !dbg !47
  br i1 %17, label %18, label %20, !dbg !49

18:                                               ; preds = %16
  %19 = add nsw i32 %.1, %2, !dbg !50
  call void @llvm.dbg.value(metadata i32 %19, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %20, !dbg !51

20:                                               ; preds = %18, %16
  %.2 = phi i32 [ %19, %18 ], [ %.1, %16 ], !dbg !22
  call void @llvm.dbg.value(metadata i32 %.2, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  %21 = urem i32 %4, 4, !dbg !52
  switch i32 %21, label %30 [
    i32 0, label %22
    i32 1, label %24
    i32 2, label %26
    i32 3, label %28
  ], !dbg !53

22:                                               ; preds = %20
  %23 = add nsw i32 %.2, 1, !dbg !54
  call void @llvm.dbg.value(metadata i32 %23, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %31, !dbg !56

24:                                               ; preds = %20
  %25 = sub nsw i32 %.2, 1, !dbg !57
  call void @llvm.dbg.value(metadata i32 %25, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %31, !dbg !58

26:                                               ; preds = %20
  %27 = mul nsw i32 %.2, 3, !dbg !59
  call void @llvm.dbg.value(metadata i32 %27, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %28, !dbg !60

28:                                               ; preds = %26, %20
  %.3 = phi i32 [ %.2, %20 ], [ %27, %26 ], !dbg !22
  call void @llvm.dbg.value(metadata i32 %.3, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  %29 = xor i32 %.3, 5, !dbg !61
  call void @llvm.dbg.value(metadata i32 %29, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %31, !dbg !62

30:                                               ; preds = %20
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  br label %31, !dbg !63

31:                                               ; preds = %30, %28, %24, %22
  %.4 = phi i32 [ 0, %30 ], [ %29, %28 ], [ %25, %24 ], [ %23, %22 ], !dbg !64
  call void @llvm.dbg.value(metadata i32 %.4, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !22
  %32 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %4, !dbg !65
  store i32 %.4, i32 addrspace(1)* %32, align 4, !dbg !66
  ret void, !dbg !67
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "7a69fca1423dd522714b6f6aa757b217")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "branches_switch", scope: !9, file: !9, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!9 = !DIFile(filename: "testdata/branches_switch.cl", directory: "/work/main/frontend")
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12, !14, !13}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!16 = !{}
!17 = !{i32 1, i32 1, i32 0}
!18 = !{!"none", !"none", !"none"}
!19 = !{!"int*", !"int*", !"int"}
!20 = !{!"", !"const", !""}
!21 = !DILocalVariable(name: "out", arg: 1, scope: !8, file: !9, line: 4, type: !12)
!22 = !DILocation(line: 0, scope: !8)
!23 = !DILocalVariable(name: "in", arg: 2, scope: !8, file: !9, line: 4, type: !14)
!24 = !DILocalVariable(name: "mode", arg: 3, scope: !8, file: !9, line: 4, type: !13)
!25 = !DILocation(line: 5, column: 16, scope: !8)
!26 = !DILocalVariable(name: "gid", scope: !8, file: !9, line: 5, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !28, line: 111, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !DILocation(line: 6, column: 11, scope: !8)
!31 = !DILocalVariable(name: "x", scope: !8, file: !9, line: 6, type: !13)
!32 = !DILocation(line: 8, column: 9, scope: !33)
!33 = distinct !DILexicalBlock(scope: !8, file: !9, line: 8, column: 7)
!34 = !DILocation(line: 8, column: 7, scope: !8)
!35 = !DILocation(line: 9, column: 9, scope: !36)
!36 = distinct !DILexicalBlock(scope: !33, file: !9, line: 8, column: 14)
!37 = !DILocalVariable(name: "y", scope: !8, file: !9, line: 7, type: !13)
!38 = !DILocation(line: 10, column: 3, scope: !36)
!39 = !DILocation(line: 10, column: 16, scope: !40)
!40 = distinct !DILexicalBlock(scope: !33, file: !9, line: 10, column: 14)
!41 = !DILocation(line: 10, column: 14, scope: !33)
!42 = !DILocation(line: 11, column: 11, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !9, line: 10, column: 23)
!44 = !DILocation(line: 12, column: 3, scope: !43)
!45 = !DILocation(line: 0, scope: !40)
!46 = !DILocation(line: 0, scope: !33)
!47 = !DILocation(line: 15, column: 12, scope: !48)
!48 = distinct !DILexicalBlock(scope: !8, file: !9, line: 15, column: 7)
!49 = !DILocation(line: 15, column: 7, scope: !8)
!50 = !DILocation(line: 16, column: 7, scope: !48)
!51 = !DILocation(line: 16, column: 5, scope: !48)
!52 = !DILocation(line: 17, column: 15, scope: !8)
!53 = !DILocation(line: 17, column: 3, scope: !8)
!54 = !DILocation(line: 18, column: 13, scope: !55)
!55 = distinct !DILexicalBlock(scope: !8, file: !9, line: 17, column: 20)
!56 = !DILocation(line: 18, column: 19, scope: !55)
!57 = !DILocation(line: 19, column: 13, scope: !55)
!58 = !DILocation(line: 19, column: 19, scope: !55)
!59 = !DILocation(line: 20, column: 13, scope: !55)
!60 = !DILocation(line: 20, column: 11, scope: !55)
!61 = !DILocation(line: 21, column: 13, scope: !55)
!62 = !DILocation(line: 21, column: 19, scope: !55)
!63 = !DILocation(line: 22, column: 19, scope: !55)
!64 = !DILocation(line: 0, scope: !55)
!65 = !DILocation(line: 24, column: 3, scope: !8)
!66 = !DILocation(line: 24, column: 12, scope: !8)
!67 = !DILocation(line: 25, column: 1, scope: !8)
