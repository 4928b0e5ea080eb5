import { C as useAppSelector, H as login, J as selectRegisterStep, K as selectAuthTab, S as useAppDispatch, St as PHONE_PLACEHOLDER, U as registrationCodeSent, V as closeModal, W as registrationStepReset, X as showModal, Y as selectShowingModal, Z as switchTab, a as useFinishRegistrationMutation, c as useSendRestoreAccessCodeMutation, i as useCheckRestoreAccessCodeMutation, o as useLoginMutation, r as useChangePasswordMutation, s as useSendRegistrationCodeMutation } from "../entry-server.js";
import { n as useFocusFirst, t as Modal } from "./modal-B1BoAuyS.js";
import { a as parseLogin, c as Tabs, l as tabPanelProps, n as accountMessages, o as passwordError, r as loginFieldKind } from "./accounts-DtAjSSCp.js";
import { o as errorMessages, r as errorText } from "./api-BxkrzdhH.js";
import { n as CodeInput, r as isCompleteCode, t as CodeResend } from "./code-resend-D1RNaaCz.js";
import { i as inputClassName } from "./form-field-DF5Vg2Vs.js";
import { t as PhoneInput } from "./phone-input-CqADyPOG.js";
import { createElement, useLayoutEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { toast } from "react-toastify";
var auth_dialog_module_default = {
	tabs: "_tabs_7g8f3_1",
	panel: "_panel_7g8f3_6",
	form: "_form_7g8f3_10",
	field: "_field_7g8f3_16",
	label: "_label_7g8f3_22",
	prompt: "_prompt_7g8f3_27",
	check: "_check_7g8f3_33",
	checkInput: "_checkInput_7g8f3_40",
	checkLabel: "_checkLabel_7g8f3_49",
	error: "_error_7g8f3_53",
	submit: "_submit_7g8f3_64",
	link: "_link_7g8f3_85"
};
// src/features/auth/form-error.tsx
/** A dialog's answer from the server, announced when it appears. */
function FormError({ id, message }) {
	return /* @__PURE__ */ jsx("p", {
		id,
		className: auth_dialog_module_default.error,
		role: "alert",
		children: message
	});
}
// src/features/auth/code-step.tsx
/**
* The verification screen of registration and access restore (SPEC §2): the 60-second prompt,
* six digit boxes, 'ПРОДОЛЖИТЬ' once all six are in, a resend after 60 s, and a way back.
*/
function CodeStep({ id, code, onCodeChange, error, errorId, busy, onSubmit, onResend, backLabel, onBack }) {
	const promptId = `${id}-code-prompt`;
	return /* @__PURE__ */ jsxs("form", {
		className: auth_dialog_module_default.form,
		noValidate: true,
		onSubmit,
		children: [
			/* @__PURE__ */ jsx("p", {
				id: promptId,
				className: auth_dialog_module_default.prompt,
				children: accountMessages.codePrompt
			}),
			/* @__PURE__ */ jsx(CodeInput, {
				value: code,
				onChange: onCodeChange,
				length: 6,
				disabled: busy,
				invalid: !!error,
				describedBy: error ? `${promptId} ${errorId}` : promptId
			}),
			/* @__PURE__ */ jsx(FormError, {
				id: errorId,
				message: error
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: auth_dialog_module_default.submit,
				disabled: busy || !isCompleteCode(code, 6),
				children: "ПРОДОЛЖИТЬ"
			}),
			/* @__PURE__ */ jsx(CodeResend, {
				seconds: 60,
				onResend,
				disabled: busy
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: auth_dialog_module_default.link,
				onClick: onBack,
				children: backLabel
			})
		]
	});
}
// src/features/auth/login-field.tsx
/**
* The phone-or-e-mail field (SPEC.md §4 "Session"): its kind follows the first character — a digit
* or '+' gives the site's phone input (+7 and ten digits, decision 021), a letter an e-mail input,
* empty or '+7 (' a neutral one.
*/
function LoginField({ id, value, onChange, disabled, invalid, describedBy }) {
	const kind = loginFieldKind(value);
	const inputRef = useRef(null);
	const refocus = useRef(false);
	const isPhone = kind === "phone";
	useLayoutEffect(() => {
		if (!refocus.current) return;
		refocus.current = false;
		const input = inputRef.current;
		if (!input) return;
		input.focus();
		try {
			input.setSelectionRange(input.value.length, input.value.length);
		} catch {}
	}, [isPhone]);
	const change = (next) => {
		if (loginFieldKind(next) === "phone" !== isPhone) refocus.current = true;
		if (next !== value) onChange(next);
	};
	const common = {
		id,
		className: inputClassName,
		disabled,
		"aria-invalid": invalid || void 0,
		"aria-describedby": describedBy,
		"data-autofocus": true
	};
	if (isPhone) return /* @__PURE__ */ createElement(PhoneInput, {
		...common,
		key: "phone",
		autoComplete: "username",
		value,
		inputRef: (element) => {
			inputRef.current = element;
		},
		onChange: change
	});
	return /* @__PURE__ */ createElement("input", {
		...common,
		key: "text",
		ref: inputRef,
		type: kind === "email" ? "email" : "text",
		inputMode: kind === "email" ? "email" : "text",
		autoComplete: "username",
		placeholder: `${PHONE_PLACEHOLDER} или почта`,
		value,
		onChange: (event) => change(event.target.value)
	});
}
// src/features/auth/login-register.tsx
/**
* The login/registration modal's content (SPEC.md §2, §4 "Session", §5 "Auth", §8): tabs 'ВОЙТИ'
* and 'РЕГИСТРАЦИЯ', and the registration's code screen.
*/
/** SPEC §9: auth toasts close after 5 s. */
var AUTH_TOAST_MS = 5e3;
var tabs = [{
	id: "login",
	label: "ВОЙТИ"
}, {
	id: "registration",
	label: "РЕГИСТРАЦИЯ"
}];
function LoginRegister() {
	const dispatch = useAppDispatch();
	const tab = useAppSelector(selectAuthTab);
	const registerStep = useAppSelector(selectRegisterStep);
	const [login$2, setLogin] = useState("");
	const [password, setPassword] = useState("");
	const [repeat, setRepeat] = useState("");
	const [consent, setConsent] = useState(true);
	const [error, setError] = useState(null);
	const [busy, setBusy] = useState(false);
	const [code, setCode] = useState("");
	const [registration, setRegistration] = useState(null);
	const [sendCode] = useSendRegistrationCodeMutation();
	const [finish] = useFinishRegistrationMutation();
	const [callLogin] = useLoginMutation();
	const root = useRef(null);
	const verifying = tab === "registration" && registerStep === "verification" && !!registration;
	useFocusFirst(root, verifying, !busy);
	const registering = tab === "registration";
	const filled = login$2 !== "" && password !== "" && (!registering || repeat !== "") && consent && !busy;
	const edit = (set) => (value) => {
		set(value);
		setError(null);
	};
	const onTab = (next) => {
		if (next === tab) return;
		dispatch(switchTab(next));
		setError(null);
		setCode("");
	};
	/** Runs one request at a time; its failure text goes inline. */
	const run = async (work) => {
		if (busy) return;
		setBusy(true);
		setError(null);
		try {
			setError(await work());
		} finally {
			setBusy(false);
		}
	};
	const onSubmit = (event) => {
		event.preventDefault();
		if (!filled) return;
		const parsed = parseLogin(login$2);
		if (!registering) {
			run(async () => {
				if (!parsed) return errorMessages.invalidLogin;
				const result = await callLogin({
					login: parsed.value,
					password
				});
				if ("data" in result && result.data) {
					dispatch(login(result.data.accessToken));
					toast.success(accountMessages.loggedIn, { autoClose: AUTH_TOAST_MS });
					return null;
				}
				const text = errorText(result.error, accountMessages.invalidCredentials);
				toast.error(text, { autoClose: AUTH_TOAST_MS });
				return text;
			});
			return;
		}
		run(async () => {
			if (!parsed) return errorMessages.invalidLogin;
			const rule = passwordError(password, repeat);
			if (rule) return accountMessages[rule];
			const data = {
				login: parsed.value,
				password,
				repeatPassword: repeat
			};
			const result = await sendCode(data);
			if ("error" in result) return errorText(result.error, accountMessages.registrationFailed);
			setRegistration(data);
			setCode("");
			dispatch(registrationCodeSent());
			return null;
		});
	};
	const onVerify = (event) => {
		event.preventDefault();
		if (!registration || !isCompleteCode(code, 6)) return;
		run(async () => {
			const result = await finish({
				code,
				login: registration.login
			});
			if ("data" in result && result.data) {
				dispatch(login(result.data.accessToken));
				toast.success(accountMessages.registered, { autoClose: AUTH_TOAST_MS });
				return null;
			}
			return errorText(result.error, accountMessages.registrationFailed);
		});
	};
	/** The same registration again: a new code replaces the old one. */
	const resend = async () => {
		if (!registration || busy) return false;
		let sent = false;
		await run(async () => {
			const result = await sendCode(registration);
			if ("error" in result) return errorText(result.error, accountMessages.registrationFailed);
			sent = true;
			setCode("");
			return null;
		});
		return sent;
	};
	const errorId = "auth-error";
	return /* @__PURE__ */ jsxs("div", {
		ref: root,
		children: [/* @__PURE__ */ jsx(Tabs, {
			tabs,
			selected: tab,
			onSelect: onTab,
			idPrefix: "auth",
			label: "Вход или регистрация",
			className: auth_dialog_module_default.tabs
		}), /* @__PURE__ */ jsx("div", {
			...tabPanelProps("auth", tab),
			className: auth_dialog_module_default.panel,
			children: verifying ? /* @__PURE__ */ jsx(CodeStep, {
				id: "auth",
				code,
				onCodeChange: edit(setCode),
				error,
				errorId,
				busy,
				onSubmit: onVerify,
				onResend: resend,
				backLabel: "Изменить данные",
				onBack: () => {
					dispatch(registrationStepReset());
					setError(null);
				}
			}) : /* @__PURE__ */ jsxs("form", {
				className: auth_dialog_module_default.form,
				noValidate: true,
				onSubmit,
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: auth_dialog_module_default.field,
						children: [/* @__PURE__ */ jsx("label", {
							className: auth_dialog_module_default.label,
							htmlFor: "auth-login",
							children: "Телефон или e-mail"
						}), /* @__PURE__ */ jsx(LoginField, {
							id: "auth-login",
							value: login$2,
							onChange: edit(setLogin),
							describedBy: error ? errorId : void 0
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: auth_dialog_module_default.field,
						children: [/* @__PURE__ */ jsx("label", {
							className: auth_dialog_module_default.label,
							htmlFor: "auth-password",
							children: "Пароль"
						}), /* @__PURE__ */ jsx("input", {
							id: "auth-password",
							className: inputClassName,
							type: "password",
							autoComplete: registering ? "new-password" : "current-password",
							value: password,
							onChange: (event) => edit(setPassword)(event.target.value)
						})]
					}),
					registering && /* @__PURE__ */ jsxs("div", {
						className: auth_dialog_module_default.field,
						children: [/* @__PURE__ */ jsx("label", {
							className: auth_dialog_module_default.label,
							htmlFor: "auth-repeat",
							children: "Повторите пароль"
						}), /* @__PURE__ */ jsx("input", {
							id: "auth-repeat",
							className: inputClassName,
							type: "password",
							autoComplete: "new-password",
							value: repeat,
							onChange: (event) => edit(setRepeat)(event.target.value)
						})]
					}),
					/* @__PURE__ */ jsx(Consent, {
						checked: consent,
						onChange: setConsent
					}),
					/* @__PURE__ */ jsx(FormError, {
						id: errorId,
						message: error
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: auth_dialog_module_default.submit,
						disabled: !filled,
						children: registering ? "ЗАРЕГИСТРИРОВАТЬСЯ" : "ПРОДОЛЖИТЬ"
					}),
					!registering && /* @__PURE__ */ jsx("button", {
						type: "button",
						className: auth_dialog_module_default.link,
						onClick: () => dispatch(showModal("restoreAccess")),
						children: "Забыли пароль?"
					})
				]
			})
		})]
	});
}
function Consent({ checked, onChange }) {
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("span", {
		className: auth_dialog_module_default.check,
		children: [/* @__PURE__ */ jsx("input", {
			id: "auth-consent",
			className: auth_dialog_module_default.checkInput,
			type: "checkbox",
			checked,
			"aria-invalid": !checked || void 0,
			"aria-describedby": checked ? void 0 : "auth-consent-error",
			onChange: (event) => onChange(event.target.checked)
		}), /* @__PURE__ */ jsxs("label", {
			className: auth_dialog_module_default.checkLabel,
			htmlFor: "auth-consent",
			children: [
				"Я согласен с",
				" ",
				/* @__PURE__ */ jsx("a", {
					href: "/privacy",
					target: "_blank",
					rel: "noopener noreferrer",
					children: "политикой конфиденциальности"
				})
			]
		})]
	}), !checked && /* @__PURE__ */ jsx("p", {
		id: "auth-consent-error",
		className: auth_dialog_module_default.error,
		children: accountMessages.privacy
	})] });
}
// src/features/auth/restore-access.tsx
/**
* The restore-access modal's content (SPEC.md §2, §4 "Session", §5 "Auth", §8): the login, then
* the code sent to it, then a new password; the code check's token carries the password change.
*/
function RestoreAccess() {
	const dispatch = useAppDispatch();
	const [step, setStep] = useState("login");
	const [login$1, setLogin] = useState("");
	/** the login as it was sent, for the code check and a new code */
	const [sentLogin, setSentLogin] = useState("");
	const [code, setCode] = useState("");
	const [token, setToken] = useState(null);
	const [password, setPassword] = useState("");
	const [repeat, setRepeat] = useState("");
	const [error, setError] = useState(null);
	const [busy, setBusy] = useState(false);
	const [sendCode] = useSendRestoreAccessCodeMutation();
	const [checkCode] = useCheckRestoreAccessCodeMutation();
	const [changePassword] = useChangePasswordMutation();
	const root = useRef(null);
	useFocusFirst(root, step, !busy);
	const run = async (work) => {
		if (busy) return;
		setBusy(true);
		setError(null);
		try {
			setError(await work());
		} finally {
			setBusy(false);
		}
	};
	const onLogin = (event) => {
		event.preventDefault();
		if (login$1 === "" || busy) return;
		run(async () => {
			const parsed = parseLogin(login$1);
			if (!parsed) return errorMessages.invalidLogin;
			const result = await sendCode({ login: parsed.value });
			if ("error" in result) return errorText(result.error, accountMessages.restoreFailed);
			setSentLogin(parsed.value);
			setCode("");
			setStep("codeValidation");
			return null;
		});
	};
	const onCode = (event) => {
		event.preventDefault();
		if (!isCompleteCode(code, 6)) return;
		run(async () => {
			const result = await checkCode({
				login: sentLogin,
				code
			});
			if ("data" in result && result.data) {
				setToken(result.data.accessToken);
				setStep("newPassword");
				return null;
			}
			return errorText(result.error, accountMessages.restoreFailed);
		});
	};
	const resend = async () => {
		let sent = false;
		await run(async () => {
			const result = await sendCode({ login: sentLogin });
			if ("error" in result) return errorText(result.error, accountMessages.restoreFailed);
			sent = true;
			setCode("");
			return null;
		});
		return sent;
	};
	const onPassword = (event) => {
		event.preventDefault();
		if (!token || password === "" || repeat === "") return;
		run(async () => {
			const rule = passwordError(password, repeat);
			if (rule) return accountMessages[rule];
			const result = await changePassword({
				token,
				newPassword: password,
				repeatNewPassword: repeat
			});
			if ("data" in result && result.data) {
				dispatch(login(result.data.accessToken));
				toast.success(accountMessages.loggedIn, { autoClose: AUTH_TOAST_MS });
				return null;
			}
			return errorText(result.error, accountMessages.restoreFailed);
		});
	};
	const errorId = "restore-error";
	return /* @__PURE__ */ jsxs("div", {
		ref: root,
		children: [
			step === "login" && /* @__PURE__ */ jsxs("form", {
				className: auth_dialog_module_default.form,
				noValidate: true,
				onSubmit: onLogin,
				children: [
					/* @__PURE__ */ jsx("p", {
						className: auth_dialog_module_default.prompt,
						children: "Укажите телефон или e-mail, с которым вы регистрировались, — мы пришлём на него код."
					}),
					/* @__PURE__ */ jsxs("div", {
						className: auth_dialog_module_default.field,
						children: [/* @__PURE__ */ jsx("label", {
							className: auth_dialog_module_default.label,
							htmlFor: "restore-login",
							children: "Телефон или e-mail"
						}), /* @__PURE__ */ jsx(LoginField, {
							id: "restore-login",
							value: login$1,
							onChange: (value) => {
								setLogin(value);
								setError(null);
							},
							invalid: !!error,
							describedBy: error ? errorId : void 0
						})]
					}),
					/* @__PURE__ */ jsx(FormError, {
						id: errorId,
						message: error
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: auth_dialog_module_default.submit,
						disabled: login$1 === "" || busy,
						children: "ВОССТАНОВИТЬ ДОСТУП"
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: auth_dialog_module_default.link,
						onClick: () => dispatch(showModal("loginRegister")),
						children: "Вернуться ко входу"
					})
				]
			}),
			step === "codeValidation" && /* @__PURE__ */ jsx(CodeStep, {
				id: "restore",
				code,
				onCodeChange: (value) => {
					setCode(value);
					setError(null);
				},
				error,
				errorId,
				busy,
				onSubmit: onCode,
				onResend: resend,
				backLabel: "Изменить телефон или e-mail",
				onBack: () => {
					setStep("login");
					setError(null);
				}
			}),
			step === "newPassword" && /* @__PURE__ */ jsxs("form", {
				className: auth_dialog_module_default.form,
				noValidate: true,
				onSubmit: onPassword,
				children: [
					/* @__PURE__ */ jsx("p", {
						className: auth_dialog_module_default.prompt,
						children: "Придумайте новый пароль — не менее 6 символов."
					}),
					/* @__PURE__ */ jsxs("div", {
						className: auth_dialog_module_default.field,
						children: [/* @__PURE__ */ jsx("label", {
							className: auth_dialog_module_default.label,
							htmlFor: "restore-password",
							children: "Новый пароль"
						}), /* @__PURE__ */ jsx("input", {
							id: "restore-password",
							className: inputClassName,
							type: "password",
							autoComplete: "new-password",
							value: password,
							onChange: (event) => {
								setPassword(event.target.value);
								setError(null);
							}
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: auth_dialog_module_default.field,
						children: [/* @__PURE__ */ jsx("label", {
							className: auth_dialog_module_default.label,
							htmlFor: "restore-repeat",
							children: "Повторите пароль"
						}), /* @__PURE__ */ jsx("input", {
							id: "restore-repeat",
							className: inputClassName,
							type: "password",
							autoComplete: "new-password",
							value: repeat,
							onChange: (event) => {
								setRepeat(event.target.value);
								setError(null);
							}
						})]
					}),
					/* @__PURE__ */ jsx(FormError, {
						id: errorId,
						message: error
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: auth_dialog_module_default.submit,
						disabled: busy || password === "" || repeat === "",
						children: "ПРОДОЛЖИТЬ"
					})
				]
			})
		]
	});
}
// src/features/auth/auth-dialog.tsx
/** The one dialog of the auth modals: its content follows `showingModal`, focus stays inside. */
function AuthDialog() {
	const dispatch = useAppDispatch();
	const showing = useAppSelector(selectShowingModal);
	const close = () => dispatch(closeModal());
	if (showing === "restoreAccess") return /* @__PURE__ */ jsx(Modal, {
		title: "ВОССТАНОВИТЬ ДОСТУП",
		onClose: close,
		children: /* @__PURE__ */ jsx(RestoreAccess, {})
	});
	return /* @__PURE__ */ jsx(Modal, {
		title: "Вход в личный кабинет",
		hideTitle: true,
		onClose: close,
		children: /* @__PURE__ */ jsx(LoginRegister, {})
	});
}
export { AuthDialog };
