/* recorder.h: the state bvgen record's OpenCL interposer keeps, shared by
 * interposer.c (the exported OpenCL entry points), launch.c (kernels,
 * arguments, launches as JSON) and recorder.c (tables, entries, the files
 * written). docs/record.md describes the output. */
#ifndef BVGEN_RECORDER_H
#define BVGEN_RECORDER_H

#define _GNU_SOURCE
/* The interposer exports the 1.1 image entry points an old application may
 * call; the headers hide them otherwise. */
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>
#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* Every header is included above this line. Only the OpenCL entry points
 * are exported (cl.h declared them above):
 * an application's own function of the same name as one of these must
 * not be bound to the interposer's. */
#pragma GCC visibility push(hidden)

/* A growing string. */
struct buf {
	char *s;
	size_t n, cap;
};
void bput(struct buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void bstr(struct buf *b, const char *s); /* a JSON string literal */
void bmem(struct buf *b, const void *p, size_t n);

/* A chained hash map keyed by pointers (OpenCL handles, or 64-bit hashes
 * cast to pointers). Entries are never deleted: a handle the runtime
 * reuses after a release replaces the old value (free_val frees it). */
#define MAP_BUCKETS 4096
struct node {
	const void *key;
	void *val;
	struct node *next;
};
struct map {
	struct node *b[MAP_BUCKETS];
};
void *map_get(struct map *m, const void *key);
void map_put(struct map *m, const void *key, void *val, void (*free_val)(void *));

/* Where a program came from; only ORIGIN_SOURCE programs can be verified. */
enum origin { ORIGIN_SOURCE, ORIGIN_BINARY, ORIGIN_IL, ORIGIN_BUILTIN, ORIGIN_LINK, ORIGIN_UNKNOWN };
extern const char *const origin_name[];

struct program {
	enum origin origin;
	char hash[17];  /* of the source, ORIGIN_SOURCE only */
	char *options;  /* of the last clBuildProgram/clCompileProgram, or NULL */
	int headers;    /* compiled with embedded headers: not recorded */
};

struct mem {
	int image;
	size_t size;
	cl_mem_flags flags;
};

/* A kernel: a copy of its program's record at creation (a program rebuilt
 * later with other options keeps its existing kernels' build) and the
 * JSON of each argument set so far (NULL: never set). */
struct kernel {
	struct program prog;
	char *name;
	cl_uint nargs;
	char **arg;      /* JSON objects */
	char **argname;  /* from clGetKernelArgInfo, or NULL */
	cl_kernel_arg_address_qualifier *addrq; /* 0: unknown */
	char **argtype;  /* type names, or NULL */
};

extern pthread_mutex_t rec_mu;
extern struct map rec_programs, rec_kernels, rec_mems, rec_samplers;
extern int rec_on; /* BVGEN_RECORD_DIR is set */

void *real_sym(const char *name);
/* REAL(fn) is the next definition of fn: the ICD loader's. */
#define REAL(fn) ({ static void *c_; (__typeof__(&fn))resolve_sym(#fn, &c_); })
void *resolve_sym(const char *name, void **cache);

/* Called with rec_mu held. */
void free_program(void *p);
void free_kernel(void *p);
void note_program(const struct program *p);
void write_source(const char *hash, const char *src, size_t n);
struct kernel *new_kernel(cl_kernel k, const char *name, const struct program *p);
char *arg_json(const struct kernel *kr, cl_uint i, size_t size, const void *value);
void note_skip(const char *entry_point, const char *reason);

/* Launch entries (recorder.c); rec_mu held. */
void *add_launch(char *json, char *why, const char *kernel, const char *name, const void *site);
void drop_launch(void *entry);
void flush_files(void);

/* A launch: record_launch (rec_mu not held) before the runtime call,
 * finish_launch after it with the runtime's answer. */
void *record_launch(cl_kernel k, cl_uint dim, const size_t *off, const size_t *gs, const size_t *ls, const void *site);
void finish_launch(void *token, cl_kernel k, cl_int err);

uint64_t fnv(const void *p, size_t n, uint64_t h);
#define FNV_INIT 0xcbf29ce484222325ull

#endif
