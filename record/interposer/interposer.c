/* interposer.c: the OpenCL entry points bvgen record interposes (with
 * LD_PRELOAD). Each forwards to the OpenCL library's definition with the
 * same arguments and returns its answer unchanged, so the application
 * behaves as without bvgen; what it records is taken from the arguments
 * and the results, under one mutex (applications launch from threads). */
#include "recorder.h"


/* recorder.h hides every other symbol. */
#define EXPORT __attribute__((visibility("default")))

/* OpenCL 2.1 and 2.0; the 1.2 headers do not declare them. */
extern EXPORT CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithIL(cl_context, const void *, size_t, cl_int *);
extern EXPORT CL_API_ENTRY cl_int CL_API_CALL clSetKernelArgSVMPointer(cl_kernel, cl_uint, const void *);

static void add_program(cl_program p, enum origin o, const char *hash)
{
	struct program *pr = calloc(1, sizeof *pr);
	if (!pr)
		abort();
	pr->origin = o;
	if (hash)
		memcpy(pr->hash, hash, sizeof pr->hash);
	pthread_mutex_lock(&rec_mu);
	map_put(&rec_programs, p, pr, free_program);
	note_program(pr);
	pthread_mutex_unlock(&rec_mu);
}

EXPORT CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithSource(cl_context c, cl_uint count, const char **strings, const size_t *lengths, cl_int *errcode_ret)
{
	cl_program p = REAL(clCreateProgramWithSource)(c, count, strings, lengths, errcode_ret);
	if (!p || !rec_on || !strings)
		return p;
	/* The program is the strings concatenated (a length of 0: up to NUL). */
	struct buf src = {0};
	bmem(&src, "", 0);
	for (cl_uint i = 0; i < count; i++)
		if (strings[i])
			bmem(&src, strings[i], lengths && lengths[i] ? lengths[i] : strlen(strings[i]));
	char hash[17];
	snprintf(hash, sizeof hash, "%016llx", (unsigned long long)fnv(src.s, src.n, FNV_INIT));
	pthread_mutex_lock(&rec_mu);
	write_source(hash, src.s, src.n);
	pthread_mutex_unlock(&rec_mu);
	free(src.s);
	add_program(p, ORIGIN_SOURCE, hash);
	return p;
}

EXPORT CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithBinary(cl_context c, cl_uint n, const cl_device_id *devs, const size_t *lengths, const unsigned char **binaries, cl_int *status, cl_int *errcode_ret)
{
	cl_program p = REAL(clCreateProgramWithBinary)(c, n, devs, lengths, binaries, status, errcode_ret);
	if (p && rec_on)
		add_program(p, ORIGIN_BINARY, NULL);
	return p;
}

EXPORT CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithIL(cl_context c, const void *il, size_t length, cl_int *errcode_ret)
{
	cl_program p = REAL(clCreateProgramWithIL)(c, il, length, errcode_ret);
	if (p && rec_on)
		add_program(p, ORIGIN_IL, NULL);
	return p;
}

EXPORT CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithBuiltInKernels(cl_context c, cl_uint n, const cl_device_id *devs, const char *names, cl_int *errcode_ret)
{
	cl_program p = REAL(clCreateProgramWithBuiltInKernels)(c, n, devs, names, errcode_ret);
	if (p && rec_on)
		add_program(p, ORIGIN_BUILTIN, NULL);
	return p;
}

/* set_options gives p the options of a build about to start (a kernel
 * created from a callback of an asynchronous build must see them) and
 * returns the previous ones, which keep_options puts back if the runtime
 * refused the build. */
static char *set_options(cl_program p, const char *options, int headers, int *known)
{
	char *old = NULL;
	pthread_mutex_lock(&rec_mu);
	struct program *pr = map_get(&rec_programs, p);
	*known = pr != NULL;
	if (pr) {
		old = pr->options;
		pr->options = options ? strdup(options) : NULL;
		pr->headers = headers;
	}
	pthread_mutex_unlock(&rec_mu);
	return old;
}

static void keep_options(cl_program p, char *old, int known, cl_int err)
{
	if (known && err != CL_SUCCESS && err != CL_BUILD_PROGRAM_FAILURE && err != CL_COMPILE_PROGRAM_FAILURE) {
		pthread_mutex_lock(&rec_mu);
		struct program *pr = map_get(&rec_programs, p);
		if (pr) {
			free(pr->options);
			pr->options = old;
			old = NULL;
		}
		pthread_mutex_unlock(&rec_mu);
	}
	free(old);
}

EXPORT CL_API_ENTRY cl_int CL_API_CALL clBuildProgram(cl_program p, cl_uint n, const cl_device_id *devs, const char *options, void(CL_CALLBACK *notify)(cl_program, void *), void *data)
{
	int known = 0;
	char *old = rec_on ? set_options(p, options, 0, &known) : NULL;
	cl_int err = REAL(clBuildProgram)(p, n, devs, options, notify, data);
	keep_options(p, old, known, err);
	return err;
}

EXPORT CL_API_ENTRY cl_int CL_API_CALL clCompileProgram(cl_program p, cl_uint n, const cl_device_id *devs, const char *options, cl_uint nheaders, const cl_program *headers, const char **names,
                                                 void(CL_CALLBACK *notify)(cl_program, void *), void *data)
{
	int known = 0;
	char *old = rec_on ? set_options(p, options, nheaders > 0, &known) : NULL;
	cl_int err = REAL(clCompileProgram)(p, n, devs, options, nheaders, headers, names, notify, data);
	keep_options(p, old, known, err);
	return err;
}

/* A program linked from one compiled program is that program (its source
 * and compile options); one linked from several is not verifiable. */
EXPORT CL_API_ENTRY cl_program CL_API_CALL clLinkProgram(cl_context c, cl_uint n, const cl_device_id *devs, const char *options, cl_uint ninputs, const cl_program *inputs,
                                                  void(CL_CALLBACK *notify)(cl_program, void *), void *data, cl_int *errcode_ret)
{
	cl_program p = REAL(clLinkProgram)(c, n, devs, options, ninputs, inputs, notify, data, errcode_ret);
	if (!p || !rec_on)
		return p;
	struct program *pr = calloc(1, sizeof *pr);
	if (!pr)
		abort();
	pr->origin = ORIGIN_LINK;
	pthread_mutex_lock(&rec_mu);
	struct program *in = ninputs == 1 && inputs ? map_get(&rec_programs, inputs[0]) : NULL;
	if (in) {
		*pr = *in;
		pr->options = in->options ? strdup(in->options) : NULL;
	}
	map_put(&rec_programs, p, pr, free_program);
	if (!in)
		note_program(pr);
	pthread_mutex_unlock(&rec_mu);
	return p;
}

EXPORT CL_API_ENTRY cl_kernel CL_API_CALL clCreateKernel(cl_program p, const char *name, cl_int *errcode_ret)
{
	cl_kernel k = REAL(clCreateKernel)(p, name, errcode_ret);
	if (k && rec_on && name) {
		pthread_mutex_lock(&rec_mu);
		new_kernel(k, name, map_get(&rec_programs, p));
		pthread_mutex_unlock(&rec_mu);
	}
	return k;
}

EXPORT CL_API_ENTRY cl_int CL_API_CALL clCreateKernelsInProgram(cl_program p, cl_uint n, cl_kernel *kernels, cl_uint *nret)
{
	cl_int err = REAL(clCreateKernelsInProgram)(p, n, kernels, nret);
	if (err != CL_SUCCESS || !kernels || !rec_on)
		return err;
	size_t got = 0;
	if (nret)
		got = *nret;
	else if (REAL(clGetProgramInfo)(p, CL_PROGRAM_NUM_KERNELS, sizeof got, &got, NULL) != CL_SUCCESS)
		got = 0;
	pthread_mutex_lock(&rec_mu);
	for (size_t i = 0; i < got && i < n; i++) {
		char name[1024];
		if (REAL(clGetKernelInfo)(kernels[i], CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL) == CL_SUCCESS)
			new_kernel(kernels[i], name, map_get(&rec_programs, p));
	}
	pthread_mutex_unlock(&rec_mu);
	return err;
}

EXPORT CL_API_ENTRY cl_int CL_API_CALL clSetKernelArg(cl_kernel k, cl_uint i, size_t size, const void *value)
{
	cl_int err = REAL(clSetKernelArg)(k, i, size, value);
	if (err != CL_SUCCESS || !rec_on)
		return err;
	pthread_mutex_lock(&rec_mu);
	struct kernel *kr = map_get(&rec_kernels, k);
	if (kr && i < kr->nargs) {
		free(kr->arg[i]);
		kr->arg[i] = arg_json(kr, i, size, value);
	}
	pthread_mutex_unlock(&rec_mu);
	return err;
}

/* A shared virtual memory pointer: a global array of unknown size. */
EXPORT CL_API_ENTRY cl_int CL_API_CALL clSetKernelArgSVMPointer(cl_kernel k, cl_uint i, const void *value)
{
	cl_int err = REAL(clSetKernelArgSVMPointer)(k, i, value);
	if (err != CL_SUCCESS || !rec_on)
		return err;
	pthread_mutex_lock(&rec_mu);
	struct kernel *kr = map_get(&rec_kernels, k);
	if (kr && i < kr->nargs) {
		free(kr->arg[i]);
		kr->arg[i] = strdup(kr->addrq[i] == CL_KERNEL_ARG_ADDRESS_CONSTANT ? "{\"type\":\"array\",\"address_space\":\"constant\"}"
		                                                                 : "{\"type\":\"array\",\"address_space\":\"global\"}");
	}
	pthread_mutex_unlock(&rec_mu);
	return err;
}

EXPORT CL_API_ENTRY cl_int CL_API_CALL clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel k, cl_uint dim, const size_t *off, const size_t *gs, const size_t *ls, cl_uint nwait,
                                                       const cl_event *wait, cl_event *ev)
{
	/* The host call site: the return address into the application. */
	void *t = record_launch(k, dim, off, gs, ls, __builtin_return_address(0));
	cl_int err = REAL(clEnqueueNDRangeKernel)(q, k, dim, off, gs, ls, nwait, wait, ev);
	finish_launch(t, k, err);
	return err;
}

EXPORT CL_API_ENTRY cl_int CL_API_CALL clEnqueueTask(cl_command_queue q, cl_kernel k, cl_uint nwait, const cl_event *wait, cl_event *ev)
{
	static const size_t one[1] = {1};
	void *t = record_launch(k, 1, NULL, one, one, __builtin_return_address(0));
	cl_int err = REAL(clEnqueueTask)(q, k, nwait, wait, ev);
	finish_launch(t, k, err);
	return err;
}

static void add_mem(cl_mem m, int image, size_t size, cl_mem_flags flags)
{
	struct mem *r = malloc(sizeof *r);
	if (!r)
		abort();
	*r = (struct mem){image, size, flags};
	pthread_mutex_lock(&rec_mu);
	map_put(&rec_mems, m, r, free);
	pthread_mutex_unlock(&rec_mu);
}

EXPORT CL_API_ENTRY cl_mem CL_API_CALL clCreateBuffer(cl_context c, cl_mem_flags flags, size_t size, void *host, cl_int *errcode_ret)
{
	cl_mem m = REAL(clCreateBuffer)(c, flags, size, host, errcode_ret);
	if (m && rec_on)
		add_mem(m, 0, size, flags);
	return m;
}

EXPORT CL_API_ENTRY cl_mem CL_API_CALL clCreateSubBuffer(cl_mem parent, cl_mem_flags flags, cl_buffer_create_type type, const void *info, cl_int *errcode_ret)
{
	cl_mem m = REAL(clCreateSubBuffer)(parent, flags, type, info, errcode_ret);
	if (!m || !rec_on || type != CL_BUFFER_CREATE_TYPE_REGION || !info)
		return m;
	/* A sub-buffer without access flags has its parent's. */
	const cl_mem_flags access = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
	pthread_mutex_lock(&rec_mu);
	struct mem *pm = map_get(&rec_mems, parent);
	if (!(flags & access) && pm)
		flags |= pm->flags & access;
	pthread_mutex_unlock(&rec_mu);
	add_mem(m, 0, ((const cl_buffer_region *)info)->size, flags);
	return m;
}

EXPORT CL_API_ENTRY cl_mem CL_API_CALL clCreateImage(cl_context c, cl_mem_flags flags, const cl_image_format *format, const cl_image_desc *desc, void *host, cl_int *errcode_ret)
{
	cl_mem m = REAL(clCreateImage)(c, flags, format, desc, host, errcode_ret);
	if (m && rec_on)
		add_mem(m, 1, 0, flags);
	return m;
}

EXPORT CL_API_ENTRY cl_mem CL_API_CALL clCreateImage2D(cl_context c, cl_mem_flags flags, const cl_image_format *format, size_t w, size_t h, size_t pitch, void *host, cl_int *errcode_ret)
{
	cl_mem m = REAL(clCreateImage2D)(c, flags, format, w, h, pitch, host, errcode_ret);
	if (m && rec_on)
		add_mem(m, 1, 0, flags);
	return m;
}

EXPORT CL_API_ENTRY cl_mem CL_API_CALL clCreateImage3D(cl_context c, cl_mem_flags flags, const cl_image_format *format, size_t w, size_t h, size_t d, size_t rpitch, size_t spitch, void *host,
                                                cl_int *errcode_ret)
{
	cl_mem m = REAL(clCreateImage3D)(c, flags, format, w, h, d, rpitch, spitch, host, errcode_ret);
	if (m && rec_on)
		add_mem(m, 1, 0, flags);
	return m;
}

EXPORT CL_API_ENTRY cl_sampler CL_API_CALL clCreateSampler(cl_context c, cl_bool normalized, cl_addressing_mode am, cl_filter_mode fm, cl_int *errcode_ret)
{
	cl_sampler s = REAL(clCreateSampler)(c, normalized, am, fm, errcode_ret);
	if (s && rec_on) {
		pthread_mutex_lock(&rec_mu);
		map_put(&rec_samplers, s, (void *)1, NULL);
		pthread_mutex_unlock(&rec_mu);
	}
	return s;
}
