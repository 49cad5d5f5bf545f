/// The token parser's types (``TokenTree``, ``ThemeError``, ``JSONValue``) are part of Theme's API.
@_exported import TokenParser
