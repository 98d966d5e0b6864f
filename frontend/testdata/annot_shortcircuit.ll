; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @shortcircuit(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1, i32 addrspace(1)* noundef %2) #0 !dbg !8 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !19, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !21, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %2, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  %4 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !23
  call void @llvm.dbg.value(metadata i32 %4, metadata !24, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !20
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  br label %5, !dbg !28

5:                                                ; preds = %34, %3
  %.0 = phi i32 [ 0, %3 ], [ %35, %34 ], !dbg !27
  call void @llvm.dbg.value(metadata i32 %.0, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  %6 = icmp sge i32 %.0, 0, !dbg !29
  br i1 %6, label %7, label %26, !dbg !31

7:                                                ; preds = %5
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %4, !dbg !32
  %9 = load i32, i32 addrspace(1)* %8, align 4, !dbg !32
  %10 = icmp sgt i32 %9, 0, !dbg !33
  br i1 %10, label %15, label %11, !dbg !34

11:                                               ; preds = %7
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %4, !dbg !35
  %13 = load i32, i32 addrspace(1)* %12, align 4, !dbg !35
  %14 = icmp sgt i32 %13, 0, !dbg !36
  br i1 %14, label %15, label %26, !dbg !37

15:                                               ; preds = %11, %7
  %16 = icmp eq i32 %.0, 0, !dbg !38
  br i1 %16, label %17, label %20, !dbg !39

17:                                               ; preds = %15
  %18 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %4, !dbg !40
  %19 = load i32, i32 addrspace(1)* %18, align 4, !dbg !40
  br label %23, !dbg !39

20:                                               ; preds = %15
  %21 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %4, !dbg !41
  %22 = load i32, i32 addrspace(1)* %21, align 4, !dbg !41
  br label %23, !dbg !39

23:                                               ; preds = %20, %17
  %24 = phi i32 [ %19, %17 ], [ %22, %20 ], !dbg !39
  %25 = icmp sge i32 %24, 0, !dbg !42
  br label %26

26:                                               ; preds = %23, %11, %5
  %27 = phi i1 [ false, %11 ], [ false, %5 ], [ %25, %23 ], !dbg !43
  call spir_func void @__invariant(i1 noundef zeroext %27) #5, !dbg !44
  %28 = icmp slt i32 %.0, 4, !dbg !45
  br i1 %28, label %29, label %36, !dbg !46

29:                                               ; preds = %26
  %30 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %4, !dbg !47
  %31 = load i32, i32 addrspace(1)* %30, align 4, !dbg !47
  %32 = add nsw i32 %31, 1, !dbg !49
  %33 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %4, !dbg !50
  store i32 %32, i32 addrspace(1)* %33, align 4, !dbg !51
  br label %34, !dbg !52

34:                                               ; preds = %29
  %35 = add nsw i32 %.0, 1, !dbg !53
  call void @llvm.dbg.value(metadata i32 %35, metadata !25, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  br label %5, !dbg !54, !llvm.loop !55

36:                                               ; preds = %26
  %37 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %4, !dbg !57
  %38 = load i32, i32 addrspace(1)* %37, align 4, !dbg !57
  %39 = icmp ne i32 %38, 0, !dbg !58
  br i1 %39, label %40, label %44, !dbg !59

40:                                               ; preds = %36
  %41 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %4, !dbg !60
  %42 = load i32, i32 addrspace(1)* %41, align 4, !dbg !60
  %43 = icmp ne i32 %42, 0, !dbg !61
  br label %44

44:                                               ; preds = %40, %36
  %45 = phi i1 [ false, %36 ], [ %43, %40 ], !dbg !20
  call spir_func void @__assert(i1 noundef zeroext %45) #5, !dbg !62
  %46 = icmp eq i32 %4, 0, !dbg !63
  br i1 %46, label %47, label %51, !dbg !64

47:                                               ; preds = %44
  %48 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %4, !dbg !65
  %49 = load i32, i32 addrspace(1)* %48, align 4, !dbg !65
  %50 = icmp sgt i32 %49, 0, !dbg !66
  br i1 %50, label %59, label %51, !dbg !67

51:                                               ; preds = %47, %44
  %52 = icmp eq i32 %4, 1, !dbg !68
  br i1 %52, label %53, label %57, !dbg !69

53:                                               ; preds = %51
  %54 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %4, !dbg !70
  %55 = load i32, i32 addrspace(1)* %54, align 4, !dbg !70
  %56 = icmp sgt i32 %55, 0, !dbg !71
  br i1 %56, label %59, label %57, !dbg !72

57:                                               ; preds = %53, %51
  %58 = icmp sgt i32 %4, 1, !dbg !73
  br label %59, !dbg !72

59:                                               ; preds = %57, %53, %47
  %60 = phi i1 [ true, %53 ], [ true, %47 ], [ %58, %57 ]
  call spir_func void @__assert(i1 noundef zeroext %60) #5, !dbg !74
  %61 = getelementptr inbounds i32, i32 addrspace(1)* %2, i32 %4, !dbg !75
  %62 = load i32, i32 addrspace(1)* %61, align 4, !dbg !75
  %63 = icmp ne i32 %62, 0, !dbg !75
  br i1 %63, label %64, label %68, !dbg !77

64:                                               ; preds = %59
  %65 = getelementptr inbounds i32, i32 addrspace(1)* %2, i32 %4, !dbg !78
  %66 = load i32, i32 addrspace(1)* %65, align 4, !dbg !78
  %67 = icmp sgt i32 %66, 0, !dbg !79
  call spir_func void @__assert(i1 noundef zeroext %67) #5, !dbg !80
  br label %68, !dbg !80

68:                                               ; preds = %64, %59
  %69 = icmp sgt i32 %4, 0, !dbg !81
  br i1 %69, label %70, label %76, !dbg !83

70:                                               ; preds = %68
  %71 = getelementptr inbounds i32, i32 addrspace(1)* %2, i32 %4, !dbg !84
  %72 = load i32, i32 addrspace(1)* %71, align 4, !dbg !84
  %73 = icmp sgt i32 %72, 1, !dbg !85
  br i1 %73, label %74, label %76, !dbg !86

74:                                               ; preds = %70
  %75 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 %4, !dbg !87
  store i32 0, i32 addrspace(1)* %75, align 4, !dbg !88
  br label %76, !dbg !87

76:                                               ; preds = %74, %70, %68
  ret void, !dbg !89
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent
declare dso_local spir_func void @__invariant(i1 noundef zeroext) #2

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
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "9f893bd6cb99efb2dadeea5cfef527f0")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "shortcircuit", scope: !9, file: !9, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!9 = !DIFile(filename: "testdata/annot_shortcircuit.cl", directory: "/work/main/frontend")
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12, !12, !12}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !{i32 1, i32 1, i32 1}
!16 = !{!"none", !"none", !"none"}
!17 = !{!"int*", !"int*", !"int*"}
!18 = !{!"", !"", !""}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !9, line: 6, type: !12)
!20 = !DILocation(line: 0, scope: !8)
!21 = !DILocalVariable(name: "b", arg: 2, scope: !8, file: !9, line: 6, type: !12)
!22 = !DILocalVariable(name: "c", arg: 3, scope: !8, file: !9, line: 6, type: !12)
!23 = !DILocation(line: 7, column: 11, scope: !8)
!24 = !DILocalVariable(name: "i", scope: !8, file: !9, line: 7, type: !13)
!25 = !DILocalVariable(name: "k", scope: !26, file: !9, line: 8, type: !13)
!26 = distinct !DILexicalBlock(scope: !8, file: !9, line: 8, column: 3)
!27 = !DILocation(line: 0, scope: !26)
!28 = !DILocation(line: 8, column: 8, scope: !26)
!29 = !DILocation(line: 8, column: 33, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !9, line: 8, column: 3)
!31 = !DILocation(line: 8, column: 38, scope: !30)
!32 = !DILocation(line: 8, column: 42, scope: !30)
!33 = !DILocation(line: 8, column: 47, scope: !30)
!34 = !DILocation(line: 8, column: 51, scope: !30)
!35 = !DILocation(line: 8, column: 54, scope: !30)
!36 = !DILocation(line: 8, column: 59, scope: !30)
!37 = !DILocation(line: 8, column: 64, scope: !30)
!38 = !DILocation(line: 8, column: 70, scope: !30)
!39 = !DILocation(line: 8, column: 68, scope: !30)
!40 = !DILocation(line: 8, column: 77, scope: !30)
!41 = !DILocation(line: 8, column: 84, scope: !30)
!42 = !DILocation(line: 8, column: 90, scope: !30)
!43 = !DILocation(line: 0, scope: !30)
!44 = !DILocation(line: 8, column: 19, scope: !30)
!45 = !DILocation(line: 8, column: 99, scope: !30)
!46 = !DILocation(line: 8, column: 3, scope: !26)
!47 = !DILocation(line: 9, column: 12, scope: !48)
!48 = distinct !DILexicalBlock(scope: !30, file: !9, line: 8, column: 109)
!49 = !DILocation(line: 9, column: 17, scope: !48)
!50 = !DILocation(line: 9, column: 5, scope: !48)
!51 = !DILocation(line: 9, column: 10, scope: !48)
!52 = !DILocation(line: 10, column: 3, scope: !48)
!53 = !DILocation(line: 8, column: 105, scope: !30)
!54 = !DILocation(line: 8, column: 3, scope: !30)
!55 = distinct !{!55, !46, !56}
!56 = !DILocation(line: 10, column: 3, scope: !26)
!57 = !DILocation(line: 11, column: 12, scope: !8)
!58 = !DILocation(line: 11, column: 17, scope: !8)
!59 = !DILocation(line: 11, column: 22, scope: !8)
!60 = !DILocation(line: 11, column: 25, scope: !8)
!61 = !DILocation(line: 11, column: 30, scope: !8)
!62 = !DILocation(line: 11, column: 3, scope: !8)
!63 = !DILocation(line: 12, column: 15, scope: !8)
!64 = !DILocation(line: 12, column: 20, scope: !8)
!65 = !DILocation(line: 12, column: 23, scope: !8)
!66 = !DILocation(line: 12, column: 28, scope: !8)
!67 = !DILocation(line: 12, column: 33, scope: !8)
!68 = !DILocation(line: 12, column: 39, scope: !8)
!69 = !DILocation(line: 12, column: 44, scope: !8)
!70 = !DILocation(line: 12, column: 47, scope: !8)
!71 = !DILocation(line: 12, column: 52, scope: !8)
!72 = !DILocation(line: 12, column: 57, scope: !8)
!73 = !DILocation(line: 12, column: 62, scope: !8)
!74 = !DILocation(line: 12, column: 3, scope: !8)
!75 = !DILocation(line: 13, column: 7, scope: !76)
!76 = distinct !DILexicalBlock(scope: !8, file: !9, line: 13, column: 7)
!77 = !DILocation(line: 13, column: 7, scope: !8)
!78 = !DILocation(line: 13, column: 22, scope: !76)
!79 = !DILocation(line: 13, column: 27, scope: !76)
!80 = !DILocation(line: 13, column: 13, scope: !76)
!81 = !DILocation(line: 14, column: 9, scope: !82)
!82 = distinct !DILexicalBlock(scope: !8, file: !9, line: 14, column: 7)
!83 = !DILocation(line: 14, column: 13, scope: !82)
!84 = !DILocation(line: 14, column: 16, scope: !82)
!85 = !DILocation(line: 14, column: 21, scope: !82)
!86 = !DILocation(line: 14, column: 7, scope: !8)
!87 = !DILocation(line: 14, column: 26, scope: !82)
!88 = !DILocation(line: 14, column: 31, scope: !82)
!89 = !DILocation(line: 15, column: 1, scope: !8)
