//! `#[derive(FromJson)]`: a reader of a type from a JSON value (`crate::core::from_json`), read
//! the way the type's `#[serde(...)]` attributes say it is written: field and variant names
//! (`rename`, `rename_all`), `default`, `skip`, `deny_unknown_fields`, and an enum's form
//! (a name or `{"variant": ...}`, `tag = "..."`, `untagged`).
//!
//! Each generated reader is a short list of calls into the engine's readers, one per field
//! type, rather than a state machine per type: that keeps the .wasm small.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::{parse_macro_input, Data, DeriveInput, Error, Fields, LitStr};

#[proc_macro_derive(FromJson, attributes(serde))]
pub fn derive_from_json(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand(&input).unwrap_or_else(Error::into_compile_error).into()
}

/// What `#[serde(...)]` says of a type, a field or a variant (what reading needs of it).
#[derive(Default)]
struct Attrs {
    rename: Option<String>,
    rename_all: Option<String>,
    tag: Option<String>,
    untagged: bool,
    deny_unknown_fields: bool,
    /// `default`: `Some(None)`; `default = "path"`: `Some(Some(path))`.
    default: Option<Option<syn::Path>>,
    skip: bool,
}

fn attrs(list: &[syn::Attribute]) -> syn::Result<Attrs> {
    let mut out = Attrs::default();
    for attr in list.iter().filter(|a| a.path().is_ident("serde")) {
        attr.parse_nested_meta(|meta| {
            let name = meta.path.get_ident().map(|i| i.to_string()).unwrap_or_default();
            let text = |meta: &syn::meta::ParseNestedMeta| -> syn::Result<String> {
                Ok(meta.value()?.parse::<LitStr>()?.value())
            };
            match name.as_str() {
                "rename" => out.rename = Some(text(&meta)?),
                "rename_all" => out.rename_all = Some(text(&meta)?),
                "tag" => out.tag = Some(text(&meta)?),
                "untagged" => out.untagged = true,
                "deny_unknown_fields" => out.deny_unknown_fields = true,
                "skip" | "skip_deserializing" => out.skip = true,
                "default" if meta.input.peek(syn::Token![=]) => {
                    out.default = Some(Some(syn::parse_str(&text(&meta)?)?));
                }
                "default" => out.default = Some(None),
                // Writing only (and bounds, which the reader writes itself).
                "skip_serializing_if" | "bound" | "serialize_with" => {
                    let _ = meta.value()?.parse::<LitStr>()?;
                }
                "skip_serializing" => {}
                _ => return Err(meta.error(format!("FromJson does not read `serde({name})`"))),
            }
            Ok(())
        })?;
    }
    Ok(out)
}

/// A Rust name as `rename_all` writes it.
fn renamed(name: &str, rule: Option<&str>, span: Span) -> syn::Result<String> {
    let name = name.trim_start_matches("r#");
    match rule {
        None => Ok(name.to_string()),
        Some("snake_case") => {
            let mut out = String::new();
            for (i, c) in name.chars().enumerate() {
                if c.is_ascii_uppercase() && i > 0 {
                    out.push('_');
                }
                out.push(c.to_ascii_lowercase());
            }
            Ok(out)
        }
        Some("camelCase") => {
            let mut out = String::new();
            let mut up = false;
            for c in name.chars() {
                match c {
                    '_' => up = true,
                    c if up => {
                        out.push(c.to_ascii_uppercase());
                        up = false;
                    }
                    c => out.push(c),
                }
            }
            Ok(out)
        }
        Some(other) => Err(Error::new(
            span,
            format!("FromJson does not read `rename_all = \"{other}\"`"),
        )),
    }
}

/// Where a struct's fields are read from: the value `value` (checked to be an object), or the
/// object `obj` (what is left of a tagged enum's object once its tag is taken).
#[derive(Clone, Copy)]
enum Source {
    Value,
    Object,
}

/// Reads the named `fields` of `ctor` (`Self` or `Self::Variant`) at path `at`: the object
/// (its unknown fields refused if `deny`), then each field; `all_default` for a
/// container-level `#[serde(default)]`.
fn read_named(
    ctor: TokenStream,
    fields: &syn::FieldsNamed,
    rename_all: Option<&str>,
    all_default: bool,
    deny: bool,
    source: Source,
) -> syn::Result<TokenStream> {
    let mut names = Vec::new();
    let mut inits = Vec::new();
    for f in &fields.named {
        let ident = f.ident.as_ref().expect("named field");
        let a = attrs(&f.attrs)?;
        let key = match a.rename {
            Some(r) => r,
            None => renamed(&ident.to_string(), rename_all, ident.span())?,
        };
        let init = if a.skip {
            if all_default {
                quote!(__default.#ident)
            } else {
                quote!(::core::default::Default::default())
            }
        } else {
            names.push(key.clone());
            let take = quote!(crate::core::from_json::take(&mut obj, #key, at)?);
            match (a.default, all_default) {
                (Some(Some(path)), _) => quote!(match #take { Some(v) => v, None => #path() }),
                (Some(None), _) => quote!(#take.unwrap_or_default()),
                (None, true) => quote!(match #take { Some(v) => v, None => __default.#ident }),
                (None, false) => quote!(crate::core::from_json::field(&mut obj, #key, at)?),
            }
        };
        inits.push(quote!(#ident: #init));
    }
    let object = match source {
        Source::Value => quote!(crate::core::from_json::object(value, at, &[#(#names),*], #deny)?),
        Source::Object => quote!(crate::core::from_json::known(obj, at, &[#(#names),*], #deny)?),
    };
    let default = all_default.then(|| quote!(let __default: Self = ::core::default::Default::default();));
    Ok(quote! {
        let mut obj = #object;
        #default
        Ok(#ctor { #(#inits),* })
    })
}

fn expand(input: &DeriveInput) -> syn::Result<TokenStream> {
    let name = &input.ident;
    let top = attrs(&input.attrs)?;
    let mut generics = input.generics.clone();
    for p in generics.type_params_mut() {
        p.bounds.push(syn::parse_quote!(crate::core::from_json::FromJson));
    }
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
    let body = match &input.data {
        Data::Struct(s) => match &s.fields {
            Fields::Named(fields) => read_named(
                quote!(Self),
                fields,
                top.rename_all.as_deref(),
                matches!(top.default, Some(None)),
                top.deny_unknown_fields,
                Source::Value,
            )?,
            Fields::Unnamed(f) if f.unnamed.len() == 1 => {
                quote!(Ok(Self(crate::core::from_json::FromJson::from_json(value, at)?)))
            }
            _ => {
                return Err(Error::new_spanned(
                    name,
                    "FromJson reads structs with named fields or one field",
                ))
            }
        },
        Data::Enum(e) => enum_body(e, &top)?,
        Data::Union(_) => return Err(Error::new_spanned(name, "FromJson does not read unions")),
    };
    Ok(quote! {
        impl #impl_generics crate::core::from_json::FromJson for #name #ty_generics #where_clause {
            fn from_json(
                value: serde_json::Value,
                at: &crate::core::from_json::At,
            ) -> ::core::result::Result<Self, crate::core::from_json::ReadError> {
                #body
            }
        }
    })
}

/// One variant's form.
enum Form<'a> {
    Unit,
    Newtype,
    Struct(&'a syn::FieldsNamed),
}

fn enum_body(e: &syn::DataEnum, top: &Attrs) -> syn::Result<TokenStream> {
    let mut variants = Vec::new();
    for v in &e.variants {
        let a = attrs(&v.attrs)?;
        if a.skip {
            continue;
        }
        let key = match a.rename {
            Some(r) => r,
            None => renamed(&v.ident.to_string(), top.rename_all.as_deref(), v.ident.span())?,
        };
        let form = match &v.fields {
            Fields::Unit => Form::Unit,
            Fields::Unnamed(f) if f.unnamed.len() == 1 => Form::Newtype,
            Fields::Named(f) => Form::Struct(f),
            Fields::Unnamed(_) => {
                return Err(Error::new_spanned(
                    v,
                    "FromJson reads variants of at most one unnamed field",
                ))
            }
        };
        variants.push((&v.ident, key, form, a.deny_unknown_fields || top.deny_unknown_fields));
    }
    let keys: Vec<&String> = variants.iter().map(|v| &v.1).collect();
    if top.untagged {
        // Each form in turn, the first that reads is the value.
        let tries = variants.iter().map(|(ident, _, form, deny)| match form {
            Form::Unit => Ok(quote! {
                if value.is_null() { return Ok(Self::#ident); }
            }),
            Form::Newtype => Ok(quote! {
                if let Ok(v) = crate::core::from_json::FromJson::from_json(value.clone(), at) {
                    return Ok(Self::#ident(v));
                }
            }),
            Form::Struct(fields) => {
                let read = read_named(quote!(Self::#ident), fields, None, false, *deny, Source::Value)?;
                Ok(quote! {
                    let attempt = |value: serde_json::Value| -> ::core::result::Result<Self, crate::core::from_json::ReadError> { #read };
                    if let Ok(v) = attempt(value.clone()) { return Ok(v); }
                })
            }
        });
        let tries = tries.collect::<syn::Result<Vec<_>>>()?;
        return Ok(quote! {
            #(#tries)*
            Err(crate::core::from_json::no_form(at))
        });
    }
    if let Some(tag) = &top.tag {
        let arms = variants
            .iter()
            .enumerate()
            .map(|(i, (ident, _, form, deny))| match form {
                Form::Unit => Ok(quote! {
                    #i => { crate::core::from_json::known(obj, at, &[], #deny)?; Ok(Self::#ident) }
                }),
                Form::Struct(fields) => {
                    let read = read_named(quote!(Self::#ident), fields, None, false, *deny, Source::Object)?;
                    Ok(quote!(#i => { #read }))
                }
                Form::Newtype => Err(Error::new_spanned(
                    ident,
                    "FromJson reads tagged variants with named fields",
                )),
            });
        let arms = arms.collect::<syn::Result<Vec<_>>>()?;
        return Ok(quote! {
            let (index, obj) = crate::core::from_json::tagged(value, at, #tag, &[#(#keys),*])?;
            match index {
                #(#arms)*
                _ => unreachable!(),
            }
        });
    }
    // Names only: the value is one of them.
    if variants.iter().all(|v| matches!(v.2, Form::Unit)) {
        let arms = variants.iter().enumerate().map(|(i, v)| {
            let ident = v.0;
            quote!(#i => Ok(Self::#ident),)
        });
        return Ok(quote! {
            match crate::core::from_json::unit_variant(value, at, &[#(#keys),*])? {
                #(#arms)*
                _ => unreachable!(),
            }
        });
    }
    // Externally tagged: a unit variant is its name, any other `{"name": content}`.
    let arms = variants
        .iter()
        .enumerate()
        .map(|(i, (ident, key, form, deny))| match form {
            Form::Unit => Ok(quote! {
                #i => { crate::core::from_json::unit(content, at, #key)?; Ok(Self::#ident) }
            }),
            Form::Newtype => Ok(quote! {
                #i => {
                    let value = crate::core::from_json::content(content, at, #key)?;
                    Ok(Self::#ident(crate::core::from_json::FromJson::from_json(value, &at.key(#key))?))
                }
            }),
            Form::Struct(fields) => {
                let read = read_named(quote!(Self::#ident), fields, None, false, *deny, Source::Value)?;
                Ok(quote! {
                    #i => {
                        let value = crate::core::from_json::content(content, at, #key)?;
                        let at = &at.key(#key);
                        #read
                    }
                })
            }
        });
    let arms = arms.collect::<syn::Result<Vec<_>>>()?;
    Ok(quote! {
        let (index, content) = crate::core::from_json::external(value, at, &[#(#keys),*])?;
        match index {
            #(#arms)*
            _ => unreachable!(),
        }
    })
}
