/* launch.c: kernels, their arguments and launches as entries of
 * GPUVerify's JSON launch format (docs/record.md). */
#include "recorder.h"


void free_program(void *p)
{
	struct program *pr = p;
	free(pr->options);
	free(pr);
}

void free_kernel(void *p)
{
	struct kernel *kr = p;
	for (cl_uint i = 0; i < kr->nargs; i++) {
		free(kr->arg[i]);
		free(kr->argname[i]);
		free(kr->argtype[i]);
	}
	free(kr->arg);
	free(kr->argname);
	free(kr->argtype);
	free(kr->addrq);
	free(kr->prog.options);
	free(kr->name);
	free(kr);
}

static char *arg_string(cl_kernel k, cl_uint i, cl_kernel_arg_info what)
{
	size_t n = 0;
	if (REAL(clGetKernelArgInfo)(k, i, what, 0, NULL, &n) != CL_SUCCESS || n == 0)
		return NULL;
	char *s = calloc(1, n + 1);
	if (s && REAL(clGetKernelArgInfo)(k, i, what, n, s, NULL) != CL_SUCCESS) {
		free(s);
		return NULL;
	}
	return s;
}

/* new_kernel registers k. Argument info (address space, type, name) tells
 * buffers from scalars where the runtime gives it; without it, a value
 * that is a buffer bvgen saw created is a buffer. */
struct kernel *new_kernel(cl_kernel k, const char *name, const struct program *p)
{
	struct kernel *kr = calloc(1, sizeof *kr);
	if (!kr)
		abort();
	kr->name = strdup(name);
	if (p) {
		kr->prog = *p;
		kr->prog.options = p->options ? strdup(p->options) : NULL;
	} else {
		kr->prog.origin = ORIGIN_UNKNOWN;
	}
	if (REAL(clGetKernelInfo)(k, CL_KERNEL_NUM_ARGS, sizeof kr->nargs, &kr->nargs, NULL) != CL_SUCCESS)
		kr->nargs = 0;
	kr->arg = calloc(kr->nargs + 1, sizeof *kr->arg);
	kr->argname = calloc(kr->nargs + 1, sizeof *kr->argname);
	kr->argtype = calloc(kr->nargs + 1, sizeof *kr->argtype);
	kr->addrq = calloc(kr->nargs + 1, sizeof *kr->addrq);
	if (!kr->arg || !kr->argname || !kr->argtype || !kr->addrq)
		abort();
	for (cl_uint i = 0; i < kr->nargs; i++) {
		if (REAL(clGetKernelArgInfo)(k, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof kr->addrq[i], &kr->addrq[i], NULL) != CL_SUCCESS)
			kr->addrq[i] = 0;
		kr->argname[i] = arg_string(k, i, CL_KERNEL_ARG_NAME);
		kr->argtype[i] = arg_string(k, i, CL_KERNEL_ARG_TYPE_NAME);
	}
	map_put(&rec_kernels, k, kr, free_kernel);
	return kr;
}

/* put_hex writes bytes as GPUVerify's --kernel-args takes them: "0x" and
 * the bytes read as a little-endian integer. */
static void put_hex(struct buf *b, const unsigned char *p, size_t n)
{
	size_t i = p ? n : 0;
	while (i > 0 && p[i - 1] == 0)
		i--;
	if (i == 0) {
		bput(b, "\"0x0\"");
		return;
	}
	bput(b, "\"0x%x", p[i - 1]);
	while (i-- > 1)
		bput(b, "%02x", p[i - 1]);
	bput(b, "\"");
}

static const struct {
	cl_mem_flags bit;
	const char *name;
} memflags[] = {
	{CL_MEM_READ_WRITE, "CL_MEM_READ_WRITE"}, {CL_MEM_WRITE_ONLY, "CL_MEM_WRITE_ONLY"},
	{CL_MEM_READ_ONLY, "CL_MEM_READ_ONLY"}, {CL_MEM_USE_HOST_PTR, "CL_MEM_USE_HOST_PTR"},
	{CL_MEM_ALLOC_HOST_PTR, "CL_MEM_ALLOC_HOST_PTR"}, {CL_MEM_COPY_HOST_PTR, "CL_MEM_COPY_HOST_PTR"},
	{CL_MEM_HOST_WRITE_ONLY, "CL_MEM_HOST_WRITE_ONLY"}, {CL_MEM_HOST_READ_ONLY, "CL_MEM_HOST_READ_ONLY"},
	{CL_MEM_HOST_NO_ACCESS, "CL_MEM_HOST_NO_ACCESS"},
};

static void put_buffer(struct buf *b, const struct mem *m, const char *space)
{
	bput(b, "{\"type\":\"array\"");
	if (m) {
		bput(b, ",\"size\":%zu,\"flags\":[", m->size);
		/* No access flag is CL_MEM_READ_WRITE, the default. */
		cl_mem_flags f = m->flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY) ? m->flags : m->flags | CL_MEM_READ_WRITE;
		const char *sep = "";
		for (size_t i = 0; i < sizeof memflags / sizeof *memflags; i++)
			if (f & memflags[i].bit) {
				bput(b, "%s\"%s\"", sep, memflags[i].name);
				sep = ",";
				f &= ~memflags[i].bit;
			}
		if (f)
			bput(b, "%s\"0x%llx\"", sep, (unsigned long long)f);
		bput(b, "]");
	}
	bput(b, ",\"address_space\":\"%s\"}", space);
}

static int has_prefix(const char *s, const char *p) { return s && !strncmp(s, p, strlen(p)); }

/* arg_json is the JSON of argument i set to (size, value); rec_mu held. */
char *arg_json(const struct kernel *kr, cl_uint i, size_t size, const void *value)
{
	struct buf b = {0};
	cl_kernel_arg_address_qualifier q = kr->addrq[i];
	const char *ty = kr->argtype[i];
	cl_mem m = value && size == sizeof(cl_mem) ? *(const cl_mem *)value : NULL;
	struct mem *mr = m ? map_get(&rec_mems, m) : NULL;
	if (has_prefix(ty, "image") || (mr && mr->image))
		bput(&b, "{\"type\":\"image\"}");
	else if (has_prefix(ty, "sampler_t") || (q != CL_KERNEL_ARG_ADDRESS_PRIVATE && m && map_get(&rec_samplers, m)))
		bput(&b, "{\"type\":\"sampler\"}");
	else if (q == CL_KERNEL_ARG_ADDRESS_LOCAL || (q == 0 && !value))
		bput(&b, "{\"type\":\"array\",\"size\":%zu,\"address_space\":\"local\"}", size);
	else if (q != CL_KERNEL_ARG_ADDRESS_PRIVATE && (mr || q))
		/* A buffer not created through a recorded call, or NULL, has no size. */
		put_buffer(&b, mr, q == CL_KERNEL_ARG_ADDRESS_CONSTANT ? "constant" : "global");
	else {
		bput(&b, "{\"type\":\"scalar\",\"value\":");
		put_hex(&b, value, size);
		bput(&b, "}");
	}
	return b.s;
}

static void put_dims(struct buf *b, const char *key, cl_uint dim, const size_t *v)
{
	bput(b, ",\"%s\":[", key);
	for (cl_uint d = 0; d < dim; d++)
		bput(b, "%s%zu", d ? "," : "", v[d]);
	bput(b, "]");
}

/* launch_json is the entry of a launch of kr, or NULL with *skip set when
 * the launch cannot be an entry; *why is set when it is one that cannot
 * be verified as recorded. rec_mu held. */
static char *launch_json(const struct kernel *kr, cl_uint dim, const size_t *off, const size_t *gs, const size_t *ls, const char **skip, char **why)
{
	static const char *const not_verifiable[] = {
		[ORIGIN_BINARY] = "program from a binary (clCreateProgramWithBinary): not verifiable",
		[ORIGIN_IL] = "program from IL (clCreateProgramWithIL): not verifiable",
		[ORIGIN_BUILTIN] = "built-in kernel (clCreateProgramWithBuiltInKernels): not verifiable",
		[ORIGIN_LINK] = "program linked from several programs (clLinkProgram): not verifiable",
		[ORIGIN_UNKNOWN] = "kernel of a program bvgen did not see created: not recorded",
	};
	if (kr->prog.origin != ORIGIN_SOURCE) {
		*skip = not_verifiable[kr->prog.origin];
		return NULL;
	}
	if (dim < 1 || dim > 3 || !gs) {
		*skip = "work dimensions not 1 to 3";
		return NULL;
	}
	for (cl_uint d = 0; d < dim; d++)
		if (gs[d] == 0 || (ls && ls[d] == 0)) {
			*skip = "a global or local size of 0";
			return NULL;
		}
	struct buf b = {0};
	bput(&b, "{\"language\":\"OpenCL\",\"kernel_file\":\"program-%s.cl\",\"entry_point\":", kr->prog.hash);
	bstr(&b, kr->name);
	put_dims(&b, "global_size", dim, gs);
	if (ls)
		put_dims(&b, "local_size", dim, ls);
	int zero = 1;
	for (cl_uint d = 0; off && d < dim; d++)
		zero &= off[d] == 0;
	if (!zero) /* no offset and offset 0 are the same launch */
		put_dims(&b, "global_offset", dim, off);
	if (kr->prog.options && *kr->prog.options) {
		bput(&b, ",\"compiler_flags\":");
		bstr(&b, kr->prog.options);
	}
	struct buf w = {0};
	if (kr->prog.headers)
		bput(&w, "compiled with embedded headers (clCompileProgram), which are not recorded");
	int unset = 0;
	for (cl_uint i = 0; i < kr->nargs; i++)
		if (!kr->arg[i]) {
			const char *n = kr->argname[i];
			bput(&w, "%sargument %u%s%s%s never set", w.n ? "; " : "", i, n ? " (" : "", n ? n : "", n ? ")" : "");
			unset = 1;
		}
	if (unset) {
		/* GPUVerify's format has no unknown scalar: leave all out. */
		bput(&w, ": kernel_arguments left out");
	} else {
		bput(&b, ",\"kernel_arguments\":[");
		for (cl_uint i = 0; i < kr->nargs; i++)
			bput(&b, "%s%s", i ? "," : "", kr->arg[i]);
		bput(&b, "]");
	}
	bput(&b, "}");
	*why = w.s;
	return b.s;
}

static const char *err_name(cl_int err)
{
	switch (err) {
	case CL_INVALID_KERNEL_ARGS: return "CL_INVALID_KERNEL_ARGS";
	case CL_INVALID_WORK_GROUP_SIZE: return "CL_INVALID_WORK_GROUP_SIZE";
	case CL_INVALID_WORK_ITEM_SIZE: return "CL_INVALID_WORK_ITEM_SIZE";
	case CL_INVALID_GLOBAL_WORK_SIZE: return "CL_INVALID_GLOBAL_WORK_SIZE";
	case CL_INVALID_GLOBAL_OFFSET: return "CL_INVALID_GLOBAL_OFFSET";
	case CL_INVALID_WORK_DIMENSION: return "CL_INVALID_WORK_DIMENSION";
	case CL_INVALID_PROGRAM_EXECUTABLE: return "CL_INVALID_PROGRAM_EXECUTABLE";
	case CL_INVALID_KERNEL: return "CL_INVALID_KERNEL";
	case CL_INVALID_COMMAND_QUEUE: return "CL_INVALID_COMMAND_QUEUE";
	case CL_OUT_OF_RESOURCES: return "CL_OUT_OF_RESOURCES";
	case CL_OUT_OF_HOST_MEMORY: return "CL_OUT_OF_HOST_MEMORY";
	case CL_MEM_OBJECT_ALLOCATION_FAILURE: return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
	}
	return "";
}

static const char *kernel_name(cl_kernel k, char *buf, size_t n)
{
	struct kernel *kr = map_get(&rec_kernels, k);
	if (kr)
		return kr->name;
	if (REAL(clGetKernelInfo)(k, CL_KERNEL_FUNCTION_NAME, n, buf, NULL) != CL_SUCCESS)
		snprintf(buf, n, "?");
	return buf;
}

/* record_launch counts a launch before the runtime sees it, so that a
 * kernel that crashes the application is on disk; it returns the entry
 * (NULL: none) for finish_launch. */
void *record_launch(cl_kernel k, cl_uint dim, const size_t *off, const size_t *gs, const size_t *ls, const void *site)
{
	if (!rec_on)
		return NULL;
	pthread_mutex_lock(&rec_mu);
	void *e = NULL;
	struct kernel *kr = map_get(&rec_kernels, k);
	if (!kr) {
		char name[256];
		note_skip(kernel_name(k, name, sizeof name), "kernel bvgen did not see created (clCloneKernel, or before recording): not recorded");
	} else {
		const char *skip = NULL;
		char *why = NULL;
		char *json = launch_json(kr, dim, off, gs, ls, &skip, &why);
		if (json) {
			struct buf key = {0};
			bput(&key, "%s/%s", kr->prog.hash, kr->name);
			e = add_launch(json, why, key.s, kr->name, site);
			free(key.s);
		} else {
			note_skip(kr->name, skip);
		}
	}
	pthread_mutex_unlock(&rec_mu);
	return e;
}

/* finish_launch takes back a launch the runtime refused: it never ran
 * (a kernel with an argument never set is one), so it is no entry; the
 * notes count it. */
void finish_launch(void *token, cl_kernel k, cl_int err)
{
	if (!token || err == CL_SUCCESS)
		return;
	pthread_mutex_lock(&rec_mu);
	drop_launch(token);
	char name[256], reason[128];
	snprintf(reason, sizeof reason, "refused by the runtime: error %d %s", (int)err, err_name(err));
	note_skip(kernel_name(k, name, sizeof name), reason);
	flush_files();
	pthread_mutex_unlock(&rec_mu);
}
