// A CommonJS TypeScript consumer: `import = require` resolves each package's `require` types.
import domain = require('@bookshop/domain');
import validation = require('@bookshop/validation');
import apiClient = require('@bookshop/api-client');

const total: number = domain.priceOrder({ lines: [], giftWrap: true }).total;
const checked: boolean = validation.validateForm(validation.loginSchema, {}).ok;
const reducerPath: 'api' = apiClient.baseApi.reducerPath;

export = { total, checked, reducerPath };
