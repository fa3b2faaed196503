// Production build: `npm run build` writes dist/ (index.html + hashed assets).
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');

module.exports = (_env, argv) => {
  const prod = argv.mode !== 'development';
  const hashed = (ext) => (prod ? `assets/[name].[contenthash:8].${ext}` : `assets/[name].${ext}`);
  return {
    mode: prod ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      assetModuleFilename: prod ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      publicPath: 'auto',
      clean: true,
      // SPEC §8/§9: script chunk load times out after 120 s.
      chunkLoadTimeout: 120000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 1 } },
            path.resolve(__dirname, 'tools/semantic-css-loader.cjs'),
          ],
        },
        {
          test: /\.(woff2?|eot|ttf|otf|svg|png|jpe?g|gif)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', inject: 'body' }),
      new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') }),
    ],
    optimization: {
      minimizer: [
        new TerserPlugin({ extractComments: false, terserOptions: { ecma: 2020, compress: { passes: 2 } } }),
        new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify }),
      ],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|jotai)[\\/]/,
            name: 'react',
            priority: 20,
          },
          semantic: {
            test: /[\\/]node_modules[\\/](semantic-ui-react|semantic-ui-css|@semantic-ui-react|@fluentui|lodash-es|keyboard-key|react-fast-compare|shallowequal|exenv|clsx|@babel[\\/]runtime)[\\/]/,
            name: 'semantic',
            priority: 10,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
