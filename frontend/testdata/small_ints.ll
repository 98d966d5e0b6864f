; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @small_ints(i8 addrspace(1)* noundef %0, i8 addrspace(1)* noundef %1, i16 addrspace(1)* noundef %2, i16 addrspace(1)* noundef %3, i8 noundef signext %4) #0 !dbg !16 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  call void @llvm.dbg.value(metadata i8 addrspace(1)* %0, metadata !29, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i8 addrspace(1)* %1, metadata !31, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i16 addrspace(1)* %2, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i16 addrspace(1)* %3, metadata !33, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  call void @llvm.dbg.value(metadata i8 %4, metadata !34, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %6 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !35
  call void @llvm.dbg.value(metadata i32 %6, metadata !36, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %7 = getelementptr inbounds i8, i8 addrspace(1)* %0, i32 %6, !dbg !39
  %8 = load i8, i8 addrspace(1)* %7, align 1, !dbg !39
  call void @llvm.dbg.value(metadata i8 %8, metadata !40, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %9 = getelementptr inbounds i8, i8 addrspace(1)* %1, i32 %6, !dbg !41
  %10 = load i8, i8 addrspace(1)* %9, align 1, !dbg !41
  call void @llvm.dbg.value(metadata i8 %10, metadata !42, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %11 = getelementptr inbounds i16, i16 addrspace(1)* %2, i32 %6, !dbg !43
  %12 = load i16, i16 addrspace(1)* %11, align 2, !dbg !43
  call void @llvm.dbg.value(metadata i16 %12, metadata !44, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %13 = getelementptr inbounds i16, i16 addrspace(1)* %3, i32 %6, !dbg !45
  %14 = load i16, i16 addrspace(1)* %13, align 2, !dbg !45
  call void @llvm.dbg.value(metadata i16 %14, metadata !46, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %15 = sext i8 %8 to i32, !dbg !47
  %16 = sext i8 %4 to i32, !dbg !48
  %17 = icmp slt i32 %15, %16, !dbg !49
  %18 = zext i1 %17 to i8, !dbg !50
  call void @llvm.dbg.value(metadata i8 %18, metadata !51, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %19 = zext i8 %10 to i32, !dbg !53
  %20 = icmp sgt i32 %19, 200, !dbg !54
  %21 = zext i1 %20 to i8, !dbg !55
  call void @llvm.dbg.value(metadata i8 %21, metadata !56, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %22 = trunc i8 %18 to i1, !dbg !57
  br i1 %22, label %23, label %26, !dbg !58

23:                                               ; preds = %5
  %24 = trunc i8 %21 to i1, !dbg !59
  %25 = xor i1 %24, true, !dbg !60
  br label %26

26:                                               ; preds = %23, %5
  %27 = phi i1 [ false, %5 ], [ %25, %23 ], !dbg !30
  %28 = zext i1 %27 to i8, !dbg !61
  call void @llvm.dbg.value(metadata i8 %28, metadata !62, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %29 = trunc i8 %18 to i1, !dbg !63
  br i1 %29, label %33, label %30, !dbg !64

30:                                               ; preds = %26
  %31 = sext i16 %12 to i32, !dbg !65
  %32 = icmp eq i32 %31, -1, !dbg !66
  br label %33, !dbg !64

33:                                               ; preds = %30, %26
  %34 = phi i1 [ true, %26 ], [ %32, %30 ]
  %35 = zext i1 %34 to i8, !dbg !67
  call void @llvm.dbg.value(metadata i8 %35, metadata !68, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !30
  %36 = trunc i8 %28 to i1, !dbg !69
  br i1 %36, label %37, label %43, !dbg !69

37:                                               ; preds = %33
  %38 = sext i8 %8 to i32, !dbg !70
  %39 = sext i8 %4 to i32, !dbg !71
  %40 = add nsw i32 %38, %39, !dbg !72
  %41 = trunc i32 %40 to i8, !dbg !73
  %42 = sext i8 %41 to i32, !dbg !73
  br label %48, !dbg !69

43:                                               ; preds = %33
  %44 = sext i8 %8 to i32, !dbg !74
  %45 = sub nsw i32 %44, 1, !dbg !75
  %46 = trunc i32 %45 to i8, !dbg !76
  %47 = sext i8 %46 to i32, !dbg !76
  br label %48, !dbg !69

48:                                               ; preds = %43, %37
  %49 = phi i32 [ %42, %37 ], [ %47, %43 ], !dbg !69
  %50 = trunc i32 %49 to i8, !dbg !69
  %51 = getelementptr inbounds i8, i8 addrspace(1)* %0, i32 %6, !dbg !77
  store i8 %50, i8 addrspace(1)* %51, align 1, !dbg !78
  %52 = trunc i8 %35 to i1, !dbg !79
  br i1 %52, label %53, label %58, !dbg !79

53:                                               ; preds = %48
  %54 = zext i8 %10 to i32, !dbg !80
  %55 = mul nsw i32 %54, 3, !dbg !81
  %56 = trunc i32 %55 to i8, !dbg !82
  %57 = zext i8 %56 to i32, !dbg !82
  br label %63, !dbg !79

58:                                               ; preds = %48
  %59 = zext i8 %10 to i32, !dbg !83
  %60 = and i32 %59, 15, !dbg !84
  %61 = trunc i32 %60 to i8, !dbg !85
  %62 = zext i8 %61 to i32, !dbg !85
  br label %63, !dbg !79

63:                                               ; preds = %58, %53
  %64 = phi i32 [ %57, %53 ], [ %62, %58 ], !dbg !79
  %65 = trunc i32 %64 to i8, !dbg !79
  %66 = getelementptr inbounds i8, i8 addrspace(1)* %1, i32 %6, !dbg !86
  store i8 %65, i8 addrspace(1)* %66, align 1, !dbg !87
  %67 = sext i16 %12 to i32, !dbg !88
  %68 = sext i16 %12 to i32, !dbg !89
  %69 = mul nsw i32 %67, %68, !dbg !90
  %70 = sext i16 %14 to i32, !dbg !91
  %71 = sub nsw i32 %69, %70, !dbg !92
  %72 = trunc i32 %71 to i16, !dbg !93
  %73 = getelementptr inbounds i16, i16 addrspace(1)* %2, i32 %6, !dbg !94
  store i16 %72, i16 addrspace(1)* %73, align 2, !dbg !95
  %74 = zext i16 %14 to i32, !dbg !96
  %75 = icmp sge i32 %74, 1000, !dbg !97
  br i1 %75, label %76, label %81, !dbg !98

76:                                               ; preds = %63
  %77 = zext i16 %14 to i32, !dbg !99
  %78 = sdiv i32 %77, 2, !dbg !100
  %79 = trunc i32 %78 to i16, !dbg !101
  %80 = zext i16 %79 to i32, !dbg !101
  br label %86, !dbg !98

81:                                               ; preds = %63
  %82 = zext i16 %14 to i32, !dbg !102
  %83 = or i32 %82, 32768, !dbg !103
  %84 = trunc i32 %83 to i16, !dbg !104
  %85 = zext i16 %84 to i32, !dbg !104
  br label %86, !dbg !98

86:                                               ; preds = %81, %76
  %87 = phi i32 [ %80, %76 ], [ %85, %81 ], !dbg !98
  %88 = trunc i32 %87 to i16, !dbg !98
  %89 = getelementptr inbounds i16, i16 addrspace(1)* %3, i32 %6, !dbg !105
  store i16 %88, i16 addrspace(1)* %89, align 2, !dbg !106
  ret void, !dbg !107
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
!llvm.module.flags = !{!10, !11, !12, !13}
!opencl.ocl.version = !{!14}
!opencl.spir.version = !{!14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "83369f913d78336456bec88a7d3a9632")
!2 = !{!3, !6, !7, !8}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !4, line: 88, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !4, line: 93, baseType: !9)
!9 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{i32 1, i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "small_ints", scope: !17, file: !17, line: 4, type: !18, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!17 = !DIFile(filename: "testdata/small_ints.cl", directory: "/work/main/frontend")
!18 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !19)
!19 = !{null, !20, !21, !22, !23, !7}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 32, dwarfAddressSpace: 1)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32, dwarfAddressSpace: 1)
!24 = !{}
!25 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!26 = !{!"none", !"none", !"none", !"none", !"none"}
!27 = !{!"char*", !"uchar*", !"short*", !"ushort*", !"char"}
!28 = !{!"", !"", !"", !"", !""}
!29 = !DILocalVariable(name: "c", arg: 1, scope: !16, file: !17, line: 4, type: !20)
!30 = !DILocation(line: 0, scope: !16)
!31 = !DILocalVariable(name: "uc", arg: 2, scope: !16, file: !17, line: 4, type: !21)
!32 = !DILocalVariable(name: "s", arg: 3, scope: !16, file: !17, line: 4, type: !22)
!33 = !DILocalVariable(name: "us", arg: 4, scope: !16, file: !17, line: 5, type: !23)
!34 = !DILocalVariable(name: "k", arg: 5, scope: !16, file: !17, line: 5, type: !7)
!35 = !DILocation(line: 6, column: 16, scope: !16)
!36 = !DILocalVariable(name: "gid", scope: !16, file: !17, line: 6, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 111, baseType: !38)
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DILocation(line: 7, column: 12, scope: !16)
!40 = !DILocalVariable(name: "a", scope: !16, file: !17, line: 7, type: !7)
!41 = !DILocation(line: 8, column: 13, scope: !16)
!42 = !DILocalVariable(name: "b", scope: !16, file: !17, line: 8, type: !3)
!43 = !DILocation(line: 9, column: 13, scope: !16)
!44 = !DILocalVariable(name: "h", scope: !16, file: !17, line: 9, type: !6)
!45 = !DILocation(line: 10, column: 14, scope: !16)
!46 = !DILocalVariable(name: "w", scope: !16, file: !17, line: 10, type: !8)
!47 = !DILocation(line: 11, column: 13, scope: !16)
!48 = !DILocation(line: 11, column: 17, scope: !16)
!49 = !DILocation(line: 11, column: 15, scope: !16)
!50 = !DILocation(line: 11, column: 8, scope: !16)
!51 = !DILocalVariable(name: "lt", scope: !16, file: !17, line: 11, type: !52)
!52 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!53 = !DILocation(line: 12, column: 14, scope: !16)
!54 = !DILocation(line: 12, column: 16, scope: !16)
!55 = !DILocation(line: 12, column: 8, scope: !16)
!56 = !DILocalVariable(name: "big", scope: !16, file: !17, line: 12, type: !52)
!57 = !DILocation(line: 13, column: 15, scope: !16)
!58 = !DILocation(line: 13, column: 18, scope: !16)
!59 = !DILocation(line: 13, column: 22, scope: !16)
!60 = !DILocation(line: 13, column: 21, scope: !16)
!61 = !DILocation(line: 13, column: 8, scope: !16)
!62 = !DILocalVariable(name: "both", scope: !16, file: !17, line: 13, type: !52)
!63 = !DILocation(line: 14, column: 14, scope: !16)
!64 = !DILocation(line: 14, column: 17, scope: !16)
!65 = !DILocation(line: 14, column: 21, scope: !16)
!66 = !DILocation(line: 14, column: 23, scope: !16)
!67 = !DILocation(line: 14, column: 8, scope: !16)
!68 = !DILocalVariable(name: "any", scope: !16, file: !17, line: 14, type: !52)
!69 = !DILocation(line: 15, column: 12, scope: !16)
!70 = !DILocation(line: 15, column: 26, scope: !16)
!71 = !DILocation(line: 15, column: 30, scope: !16)
!72 = !DILocation(line: 15, column: 28, scope: !16)
!73 = !DILocation(line: 15, column: 19, scope: !16)
!74 = !DILocation(line: 15, column: 42, scope: !16)
!75 = !DILocation(line: 15, column: 44, scope: !16)
!76 = !DILocation(line: 15, column: 35, scope: !16)
!77 = !DILocation(line: 15, column: 3, scope: !16)
!78 = !DILocation(line: 15, column: 10, scope: !16)
!79 = !DILocation(line: 16, column: 13, scope: !16)
!80 = !DILocation(line: 16, column: 27, scope: !16)
!81 = !DILocation(line: 16, column: 29, scope: !16)
!82 = !DILocation(line: 16, column: 19, scope: !16)
!83 = !DILocation(line: 16, column: 44, scope: !16)
!84 = !DILocation(line: 16, column: 46, scope: !16)
!85 = !DILocation(line: 16, column: 36, scope: !16)
!86 = !DILocation(line: 16, column: 3, scope: !16)
!87 = !DILocation(line: 16, column: 11, scope: !16)
!88 = !DILocation(line: 17, column: 20, scope: !16)
!89 = !DILocation(line: 17, column: 24, scope: !16)
!90 = !DILocation(line: 17, column: 22, scope: !16)
!91 = !DILocation(line: 17, column: 28, scope: !16)
!92 = !DILocation(line: 17, column: 26, scope: !16)
!93 = !DILocation(line: 17, column: 12, scope: !16)
!94 = !DILocation(line: 17, column: 3, scope: !16)
!95 = !DILocation(line: 17, column: 10, scope: !16)
!96 = !DILocation(line: 18, column: 14, scope: !16)
!97 = !DILocation(line: 18, column: 16, scope: !16)
!98 = !DILocation(line: 18, column: 13, scope: !16)
!99 = !DILocation(line: 18, column: 44, scope: !16)
!100 = !DILocation(line: 18, column: 46, scope: !16)
!101 = !DILocation(line: 18, column: 35, scope: !16)
!102 = !DILocation(line: 18, column: 62, scope: !16)
!103 = !DILocation(line: 18, column: 64, scope: !16)
!104 = !DILocation(line: 18, column: 53, scope: !16)
!105 = !DILocation(line: 18, column: 3, scope: !16)
!106 = !DILocation(line: 18, column: 11, scope: !16)
!107 = !DILocation(line: 19, column: 1, scope: !16)
