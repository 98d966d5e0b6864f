; ModuleID = 'bvgen-tmp/raw.ll'
source_filename = "bvgen-tmp/kernel.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @workitem_3d(i32 addrspace(1)* noundef %0, i32 addrspace(1)* noundef %1) #0 !dbg !10 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %0, metadata !20, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %1, metadata !22, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %3 = call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !23
  %4 = call spir_func i32 @_Z17get_global_offsetj(i32 noundef 0) #3, !dbg !24
  %5 = sub i32 %3, %4, !dbg !25
  call void @llvm.dbg.value(metadata i32 %5, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %6 = call spir_func i32 @_Z13get_global_idj(i32 noundef 1) #3, !dbg !30
  %7 = call spir_func i32 @_Z17get_global_offsetj(i32 noundef 1) #3, !dbg !31
  %8 = sub i32 %6, %7, !dbg !32
  call void @llvm.dbg.value(metadata i32 %8, metadata !33, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %9 = call spir_func i32 @_Z13get_global_idj(i32 noundef 2) #3, !dbg !34
  %10 = call spir_func i32 @_Z17get_global_offsetj(i32 noundef 2) #3, !dbg !35
  %11 = sub i32 %9, %10, !dbg !36
  call void @llvm.dbg.value(metadata i32 %11, metadata !37, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %12 = call spir_func i32 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !38
  call void @llvm.dbg.value(metadata i32 %12, metadata !39, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %13 = call spir_func i32 @_Z15get_global_sizej(i32 noundef 1) #3, !dbg !40
  call void @llvm.dbg.value(metadata i32 %13, metadata !41, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %14 = call spir_func i32 @_Z15get_global_sizej(i32 noundef 2) #3, !dbg !42
  call void @llvm.dbg.value(metadata i32 %14, metadata !43, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %15 = call spir_func i32 @_Z12get_local_idj(i32 noundef 2) #3, !dbg !44
  call void @llvm.dbg.value(metadata i32 %15, metadata !45, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %16 = call spir_func i32 @_Z12get_group_idj(i32 noundef 2) #3, !dbg !46
  call void @llvm.dbg.value(metadata i32 %16, metadata !47, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %17 = call spir_func i32 @_Z14get_local_sizej(i32 noundef 2) #3, !dbg !48
  call void @llvm.dbg.value(metadata i32 %17, metadata !49, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %18 = call spir_func i32 @_Z14get_num_groupsj(i32 noundef 2) #3, !dbg !50
  call void @llvm.dbg.value(metadata i32 %18, metadata !51, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !21
  %19 = mul i32 %16, %17, !dbg !52
  %20 = add i32 %19, %15, !dbg !53
  %21 = sub nsw i32 %20, %11, !dbg !54
  %22 = mul i32 %11, %13, !dbg !55
  %23 = add i32 %22, %8, !dbg !56
  %24 = mul i32 %23, %12, !dbg !57
  %25 = add i32 %24, %5, !dbg !58
  %26 = getelementptr inbounds i32, i32 addrspace(1)* %0, i32 %25, !dbg !59
  store i32 %21, i32 addrspace(1)* %26, align 4, !dbg !60
  %27 = icmp eq i32 %5, 0, !dbg !61
  br i1 %27, label %28, label %37, !dbg !63

28:                                               ; preds = %2
  %29 = icmp eq i32 %8, 0, !dbg !64
  br i1 %29, label %30, label %37, !dbg !65

30:                                               ; preds = %28
  %31 = icmp eq i32 %11, 0, !dbg !66
  br i1 %31, label %32, label %37, !dbg !67

32:                                               ; preds = %30
  %33 = call spir_func i32 @_Z12get_work_dimv() #3, !dbg !68
  %34 = add i32 %33, %14, !dbg !69
  %35 = add i32 %34, %18, !dbg !70
  %36 = getelementptr inbounds i32, i32 addrspace(1)* %1, i32 0, !dbg !71
  store i32 %35, i32 addrspace(1)* %36, align 4, !dbg !72
  br label %37, !dbg !71

37:                                               ; preds = %32, %30, %28, %2
  ret void, !dbg !73
}

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z17get_global_offsetj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z14get_num_groupsj(i32 noundef) #1

; Function Attrs: convergent nounwind readnone willreturn
declare dso_local spir_func i32 @_Z12get_work_dimv() #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { convergent nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!opencl.spir.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bvgen-tmp/kernel.cl", directory: "/work/main/frontend", checksumkind: CSK_MD5, checksum: "639483f9d1dce776c895d762f6b68fa2")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 1, i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "workitem_3d", scope: !11, file: !11, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DIFile(filename: "testdata/workitem_3d.cl", directory: "/work/main/frontend")
!12 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !13)
!13 = !{null, !14, !14}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 32, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1}
!17 = !{!"none", !"none"}
!18 = !{!"int*", !"int*"}
!19 = !{!"", !""}
!20 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !11, line: 4, type: !14)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocalVariable(name: "meta", arg: 2, scope: !10, file: !11, line: 4, type: !14)
!23 = !DILocation(line: 5, column: 14, scope: !10)
!24 = !DILocation(line: 5, column: 33, scope: !10)
!25 = !DILocation(line: 5, column: 31, scope: !10)
!26 = !DILocalVariable(name: "x", scope: !10, file: !11, line: 5, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !28, line: 111, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "fa1685a960bf69b8d0f8ccc506cbc0c7")
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !DILocation(line: 6, column: 14, scope: !10)
!31 = !DILocation(line: 6, column: 33, scope: !10)
!32 = !DILocation(line: 6, column: 31, scope: !10)
!33 = !DILocalVariable(name: "y", scope: !10, file: !11, line: 6, type: !27)
!34 = !DILocation(line: 7, column: 14, scope: !10)
!35 = !DILocation(line: 7, column: 33, scope: !10)
!36 = !DILocation(line: 7, column: 31, scope: !10)
!37 = !DILocalVariable(name: "z", scope: !10, file: !11, line: 7, type: !27)
!38 = !DILocation(line: 8, column: 15, scope: !10)
!39 = !DILocalVariable(name: "sx", scope: !10, file: !11, line: 8, type: !27)
!40 = !DILocation(line: 8, column: 40, scope: !10)
!41 = !DILocalVariable(name: "sy", scope: !10, file: !11, line: 8, type: !27)
!42 = !DILocation(line: 8, column: 65, scope: !10)
!43 = !DILocalVariable(name: "sz", scope: !10, file: !11, line: 8, type: !27)
!44 = !DILocation(line: 9, column: 15, scope: !10)
!45 = !DILocalVariable(name: "lz", scope: !10, file: !11, line: 9, type: !27)
!46 = !DILocation(line: 9, column: 37, scope: !10)
!47 = !DILocalVariable(name: "gz", scope: !10, file: !11, line: 9, type: !27)
!48 = !DILocation(line: 10, column: 16, scope: !10)
!49 = !DILocalVariable(name: "lsz", scope: !10, file: !11, line: 10, type: !27)
!50 = !DILocation(line: 10, column: 41, scope: !10)
!51 = !DILocalVariable(name: "ngz", scope: !10, file: !11, line: 10, type: !27)
!52 = !DILocation(line: 11, column: 41, scope: !10)
!53 = !DILocation(line: 11, column: 47, scope: !10)
!54 = !DILocation(line: 11, column: 53, scope: !10)
!55 = !DILocation(line: 11, column: 10, scope: !10)
!56 = !DILocation(line: 11, column: 15, scope: !10)
!57 = !DILocation(line: 11, column: 20, scope: !10)
!58 = !DILocation(line: 11, column: 25, scope: !10)
!59 = !DILocation(line: 11, column: 3, scope: !10)
!60 = !DILocation(line: 11, column: 30, scope: !10)
!61 = !DILocation(line: 12, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !10, file: !11, line: 12, column: 7)
!63 = !DILocation(line: 12, column: 14, scope: !62)
!64 = !DILocation(line: 12, column: 19, scope: !62)
!65 = !DILocation(line: 12, column: 24, scope: !62)
!66 = !DILocation(line: 12, column: 29, scope: !62)
!67 = !DILocation(line: 12, column: 7, scope: !10)
!68 = !DILocation(line: 13, column: 21, scope: !62)
!69 = !DILocation(line: 13, column: 36, scope: !62)
!70 = !DILocation(line: 13, column: 41, scope: !62)
!71 = !DILocation(line: 13, column: 5, scope: !62)
!72 = !DILocation(line: 13, column: 13, scope: !62)
!73 = !DILocation(line: 14, column: 1, scope: !10)
